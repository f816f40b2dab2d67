/**
 * Follow-up reminders, per user.
 *
 * Talks to: the database (follow_up, mail_message for the tracked email's
 * thread), the job queue (one pg-boss job per due date) and the event bus.
 * Promises: at its due time, a pending or snoozed reminder is announced to
 * the user's open tabs (`followupdue`) exactly once per due date, whether a
 * browser is open or not; a job lost or late is caught by the periodic
 * sweep. A reply from the reminder's recipient in the tracked thread before
 * the due date completes the reminder by itself.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, lte, ne, or } from 'drizzle-orm';
import { parseAddressList } from '../../core/mail/address';
import type { FollowUpPriority } from '../../core/schedule/rules';
import type { Database } from '../db/open';
import { followUp } from '../db/schema/follow-ups';
import { mailMessage } from '../db/schema/mail';
import type { EventBus } from '../events';
import { Invalid, NotFound } from '../../core/errors';
import type { Jobs } from '../jobs/boss';
import type { Logger } from '../logger';

export const FOLLOW_UP_NOT_FOUND = 'Follow-up not found';
export const followUpNotFound = () => new NotFound('FOLLOW_UP_NOT_FOUND', FOLLOW_UP_NOT_FOUND);
export const EMAIL_NOT_FOUND = 'The email for this follow-up could not be found.';

/** The queue whose jobs fire one reminder at its due time. */
export const FOLLOW_UP_DUE_QUEUE = 'follow-up-due';
/** The queue of the periodic sweep that catches any reminder whose job was lost. */
export const FOLLOW_UP_SWEEP_QUEUE = 'follow-up-sweep';

export const FOLLOW_UP_REQUIRED_MESSAGE = 'A follow-up needs a date, a subject and a recipient.';
export const SNOOZE_TOO_EARLY_MESSAGE = 'A follow-up cannot be snoozed to a day before yesterday.';
/**
 * The snooze calendar greys out days before yesterday in the user's time
 * zone; the server does not know that zone, so it refuses only what is
 * before yesterday everywhere: more than two days ago.
 */
const SNOOZE_EARLIEST_MS = 2 * 24 * 60 * 60 * 1000;

export type FollowUpRow = typeof followUp.$inferSelect;

export function toFollowUp(row: FollowUpRow) {
  return {
    id: row.id,
    emailId: row.emailId,
    threadId: row.threadId,
    subject: row.subject,
    recipient: row.recipient,
    dueDate: row.dueDate.toISOString(),
    notes: row.notes,
    priority: row.priority,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    notifiedAt: row.notifiedAt?.toISOString() ?? null,
  };
}
export type FollowUpDto = ReturnType<typeof toFollowUp>;

/** What a create request carries; the three the reminder cannot do without are checked by the service. */
export interface CreateFollowUpInput {
  subject?: string;
  recipient?: string;
  dueDate?: Date | null;
  notes?: string;
  priority?: FollowUpPriority;
  emailId?: string | null;
}

export interface UpdateFollowUpInput {
  status?: 'pending' | 'completed';
  /** A snooze: the new due date; the reminder becomes snoozed. */
  dueDate?: Date;
  notes?: string;
  priority?: FollowUpPriority;
}

/** What the mail side tells us about a message just delivered into a user's mailbox. */
export interface DeliveredMail {
  fromEmail: string;
  inReplyTo?: string | null;
  references?: readonly string[] | null;
}

/** The e-mail address in a recipient as typed ("Ana <ana@x.io>" or "ana@x.io"), lower-cased. */
function recipientEmail(recipient: string): string {
  return (parseAddressList(recipient)[0]?.email ?? recipient).trim().toLowerCase();
}

export interface FollowUpServiceDeps {
  db: Database;
  events: EventBus;
  logger: Logger;
  jobs?: Jobs;
  now?: () => Date;
}

export class FollowUpService {
  private readonly db: Database;
  private readonly now: () => Date;

  constructor(private readonly deps: FollowUpServiceDeps) {
    this.db = deps.db;
    this.now = deps.now ?? (() => new Date());
  }

  async list(userId: string): Promise<FollowUpDto[]> {
    const rows = await this.db.select().from(followUp).where(eq(followUp.userId, userId)).orderBy(asc(followUp.dueDate), asc(followUp.id));
    return rows.map(toFollowUp);
  }

