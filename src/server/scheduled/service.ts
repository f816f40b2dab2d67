/**
 * Scheduled sending: the rows (per user), their pg-boss jobs, and the worker
 * that sends each one exactly once through the user's provider.
 *
 * Talks to: the `scheduled_email` table, pg-boss (queue `scheduled-send`, one
 * job per email, startAfter = scheduledTime, singletonKey = id), the mail
 * service (compose rules and sending, which also applies tracking), and the
 * event bus (`emailsent` to the sender's tabs).
 * Promises:
 * - the row is the truth; a job only wakes the worker. The worker runs
 *   `sendScheduledOnce` with a store of single conditional UPDATEs, so any
 *   number of jobs and processes on one database send an email at most once,
 *   and a crash between "sending" and "sent" is resolved through
 *   `provider.wasSent(Message-ID)` before anything is sent again;
 * - a sweep (at start and every 60 s) enqueues a job for every due pending row,
 *   and every 'sending' row whose claim has gone stale, that has no live job;
 * - an attempt renews its claim every `leaseMs / 3` while it sends, so the
 *   lease can be short (30 s): a process killed mid-send leaves claims that go
 *   stale within the lease, and the sweep runs again at the moment the first
 *   of them does, so another process (or the restarted one) resumes them
 *   within about `leaseMs` instead of waiting out pg-boss's job expiry;
 * - only pending rows can be edited or cancelled (each is one conditional
 *   statement, so a cancel and a claim cannot both win).
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { isWithinScheduleWindow } from '../../core/schedule/rules';
import { SCHEDULE_IN_PAST_ERROR, SCHEDULED_NOT_FOUND } from '../../core/schedule/texts';
import type { SendMailInput } from '../../core/schemas';
import type { Db } from '../db/open';
import { user as userTable } from '../db/schema/auth';
import { scheduledEmail, type ScheduledEmailRow } from '../db/schema/scheduled';
import type { EventBus } from '../events';
import { Conflict, Invalid, isDomainError, isTransient, NotFound } from '../../core/errors';
import type { Jobs } from '../jobs/boss';
import type { Logger } from '../logger';
import { newMessageId } from '../mail/mime';
import { sanitizeMailHtml } from '../mail/sanitize';
import type { MailService, MailUser } from '../mail/service';
import { sendScheduledOnce, type SendOnceResult, type SendOnceStore } from './send-once';
import type { ScheduledEmailView } from '../../core/schedule/view';

export const SCHEDULED_QUEUE = 'scheduled-send';
/** How often the sweep looks for due rows without a live job (spec: 60000 ms). */
export const SWEEP_INTERVAL_MS = 60_000;
/**
 * How long a claim protects a sending attempt from takeover. The attempt renews
 * it every third of this while it runs, so only a dead (or frozen) process
 * lets it lapse; it bounds how long a crash delays the emails it was sending.
 */
export const SCHEDULED_LEASE_MS = 30_000;
/** Slack after a claim goes stale before the sweep looks, so clocks a few ms apart agree it is stale. */
const STALE_MARGIN_MS = 250;
/** A job that wakes up this early (the email was moved later) leaves the row to its new job. */
const EARLY_TOLERANCE_MS = 1_000;

export const TEXT_SCHEDULED_NOT_PENDING_CANCEL =
  'This scheduled email can no longer be canceled: it has already been sent or is being sent.';
export const TEXT_SCHEDULED_NOT_PENDING_EDIT =
  'This scheduled email can no longer be changed: it has already been sent or is being sent.';

export const scheduledNotFound = () => new NotFound('SCHEDULED_NOT_FOUND', SCHEDULED_NOT_FOUND);

export interface ScheduledInput extends SendMailInput {
  scheduledTime: Date;
}

export type ScheduledPatch = Partial<ScheduledInput>;

export type { ScheduledEmailView };

export function toView(row: ScheduledEmailRow): ScheduledEmailView {
  return {
    id: row.id,
    status: row.status,
    to: row.to,
    cc: row.cc,
    bcc: row.bcc,
    subject: row.subject,
    body: row.body,
    safeBody: sanitizeMailHtml(row.body, { allowRemoteImages: true }).html,
    attachments: row.attachments.map((a) => ({
      filename: a.filename,
      mimeType: a.mimeType,
      size: Math.floor((a.content.length * 3) / 4) - (a.content.endsWith('==') ? 2 : a.content.endsWith('=') ? 1 : 0),
    })),
    tracking: row.tracking ?? null,
    replyTo: row.replyTo,
    scheduledTime: row.scheduledTime.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    failureReason: row.failureReason,
  };
}

