/**
 * The mailbox as TanStack Query resources: the paged list, one message, the
 * profile, and the optimistic row actions (star, read, archive, trash). Star
 * and read change every cached list and the open message at once, and roll
 * back with a toast when the server says no, so a click never waits on the
 * network. Types are inferred from the /api/mail route schemas.
 */
import { keepPreviousData, onlineManager, useMutation, useQueries, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { InferRequestType } from 'hono/client';
import type { MailTab } from '../../core/mail/types';
import { searchSavedMail } from '../lib/offline/local-search';
import { enqueue, type QueuedChange } from '../lib/offline/outbox';
import { toast } from '../ui/use-toast';
import { api, unwrap, type Ok } from './client';
import { HOLDS_LISTS, listsHeld } from './change-hold';
import { ApiError } from './errors';
import { idempotencyKeyFor } from './idempotency';
import { MAIL_STALE_TIME_MS } from './stale-times';

export type MailList = Ok<Awaited<ReturnType<typeof api.mail.messages.$get>>>;
export type MailProfile = Ok<Awaited<ReturnType<typeof api.mail.profile.$get>>>;
export type MailMessage = Ok<Awaited<ReturnType<(typeof api.mail.messages)[':id']['$get']>>>;
export type ThreadDetail = Ok<Awaited<ReturnType<(typeof api.mail.threads)[':threadId']['$get']>>>;

export const TOAST_ERROR = 'Error';
export const TOAST_STAR_FAILED = 'Failed to update starred status';
export const TOAST_READ_FAILED = 'Failed to mark email as read';
export const TOAST_ACTION_FAILED = 'Failed to update the email';

/** Ten rows a page (the compact list asks for more); mail is refetched every five minutes and kept an hour. */
export const PAGE_SIZE = 10;
export const COMPACT_PAGE_SIZE = 20;
const REFETCH_INTERVAL_MS = 300_000;
const CACHE_TIME_MS = 3_600_000;
const MAX_RETRIES = 3;
const MAX_RETRY_DELAY_MS = 30_000;
/** The profile asks again only once: the dashboard shows its failed state rather than keep the user waiting. */
const PROFILE_RETRIES = 1;

export const mailKeys = {
  all: ['mail'] as const,
  lists: () => ['mail', 'list'] as const,
  /** `tab` undefined: a search of all mail (or all of a label's mail). */
  list: (tab: MailTab | undefined, page: number, q: string, account = '', label = '', split = '') => ['mail', 'list', tab ?? 'all', page, q, account, label, split] as const,
  message: (id: string) => ['mail', 'message', id] as const,
  thread: (threadId: string) => ['mail', 'thread', threadId] as const,
  profile: () => ['mail', 'profile'] as const,
  /** The user's labels live under mail: their counts change with every read, label and move. */
  labels: () => ['mail', 'labels'] as const,
};

/**
 * True for answers a retry from the browser cannot improve: a 4xx, and a 504,
 * which the server gives only after spending its own deadline retrying Gmail.
 */
export function isFinalFailure(error: unknown): boolean {
  return error instanceof ApiError && ((error.status >= 400 && error.status < 500) || error.status === 504);
}

/** Retries a server or network failure up to three times. */
export function retryTransient(failureCount: number, error: unknown): boolean {
  if (isFinalFailure(error)) return false;
  return failureCount < MAX_RETRIES;
}

export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS);
}

const mailQueryDefaults = {
  staleTime: MAIL_STALE_TIME_MS,
  gcTime: CACHE_TIME_MS,
  refetchInterval: REFETCH_INTERVAL_MS,
  retry: retryTransient,
  retryDelay,
} as const;

export type ThreadList = Ok<Awaited<ReturnType<typeof api.mail.threads.$get>>>;
type Participant = ThreadList['items'][number]['participants'][number];

/** A row of the list: one message, or one conversation standing in for all its messages in the tab. */
export type ListItem = MailList['items'][number] & { messageIds?: string[]; messageCount?: number; participants?: Participant[] };

