/**
 * The outbox: what the person did without a network (a send, star, read,
 * archive, trash, snooze), kept in IndexedDB in the order it was done, each
 * with the Idempotency-Key it will be sent with. The key is made once, when
 * the change is queued, so a replay whose answer was lost is recognised by
 * the server and never applied twice. Sending is src/client/api/outbox.ts.
 */
import { useSyncExternalStore } from 'react';
import type { BulkAction } from '../../api/mail';
import type { OutgoingMail } from '../../api/mail';
import { offlineOwner } from './owner';
import { OFFLINE_KEYS, readOffline, updateOffline } from './store';

export type QueuedChange =
  | { kind: 'send'; mail: OutgoingMail }
  | { kind: 'star'; id: string; starred: boolean }
  | { kind: 'read'; id: string; read: boolean }
  | { kind: 'move'; id: string; to: 'archive' | 'trash' | 'restore' }
  | { kind: 'bulk'; action: BulkAction; ids: string[]; until?: string; labelId?: string; folder?: string };

export interface OutboxEntry {
  id: string;
  /** Sent as Idempotency-Key on every attempt. */
  key: string;
  queuedAt: string;
  change: QueuedChange;
  /** Why the server refused it; such an entry waits for Send now or Discard. */
  error?: string;
}

let entries: readonly OutboxEntry[] = [];
const listeners = new Set<() => void>();

function publish(next: readonly OutboxEntry[]) {
  entries = next;
  for (const listener of listeners) listener();
}

const outboxKey = () => OFFLINE_KEYS.outbox(offlineOwner()?.id ?? 'signed-out');

/** Reads the signed-in person's outbox (at start, and when another tab may have changed it). */
export async function loadOutbox(): Promise<void> {
  publish((await readOffline<OutboxEntry[]>(outboxKey()).catch(() => undefined)) ?? []);
}

/** Changes the stored outbox in one IndexedDB transaction, so two tabs queueing at once both keep their entries. */
async function change(edit: (current: OutboxEntry[]) => OutboxEntry[]): Promise<void> {
  let next: OutboxEntry[] = [];
  await updateOffline<OutboxEntry[]>(outboxKey(), (current) => {
    next = edit(current ?? []);
    return next;
  });
  publish(next);
}

export async function enqueue(queued: QueuedChange): Promise<OutboxEntry> {
  const entry: OutboxEntry = { id: crypto.randomUUID(), key: crypto.randomUUID(), queuedAt: new Date().toISOString(), change: queued };
  await change((current) => [...current, entry]);
  return entry;
}

export const discard = (id: string) => change((current) => current.filter((e) => e.id !== id));

export const markRefused = (id: string, error: string) => change((current) => current.map((e) => (e.id === id ? { ...e, error } : e)));

export const outboxEntries = () => entries;

/** Whether anything waits to be sent (an entry the server refused waits for the person instead). */
export const hasUnsent = () => entries.some((entry) => !entry.error);

/** Forgets the in-memory copy (the stored one goes with the rest at sign-out). */
export function resetOutbox() {
  publish([]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The outbox, oldest first, re-rendering on every change. */
export function useOutbox(): readonly OutboxEntry[] {
  return useSyncExternalStore(subscribe, outboxEntries, outboxEntries);
}
