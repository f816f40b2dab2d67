/**
 * Search over IMAP mail whose body is not cached yet. The sync keeps every
 * envelope but only the newest bodies, so a word that is only in an older
 * body would go unfound. Before a search runs over the cache, the server's
 * own SEARCH (TEXT: headers and body) is asked, limited to the messages
 * without a cached body, for the words every match must contain; the bodies
 * it finds are fetched and cached, and the cache's search then judges them
 * with the whole query, so operators, OR and negation keep their meaning.
 */
import type { ImapFlow } from 'imapflow';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/open';
import { mailFolder, mailMessage } from '../../db/schema/mail';
import type { Logger } from '../../logger';

/** Bodies fetched for one search at most, newest first: enough for the first pages of results. */
export const BODY_SEARCH_FETCH = 100;
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

    const uncached = await this.deps.db
      .select({ id: mailMessage.id, uid: mailMessage.uid, path: mailFolder.path, date: mailMessage.date })
      .from(mailMessage)
      .innerJoin(mailFolder, eq(mailFolder.id, mailMessage.folderId))
      .where(and(eq(mailMessage.userId, userId), eq(mailMessage.accountId, accountId), isNull(mailMessage.html), isNotNull(mailMessage.uid)))
      .orderBy(desc(mailMessage.date));
    if (uncached.length === 0) return 0;
    const byFolder = new Map<string, Map<number, string>>();
    for (const row of uncached) byFolder.set(row.path, (byFolder.get(row.path) ?? new Map()).set(row.uid!, row.id));

    let client: ImapFlow | undefined;
    let cached = 0;
    try {
      client = await open();
      const found: { id: string; uid: number; path: string }[] = [];
      for (const [path, idByUid] of byFolder) {
        const lock = await client.getMailboxLock(path, { readOnly: true });
        try {
          // One SEARCH per term, each within the last one's hits: every term must be there.
          let hits = [...idByUid.keys()];
          for (const term of terms) {
            if (hits.length === 0) break;
            const answer = await client.search({ uid: uidSet(hits), text: term }, { uid: true });
            hits = answer ? answer.filter((uid) => idByUid.has(uid)) : [];
          }
          for (const uid of hits) found.push({ id: idByUid.get(uid)!, uid, path });
        } finally {
          lock.release();
        }
      }
      const newestFirst = new Map(uncached.map((row, i) => [row.id, i]));
      const wanted = found.sort((a, b) => newestFirst.get(a.id)! - newestFirst.get(b.id)!).slice(0, BODY_SEARCH_FETCH);
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
      this.asked.set(key, now);
    } catch (error) {
      this.deps.logger.warn({ err: error, accountId }, 'IMAP body search failed; the search answers from the cache');
    } finally {
      await client?.logout().catch(() => client?.close());
    }
    return cached;
  }
}