/**
 * A conversation page as list rows: each row carries the newest message's id
 * (what opens, and what star and read act on when the conversation has one
 * message here) and every message id an action on the conversation covers.
 */
export function conversationRows(list: ThreadList): MailList & { items: ListItem[] } {
  return {
    ...list,
    items: list.items.map((t) => ({
      id: t.latestMessageId,
      accountId: t.accountId,
      threadId: t.threadId,
      subject: t.subject,
      sender: t.participants.map((p) => p.name || p.email).join(', '),
      senderEmail: t.participants.at(-1)?.email ?? '',
      preview: t.preview,
      date: t.latestDate,
      ...(t.wokenAt ? { wokenAt: t.wokenAt } : {}),
      read: !t.unread,
      starred: t.starred,
      labels: t.labels,
      category: 'primary' as const,
      hasAttachments: t.hasAttachments,
      messageIds: t.messageIds,
      messageCount: t.messageCount,
      participants: t.participants,
    })),
  };
}

/**
 * Resolves once no change to message `id` is still on its way to the server: a change made right after another
 * (marked unread just as opening marked it read) must not overtake it.
 */
export function afterPendingChanges(qc: QueryClient, id: string): Promise<void> {
  const cache = qc.getMutationCache();
  const pending = () => cache.findAll({ status: 'pending', predicate: (m) => (m.state.variables as { id?: unknown } | undefined)?.id === id }).length > 0;
  if (!pending()) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = cache.subscribe(() => {
      if (pending()) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * The message after (`step` 1) or before (-1) `id` in the list it was most likely opened from: of the list pages
 * in the cache that hold it, the one fetched last. Undefined at either end, or when no list holds it.
 */
export function neighbourInLists(qc: QueryClient, id: string, step: 1 | -1): string | undefined {
  const holds = (item: ListItem) => item.id === id || Boolean(item.messageIds?.includes(id));
  let newest: { items: ListItem[]; at: number } | undefined;
  for (const query of qc.getQueryCache().findAll({ queryKey: mailKeys.lists() })) {
    // The pages fetched for offline reading (all mail, newest first) are no list anyone opened a message from.
    if (query.queryKey[2] === 'offline') continue;
    const items = (query.state.data as Partial<ListData> | undefined)?.items;
    if (!Array.isArray(items) || !items.some(holds)) continue;
    if (!newest || query.state.dataUpdatedAt > newest.at) newest = { items, at: query.state.dataUpdatedAt };
  }
  if (!newest) return undefined;
  return newest.items[newest.items.findIndex(holds) + step]?.id;
}

/** What narrows a list beside its tab, page and search; `pageSize` defaults to ten rows. */
export interface ListOptions {
  account?: string;
  conversations?: boolean;
  label?: string;
  split?: string;
  pageSize?: number;
  /** False while another kind of list (the endless one) shows the mail. */
  enabled?: boolean;
}

type ListData = MailList & { items: ListItem[] };

/** One page of a list as a query: a paged list and an endless one read and patch the very same entries. */
function listQuery(qc: QueryClient, tab: MailTab | undefined, page: number, q: string, { account = '', conversations = false, label = '', split = '', pageSize = PAGE_SIZE, enabled = true }: ListOptions) {
  const query = {
    ...(tab ? { tab } : {}),
    page: String(page),
    ...(pageSize !== PAGE_SIZE ? { pageSize: String(pageSize) } : {}),
    ...(q ? { q } : {}),
    ...(account ? { account } : {}),
    ...(label ? { label } : {}),
    ...(split ? { split } : {}),
  };
  return {
    queryKey: conversations ? [...mailKeys.lists(), 'threads', tab ?? 'all', page, q, account, label, split, pageSize] : [...mailKeys.list(tab, page, q, account, label, split), pageSize],
    queryFn: async ({ signal, queryKey }: { signal: AbortSignal; queryKey: readonly unknown[] }): Promise<ListData> => {
      // Opening the inbox just after a snooze asked for the list while the snooze was on its way; the server
      // answered the list first, and the snoozed message came back for a moment (change-hold.ts).
      const held = listsHeld() ? qc.getQueryData<ListData>(queryKey) : undefined;
      if (held) return held;
      return conversations
        ? conversationRows(await unwrap(api.mail.threads.$get({ query }, { init: { signal } })))
        : unwrap(api.mail.messages.$get({ query }, { init: { signal } }));
    },
    // Offline, a search nobody ran online is answered from the saved mail until the server can answer it.
    placeholderData: (previous: ListData | undefined) =>
      (q && !onlineManager.isOnline() ? searchSavedMail(qc, q, { tab, page, pageSize, account, label }) : null) ?? keepPreviousData(previous),
    enabled,
    ...mailQueryDefaults,
  };
}

/**
 * A page of a tab: every account's mail, or one account's when `account` is
 * given; only one of the user's labels when `label` is; grouped by
 * conversation when `conversations` (a reading setting).
 */
export function useMailList(tab: MailTab | undefined, page: number, q: string, options: ListOptions = {}) {
  const qc = useQueryClient();
  return useQuery<ListData>(listQuery(qc, tab, page, q, options));
}

/** The rows an endless list asks for at a time: the most one request may carry. */
export const ENDLESS_PAGE_SIZE = 100;

/** An endless list: the pages read so far as one list, and whether the server holds more. */
export interface EndlessList {
  data: ListData | undefined;
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  /** The next page is on its way. */
  loadingMore: boolean;
  hasMore: boolean;
  refetch: () => Promise<unknown>;
}

type PageResult = { data?: ListData; isLoading: boolean; isError: boolean; isFetching: boolean; refetch: () => Promise<unknown> };

/** Joins the pages read so far; mail arriving meanwhile shifts later pages, so a row met twice shows once. */
export function joinPages(results: PageResult[]): EndlessList {
  const first = results[0];
  const seen = new Set<string>();
  const items: ListItem[] = [];
  for (const r of results) {
    for (const item of r.data?.items ?? []) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  const last = results.at(-1);
  // A later page may have counted further than the first (a capped count moves on with the page): the
  // newest answer's total says how far the list goes.
  const counted = results.findLast((r) => r.data)?.data;
  const total = counted?.total ?? 0;
  return {
    data: first?.data ? { ...first.data, items, total, totalCapped: counted?.totalCapped } : undefined,
    isLoading: first?.isLoading ?? false,
    isError: results.some((r) => r.isError),
    isFetching: results.some((r) => r.isFetching),
    loadingMore: results.length > 1 && !last?.data && (last?.isFetching ?? false),
    // A capped count (a search, a huge tab) only says there are more: the last full page decides.
    hasMore: Boolean(last?.data) && last!.data!.items.length === ENDLESS_PAGE_SIZE && (Boolean(last!.data!.totalCapped) || results.length * ENDLESS_PAGE_SIZE < total),
    refetch: () => Promise.all(results.map((r) => r.refetch())),
  };
}

/**
 * The first `pages` pages of a list of a hundred rows each, as one list that
 * grows as it is scrolled. Each page is the same cache entry a paged list of
 * that size reads, so a star or an archive shows in it at once as in any list.
 */
export function useEndlessMailList(tab: MailTab | undefined, q: string, pages: number, options: Omit<ListOptions, 'pageSize'> = {}): EndlessList {
  const qc = useQueryClient();
  return useQueries({
    queries: Array.from({ length: pages }, (_, i) => listQuery(qc, tab, i + 1, q, { ...options, pageSize: ENDLESS_PAGE_SIZE })),
    combine: joinPages,
  });
}

export function useMailProfile() {
  return useQuery({
    queryKey: mailKeys.profile(),
    queryFn: ({ signal }) => unwrap(api.mail.profile.$get({}, { init: { signal } })),
    ...mailQueryDefaults,
    retry: (failureCount: number, error: unknown) => failureCount < PROFILE_RETRIES && retryTransient(failureCount, error),
  });
}

type Snapshot = Array<[readonly unknown[], unknown]>;

/** A change shown at once: flags, leaving the list, or the user's labels put on (`label`) or taken off (`unlabel`). */
interface CacheChange {
  starred?: boolean;
  read?: boolean;
  remove?: boolean;
  label?: readonly string[];
  unlabel?: readonly string[];
}

function relabel(ids: readonly string[], change: CacheChange): string[] {
  const off = new Set(change.unlabel ?? []);
  return [...new Set([...ids.filter((id) => !off.has(id)), ...(change.label ?? [])])];
}

const touchesLabels = (change: CacheChange) => Boolean(change.label?.length || change.unlabel?.length);

/** Applies `change` to every cached list and the cached messages; returns what to restore. */
export async function patchCaches(qc: QueryClient, idOrIds: string | readonly string[], change: CacheChange): Promise<Snapshot> {
  const ids = new Set(typeof idOrIds === 'string' ? [idOrIds] : idOrIds);
  await qc.cancelQueries({ queryKey: mailKeys.lists() });
  const snapshot: Snapshot = [...qc.getQueriesData({ queryKey: mailKeys.lists() })];
  for (const id of ids) {
    await qc.cancelQueries({ queryKey: mailKeys.message(id) });
    snapshot.push(...qc.getQueriesData({ queryKey: mailKeys.message(id) }));
  }
  qc.setQueriesData<MailList>({ queryKey: mailKeys.lists() }, (list) => {
    if (!list) return list;
    const hit = list.items.filter((m) => ids.has(m.id));
    if (hit.length === 0) return list;
    const counts = { ...list.counts };
    let unread = list.unread;
    for (const item of hit) {
      if (change.starred !== undefined && change.starred !== item.starred) {
        counts.starred = Math.max(0, counts.starred + (change.starred ? 1 : -1));
      }
      if (change.read !== undefined && change.read !== item.read) {
        unread = Math.max(0, unread + (change.read ? -1 : 1));
      }
      if (change.remove && !item.read) unread = Math.max(0, unread - 1);
    }
    if (change.remove) {
      return { ...list, counts, unread, total: list.totalCapped ? list.total : Math.max(0, list.total - hit.length), items: list.items.filter((m) => !ids.has(m.id)) };
    }
    return {
      ...list,
      counts,
      unread,
      items: list.items.map((m) =>
        ids.has(m.id)
          ? {
              ...m,
              ...(change.starred !== undefined && { starred: change.starred }),
              ...(change.read !== undefined && { read: change.read }),
              ...(touchesLabels(change) && { labels: relabel(m.labels, change) }),
            }
          : m,
      ),
    };
  });
  for (const id of ids) {
    qc.setQueriesData<{ starred: boolean; read: boolean; labelIds: string[] }>({ queryKey: mailKeys.message(id) }, (m) =>
      m
        ? {
            ...m,
            ...(change.starred !== undefined && { starred: change.starred }),
            ...(change.read !== undefined && { read: change.read }),
            ...(touchesLabels(change) && { labelIds: relabel(m.labelIds, change) }),
          }
        : m,
    );
  }
  return snapshot;
}

export function restore(qc: QueryClient, snapshot: Snapshot | undefined) {
  for (const [key, data] of snapshot ?? []) qc.setQueryData(key, data);
}

/** Refreshes what a change to one message touches: the lists, the message, its conversation and the labels' counts. */
export function settle(qc: QueryClient, id: string) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: mailKeys.lists() }),
    qc.invalidateQueries({ queryKey: mailKeys.message(id) }),
    qc.invalidateQueries({ queryKey: ['mail', 'thread'] }),
    qc.invalidateQueries({ queryKey: mailKeys.labels() }),
  ]);
}