export interface ScheduledServiceDeps {
  db: Db;
  mail: MailService;
  events: EventBus;
  logger: Logger;
  jobs?: Jobs;
  /** How long a claim protects an attempt from takeover (send-once's lease); renewed every third of it. */
  leaseMs?: number;
}

/** Errors a later attempt may get past: server-side failures, not refusals of the message itself. */
function isRetryable(error: unknown): boolean {
  return isDomainError(error) ? isTransient(error) : true;
}

export class ScheduledService {
  private jobs?: Jobs;
  private readonly leaseMs: number;
  private sweepTimer?: ReturnType<typeof setTimeout>;
  /** When the armed sweep runs (ms since epoch). */
  private nextSweepAt = 0;
  /** Between start() and stop(): the sweep keeps itself scheduled. */
  private sweeping = false;
  /** Called right before the provider is asked to send (for measurements). */
  onProviderCall?: (row: ScheduledEmailRow, at: Date) => void;

  constructor(private readonly deps: ScheduledServiceDeps) {
    this.jobs = deps.jobs;
    this.leaseMs = deps.leaseMs ?? SCHEDULED_LEASE_MS;
  }

  private get db() {
    return this.deps.db.db;
  }

  // ---- API -----------------------------------------------------------------

  async list(user: MailUser): Promise<ScheduledEmailView[]> {
    const rows = await this.db.select().from(scheduledEmail).where(eq(scheduledEmail.userId, user.id)).orderBy(asc(scheduledEmail.scheduledTime));
    return rows.map(toView);
  }

  async get(user: MailUser, id: string): Promise<ScheduledEmailView> {
    const [row] = await this.db.select().from(scheduledEmail).where(and(eq(scheduledEmail.id, id), eq(scheduledEmail.userId, user.id)));
    if (!row) throw scheduledNotFound();
    return toView(row);
  }

  private checkTime(at: Date, now = new Date()) {
    if (!isWithinScheduleWindow(at, now)) throw new Invalid('SCHEDULE_IN_PAST', SCHEDULE_IN_PAST_ERROR);
  }

  async create(user: MailUser, input: ScheduledInput): Promise<ScheduledEmailView> {
    // The same checks as sending now: recipients, addresses, attachment limits, the replied message.
    const now = new Date();
    await this.deps.mail.compose(user, input, { requireRecipient: true });
    this.checkTime(input.scheduledTime, now);
    const [row] = await this.db
      .insert(scheduledEmail)
      .values({
        id: randomUUID(),
        userId: user.id,
        to: input.to,
        cc: input.cc,
        bcc: input.bcc,
        subject: input.subject,
        body: input.body,
        attachments: input.attachments.map((a) => ({ filename: a.filename, mimeType: a.mimeType, content: a.content })),
        tracking: input.tracking ?? null,
        replyTo: input.replyTo ?? null,
        scheduledTime: input.scheduledTime,
      })
      .returning();
    await this.enqueue(row!);
    return toView((await this.row(row!.id)) ?? row!);
  }

