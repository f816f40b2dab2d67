/**
 * Keeps mail_message.thread_id right for local and IMAP mail as messages
 * arrive: the conversations core/mail/threading.ts finds among the new
 * messages and the conversations they touch. Gmail mail keeps Gmail's own
 * threadId and is left out.
 */
import { createHash } from 'node:crypto';
import { and, eq, gte, inArray, lte, ne, or, sql } from 'drizzle-orm';
import { isReplySubject, normaliseSubject, parseMessageIds, SUBJECT_JOIN_WINDOW_MS, threadMessages } from '../../core/mail/threading';
import type { Database } from '../db/open';
import { mailMessage } from '../db/schema/mail';

const m = mailMessage;

/** Past this many messages a conversation is not re-examined as a whole (a notification stream that refers to one root forever). */
const MAX_MEMBERS = 5000;
/** Header-less "Re:" messages looked up by subject per call; more than this in one batch is not a conversation. */
const MAX_SUBJECT_LOOKUPS = 50;

/**
 * The thread id of a conversation with this root: a hash of the root's
 * Message-ID, so every copy of the conversation, in any order and any
 * process, gets the same id; a message without one keeps its own id.
 */
export function threadIdFor(root: string): string {
  if (root.startsWith('id:')) return root.slice(3);
  return `t${createHash('sha256').update(root.trim().toLowerCase()).digest('hex').slice(0, 24)}`;
}

/** The thread id a message starts with before it is seen among others: that of the first Message-ID it refers to. */
export function initialThreadId(references: readonly string[], inReplyTo: string | null | undefined, messageId: string | null | undefined, id: string): string {
  const root = references[0] ?? inReplyTo ?? messageId;
  return root ? threadIdFor(root) : id;
}

const columns = {
  id: m.id,
  threadId: m.threadId,
  messageIdHeader: m.messageIdHeader,
  inReplyTo: m.inReplyTo,
  references: m.references,
  subject: m.subject,
  date: m.date,
};
type Row = { id: string; threadId: string; messageIdHeader: string | null; inReplyTo: string | null; references: string | null; subject: string; date: Date };

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Re-threads the given messages, just stored in `userId`'s mailbox, with the
 * conversations they belong to: a reply joins its parent's thread, a parent
 * that arrives after its replies gathers them, and two threads that turn out
 * to be one conversation merge under the older one's id. Returns each given
 * message's thread id.
 */
export async function rethread(db: Pick<Database, 'select' | 'selectDistinct' | 'update'>, userId: string, ids: string[]): Promise<Map<string, string>> {
  const result = new Map<string, string>();
  if (ids.length === 0) return result;
  const mine = and(eq(m.userId, userId), ne(m.provider, 'gmail'));
  const fresh: Row[] = await db.select(columns).from(m).where(and(mine, inArray(m.id, ids)));
  if (fresh.length === 0) return result;

  const messageIds = new Set<string>();
  for (const row of fresh) {
    for (const id of [row.messageIdHeader, row.inReplyTo, ...parseMessageIds(row.references)]) if (id) messageIds.add(id);
  }
  const threadIds = new Set(fresh.map((r) => r.threadId));
  if (messageIds.size > 0) {
    const keys = [...messageIds].map(threadIdFor);
    const related = await db
      .selectDistinct({ threadId: m.threadId })
      .from(m)
      .where(and(mine, or(inArray(m.messageIdHeader, [...messageIds]), inArray(m.threadId, keys))));
    for (const r of related) threadIds.add(r.threadId);
  }
  const headerless = fresh.filter((r) => !r.inReplyTo && !r.references && isReplySubject(r.subject)).slice(0, MAX_SUBJECT_LOOKUPS);
  for (const row of headerless) {
    const subject = normaliseSubject(row.subject);
    if (!subject) continue;
    const candidates = await db
      .select({ threadId: m.threadId, subject: m.subject })
      .from(m)
      .where(
        and(
          mine,
          gte(m.date, new Date(row.date.getTime() - SUBJECT_JOIN_WINDOW_MS)),
          lte(m.date, row.date),
          sql`${m.subject} ilike ${`%${escapeLike(subject)}%`}`,
        ),
      )
      .limit(50);
    for (const c of candidates) if (normaliseSubject(c.subject) === subject) threadIds.add(c.threadId);
  }

  const members: Row[] = await db
    .select(columns)
    .from(m)
    .where(and(mine, inArray(m.threadId, [...threadIds])))
    .limit(MAX_MEMBERS);
  const byId = new Map([...members, ...fresh].map((r) => [r.id, r]));
  const conversations = threadMessages(
    [...byId.values()].map((r) => ({
      id: r.id,
      messageId: r.messageIdHeader,
      inReplyTo: r.inReplyTo,
      references: parseMessageIds(r.references),
      subject: r.subject,
      date: r.date.getTime(),
    })),
  );

  const given = new Set(ids);
  for (const conversation of conversations) {
    const rows = conversation.ids.map((id) => byId.get(id)!);
    // A conversation that was already known keeps the id of its oldest message's thread, so links and open views stay valid.
    const known = rows.filter((r) => !given.has(r.id));
    const target = known.length > 0 ? known[0]!.threadId : threadIdFor(conversation.root);
    const moved = rows.filter((r) => r.threadId !== target).map((r) => r.id);
    if (moved.length > 0) await db.update(m).set({ threadId: target }).where(and(eq(m.userId, userId), inArray(m.id, moved)));
    for (const r of rows) if (given.has(r.id)) result.set(r.id, target);
  }
  return result;
}