/**
 * Without a network a change goes to the outbox (sent when the network is back) and the screens keep showing it;
 * null when online, for the caller to send it now.
 */
function queueWhenOffline(change: QueuedChange): Promise<{ queued: string }> | null {
  return onlineManager.isOnline() ? null : enqueue(change).then((entry) => ({ queued: entry.id }));
}

/** Sends now, or queues `change` when there is no network. */
async function sendOrQueue<T>(change: QueuedChange, send: () => Promise<T>): Promise<T | { queued: string }> {
  return (await queueWhenOffline(change)) ?? send();
}

export function useStarMutation() {
  const qc = useQueryClient();
  return useMutation({
    meta: HOLDS_LISTS,
    mutationFn: ({ id, starred }: { id: string; starred: boolean }) =>
      sendOrQueue({ kind: 'star', id, starred }, () => unwrap(api.mail.messages[':id'].star.$post({ param: { id }, json: { starred } }))),
    onMutate: ({ id, starred }) => patchCaches(qc, id, { starred }),
    onError: (_err, _vars, snapshot) => {
      restore(qc, snapshot);
      toast({ title: TOAST_ERROR, description: TOAST_STAR_FAILED, variant: 'destructive' });
    },
    onSettled: (_d, _e, { id }) => settle(qc, id),
  });
}

