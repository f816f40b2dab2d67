import { Layers } from 'lucide-react';
import type { Account } from '../../api/accounts';
import { cn } from '../../lib/utils';
import { ALL_ACCOUNTS, ACCOUNTS_HEADING } from './texts';

/**
 * The sidebar's accounts, shown once there is more than one: "All accounts"
 * (the unified inbox) and each account with its unread count.
 */
export function AccountFilter({ accounts, selected, onSelect }: { accounts: Account[]; selected: string; onSelect: (id: string) => void }) {
  const entries = [{ id: '', label: ALL_ACCOUNTS, unread: accounts.reduce((n, a) => n + a.unread, 0) }, ...accounts.map((a) => ({ id: a.id, label: a.email, unread: a.unread }))];
  return (
    <div className="mt-4 hidden min-w-0 lg:block">
      <h2 className="px-3 pb-1 text-[11px] font-semibold tracking-wider text-muted-foreground uppercase">{ACCOUNTS_HEADING}</h2>
      <ul className="grid grid-cols-[minmax(0,1fr)] gap-0.5" aria-label={ACCOUNTS_HEADING}>
        {entries.map((entry) => {
          const active = entry.id === selected;
          return (
            <li key={entry.id || 'all'}>
              <button
                type="button"
                aria-pressed={active}
                data-testid="account-filter"
                onClick={() => onSelect(entry.id)}
                className={cn(
                  'flex w-full items-center gap-2.5 rounded-lg px-3 py-1.5 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/80',
                  active ? 'bg-primary/10 font-medium text-primary dark:bg-primary/20 dark:text-foreground' : 'text-muted-foreground hover:bg-accent hover:text-foreground',
                )}
              >
                {entry.id === '' ? <Layers className="size-4 shrink-0" aria-hidden="true" /> : <span className="size-4 shrink-0" aria-hidden="true" />}
                <span className="min-w-0 flex-1 truncate text-left" title={entry.label}>{entry.label}</span>
                {entry.unread > 0 && <span className="text-xs tabular-nums">{entry.unread.toLocaleString()}</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
