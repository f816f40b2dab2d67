/**
 * The sidebar's labels, under the mailboxes: each with its colour and unread
 * count, choosing one lists its mail; "New label" makes one, and a row's ⋯
 * menu edits or deletes it. On a phone they continue the mailboxes' row.
 */
import { Plus } from 'lucide-react';
import type { Label } from '../../api/labels';
import { cn } from '../../lib/utils';
import { LabelDot } from '../../ui/labels/LabelChips';
import { LabelDialog } from '../../ui/labels/LabelDialog';
import { LABELS, NEW_LABEL, unreadIn } from '../../ui/labels/texts';
import { LabelMenu } from './LabelMenu';

export function LabelList({
  labels,
  selected,
  onSelect,
  onDeleted,
  creating,
  onCreating,
}: {
  labels: readonly Label[];
  selected: string;
  onSelect: (id: string) => void;
  /** A label was deleted (its list, if open, is gone). */
  onDeleted: (id: string) => void;
  /** The New label dialog is open (the page keeps it in the address, so the command palette can open it). */
  creating: boolean;
  onCreating: (open: boolean) => void;
}) {
  return (
    <section aria-label={LABELS} data-testid="label-list" className="flex min-w-0 shrink-0 gap-1.5 lg:mt-4 lg:block">
      <h2 className="hidden px-3 pb-1 text-[11px] font-semibold tracking-wider text-muted-foreground uppercase lg:block">{LABELS}</h2>
      <ul className="flex gap-1.5 lg:grid lg:grid-cols-[minmax(0,1fr)] lg:gap-0.5">
        {labels.map((label) => {
          const active = label.id === selected;
          return (
            <li key={label.id} className="group/label relative" data-testid="label-item" data-id={label.id}>
              <button
                type="button"
                aria-pressed={active}
                onClick={() => onSelect(label.id)}
                className={cn(
                  'flex w-full items-center gap-2.5 rounded-lg border px-3 py-2 text-sm whitespace-nowrap transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/80 lg:border-transparent lg:py-1.5',
                  active
                    ? 'border-primary/20 bg-primary/10 font-medium text-primary dark:bg-primary/20 dark:text-foreground'
                    : 'bg-card text-muted-foreground hover:bg-accent hover:text-foreground lg:bg-transparent',
                )}
              >
                <LabelDot color={label.color} className="mx-[3px]" />
                <span data-testid="label-name" className="max-w-40 min-w-0 flex-1 truncate text-left lg:max-w-none" title={label.name}>
                  {label.name}
                </span>
                {label.unread > 0 && (
                  <span
                    data-testid="label-count"
                    title={unreadIn(label.unread)}
                    className="text-xs tabular-nums lg:group-focus-within/label:invisible lg:group-hover/label:invisible"
                  >
                    {label.unread.toLocaleString()}
                  </span>
                )}
              </button>
              <LabelMenu
                label={label}
                onDeleted={() => onDeleted(label.id)}
                className="absolute top-1/2 right-1 hidden -translate-y-1/2 opacity-0 group-focus-within/label:opacity-100 group-hover/label:opacity-100 data-[state=open]:opacity-100 lg:inline-flex"
              />
            </li>
          );
        })}
        <li>
          <button
            type="button"
            data-testid="new-label"
            onClick={() => onCreating(true)}
            className="flex w-full items-center gap-2.5 rounded-lg border border-dashed px-3 py-2 text-sm pointer-coarse:min-h-11 whitespace-nowrap text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/80 lg:border-transparent lg:py-1.5"
          >
            <Plus className="size-4 shrink-0" aria-hidden="true" />
            {NEW_LABEL}
          </button>
        </li>
      </ul>
      <LabelDialog open={creating} onOpenChange={onCreating} />
    </section>
  );
}
