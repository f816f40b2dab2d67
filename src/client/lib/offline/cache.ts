/**
 * Offline reading: the query cache is saved to IndexedDB a second after it
 * changes and put back before the first signed-in screen renders, so a reload
 * without a network shows the lists and messages this browser last had.
 *
 * Saved: every successful query but the session (the server decides who is
 * signed in; offline the saved owner stands in, see useSession) and the
 * sentence-to-search interpretations; message bodies from the last
 * `keep.days` days, each one opened and the newest `keep.messages` of each account.
 */
import { dehydrate, hydrate, onlineManager, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { loadOutbox, resetOutbox } from './outbox';
import { offlineOwner, setOfflineOwner, type OfflineOwner } from './owner';
import { clearOffline, OFFLINE_KEYS, readOffline, writeOffline } from './store';

/** Bumped when a saved shape stops matching what the screens read. */
const CACHE_VERSION = 1;
const SAVE_DELAY_MS = 1000;
export const DAY_MS = 86_400_000;

export interface KeepOffline {
  /** Message bodies kept per account, newest first. */
  messages: number;
  /** Only mail from this many days back. */
  days: number;
}
export const DEFAULT_KEEP: KeepOffline = { messages: 200, days: 30 };
export const KEEP_MESSAGE_CHOICES = [50, 200, 500] as const;
export const KEEP_DAY_CHOICES = [7, 30, 90] as const;

interface SavedCache {
  version: number;
  ownerId: string;
  savedAt: number;
  state: DehydratedState;
}

interface ListLike {
  items: Array<{ id: string; accountId: string; date: string | null }>;
}
const isList = (data: unknown): data is ListLike =>
  typeof data === 'object' && data !== null && Array.isArray((data as ListLike).items) && (data as ListLike).items.every((i) => typeof i?.id === 'string' && 'accountId' in i);

const isMessageQuery = (key: readonly unknown[]) => key[0] === 'mail' && key[1] === 'message';
const NOT_SAVED = new Set(['auth', 'interpret']);

/** A query as the copy knows it: live in the cache, or saved and not put back (see `carried`). */
interface SavedQuery {
  queryKey: readonly unknown[];
  state: { status: string; data?: unknown; dataUpdatedAt: number };
  meta?: Record<string, unknown>;
}

/** Every row of every saved mail list. */
function* listedMail(queries: readonly SavedQuery[]) {
  for (const q of queries) {
    const data = q.state.data;
    if (q.queryKey[0] === 'mail' && isList(data)) yield* data.items;
  }
}

/**
 * The message ids whose bodies are worth keeping, from within `keep.days`: every one opened (its query carries
 * `meta.opened`) and the newest `keep.messages` of each account.
 */
export function messagesToKeep(queries: readonly SavedQuery[], keep: KeepOffline, now = Date.now()): Set<string> {
  const accountOf = new Map([...listedMail(queries)].map((item) => [item.id, item.accountId]));
  const kept = new Set<string>();
  const byAccount = new Map<string, Array<{ id: string; time: number }>>();
  for (const q of queries) {
    if (!isMessageQuery(q.queryKey) || q.state.status !== 'success') continue;
    const id = String(q.queryKey[2]);
    const date = (q.state.data as { date?: string | null } | undefined)?.date;
    const time = date ? Date.parse(date) : q.state.dataUpdatedAt;
    if (now - time > keep.days * DAY_MS) continue;
    if (q.meta?.opened) kept.add(id);
    const account = accountOf.get(id) ?? '';
    byAccount.set(account, [...(byAccount.get(account) ?? []), { id, time }]);
  }
  for (const messages of byAccount.values()) {
    messages.sort((a, b) => b.time - a.time);
    for (const m of messages.slice(0, keep.messages)) kept.add(m.id);
  }
  return kept;
}

/** The part of the cache that is saved for reading offline. */
export function offlineSnapshot(client: QueryClient, keep: KeepOffline, now = Date.now()): DehydratedState {
  const keptMessages = messagesToKeep(savedQueries(client), keep, now);
  const shouldSave = (q: SavedQuery) => {
    if (q.state.status !== 'success') return false;
    const [area, kind] = q.queryKey;
    if (NOT_SAVED.has(String(area)) || NOT_SAVED.has(String(kind))) return false;
    return !isMessageQuery(q.queryKey) || keptMessages.has(String(q.queryKey[2]));
  };
  const state = dehydrate(client, { shouldDehydrateQuery: shouldSave });
  return { ...state, queries: [...state.queries, ...carriedOver(client).filter(shouldSave)] };
}

/**
 * What the copy held that this page did not put back (online only bodies are restored): kept in the next save
 * until the page loads its own, so an online visit does not erase the lists saved for reading offline.
 */
let carried: DehydratedState['queries'] = [];
const carriedOver = (client: QueryClient) => carried.filter((q) => !client.getQueryCache().get(q.queryHash));
const savedQueries = (client: QueryClient): SavedQuery[] => [...client.getQueryCache().getAll(), ...carriedOver(client)];

let keepSetting: KeepOffline = DEFAULT_KEEP;
let lastSavedAt: number | null = null;

const savedListeners = new Set<() => void>();
function setSavedAt(time: number | null) {
  lastSavedAt = time;
  for (const listener of savedListeners) listener();
}

/** When the offline copy was last written (ms), or null; re-renders at each save. */
export function useOfflineSavedAt(): number | null {
  return useSyncExternalStore(
    (listener) => {
      savedListeners.add(listener);
      return () => savedListeners.delete(listener);
    },
    () => lastSavedAt,
    () => null,
  );
}
export const keepOffline = () => keepSetting;

/**
 * Puts the saved cache back into `client` (all of it when the page starts
 * offline, only message bodies when online), marked stale, so screens show it
 * at once and still ask the server again when they can.
 */
export async function restoreOfflineCache(client: QueryClient): Promise<void> {
  try {
    const [saved, savedOwner, keep] = await Promise.all([
      readOffline<SavedCache>(OFFLINE_KEYS.queries),
      readOffline<OfflineOwner>(OFFLINE_KEYS.owner),
      readOffline<KeepOffline>(OFFLINE_KEYS.keep),
    ]);
    setOfflineOwner(savedOwner ?? null);
    keepSetting = { ...DEFAULT_KEEP, ...keep };
    const owner = offlineOwner();
    if (owner) await loadOutbox();
    if (!saved || !owner || saved.version !== CACHE_VERSION || saved.ownerId !== owner.id) return;
    if (Date.now() - saved.savedAt > keepSetting.days * DAY_MS) return;
    lastSavedAt = saved.savedAt;
    // Online, only message bodies come back (they do not change, and keep their place in the saved copy): a saved
    // setting, account or list would steer the first screen (where a reply starts, where the pane sits) with
    // yesterday's values until the server answered. Offline, everything saved is all there is.
    const restored = (q: SavedQuery) => !onlineManager.isOnline() || isMessageQuery(q.queryKey) || q.queryKey[1] === 'thread';
    carried = saved.state.queries.filter((q) => !restored(q));
    hydrate(client, { ...saved.state, queries: saved.state.queries.filter(restored) });
    // Shown at once, but never taken for fresh: each screen still asks the server when it mounts.
    void client.invalidateQueries({ refetchType: 'none' });
    // Going offline later (the network, or the server, gone) brings back the rest of the copy for what has no answer.
    onlineManager.subscribe((online) => {
      if (online || carried.length === 0) return;
      const missing = carried.filter((q) => client.getQueryCache().get(q.queryHash)?.state.data === undefined);
      if (missing.length === 0) return;
      hydrate(client, { mutations: [], queries: missing });
      void client.invalidateQueries({ predicate: (q) => missing.some((m) => m.queryHash === q.queryHash), refetchType: 'none' });
    });
  } catch {
    // A browser without IndexedDB (or with it blocked) reads online only.
  }
}

/** Saves the cache a second after it changes, while someone is signed in; returns the unsubscribe. */
export function persistOfflineCache(client: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    const owner = offlineOwner();
    // Without the service worker the app cannot start offline, so a saved copy would serve no one.
    if (!owner || !navigator.serviceWorker?.controller) return;
    const savedAt = Date.now();
    const entry: SavedCache = { version: CACHE_VERSION, ownerId: owner.id, savedAt, state: offlineSnapshot(client, keepSetting, savedAt) };
    writeOffline(OFFLINE_KEYS.queries, entry).then(
      () => setSavedAt(savedAt),
      () => undefined,
    );
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' && event.type !== 'removed') return;
    timer ??= setTimeout(save, SAVE_DELAY_MS);
  });
  // A reload or a closed tab within the second would lose the last message opened.
  const flush = () => {
    if (!timer) return;
    clearTimeout(timer);
    save();
  };
  if (typeof window !== 'undefined') window.addEventListener('pagehide', flush);
  return () => {
    unsubscribe();
    if (typeof window !== 'undefined') window.removeEventListener('pagehide', flush);
    if (timer) clearTimeout(timer);
  };
}

