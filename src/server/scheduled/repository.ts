/**
 * The SQL of scheduled sending: every read and write of the `scheduled_email`
 * table, and the one look into pg-boss's job table the sweep needs. Each write
 * that decides who may act on a row (edit, cancel, claim, finish) is a single
 * conditional statement, so two processes racing on one row cannot both win.
 */
import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { user as userTable } from '../db/schema/auth';
import { scheduledEmail, type ScheduledEmailRow } from '../db/schema/scheduled';
import type { MailUser } from '../mail/service';
import type { SendOnceStore } from './send-once';

/** What a scheduled row holds besides its bookkeeping (status, claims, job). */
export type ScheduledContent = Pick<
  ScheduledEmailRow,
  'to' | 'cc' | 'bcc' | 'subject' | 'body' | 'attachments' | 'tracking' | 'replyTo' | 'scheduledTime'
> &
  Partial<Pick<ScheduledEmailRow, 'kind' | 'accountId' | 'forwardOf'>>;

/** The Scheduled screen's rows: a send held for its undo window is not one of them. */
const listed = eq(scheduledEmail.kind, 'scheduled');

export class ScheduledRepository {
  constructor(private readonly database: Db) {}

  private get db() {
    return this.database.db;
  }

  listForUser(userId: string): Promise<ScheduledEmailRow[]> {
    return this.db.select().from(scheduledEmail).where(and(eq(scheduledEmail.userId, userId), listed)).orderBy(asc(scheduledEmail.scheduledTime));
  }

  async findForUser(userId: string, id: string): Promise<ScheduledEmailRow | undefined> {
    const [row] = await this.db.select().from(scheduledEmail).where(and(eq(scheduledEmail.id, id), eq(scheduledEmail.userId, userId), listed));
    return row;
  }

  async findOutbox(userId: string, id: string): Promise<ScheduledEmailRow | undefined> {
    const [row] = await this.db
      .select()
      .from(scheduledEmail)
      .where(and(eq(scheduledEmail.id, id), eq(scheduledEmail.userId, userId), eq(scheduledEmail.kind, 'outbox')));
    return row;
  }

  /** Takes back a held send that has not started: deletes it and returns it whole; undefined when it is gone or going. */
  async takeBackOutbox(userId: string, id: string): Promise<ScheduledEmailRow | undefined> {
    const [row] = await this.db
      .delete(scheduledEmail)
      .where(and(eq(scheduledEmail.id, id), eq(scheduledEmail.userId, userId), eq(scheduledEmail.kind, 'outbox'), eq(scheduledEmail.status, 'pending')))
      .returning();
    return row;
  }

  async find(id: string): Promise<ScheduledEmailRow | undefined> {
    const [row] = await this.db.select().from(scheduledEmail).where(eq(scheduledEmail.id, id));
    return row;
  }

  async insert(id: string, userId: string, content: ScheduledContent): Promise<ScheduledEmailRow> {
    const [row] = await this.db
      .insert(scheduledEmail)
      .values({ id, userId, ...content })
      .returning();
    return row!;
  }

  /** Replaces the content of a row that is still pending; undefined when it is not (any more). */
  async updatePending(userId: string, id: string, content: ScheduledContent): Promise<ScheduledEmailRow | undefined> {
    const [row] = await this.db
      .update(scheduledEmail)
      .set({ ...content, updatedAt: new Date() })
      .where(and(eq(scheduledEmail.id, id), eq(scheduledEmail.userId, userId), eq(scheduledEmail.status, 'pending'), listed))
      .returning();
    return row;
  }

  /** Deletes a pending row and gives back its job id; undefined when there is no pending row of that user. */
  async deletePending(userId: string, id: string): Promise<{ jobId: string | null } | undefined> {
    const [row] = await this.db
      .delete(scheduledEmail)
      .where(and(eq(scheduledEmail.id, id), eq(scheduledEmail.userId, userId), eq(scheduledEmail.status, 'pending'), listed))
      .returning({ jobId: scheduledEmail.jobId });
    return row;
  }

  async setJob(id: string, jobId: string): Promise<void> {
    await this.db.update(scheduledEmail).set({ jobId }).where(eq(scheduledEmail.id, id));
  }

  async setSentMessage(id: string, sentMessageId: string): Promise<void> {
    await this.db.update(scheduledEmail).set({ sentMessageId }).where(eq(scheduledEmail.id, id));
  }

  async owner(userId: string): Promise<MailUser | undefined> {
    const [owner] = await this.db.select({ id: userTable.id, name: userTable.name, email: userTable.email }).from(userTable).where(eq(userTable.id, userId));
    return owner;
  }