export function useReadMutation() {
  const qc = useQueryClient();
  return useMutation({
    meta: HOLDS_LISTS,
    mutationFn: ({ id, read }: { id: string; read: boolean }) =>
      sendOrQueue({ kind: 'read', id, read }, () => unwrap(api.mail.messages[':id'].read.$post({ param: { id }, json: { read } }))),
    onMutate: ({ id, read }) => patchCaches(qc, id, { read }),
    onError: (_err, _vars, snapshot) => {
      restore(qc, snapshot);
      toast({ title: TOAST_ERROR, description: TOAST_READ_FAILED, variant: 'destructive' });
    },
    onSettled: (_d, _e, { id }) => settle(qc, id),
  });
}

/** Archive, trash or restore: the row leaves the current list at once. */
export const UNDO = 'Undo';
const messages = (n: number) => `${n.toLocaleString()} ${n === 1 ? 'message' : 'messages'}`;
/** What an archive, a move to the trash or back to the inbox did, as its notice says. */
export const movedNotice = (action: 'archive' | 'trash' | 'restore', n: number) =>
  action === 'archive' ? `${messages(n)} archived` : action === 'trash' ? `${messages(n)} moved to trash` : `${messages(n)} moved to the inbox`;

/**
 * Archives, trashes or restores one message. An archive or a move to the trash says so, with an Undo that puts
 * the message back in the inbox: one stray key (e, #) otherwise made mail vanish without a word.
 */
