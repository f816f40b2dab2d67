/**
 * The browser's offline copy, in one IndexedDB database: the saved query cache
 * (the mail this browser has shown), whose it is, the outbox of changes made
 * without a network, and how much to keep. Everything here belongs to the
 * signed-in person and goes at sign-out.
 */
import { clear, createStore, get, set, update, type UseStore } from 'idb-keyval';

let store: UseStore | undefined;
/** Opened on first use: the landing page and unit tests that never touch it do not create the database. */
function offlineStore(): UseStore {
  store ??= createStore('email-buddy-offline', 'keyval');
  return store;
}

export const OFFLINE_KEYS = {
  /** The dehydrated TanStack Query cache (see cache.ts). */
  queries: 'queries',
  /** The user the saved cache belongs to. */
  owner: 'owner',
  outbox: (userId: string) => `outbox:${userId}`,
  keep: 'keep',
  /** When the newest mail was last fetched for reading offline (ms). */
  prefetchedAt: 'prefetched-at',
} as const;

// Async, so a browser without IndexedDB rejects instead of throwing where the store is opened.
export const readOffline = async <T>(key: string) => get<T>(key, offlineStore());
export const writeOffline = async (key: string, value: unknown) => set(key, value, offlineStore());
export const updateOffline = async <T>(key: string, edit: (current: T | undefined) => T) => update<T>(key, edit, offlineStore());
export const clearOffline = async () => clear(offlineStore());
