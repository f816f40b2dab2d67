/**
 * Search over IMAP mail whose body is not cached yet. The sync keeps every
 * envelope but only the newest bodies, so a word that is only in an older
 * body would go unfound. Before a search runs over the cache, the server's
 * own SEARCH (TEXT: headers and body) is asked, in each folder that holds
 * such mail, for the words every match must contain; its hits without a
 * cached body are fetched and cached, and the cache's search then judges
 * them with the whole query, so operators, OR and negation keep their
 * meaning. The server matches the text as typed where the cache matches
 * word stems: a hit the query then leaves out costs only a fetch, but a body
 * with "invoice" is not found for "invoices" until it is cached.
 */
import type { ImapFlow } from 'imapflow';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/open';
import { mailFolder, mailMessage } from '../../db/schema/mail';
import type { Logger } from '../../logger';

/** Bodies fetched for one search at most, newest first: enough for the first pages of results. */
export const BODY_SEARCH_FETCH = 100;
/** UIDs looked up in the cache per statement. */
const LOOKUP_CHUNK = 1_000;
/** How long a search waits for the servers before it answers from the cache alone. */
export const BODY_SEARCH_WAIT_MS = 5_000;
/** A search repeated within this time (paging through results) does not ask the server again. */
const REMEMBERED_MS = 60_000;

export interface BodySearchDeps {
  db: Database;
  logger: Logger;
  storeBody(userId: string, id: string, source: Buffer): Promise<void>;
}

/** UIDs as an IMAP sequence set, runs of consecutive ones as ranges (`1:40,45`), so a long list stays a short command. */
export function uidSet(uids: number[]): string {
  const sorted = [...new Set(uids)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    parts.push(i === j ? String(sorted[i]) : `${sorted[i]}:${sorted[j]}`);
    i = j + 1;
  }
  return parts.join(',');
}

export class ImapBodySearch {
  private readonly asked = new Map<string, number>();
  /** Searches under way, so a second request for the same words (a refetch, the next page) waits for the first. */
  private readonly running = new Map<string, Promise<number>>();

  constructor(private readonly deps: BodySearchDeps) {}

  /**
   * Fetches and caches the bodies the account's server finds all of `terms`
   * in, among its messages without a cached body; returns how many. A server
   * that fails is logged and skipped: the search still answers from the cache.
   */
  async cacheMatching(userId: string, accountId: string, terms: string[], open: () => Promise<ImapFlow>): Promise<number> {
    if (terms.length === 0) return 0;
    const key = `${accountId}\n${terms.join('\n').toLowerCase()}`;
    const now = Date.now();
    if ((this.asked.get(key) ?? 0) > now - REMEMBERED_MS) return 0;
    for (const [k, at] of this.asked) if (at <= now - REMEMBERED_MS) this.asked.delete(k);
    const pending = this.running.get(key);
    if (pending) return pending;
    const run = this.search(userId, accountId, terms, open)
      .then((cached) => {
        this.asked.set(key, Date.now());
        return cached;
      })
      .catch((error: unknown) => {
        this.deps.logger.warn({ err: error, accountId }, 'IMAP body search failed; the search answers from the cache');
        return 0;
      })
      .finally(() => this.running.delete(key));
    this.running.set(key, run);
    return run;
  }

  private async search(userId: string, accountId: string, terms: string[], open: () => Promise<ImapFlow>): Promise<number> {
    // The folders that hold mail without a cached body; the server is asked there, and only its hits are looked up here.
    const folders = await this.deps.db
      .select({ id: mailFolder.id, path: mailFolder.path })
      .from(mailFolder)
      .where(
        and(
          eq(mailFolder.accountId, accountId),
          eq(mailFolder.userId, userId),
          sql`exists (select 1 from mail_message mm where mm.folder_id = ${mailFolder.id} and mm.html is null)`,
        ),
      );
    if (folders.length === 0) return 0;
    let client: ImapFlow | undefined;
    try {
      client = await open();
      const found: { id: string; uid: number; path: string; date: Date }[] = [];
      for (const folder of folders) {
        const lock = await client.getMailboxLock(folder.path, { readOnly: true });
        let hits: number[] = [];
        try {
          // One SEARCH per term, each within the last one's hits: every term must be there.
          for (const [i, term] of terms.entries()) {
            const answer = await client.search(i === 0 ? { text: term } : { uid: uidSet(hits), text: term }, { uid: true });
            hits = answer || [];
            if (hits.length === 0) break;
          }
        } finally {
          lock.release();
        }
        for (let at = 0; at < hits.length; at += LOOKUP_CHUNK) {
          const rows = await this.deps.db
            .select({ id: mailMessage.id, uid: mailMessage.uid, date: mailMessage.date })
            .from(mailMessage)
            .where(
              and(
                eq(mailMessage.userId, userId),
                eq(mailMessage.folderId, folder.id),
                inArray(mailMessage.uid, hits.slice(at, at + LOOKUP_CHUNK)),
                isNull(mailMessage.html),
              ),
            );
          for (const row of rows) found.push({ id: row.id, uid: row.uid!, path: folder.path, date: row.date });
        }
      }
      const wanted = found.sort((a, b) => b.date.getTime() - a.date.getTime()).slice(0, BODY_SEARCH_FETCH);
      let cached = 0;
      for (const path of new Set(wanted.map((w) => w.path))) {
        const inFolder = wanted.filter((w) => w.path === path);
        const idByUid = new Map(inFolder.map((w) => [w.uid, w.id]));
        const lock = await client.getMailboxLock(path, { readOnly: true });
        try {
          for await (const message of client.fetch(uidSet(inFolder.map((w) => w.uid)), { uid: true, source: true }, { uid: true })) {
            const id = idByUid.get(message.uid);
            if (id && message.source) {
              await this.deps.storeBody(userId, id, message.source);
              cached++;
            }
          }
        } finally {
          lock.release();
        }
      }
      return cached;
    } finally {
      await client?.logout().catch(() => client?.close());
    }
  }
}