  async update(user: MailUser, id: string, patch: ScheduledPatch): Promise<ScheduledEmailView> {
    const [current] = await this.db.select().from(scheduledEmail).where(and(eq(scheduledEmail.id, id), eq(scheduledEmail.userId, user.id)));
    if (!current) throw scheduledNotFound();
    if (current.status !== 'pending') throw new Conflict('SCHEDULED_NOT_PENDING', TEXT_SCHEDULED_NOT_PENDING_EDIT);
    const next = {
      to: patch.to ?? current.to,
      cc: patch.cc ?? current.cc,
      bcc: patch.bcc ?? current.bcc,
      subject: patch.subject ?? current.subject,
      body: patch.body ?? current.body,
      attachments: patch.attachments?.map((a) => ({ filename: a.filename, mimeType: a.mimeType, content: a.content })) ?? current.attachments,
      tracking: patch.tracking ?? current.tracking,
      replyTo: patch.replyTo ?? current.replyTo,
      scheduledTime: patch.scheduledTime ?? current.scheduledTime,
    };
    await this.deps.mail.compose(user, { ...next, replyTo: next.replyTo ?? undefined, tracking: next.tracking ?? undefined }, { requireRecipient: true });
    if (patch.scheduledTime) this.checkTime(patch.scheduledTime);
    const [row] = await this.db
      .update(scheduledEmail)
      .set({ ...next, updatedAt: new Date() })
      .where(and(eq(scheduledEmail.id, id), eq(scheduledEmail.userId, user.id), eq(scheduledEmail.status, 'pending')))
      .returning();
    if (!row) throw new Conflict('SCHEDULED_NOT_PENDING', TEXT_SCHEDULED_NOT_PENDING_EDIT);
    if (row.scheduledTime.getTime() !== current.scheduledTime.getTime()) {
      await this.cancelJob(current.jobId);
      await this.enqueue(row);
    }
    return toView((await this.row(id)) ?? row);
  }

  async cancel(user: MailUser, id: string): Promise<void> {
    const [row] = await this.db
      .delete(scheduledEmail)
      .where(and(eq(scheduledEmail.id, id), eq(scheduledEmail.userId, user.id), eq(scheduledEmail.status, 'pending')))
      .returning({ jobId: scheduledEmail.jobId });
    if (row) {
      await this.cancelJob(row.jobId);
      return;
    }
    const [exists] = await this.db
      .select({ id: scheduledEmail.id })
      .from(scheduledEmail)
      .where(and(eq(scheduledEmail.id, id), eq(scheduledEmail.userId, user.id)));
    if (!exists) throw scheduledNotFound();
    throw new Conflict('SCHEDULED_NOT_PENDING', TEXT_SCHEDULED_NOT_PENDING_CANCEL);
  }

  // ---- jobs ----------------------------------------------------------------

  private async row(id: string): Promise<ScheduledEmailRow | undefined> {
    const [row] = await this.db.select().from(scheduledEmail).where(eq(scheduledEmail.id, id));
    return row;
  }

  private async ensureQueue(jobs: Jobs) {
    // Retries only matter for transient failures and live claims; the sweep backs them up.
    await jobs.ensureQueue(SCHEDULED_QUEUE, { retryLimit: 20, retryDelay: 15, expireInSeconds: 15 * 60 });
  }

  /** Sends the row's job (due at its time) and records its id; a failure is left to the sweep. */
  private async enqueue(row: Pick<ScheduledEmailRow, 'id' | 'scheduledTime'>, startAfter = row.scheduledTime) {
    const jobs = this.jobs;
    if (!jobs) return;
    try {
      await this.ensureQueue(jobs);
      const jobId = await jobs.boss.send(SCHEDULED_QUEUE, { id: row.id }, { startAfter, singletonKey: row.id });
      if (jobId) await this.db.update(scheduledEmail).set({ jobId }).where(eq(scheduledEmail.id, row.id));
    } catch (error) {
      this.deps.logger.warn({ err: error, scheduledId: row.id }, 'scheduled job not enqueued; the sweep will retry');
    }
  }

  private async cancelJob(jobId: string | null) {
    if (!jobId || !this.jobs) return;
    await this.jobs.boss.cancel(SCHEDULED_QUEUE, jobId).catch((error: unknown) => {
      // A stale job that still fires finds the row gone or not yet due and does nothing.
      this.deps.logger.warn({ err: error, jobId }, 'scheduled job not cancelled');
    });
  }

  /** Registers the queue and worker and starts the sweep (at once, then every 60 s). */
  async start(jobs: Jobs): Promise<void> {
    this.jobs = jobs;
    await this.ensureQueue(jobs);
    await jobs.work<{ id: string }>(SCHEDULED_QUEUE, async (job) => {
      const result = await this.process(job.data.id);
      if (result.outcome === 'retry-later') throw new Error(result.reason);
    });
    this.sweeping = true;
    jobs.boss.once('stopped', () => this.stop());
    await this.sweepAndRearm();
  }

