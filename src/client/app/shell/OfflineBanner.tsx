import { WifiOff } from 'lucide-react';
import { Link } from '../routing';
import { useOutbox } from '../../lib/offline/outbox';
import { useNetwork, useOnline } from '../../lib/offline/use-online';

export const TEXT_OFFLINE_BANNER = 'You are offline. You are reading mail saved on this device; what you send or change waits in the outbox.';
export const TEXT_SERVER_DOWN_BANNER = 'Email Buddy’s server is not answering. You are reading mail saved on this device; what you send or change waits in the outbox.';
export const TEXT_OUTBOX_LINK = (count: number) => `Outbox (${count})`;
export const TEXT_OUTBOX_WAITING = (count: number) => `${count} waiting in the outbox`;

/** A strip under the header while there is no network, with the way to the outbox. */
export function OfflineBanner() {
  const online = useOnline();
  const network = useNetwork();
  const outbox = useOutbox();
  if (online) return null;
  return (
    <div role="status" data-testid="offline-banner" className="border-b border-amber-500/30 bg-amber-500/10 px-4 py-2 text-sm text-foreground">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1">
        <WifiOff className="size-4 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden="true" />
        {/* The network is there but the server is not (see api/reachability.ts). */}
        <span className="min-w-0 flex-1">{network ? TEXT_SERVER_DOWN_BANNER : TEXT_OFFLINE_BANNER}</span>
        <Link to="/offline" className="font-medium text-primary underline-offset-4 hover:underline">
          {TEXT_OUTBOX_LINK(outbox.length)}
        </Link>
      </div>
    </div>
  );
}

/** The number of waiting changes beside the Offline link, when there are any. */
export function OutboxCount() {
  const count = useOutbox().length;
  if (count === 0) return null;
  return (
    <span data-testid="outbox-count" className="ml-0.5 rounded-full bg-amber-500/20 px-1.5 text-[11px] leading-4 font-semibold text-amber-800 tabular-nums dark:text-amber-300">
      {count}
      <span className="sr-only"> {TEXT_OUTBOX_WAITING(count)}</span>
    </span>
  );
}