  /** Rows the sweep must look at: pending and due, or being sent under a claim older than `staleBefore` (or released). */
  dueOrStale(now: Date, staleBefore: Date): Promise<Pick<ScheduledEmailRow, 'id' | 'scheduledTime'>[]> {
    return this.db
      .select({ id: scheduledEmail.id, scheduledTime: scheduledEmail.scheduledTime })
      .from(scheduledEmail)
      .where(
        or(
          and(eq(scheduledEmail.status, 'pending'), lte(scheduledEmail.scheduledTime, now)),
          and(eq(scheduledEmail.status, 'sending'), or(isNull(scheduledEmail.claimedAt), lt(scheduledEmail.claimedAt, staleBefore))),
        ),
      )
      .limit(5_000);
  }

  /**
   * The ids among `ids` that have a live job in `queue`: waiting to run before
   * `soon`, or running since after `staleBefore`. A job parked far ahead (the
   * row was moved, or the clock of a crashed claim) does not cover a row that
   * is due now. Nor does one that has been 'active' longer than a lease: a live
   * handler claims its row within moments and keeps the claim fresh, so such a
   * job belongs to a process that died, and pg-boss would only expire it much later.
   */
  async withLiveJob(queue: string, ids: string[], soon: Date, staleBefore: Date): Promise<Set<string>> {
    const live = await this.database.executeSql(
      `select singleton_key from pgboss.job where name = $1 and singleton_key = any($2::text[])
         and ((state = 'active' and started_on > $4) or (state in ('created', 'retry') and start_after <= $3))`,
      [queue, ids, soon, staleBefore],
    );
    return new Set(live.rows.map((r) => String(r.singleton_key)));
  }

  /** When the oldest claim was taken or renewed; null when no row is being sent. */
  async oldestClaim(): Promise<Date | null> {
    const [row] = await this.db
      .select({ claimedAt: scheduledEmail.claimedAt })
      .from(scheduledEmail)
      .where(and(eq(scheduledEmail.status, 'sending'), isNotNull(scheduledEmail.claimedAt)))
      .orderBy(asc(scheduledEmail.claimedAt))
      .limit(1);
    return row?.claimedAt ?? null;
  }

  /** Keeps the claim of the attempt that holds `row` fresh; does nothing once it is finished or taken over. */
  async renewClaim(row: Pick<ScheduledEmailRow, 'id' | 'attempt'>): Promise<void> {
    const t = scheduledEmail;
    await this.db
      .update(t)
      .set({ claimedAt: new Date() })
      .where(and(eq(t.id, row.id), eq(t.status, 'sending'), eq(t.attempt, row.attempt), isNotNull(t.claimedAt)));
  }

  async idsWithStatus(ids: string[], status: ScheduledEmailRow['status']): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.select({ id: scheduledEmail.id }).from(scheduledEmail).where(and(inArray(scheduledEmail.id, ids), eq(scheduledEmail.status, status)));
    return rows.map((r) => r.id);
  }

  /** The store of send-once: each method is one conditional statement. */
  sendOnceStore(): SendOnceStore<ScheduledEmailRow> {
    const t = scheduledEmail;
    const db = this.db;
    return {
      get: async (id) => (await this.find(id)) ?? null,
      claim: async (id, messageId, now) => {
        const [row] = await db
          .update(t)
          .set({ status: 'sending', messageId: sql`coalesce(${t.messageId}, ${messageId})`, attempt: sql`${t.attempt} + 1`, claimedAt: now })
          .where(and(eq(t.id, id), eq(t.status, 'pending')))
          .returning();
        return row ?? null;
      },
      reclaim: async (id, attempt, now) => {
        const [row] = await db
          .update(t)
          .set({ attempt: sql`${t.attempt} + 1`, claimedAt: now })
          .where(and(eq(t.id, id), eq(t.status, 'sending'), eq(t.attempt, attempt)))
          .returning();
        return row ?? null;
      },
      release: async (id, attempt) => {
        await db.update(t).set({ claimedAt: null }).where(and(eq(t.id, id), eq(t.status, 'sending'), eq(t.attempt, attempt)));
      },
      markSent: async (id, sentAt) => {
        await db.update(t).set({ status: 'sent', sentAt, claimedAt: null, updatedAt: sentAt }).where(and(eq(t.id, id), eq(t.status, 'sending')));
      },
      markFailed: async (id, attempt, reason) => {
        await db
          .update(t)
          .set({ status: 'failed', failureReason: reason.slice(0, 2000), claimedAt: null, updatedAt: new Date() })
          .where(and(eq(t.id, id), eq(t.status, 'sending'), eq(t.attempt, attempt)));
      },
    };
  }
}
