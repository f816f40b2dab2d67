import { X } from 'lucide-react';
import type { LabelColor } from '../../../core/mail/label-limits';
import type { Label } from '../../api/labels';
import { cn } from '../../lib/utils';
import { LABEL_CHIP, LABEL_DOT } from './colors';
import { removeLabel } from './texts';

export function LabelDot({ color, className }: { color: LabelColor; className?: string }) {
  return <span aria-hidden="true" className={cn('inline-block size-2.5 shrink-0 rounded-full', LABEL_DOT[color], className)} />;
}

/** A message's labels as small coloured chips; with `onRemove` each chip has a × that takes its label off. */
export function LabelChips({ labels, onRemove, className }: { labels: readonly Label[]; onRemove?: (label: Label) => void; className?: string }) {
  if (labels.length === 0) return null;
  return (
    <span data-testid="label-chips" className={cn('inline-flex flex-wrap items-center gap-1', className)}>
      {labels.map((label) => (
        <span
          key={label.id}
          data-testid="label-chip"
          title={label.name}
          className={cn(
            'inline-flex h-5 max-w-40 items-center gap-0.5 rounded-md px-1.5 align-middle text-[11px] leading-none font-medium ring-1 ring-inset',
            onRemove && 'pr-0.5',
            LABEL_CHIP[label.color],
          )}
        >
          <span className="truncate">{label.name}</span>
          {onRemove && (
            <button
              type="button"
              aria-label={removeLabel(label.name)}
              onClick={() => onRemove(label)}
              className="inline-flex size-4 shrink-0 items-center justify-center rounded-sm opacity-70 outline-none hover:bg-current/15 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-current/40"
            >
              <X className="size-3" aria-hidden="true" />
            </button>
          )}
        </span>
      ))}
    </span>
  );
}
