/**
 * Gmail mailbox sync into a cache the database layer owns
 * (https://developers.google.com/gmail/api/guides/sync).
 *
 * Cold sync: messages.list (100 ids a page), then metadata for every id
 * through the batch endpoint, 50 calls per HTTP request: 100 messages cost
 * 3 HTTP requests, not 101. Warm sync: history.list from the stored
 * historyId; no change costs 1 request. A 404 from history.list means the id
 * expired, so a full cold sync runs instead.
 *
 * All writes go through GmailSyncStore, so this file knows no database.
 */
import { isMailError } from '../../../core/mail/errors';
import type { GmailClient } from './api';
import { toSyncedMessage, type SyncedMessage } from './map';
import type { GmailHistoryType } from './types';

/** The cache one user's sync writes to; the database layer implements it. */
export interface GmailSyncStore {
  /** The historyId saved by the last sync, or null before the first. */
  getCursor(): Promise<string | null>;
  saveCursor(historyId: string): Promise<void>;
  /** Inserts or replaces list rows by id. */
  upsertMetadata(items: SyncedMessage[]): Promise<void>;
  removeMessages(ids: string[]): Promise<void>;
  /** Sets the full current label list of messages already cached. */
  applyLabelChanges(changes: LabelChange[]): Promise<void>;
}

export interface LabelChange {
  id: string;
  labelIds: string[];
}

export interface SyncResult {
  mode: 'cold' | 'warm';
  /** Why a cold sync ran: no cursor yet, or the stored one expired. */
  reason?: 'no-cursor' | 'history-expired' | 'forced';
  upserted: number;
  removed: number;
  labelChanges: number;
  /** Ids whose metadata could not be read (skipped: one unreadable message must not stop the sync). */
  failed: string[];
  historyId: string | null;
  /** The messages this sync wrote, new or refreshed. */
  items: SyncedMessage[];
}

export interface SyncOptions {
  /** Messages a cold sync fetches; default 100 (list of 100). */
  maxMessages?: number;
  /** Full cold sync even when a cursor exists. */
  force?: boolean;
  q?: string;
}

const HISTORY_TYPES: GmailHistoryType[] = ['messageAdded', 'messageDeleted', 'labelAdded', 'labelRemoved'];

/** Runs a warm sync when a cursor exists, else (or on expiry) a cold one. */
export async function syncMailbox(client: GmailClient, store: GmailSyncStore, options: SyncOptions = {}): Promise<SyncResult> {
  const cursor = options.force ? null : await store.getCursor();
  if (!cursor) return coldSync(client, store, options, options.force ? 'forced' : 'no-cursor');
  try {
    return await warmSync(client, store, cursor);
  } catch (e) {
    if (isMailError(e) && e.code === 'MESSAGE_NOT_FOUND') return coldSync(client, store, options, 'history-expired');
    throw e;
  }
}

/** Lists the newest `maxMessages` ids and fetches their metadata in batches. */
export async function coldSync(
  client: GmailClient,
  store: GmailSyncStore,
  options: SyncOptions = {},
  reason: SyncResult['reason'] = 'no-cursor',
): Promise<SyncResult> {
  const max = options.maxMessages ?? 100;
  let listed = 0;
  let pageToken: string | undefined;
  // Each page's metadata is fetched while the next page is listed, so a
  // large sync costs about one list round trip per page, not list + batches.
  const pages: Array<ReturnType<typeof fetchMetadata>> = [];
  do {
    const page = await client.listMessages({ q: options.q, maxResults: Math.min(100, max - listed), pageToken });
    const ids = (page.messages ?? []).map((m) => m.id);
    listed += ids.length;
    const fetching = fetchMetadata(client, ids);
    fetching.catch(() => undefined); // awaited below; avoids an unhandled rejection while listing goes on
    pages.push(fetching);
    pageToken = page.nextPageToken;
  } while (pageToken && listed < max);

  const settled = await Promise.all(pages);
  const fetched = {
    items: settled.flatMap((p) => p.items),
    failed: settled.flatMap((p) => p.failed),
  };
  await store.upsertMetadata(fetched.items);
  // Any message's historyId is a valid start for history.list (Gmail sync
  // guide); the newest is the tightest one that misses nothing.
  // An empty mailbox has no message to take it from; the profile carries one.
  const historyId = maxHistoryId(fetched.items.map((i) => i.historyId)) ?? (await client.getProfile()).historyId ?? null;
  if (historyId) await store.saveCursor(historyId);
  return { mode: 'cold', reason, upserted: fetched.items.length, removed: 0, labelChanges: 0, failed: fetched.failed, historyId, items: fetched.items };
}

