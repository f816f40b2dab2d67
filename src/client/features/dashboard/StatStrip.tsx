/**
 * The four mailbox figures. On a phone they are four small cards; on wide
 * screens one slim row, so the list starts high on the page. Each opens the
 * list it counts.
 */
import { Mail, MailOpen, Send, Star, type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/utils';
import { Skeleton } from '../../ui/skeleton';
import { STAT_HINTS, STAT_SENT, STAT_STARRED, STAT_TOTAL, STAT_UNREAD } from './texts';

export type StatTarget = 'inbox' | 'unread' | 'starred' | 'sent';

interface Stat {
  target: StatTarget;
  label: string;
  icon: LucideIcon;
  tone: string;
}

const STATS: readonly Stat[] = [
  { target: 'inbox', label: STAT_TOTAL, icon: Mail, tone: 'text-primary bg-primary/10' },
  { target: 'unread', label: STAT_UNREAD, icon: MailOpen, tone: 'text-sky-600 bg-sky-500/10 dark:text-sky-400' },
  { target: 'starred', label: STAT_STARRED, icon: Star, tone: 'text-amber-600 bg-amber-500/12 dark:text-amber-400' },
  { target: 'sent', label: STAT_SENT, icon: Send, tone: 'text-emerald-600 bg-emerald-500/10 dark:text-emerald-400' },
];

export function StatStrip({ values, slim, onPick }: { values: Record<StatTarget, number | undefined>; slim: boolean; onPick: (target: StatTarget) => void }) {
  return (
    <div className={slim ? 'flex shrink-0 items-center gap-1.5' : 'grid grid-cols-4 gap-2 sm:gap-3'}>
      {STATS.map(({ target, label, icon: Icon, tone }) => {
        const value = values[target];
        return (
          <button
            key={label}
            type="button"
            data-testid={`stat-${label}`}
            title={STAT_HINTS[target]}
            onClick={() => onPick(target)}
            className={cn(
              'flex items-center border bg-card text-left shadow-xs transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/80',
              // Cards stretch to the row's height, so a label on two lines ("Total Emails" on a phone) keeps every number on one line.
              slim ? 'h-8 gap-1.5 rounded-lg px-2.5' : 'items-stretch gap-3 rounded-xl px-3 py-2.5 sm:items-center sm:p-4',
            )}
          >
            {slim ? (
              <Icon className={cn(tone, 'size-3.5 shrink-0 bg-transparent')} aria-hidden="true" />
            ) : (
              <span className={cn('hidden size-9 shrink-0 items-center justify-center rounded-lg sm:inline-flex', tone)}>
                <Icon className="size-4.5" aria-hidden="true" />
              </span>
            )}
            <span className={cn('min-w-0', slim ? 'flex items-baseline gap-1.5 whitespace-nowrap' : 'flex flex-col justify-between sm:block')}>
              <span className={slim ? 'text-xs font-medium text-muted-foreground' : 'block text-[11px] leading-tight font-medium text-muted-foreground sm:truncate sm:text-xs'}>{label}</span>
              {value === undefined ? (
                <Skeleton className={slim ? 'inline-block h-3.5 w-6' : 'mt-1 h-6 w-10'} />
              ) : (
                <span className={cn('font-semibold tabular-nums', slim ? 'text-sm' : 'block text-xl leading-7')} data-testid="stat-value">
                  {value.toLocaleString()}
                </span>
              )}
            </span>
          </button>
        );
      })}
    </div>
  );
}