export function useMoveMutation() {
  const qc = useQueryClient();
  const self = useRef<{ mutate: (vars: { id: string; to: 'restore' }) => void }>(null);
  const mutation = useMutation({
    meta: HOLDS_LISTS,
    /** `fromInbox`: whether it was in the inbox, where Undo puts it back (known on the list's Inbox tab and in a message). */
    mutationFn: ({ id, to }: { id: string; to: 'archive' | 'trash' | 'restore'; fromInbox?: boolean }) =>
      sendOrQueue({ kind: 'move', id, to }, () => unwrap(api.mail.messages[':id'][to].$post({ param: { id } }))),
    onMutate: ({ id }) => patchCaches(qc, id, { remove: true }),
    onSuccess: (_d, { id, to, fromInbox }) => {
      if (to === 'restore') return;
      // Undo puts the message in the inbox: offered only where that is where it was (archiving takes mail out of the
      // inbox; trashing may take it from Sent or Archived, where Undo would have put it somewhere new).
      const undoable = to === 'archive' ? fromInbox !== false : fromInbox === true;
      toast({
        title: movedNotice(to, 1),
        ...(undoable ? { action: { label: UNDO, onClick: () => self.current?.mutate({ id, to: 'restore' }) }, duration: 8000 } : {}),
      });
    },
    onError: (_err, _vars, snapshot) => {
      restore(qc, snapshot);
      toast({ title: TOAST_ERROR, description: TOAST_ACTION_FAILED, variant: 'destructive' });
    },
    onSettled: (_d, _e, { id }) => settle(qc, id),
  });
  self.current = mutation;
  return mutation;
}