/**
 * The server named who is signed in: a different person than the saved
 * copy's owner gets none of it (the cache of everyone but the session is dropped).
 */
export async function adoptOwner(client: QueryClient, user: OfflineOwner): Promise<void> {
  const owner = offlineOwner();
  if (owner?.id === user.id) return;
  if (owner) {
    client.removeQueries({ predicate: (q) => q.queryKey[0] !== 'auth' });
    await clearOffline().catch(() => undefined);
  }
  setOfflineOwner(user);
  carried = [];
  setSavedAt(null);
  await writeOffline(OFFLINE_KEYS.owner, offlineOwner()).catch(() => undefined);
  await loadOutbox();
}

/** Sign-out, or the server saying nobody is signed in: nothing of this person stays in the browser. */
export async function forgetOffline(): Promise<void> {
  setOfflineOwner(null);
  resetOutbox();
  carried = [];
  setSavedAt(null);
  keepSetting = DEFAULT_KEEP;
  await clearOffline().catch(() => undefined);
}

export async function setKeepOffline(keep: KeepOffline): Promise<void> {
  keepSetting = keep;
  await writeOffline(OFFLINE_KEYS.keep, keep);
}

export interface SavedAccount {
  /** Distinct messages in the saved lists. */
  listed: number;
  /** Message bodies saved. */
  bodies: number;
  /** About how much it takes, in bytes (its JSON size). */
  bytes: number;
}