  /** Makes sure a sweep runs at `at` or sooner. */
  private armSweep(at: number) {
    if (!this.sweeping) return;
    if (this.sweepTimer && this.nextSweepAt <= at) return;
    if (this.sweepTimer) clearTimeout(this.sweepTimer);
    this.nextSweepAt = at;
    this.sweepTimer = setTimeout(() => {
      this.sweepTimer = undefined;
      void this.sweepAndRearm();
    }, Math.max(0, at - Date.now()));
    this.sweepTimer.unref?.();
  }

  /**
   * Sweeps, then sets the next sweep: in 60 s, or sooner when a claim seen now
   * goes stale before that (its process may have died mid-send).
   */
  private async sweepAndRearm(): Promise<void> {
    let delay = SWEEP_INTERVAL_MS;
    try {
      await this.sweep();
      const nextStale = await this.nextClaimExpiry();
      if (nextStale) delay = Math.min(delay, Math.max(0, nextStale.getTime() + STALE_MARGIN_MS - Date.now()));
    } catch (error) {
      // Most likely the database is unreachable: look again soon, so sends resume quickly once it is back.
      delay = Math.min(delay, Math.max(1_000, Math.floor(this.leaseMs / 3)));
      this.deps.logger.warn({ err: error }, 'scheduled sweep failed');
    }
    this.armSweep(Date.now() + delay);
  }

  /** When the oldest live claim lapses unless renewed; null when no row is being sent. */
  private async nextClaimExpiry(): Promise<Date | null> {
    const [row] = await this.db
      .select({ claimedAt: scheduledEmail.claimedAt })
      .from(scheduledEmail)
      .where(and(eq(scheduledEmail.status, 'sending'), isNotNull(scheduledEmail.claimedAt)))
      .orderBy(asc(scheduledEmail.claimedAt))
      .limit(1);
    return row?.claimedAt ? new Date(row.claimedAt.getTime() + this.leaseMs) : null;
  }

  stop() {
    this.sweeping = false;
    if (this.sweepTimer) clearTimeout(this.sweepTimer);
    this.sweepTimer = undefined;
  }

  /**
   * Enqueues a job for each due pending row, and each 'sending' row whose
   * claim is stale or released, that has no job waiting or running.
   * Returns how many were enqueued.
   */
  async sweep(now = new Date()): Promise<number> {
    const jobs = this.jobs;
    if (!jobs) return 0;
    const stale = new Date(now.getTime() - this.leaseMs);
    const rows = await this.db
      .select({ id: scheduledEmail.id, scheduledTime: scheduledEmail.scheduledTime })
      .from(scheduledEmail)
      .where(
        or(
          and(eq(scheduledEmail.status, 'pending'), lte(scheduledEmail.scheduledTime, now)),
          and(eq(scheduledEmail.status, 'sending'), or(isNull(scheduledEmail.claimedAt), lt(scheduledEmail.claimedAt, stale))),
        ),
      )
      .limit(5_000);
    if (rows.length === 0) return 0;
    const live = await this.deps.db.executeSql(
      // Live: waiting to run soon, or running for less than a lease. A job parked
      // far ahead (the row was moved, or the clock of a crashed claim) does not
      // cover a row that is due now. Nor does one that has been 'active' longer
      // than a lease: a live handler claims its row within moments and keeps the
      // claim fresh, so such a job belongs to a process that died (killed, or cut
      // off from the database) and pg-boss would only expire it much later.
      `select singleton_key from pgboss.job where name = $1 and singleton_key = any($2::text[])
         and ((state = 'active' and started_on > $4) or (state in ('created', 'retry') and start_after <= $3))`,
      [SCHEDULED_QUEUE, rows.map((r) => r.id), new Date(now.getTime() + SWEEP_INTERVAL_MS), stale],
    );
    const withJob = new Set(live.rows.map((r) => String(r.singleton_key)));
    const missing = rows.filter((r) => !withJob.has(r.id));
    for (const row of missing) await this.enqueue(row, now);
    return missing.length;
  }

