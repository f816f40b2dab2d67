/**
 * Sends what the outbox holds, oldest first, each with the Idempotency-Key
 * it was queued with: a replay whose first answer was lost gets that first
 * answer back from the server instead of sending the email again. One tab
 * at a time replays (a Web Lock), so two open tabs do not race each other.
 */
import { onlineManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { discard, hasUnsent, loadOutbox, markRefused, outboxEntries, type OutboxEntry } from '../lib/offline/outbox';
import { toast } from '../ui/use-toast';
import { api, unwrap } from './client';
import { releaseReplayHold } from './change-hold';
import { ApiError } from './errors';
import { mailKeys } from './mail';

export const TOAST_OUTBOX_SENT = (count: number) => (count === 1 ? 'Sent 1 change from the outbox' : `Sent ${count} changes from the outbox`);
export const TOAST_OUTBOX_REFUSED = 'The server refused a change from the outbox';

/** One queued change, as the request it stands for. */
export function sendQueued(entry: OutboxEntry): Promise<unknown> {
  const init = { headers: { 'Idempotency-Key': entry.key } };
  const change = entry.change;
  switch (change.kind) {
    case 'send': {
      // The undo window has long passed: a queued email goes at once.
      const { delaySeconds: _held, ...mail } = change.mail;
      return unwrap(api.mail.send.$post({ json: mail }, init));
    }
    case 'star':
      return unwrap(api.mail.messages[':id'].star.$post({ param: { id: change.id }, json: { starred: change.starred } }, init));
    case 'read':
      return unwrap(api.mail.messages[':id'].read.$post({ param: { id: change.id }, json: { read: change.read } }, init));
    case 'move':
      return unwrap(api.mail.messages[':id'][change.to].$post({ param: { id: change.id } }, init));
    case 'bulk': {
      const { action, ids, until, labelId, folder } = change;
      return unwrap(api.mail.bulk.$post({ json: { action, ids, ...(until ? { until } : {}), ...(labelId ? { labelId } : {}), ...(folder ? { folder } : {}) } }, init));
    }
  }
}

/** Worth trying again later: no network, a server error, or the same key still being worked on by another attempt. */
const isTransient = (err: unknown) => !(err instanceof ApiError) || err.status === 0 || err.status >= 500 || err.code === 'IDEMPOTENCY_KEY_IN_USE';

export type ReplayOutcome = 'sent' | 'waiting' | 'refused';

/** Tries one entry: removed when the server took it, kept with the server's reason when refused, kept as is when unreachable. */
export async function replayEntry(entry: OutboxEntry): Promise<ReplayOutcome> {
  try {
    await sendQueued(entry);
  } catch (err) {
    if (isTransient(err)) return 'waiting';
    await markRefused(entry.id, err instanceof Error ? err.message : String(err));
    return 'refused';
  }
  await discard(entry.id);
  return 'sent';
}

let running: Promise<void> | null = null;

/** Sends every entry not refused before, in order; stops at the first that cannot reach the server. */
export function replayOutbox(qc: QueryClient): Promise<void> {
  const run = async () => {
    let sent = 0;
    let refused = 0;
    let held: boolean;
    try {
      // Another tab may have queued or sent entries since this one last looked.
      await loadOutbox();
      for (const entry of outboxEntries()) {
        if (entry.error) continue;
        const outcome = await replayEntry(entry);
        if (outcome === 'waiting') break;
        if (outcome === 'sent') sent += 1;
        else refused += 1;
      }
    } finally {
      // Done or stopped: the lists may read the server again (the refetch below brings what was replayed).
      held = releaseReplayHold();
    }
    // The lists read while held kept their old rows and count as fresh: read them again even when nothing went.
    if (sent + refused === 0) {
      if (held) await qc.invalidateQueries({ queryKey: mailKeys.lists() });
      return;
    }
    await qc.invalidateQueries({ queryKey: mailKeys.all });
    if (sent) toast({ title: TOAST_OUTBOX_SENT(sent) });
    if (refused) toast({ title: TOAST_OUTBOX_REFUSED, variant: 'destructive' });
  };
  running ??= (typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request('email-buddy-outbox', run) : run()).finally(() => {
    running = null;
  });
  return running;
}

/** Sends the outbox when the app starts online and each time the network comes back. */
export function useOutboxReplay(enabled: boolean) {
  const qc = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const replay = () => {
      if (onlineManager.isOnline() && hasUnsent()) void replayOutbox(qc);
    };
    replay();
    return onlineManager.subscribe((online) => online && replay());
  }, [enabled, qc]);
}