/**
 * A message removed for good by `remove`: it leaves the screens at once and comes back with the server's reason
 * if refused. It needs the network, as nothing undoes it.
 */
function useRemoveForGood(remove: (id: string) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    meta: HOLDS_LISTS,
    mutationFn: remove,
    onMutate: (id: string) => patchCaches(qc, id, { remove: true }),
    onError: (err, _id, snapshot) => {
      restore(qc, snapshot);
      toast({ title: TOAST_ERROR, description: err instanceof ApiError ? err.message : TOAST_ACTION_FAILED, variant: 'destructive' });
    },
    onSettled: (_d, _e, id) => settle(qc, id),
  });
}

/** A saved draft discarded from compose goes for good, from its mail server too, as Gmail discards one. */
export const useDiscardDraft = () => useRemoveForGood((id) => unwrap(api.mail.drafts[':id'].$delete({ param: { id } })));

/** Deletes one message in the trash for good (refused for Gmail's trash, or by a mail server that would not). */
export const useDeleteForeverMutation = () => useRemoveForGood((id) => unwrap(api.mail.messages[':id'].$delete({ param: { id } })));

export type BulkAction = 'archive' | 'trash' | 'restore' | 'read' | 'unread' | 'star' | 'unstar' | 'snooze' | 'move' | 'label' | 'unlabel' | 'delete';
export type BulkTarget = { ids: string[] } | { query: { tab?: MailTab; q?: string; account?: string; label?: string } };

const BULK_CHANGES: Record<Exclude<BulkAction, 'label' | 'unlabel'>, CacheChange> = {
  archive: { remove: true },
  trash: { remove: true },
  restore: { remove: true },
  read: { read: true },
  unread: { read: false },
  star: { starred: true },
  unstar: { starred: false },
  snooze: { remove: true },
  move: { remove: true },
  delete: { remove: true },
};

const bulkChange = (action: BulkAction, labelId = ''): CacheChange =>
  action === 'label' ? { label: [labelId] } : action === 'unlabel' ? { unlabel: [labelId] } : BULK_CHANGES[action];

/**
 * One action on many messages (by ids, or everything a search matches), shown at once in the lists and rolled back if
 * refused; `labelId` names the label of a label or unlabel action, `folder` where a move puts them.
 */
export function useBulkMutation() {
  const qc = useQueryClient();
  return useMutation({
    meta: HOLDS_LISTS,
    mutationFn: async ({ action, target, until, labelId, folder }: { action: BulkAction; target: BulkTarget; until?: string; labelId?: string; folder?: string }) => {
      // Only a change to known messages can wait: "everything matching" is for the server to work out when it is reached.
      const ids = 'ids' in target ? target.ids : null;
      const queued = ids ? queueWhenOffline({ kind: 'bulk', action, ids, until, labelId, folder }) : null;
      if (ids && queued) {
        await queued;
        return { affected: ids.length, ids };
      }
      return unwrap(api.mail.bulk.$post({ json: { action, ...target, ...(until ? { until } : {}), ...(labelId ? { labelId } : {}), ...(folder ? { folder } : {}) } }));
    },
    onMutate: ({ action, target, labelId }) => ('ids' in target ? patchCaches(qc, target.ids, bulkChange(action, labelId)) : Promise.resolve([] as Snapshot)),
    onError: (_err, _vars, snapshot) => {
      restore(qc, snapshot);
      toast({ title: TOAST_ERROR, description: TOAST_ACTION_FAILED, variant: 'destructive' });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: mailKeys.all }),
  });
}

