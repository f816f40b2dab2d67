/**
 * The SQL of follow-up reminders: the `follow_up` table, and the one look into
 * `mail_message` that ties a reminder to its email's thread. Announcing a due
 * reminder is one conditional UPDATE, so it happens once per due date however
 * many workers, retries and sweeps reach it.
 */
import { and, asc, eq, gt, inArray, isNull, lte, ne, or } from 'drizzle-orm';
import type { Database } from '../db/open';
import { followUp } from '../db/schema/follow-ups';
import { mailMessage } from '../db/schema/mail';

export type FollowUpRow = typeof followUp.$inferSelect;
type NewFollowUp = typeof followUp.$inferInsert;
/** What an update may change. */
export type FollowUpChanges = Partial<Pick<FollowUpRow, 'notes' | 'priority' | 'dueDate' | 'status' | 'notifiedAt'>>;

export class FollowUpRepository {
  constructor(private readonly db: Database) {}

  listForUser(userId: string): Promise<FollowUpRow[]> {
    return this.db.select().from(followUp).where(eq(followUp.userId, userId)).orderBy(asc(followUp.dueDate), asc(followUp.id));
  }

  /** The thread of one of the user's emails; undefined when the user has no such email. */
  async threadOfEmail(userId: string, emailId: string): Promise<{ threadId: string } | undefined> {
    const [email] = await this.db
      .select({ threadId: mailMessage.threadId })
      .from(mailMessage)
      .where(and(eq(mailMessage.id, emailId), eq(mailMessage.userId, userId)));
    return email;
  }

  async insert(values: NewFollowUp): Promise<FollowUpRow> {
    const [row] = await this.db.insert(followUp).values(values).returning();
    return row!;
  }

  async update(userId: string, id: string, changes: FollowUpChanges, updatedAt: Date): Promise<FollowUpRow | undefined> {
    const [row] = await this.db
      .update(followUp)
      .set({ ...changes, updatedAt })
      .where(and(eq(followUp.id, id), eq(followUp.userId, userId)))
      .returning();
    return row;
  }

  /** True when the user had this reminder. */
  async delete(userId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(followUp)
      .where(and(eq(followUp.id, id), eq(followUp.userId, userId)))
      .returning({ id: followUp.id });
    return rows.length > 0;
  }

  /** Marks the reminder announced if it is due, open and not yet announced for its due date; the row when this call did it. */
  async markAnnounced(id: string, now: Date): Promise<FollowUpRow | undefined> {
    const [row] = await this.db
      .update(followUp)
      .set({ notifiedAt: now })
      .where(and(eq(followUp.id, id), ne(followUp.status, 'completed'), lte(followUp.dueDate, now), isNull(followUp.notifiedAt)))
      .returning();
    return row;
  }

  async dueUnannounced(now: Date): Promise<string[]> {
    const rows = await this.db
      .select({ id: followUp.id })
      .from(followUp)
      .where(and(ne(followUp.status, 'completed'), lte(followUp.dueDate, now), isNull(followUp.notifiedAt)))
      .limit(1000);
    return rows.map((r) => r.id);
  }

  /** The user's messages whose Message-ID header is one of `messageIds`. */
  messagesByHeader(userId: string, messageIds: string[]): Promise<{ id: string; threadId: string }[]> {
    return this.db
      .select({ id: mailMessage.id, threadId: mailMessage.threadId })
      .from(mailMessage)
      .where(and(eq(mailMessage.userId, userId), inArray(mailMessage.messageIdHeader, messageIds)));
  }

  /** The user's open reminders, not yet due at `now`, on one of these emails or threads. */
  openOn(userId: string, emailIds: string[], threadIds: string[], now: Date): Promise<FollowUpRow[]> {
    return this.db
      .select()
      .from(followUp)
      .where(
        and(
          eq(followUp.userId, userId),
          ne(followUp.status, 'completed'),
          gt(followUp.dueDate, now),
          or(inArray(followUp.emailId, emailIds), inArray(followUp.threadId, threadIds)),
        ),
      );
  }

  async complete(userId: string, ids: string[], now: Date): Promise<void> {
    await this.db
      .update(followUp)
      .set({ status: 'completed', updatedAt: now })
      .where(and(eq(followUp.userId, userId), inArray(followUp.id, ids)));
  }
}