  async create(userId: string, input: CreateFollowUpInput): Promise<FollowUpDto> {
    const subject = input.subject?.trim();
    const recipient = input.recipient?.trim();
    if (!input.dueDate || !subject || !recipient) throw new Invalid('REQUIRED_FIELDS', FOLLOW_UP_REQUIRED_MESSAGE);
    let threadId: string | null = null;
    if (input.emailId) {
      const [email] = await this.db
        .select({ threadId: mailMessage.threadId })
        .from(mailMessage)
        .where(and(eq(mailMessage.id, input.emailId), eq(mailMessage.userId, userId)));
      if (!email) throw new NotFound('EMAIL_NOT_FOUND', EMAIL_NOT_FOUND);
      threadId = email.threadId;
    }
    const now = this.now();
    const [row] = await this.db
      .insert(followUp)
      .values({
        id: randomUUID(),
        userId,
        emailId: input.emailId ?? null,
        threadId,
        subject,
        recipient,
        dueDate: input.dueDate,
        notes: input.notes?.trim() ?? '',
        priority: input.priority ?? 'medium',
        status: 'pending',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await this.scheduleDue(row!);
    return toFollowUp(row!);
  }

  async update(userId: string, id: string, input: UpdateFollowUpInput): Promise<FollowUpDto> {
    const snooze = input.dueDate !== undefined;
    if (input.dueDate && input.dueDate.getTime() < this.now().getTime() - SNOOZE_EARLIEST_MS) {
      throw new Invalid('SNOOZE_TOO_EARLY', SNOOZE_TOO_EARLY_MESSAGE);
    }
    const [row] = await this.db
      .update(followUp)
      .set({
        ...(input.notes !== undefined ? { notes: input.notes } : {}),
        ...(input.priority !== undefined ? { priority: input.priority } : {}),
        ...(snooze ? { dueDate: input.dueDate, status: 'snoozed' as const, notifiedAt: null } : {}),
        ...(input.status !== undefined ? { status: input.status } : {}),
        updatedAt: this.now(),
      })
      .where(and(eq(followUp.id, id), eq(followUp.userId, userId)))
      .returning();
    if (!row) throw followUpNotFound();
    if (snooze) await this.scheduleDue(row);
    return toFollowUp(row);
  }

  async remove(userId: string, id: string): Promise<void> {
    const rows = await this.db
      .delete(followUp)
      .where(and(eq(followUp.id, id), eq(followUp.userId, userId)))
      .returning({ id: followUp.id });
    if (rows.length === 0) throw followUpNotFound();
  }

  /** Enqueues the job that fires this reminder at its due date (at once when already due). */
  private async scheduleDue(row: FollowUpRow) {
    const jobs = this.deps.jobs;
    if (!jobs || row.status === 'completed') return;
    try {
      await jobs.ensureQueue(FOLLOW_UP_DUE_QUEUE);
      await jobs.boss.send(FOLLOW_UP_DUE_QUEUE, { id: row.id }, { startAfter: row.dueDate, retryLimit: 3 });
    } catch (error) {
      // The sweep still announces it; the reminder itself is saved.
      this.deps.logger.warn({ err: error, followUpId: row.id }, 'follow-up due job not enqueued');
    }
  }

  /**
   * Announces one reminder if it is due, not completed and not yet announced
   * for this due date. The conditional update makes it once-only across
   * workers, processes, retries and the sweep.
   */
  async fireIfDue(id: string): Promise<boolean> {
    const now = this.now();
    const [row] = await this.db
      .update(followUp)
      .set({ notifiedAt: now })
      .where(and(eq(followUp.id, id), ne(followUp.status, 'completed'), lte(followUp.dueDate, now), isNull(followUp.notifiedAt)))
      .returning();
    if (!row) return false;
    await this.deps.events.publish(row.userId, {
      type: 'followupdue',
      data: { id: row.id, subject: row.subject, recipient: row.recipient },
    });
    return true;
  }

  /** Announces every reminder that is due and not yet announced; returns how many. */
  async sweep(): Promise<number> {
    const now = this.now();
    const due = await this.db
      .select({ id: followUp.id })
      .from(followUp)
      .where(and(ne(followUp.status, 'completed'), lte(followUp.dueDate, now), isNull(followUp.notifiedAt)))
      .limit(1000);
    let fired = 0;
    for (const { id } of due) if (await this.fireIfDue(id)) fired++;
    return fired;
  }

  /**
   * Completes the user's open reminders that this delivered message answers:
   * it comes from the reminder's recipient and replies (In-Reply-To or
   * References) to the tracked email or to any message of its thread, before
   * the reminder's due date.
   */
  async onMailDelivered(userId: string, mail: DeliveredMail): Promise<number> {
    const referenced = [mail.inReplyTo, ...(mail.references ?? [])].filter((r): r is string => Boolean(r));
    if (referenced.length === 0) return 0;
    const answered = await this.db
      .select({ id: mailMessage.id, threadId: mailMessage.threadId })
      .from(mailMessage)
      .where(and(eq(mailMessage.userId, userId), inArray(mailMessage.messageIdHeader, referenced)));
    if (answered.length === 0) return 0;
    const now = this.now();
    const open = await this.db
      .select()
      .from(followUp)
      .where(
        and(
          eq(followUp.userId, userId),
          ne(followUp.status, 'completed'),
          gt(followUp.dueDate, now),
          or(
            inArray(followUp.emailId, answered.map((a) => a.id)),
            inArray(followUp.threadId, [...new Set(answered.map((a) => a.threadId))]),
          ),
        ),
      );
    const from = mail.fromEmail.trim().toLowerCase();
    const done = open.filter((f) => recipientEmail(f.recipient) === from).map((f) => f.id);
    if (done.length === 0) return 0;
    await this.db
      .update(followUp)
      .set({ status: 'completed', updatedAt: now })
      .where(and(eq(followUp.userId, userId), inArray(followUp.id, done)));
    return done.length;
  }
}

/**
 * Registers the due-job worker and the sweep (every minute via pg-boss cron,
 * and once at start so reminders that fell due while the server was down
 * are announced at once). The spec's hourly check is only a floor.
 */
export async function registerFollowUpJobs(jobs: Jobs, followUps: FollowUpService, logger: Logger) {
  await jobs.ensureQueue(FOLLOW_UP_DUE_QUEUE);
  await jobs.ensureQueue(FOLLOW_UP_SWEEP_QUEUE);
  await jobs.work<{ id: string }>(FOLLOW_UP_DUE_QUEUE, async (job) => {
    await followUps.fireIfDue(job.data.id);
  });
  await jobs.work(FOLLOW_UP_SWEEP_QUEUE, async () => {
    await followUps.sweep();
  });
  await jobs.boss.schedule(FOLLOW_UP_SWEEP_QUEUE, '* * * * *');
  await followUps.sweep().catch((error) => logger.warn({ err: error }, 'follow-up sweep at start failed'));
}