/**
 * Archives, trashes or restores a row's messages: one message by its own quick route, a conversation in one bulk
 * request, both with the same notice and, where it puts mail back where it was, Undo. Works from a screen that
 * is left at once (the message view): the notice follows the server's answer, not the screen's life.
 */
export function useMoveMessages() {
  const move = useMoveMutation();
  const bulk = useBulkMutation();
  return (ids: string[], to: 'archive' | 'trash' | 'restore', fromInbox?: boolean) => {
    if (ids.length === 1) return move.mutate({ id: ids[0]!, to, ...(fromInbox !== undefined ? { fromInbox } : {}) });
    const undoable = to === 'archive' || (to === 'trash' && fromInbox === true);
    bulk.mutateAsync({ action: to, target: { ids } }).then(
      ({ ids: moved }) =>
        toast({
          title: movedNotice(to, moved.length),
          ...(undoable ? { action: { label: UNDO, onClick: () => bulk.mutate({ action: 'restore', target: { ids: moved } }) }, duration: 8000 } : {}),
        }),
      // A refusal has the mutation's own notice.
      () => undefined,
    );
  };
}

/** Codes that say the message itself cannot be shown; asking again would not change that. */
const FINAL_CODES = ['MESSAGE_NOT_FOUND', 'PERMISSION_DENIED', 'INVALID_TOKEN', 'EMPTY_MESSAGE'];

export function retryMessage(failureCount: number, error: unknown): boolean {
  if ((error instanceof ApiError && FINAL_CODES.includes(error.code)) || isFinalFailure(error)) {
    return false;
  }
  return failureCount < MAX_RETRIES;
}

/** One message, its HTML sanitised; `showImages` asks for its remote images too. */
/** How a message is asked for: one definition, so a prefetch fills the very entry the message view reads. */
function messageQuery(id: string, showImages: boolean) {
  return {
    queryKey: showImages ? [...mailKeys.message(id), 'images'] : mailKeys.message(id),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      unwrap(api.mail.messages[':id'].$get({ param: { id }, query: showImages ? { images: '1' } : {} }, { init: { signal } })),
    // Every message opened stays readable offline, beyond the newest ones kept for each account.
    meta: { opened: true },
    staleTime: MAIL_STALE_TIME_MS,
    gcTime: CACHE_TIME_MS,
  };
}

function threadQuery(threadId: string) {
  return {
    queryKey: mailKeys.thread(threadId),
    queryFn: ({ signal }: { signal: AbortSignal }) => unwrap(api.mail.threads[':threadId'].$get({ param: { threadId }, query: {} }, { init: { signal } })),
    staleTime: MAIL_STALE_TIME_MS,
    gcTime: CACHE_TIME_MS,
  };
}

export function useMessage(id: string, showImages: boolean) {
  return useQuery({ ...messageQuery(id, showImages), retry: retryMessage, retryDelay });
}

/**
 * Fetches a row's message (and its conversation, when it has several) into the cache before it is
 * opened: a pointer resting on a row or the keyboard reaching it is most often followed by a click or
 * Enter, so the body is there when asked for. Fresh entries are not fetched again.
 */
export function usePrefetchMessage(): (item: Pick<ListItem, 'id' | 'threadId' | 'messageCount'>, conversations: boolean) => void {
  const qc = useQueryClient();
  return (item, conversations) => {
    if (!onlineManager.isOnline()) return;
    void qc.prefetchQuery(messageQuery(item.id, false));
    if (conversations && item.threadId && (item.messageCount ?? 1) > 1) void qc.prefetchQuery(threadQuery(item.threadId));
  };
}

/** A whole conversation, oldest first; only asked for when the conversation view is on. */
export function useThread(threadId: string | undefined, enabled: boolean) {
  return useQuery({ ...threadQuery(threadId ?? ''), enabled: enabled && Boolean(threadId), retry: retryMessage, retryDelay });
}