/** Applies history since `cursor`; throws MESSAGE_NOT_FOUND when it has expired. */
export async function warmSync(client: GmailClient, store: GmailSyncStore, cursor: string): Promise<SyncResult> {
  const added = new Set<string>();
  const deleted = new Set<string>();
  const labels = new Map<string, string[]>();
  let pageToken: string | undefined;
  let historyId = cursor;
  do {
    const page = await client.listHistory({ startHistoryId: cursor, historyTypes: HISTORY_TYPES, pageToken, maxResults: 500 });
    historyId = page.historyId ?? historyId;
    for (const record of page.history ?? []) {
      for (const a of record.messagesAdded ?? []) {
        added.add(a.message.id);
        deleted.delete(a.message.id);
      }
      for (const d of record.messagesDeleted ?? []) {
        deleted.add(d.message.id);
        added.delete(d.message.id);
        labels.delete(d.message.id);
      }
      // Records are in order, so the last one carries the current labels.
      for (const c of [...(record.labelsAdded ?? []), ...(record.labelsRemoved ?? [])]) {
        if (c.message.labelIds) labels.set(c.message.id, c.message.labelIds);
      }
    }
    pageToken = page.nextPageToken;
  } while (pageToken);

  const fetched = await fetchMetadata(client, [...added]);
  // A message added and then deleted in the same window answers 404: it is simply gone.
  const gone = fetched.notFound;
  if (fetched.items.length) await store.upsertMetadata(fetched.items);
  const removed = [...deleted, ...gone];
  if (removed.length) await store.removeMessages(removed);
  const changes = [...labels].filter(([id]) => !added.has(id) && !deleted.has(id)).map(([id, labelIds]) => ({ id, labelIds }));
  if (changes.length) await store.applyLabelChanges(changes);
  await store.saveCursor(historyId);
  return {
    mode: 'warm',
    upserted: fetched.items.length,
    removed: removed.length,
    labelChanges: changes.length,
    failed: fetched.failed,
    historyId,
    items: fetched.items,
  };
}

async function fetchMetadata(client: GmailClient, ids: string[]): Promise<{ items: SyncedMessage[]; failed: string[]; notFound: string[] }> {
  if (!ids.length) return { items: [], failed: [], notFound: [] };
  const results = await client.batchGetMessages(ids, 'metadata');
  const items: SyncedMessage[] = [];
  const failed: string[] = [];
  const notFound: string[] = [];
  for (const r of results) {
    if (r.message) items.push(toSyncedMessage(r.message));
    else if (r.error?.code === 'MESSAGE_NOT_FOUND') notFound.push(r.id);
    else if (r.error?.code === 'INVALID_TOKEN') throw r.error;
    else failed.push(r.id);
  }
  return { items, failed, notFound };
}

function maxHistoryId(ids: Array<string | null>): string | null {
  let best: bigint | null = null;
  for (const id of ids) {
    if (!id || !/^\d+$/.test(id)) continue;
    const v = BigInt(id);
    if (best === null || v > best) best = v;
  }
  return best === null ? null : best.toString();
}

/** An in-memory GmailSyncStore, for tests and for the benchmark. */
export class MemorySyncStore implements GmailSyncStore {
  cursor: string | null = null;
  readonly messages = new Map<string, SyncedMessage>();

  async getCursor(): Promise<string | null> {
    return this.cursor;
  }
  async saveCursor(historyId: string): Promise<void> {
    this.cursor = historyId;
  }
  async upsertMetadata(items: SyncedMessage[]): Promise<void> {
    for (const i of items) this.messages.set(i.id, i);
  }
  async removeMessages(ids: string[]): Promise<void> {
    for (const id of ids) this.messages.delete(id);
  }
  async applyLabelChanges(changes: LabelChange[]): Promise<void> {
    for (const c of changes) {
      const m = this.messages.get(c.id);
      if (m) {
        const read = !c.labelIds.includes('UNREAD');
        this.messages.set(c.id, { ...m, labels: c.labelIds, read, starred: c.labelIds.includes('STARRED') });
      }
    }
  }
}