/** What the offline copy holds for each account id ('' for bodies whose account is not known from a list). */
export function savedByAccount(client: QueryClient, keep: KeepOffline, now = Date.now()): Map<string, SavedAccount> {
  const queries = savedQueries(client);
  const kept = messagesToKeep(queries, keep, now);
  const summary = new Map<string, SavedAccount & { ids: Set<string> }>();
  const entry = (account: string) => {
    let found = summary.get(account);
    if (!found) summary.set(account, (found = { listed: 0, bodies: 0, bytes: 0, ids: new Set() }));
    return found;
  };
  const accountOf = new Map<string, string>();
  for (const item of listedMail(queries)) {
    accountOf.set(item.id, item.accountId);
    const account = entry(item.accountId);
    if (account.ids.has(item.id)) continue;
    account.ids.add(item.id);
    account.listed += 1;
    account.bytes += JSON.stringify(item).length;
  }
  for (const q of queries) {
    if (!isMessageQuery(q.queryKey) || !kept.has(String(q.queryKey[2]))) continue;
    const account = entry(accountOf.get(String(q.queryKey[2])) ?? '');
    account.bodies += 1;
    account.bytes += JSON.stringify(q.state.data).length;
  }
  return new Map([...summary].map(([id, { ids: _ids, ...rest }]) => [id, rest]));
}