/** The message compose replies to or forwards, when there is one. */
export function useOriginalMessage(id: string | null) {
  return useQuery({
    queryKey: mailKeys.message(id ?? ''),
    queryFn: ({ signal }) => unwrap(api.mail.messages[':id'].$get({ param: { id: id! }, query: {} }, { init: { signal } })),
    enabled: Boolean(id),
    staleTime: 60_000,
  });
}

/** An attachment's bytes, to send a forwarded file along as a file of the new message. */
export async function attachmentBlob(messageId: string, attachmentId: string, filename: string): Promise<Blob> {
  const res = await api.mail.messages[':id'].attachments[':attachmentId'].$get({ param: { id: messageId, attachmentId } });
  if (!res.ok) throw new Error(`Could not attach ${filename}`);
  return res.blob();
}

export type OutgoingMail = InferRequestType<typeof api.mail.send.$post>['json'];

/**
 * Sends now, or without a network puts it in the outbox (`{ queued }`); the lists and the sender's Sent refresh when it settles. The same
 * mail sent again from this screen (Send pressed after a lost answer) carries
 * the same Idempotency-Key, so the server answers without sending it twice.
 */
export function useSendMail() {
  const qc = useQueryClient();
  const [session] = useState(() => crypto.randomUUID());
  return useMutation({
    mutationFn: (mail: OutgoingMail) => {
      return sendOrQueue({ kind: 'send', mail }, () => unwrap(api.mail.send.$post({ json: mail }, { headers: { 'Idempotency-Key': idempotencyKeyFor(session, mail) } })));
    },
    onSettled: () => qc.invalidateQueries({ queryKey: mailKeys.lists() }),
  });
}

/**
 * Undo send: takes a held send back and returns it as the draft it was. A
 * plain call, not a mutation hook: the compose screen that sent it is gone by
 * the time the person clicks Undo.
 */
export function cancelOutbox(outboxId: string) {
  return unwrap(api.mail.outbox[':outboxId'].cancel.$post({ param: { outboxId } }));
}

export function useSaveDraft() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (mail: OutgoingMail) => unwrap(api.mail.drafts.$post({ json: mail })),
    onSettled: () => qc.invalidateQueries({ queryKey: mailKeys.lists() }),
  });
}

/** A sentence typed in the search box, read as operators by the server (none while `text` is empty). */
export function useSearchInterpretation(text: string) {
  return useQuery({
    queryKey: ['mail', 'interpret', text],
    queryFn: ({ signal }) => unwrap(api.mail.search.interpret.$get({ query: { text } }, { init: { signal } })),
    enabled: text.trim().length > 0,
    staleTime: 60_000,
  });
}

/** The signed-in user's contact suggestions, fetched once a session and filtered locally. */
export function useContacts() {
  const query = useQuery({
    queryKey: ['mail', 'contacts'],
    queryFn: ({ signal }) => unwrap(api.mail.contacts.$get({ query: {} }, { init: { signal } })),
    staleTime: 5 * 60_000,
  });
  return query.data?.contacts ?? [];
}

export type Contact = ReturnType<typeof useContacts>[number];

/** Acts on a message's List-Unsubscribe; a `link` answer is for the caller to open. Refreshes the Subscriptions list. */
export function useUnsubscribe() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.mail.messages[':id'].unsubscribe.$post({ param: { id } })),
    onSettled: () => qc.invalidateQueries({ queryKey: ['subscriptions'] }),
  });
}

/** Senders of list mail, most mail first (the Subscriptions screen). */
export function useSubscriptions() {
  return useQuery({
    queryKey: ['subscriptions'],
    queryFn: ({ signal }) => unwrap(api.subscriptions.$get({ query: {} }, { init: { signal } })),
    ...mailQueryDefaults,
  });
}
