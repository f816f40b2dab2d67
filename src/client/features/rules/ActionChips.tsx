/**
 * A rule's actions, or what they did to a message, as a row of chips: each
 * with its action's icon, a label action in its label's colour, and a failed
 * one in red with the reason beside it.
 */
import {
  Archive,
  CircleAlert,
  Clock,
  CornerUpLeft,
  FolderInput,
  Forward,
  MailCheck,
  MessageSquareReply,
  OctagonMinus,
  Star,
  Tag,
  Trash2,
  type LucideIcon,
} from 'lucide-react';
import type { RuleActionType } from '../../../core/rules/limits';
import { cn } from '../../lib/utils';
import { LABEL_CHIP } from '../../ui/labels/colors';
import type { Chip } from './describe-actions';
import { actionFailed } from './texts';

const ICONS: Record<RuleActionType, LucideIcon> = {
  label: Tag,
  archive: Archive,
  trash: Trash2,
  star: Star,
  read: MailCheck,
  snooze: Clock,
  move: FolderInput,
  forward: Forward,
  reply: MessageSquareReply,
  toReply: CornerUpLeft,
  stop: OctagonMinus,
};

export interface ShownChip extends Chip {
  type: RuleActionType;
  /** Why it failed, for an action that did not work. */
  error?: string;
}

export function ActionChips({ chips, className }: { chips: readonly ShownChip[]; className?: string }) {
  const failures = chips.filter((c) => c.error !== undefined);
  return (
    <div className={cn('min-w-0', className)}>
      <ul className="flex flex-wrap items-center gap-1.5" data-testid="action-chips">
        {chips.map((chip, i) => {
          const Icon = chip.error !== undefined ? CircleAlert : ICONS[chip.type];
          return (
            <li
              key={i}
              data-testid="action-chip"
              data-failed={chip.error !== undefined || undefined}
              title={chip.error !== undefined ? actionFailed(chip.text, chip.error) : chip.text}
              className={cn(
                'inline-flex h-6 max-w-full items-center gap-1 rounded-md px-2 text-xs font-medium ring-1 ring-inset',
                chip.error !== undefined
                  ? 'bg-destructive/10 text-destructive ring-destructive/30'
                  : chip.color
                    ? LABEL_CHIP[chip.color]
                    : 'bg-muted/70 text-foreground/80 ring-border dark:bg-muted/40',
              )}
            >
              <Icon className="size-3.5 shrink-0 opacity-80" aria-hidden="true" />
              <span className="truncate">{chip.text}</span>
            </li>
          );
        })}
      </ul>
      {failures.length > 0 && (
        <ul className="mt-1.5 grid gap-0.5 text-xs text-destructive" data-testid="action-errors">
          {failures.map((chip, i) => (
            <li key={i} className="[overflow-wrap:anywhere]">
              {actionFailed(chip.text, chip.error!)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