  /** The store of send-once: each method is one conditional statement. */
  private store(): SendOnceStore<ScheduledEmailRow> {
    const t = scheduledEmail;
    const db = this.db;
    return {
      get: async (id) => (await this.row(id)) ?? null,
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

  private async owner(userId: string): Promise<MailUser | undefined> {
    const [owner] = await this.db.select({ id: userTable.id, name: userTable.name, email: userTable.email }).from(userTable).where(eq(userTable.id, userId));
    return owner;
  }

  /** Runs the exactly-once send of one scheduled email (what a job does). Safe to call any number of times. */
  async process(id: string, options: { now?: () => Date } = {}): Promise<SendOnceResult> {
    const now = options.now ?? (() => new Date());
    const first = await this.row(id);
    if (!first) return { outcome: 'skipped', reason: 'missing' };
    // Moved later after this job was queued: the new job sends it.
    if (first.status === 'pending' && first.scheduledTime.getTime() > now().getTime() + EARLY_TOLERANCE_MS) {
      return { outcome: 'skipped', reason: 'missing' };
    }
    const owner = await this.owner(first.userId);
    if (!owner) return { outcome: 'skipped', reason: 'missing' };
    const provider = await this.deps.mail.provider(owner);

    let claimed: ScheduledEmailRow | undefined;
    let sentId: string | undefined;
    let heartbeat: ReturnType<typeof setInterval> | undefined;
    let result: SendOnceResult;
    try {
      result = await sendScheduledOnce<ScheduledEmailRow>(id, {
        store: this.store(),
        now,
        leaseMs: this.leaseMs,
        isRetryable,
        newMessageId: () => newMessageId(owner.email),
        // The mail service builds the MIME itself (it also applies tracking), so
        // this step only remembers which row the provider call is for.
        buildMime: (row) => {
          claimed = row;
          heartbeat = this.keepClaim(row);
          // Should this attempt end without finishing (e.g. the database went away mid-send), look again when its claim lapses.
          this.armSweep((row.claimedAt ?? now()).getTime() + this.leaseMs + STALE_MARGIN_MS);
          return '';
        },
        provider: {
          wasSent: (messageId) => provider.wasSent(messageId),
          send: async (_mime, messageId) => {
            const row = claimed!;
            this.onProviderCall?.(row, new Date());
            const sent = await this.deps.mail.send(owner, inputOf(row), { messageId });
            sentId = sent.id;
          },
        },
      });
    } finally {
      clearInterval(heartbeat);
    }

    if (result.outcome === 'sent' || result.outcome === 'already-sent') {
      if (sentId) await this.db.update(scheduledEmail).set({ sentMessageId: sentId }).where(eq(scheduledEmail.id, id));
      await this.publish(owner.id, { id, subject: first.subject, status: 'sent' });
    } else if (result.outcome === 'failed') {
      await this.publish(owner.id, { id, subject: first.subject, status: 'failed', reason: result.reason });
    }
    return result;
  }

  /**
   * Renews the claim of the attempt that holds `row` every third of the lease
   * until cleared, so a live attempt is never taken over however slow its
   * provider is. A renewal that fails (database briefly unreachable) is simply
   * tried again at the next beat.
   */
  private keepClaim(row: ScheduledEmailRow): ReturnType<typeof setInterval> {
    const t = scheduledEmail;
    const timer = setInterval(() => {
      void this.db
        .update(t)
        .set({ claimedAt: new Date() })
        .where(and(eq(t.id, row.id), eq(t.status, 'sending'), eq(t.attempt, row.attempt), isNotNull(t.claimedAt)))
        .catch((error: unknown) => this.deps.logger.warn({ err: error, scheduledId: row.id }, 'scheduled claim not renewed'));
    }, Math.max(1, Math.floor(this.leaseMs / 3)));
    timer.unref?.();
    return timer;
  }

  private async publish(userId: string, data: Record<string, unknown>) {
    await this.deps.events.publish(userId, { type: 'emailsent', data }).catch((error: unknown) => this.deps.logger.warn({ err: error }, 'emailsent not published'));
  }

  /** Ids of rows in the given states (tests and diagnostics). */
  async idsWithStatus(ids: string[], status: ScheduledEmailRow['status']): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.select({ id: scheduledEmail.id }).from(scheduledEmail).where(and(inArray(scheduledEmail.id, ids), eq(scheduledEmail.status, status)));
    return rows.map((r) => r.id);
  }
}

function inputOf(row: ScheduledEmailRow): SendMailInput {
  return {
    to: row.to,
    cc: row.cc,
    bcc: row.bcc,
    subject: row.subject,
    body: row.body,
    attachments: row.attachments,
    tracking: row.tracking ?? undefined,
    replyTo: row.replyTo ?? undefined,
  };
}
