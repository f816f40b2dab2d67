/**
 * The background half of scheduled sending: the pg-boss queue, the worker that
 * sends each email exactly once through its owner's provider, and the sweep.
 *
 * Promises:
 * - the row is the truth; a job only wakes the worker. The worker runs
 *   `sendScheduledOnce` with the repository's store of single conditional
 *   UPDATEs, so any number of jobs and processes on one database send an email
 *   at most once, and a crash between "sending" and "sent" is resolved through
 *   `provider.wasSent(Message-ID)` before anything is sent again;
 * - a sweep (at start and every 60 s) enqueues a job for every due pending row,
 *   and every 'sending' row whose claim has gone stale, that has no live job;
 * - an attempt renews its claim every `leaseMs / 3` while it sends, so the
 *   lease can be short (30 s): a process killed mid-send leaves claims that go
 *   stale within the lease, and the sweep runs again at the moment the first
 *   of them does, so another process (or the restarted one) resumes them
 *   within about `leaseMs` instead of waiting out pg-boss's job expiry.
 */
import type { SendMailInput } from '../../core/schemas';
import type { ScheduledEmailRow } from '../db/schema/scheduled';
import type { EventBus } from '../events';
import { isDomainError, isTransient } from '../../core/errors';
import type { Jobs } from '../jobs/boss';
import type { Logger } from '../logger';
import { newMessageId } from '../mail/mime';
import type { MailService } from '../mail/service';
import type { ScheduledRepository } from './repository';
import { sendScheduledOnce, type SendOnceResult } from './send-once';

export const SCHEDULED_QUEUE = 'scheduled-send';
/** How often the sweep looks for due rows without a live job. */
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

/** What the service asks of the queue when a row is created, moved or cancelled. */
export interface ScheduledQueue {
  enqueue(row: Pick<ScheduledEmailRow, 'id' | 'scheduledTime'>): Promise<void>;
  cancelJob(jobId: string | null): Promise<void>;
}

export interface ScheduledWorkerDeps {
  repository: ScheduledRepository;
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

export class ScheduledWorker implements ScheduledQueue {
  private jobs?: Jobs;
  private readonly leaseMs: number;
  private sweepTimer?: ReturnType<typeof setTimeout>;
  /** When the armed sweep runs (ms since epoch). */
  private nextSweepAt = 0;
  /** Between start() and stop(): the sweep keeps itself scheduled. */
  private sweeping = false;
  /**
   * Rows this process is sending right now. A claim only looks stale to the
   * process holding it when its heartbeat could not run: on PGlite the
   * database works on the event loop, and a busy machine can hold that loop
   * past the lease. The claim is still ours then, and taking it over would
   * send the email twice.
   */
  private readonly inFlight = new Set<string>();

  constructor(private readonly deps: ScheduledWorkerDeps) {
    this.jobs = deps.jobs;
    this.leaseMs = deps.leaseMs ?? SCHEDULED_LEASE_MS;
  }

  private get repository() {
    return this.deps.repository;
  }

  private async ensureQueue(jobs: Jobs) {
    // Retries only matter for transient failures and live claims; the sweep backs them up.
    await jobs.ensureQueue(SCHEDULED_QUEUE, { retryLimit: 20, retryDelay: 15, expireInSeconds: 15 * 60 });
  }

  /** Sends the row's job (due at its time) and records its id; a failure is left to the sweep. */
  async enqueue(row: Pick<ScheduledEmailRow, 'id' | 'scheduledTime'>, startAfter = row.scheduledTime): Promise<void> {
    const jobs = this.jobs;
    if (!jobs) return;
    try {
      await this.ensureQueue(jobs);
      const jobId = await jobs.boss.send(SCHEDULED_QUEUE, { id: row.id }, { startAfter, singletonKey: row.id });
      if (jobId) await this.repository.setJob(row.id, jobId);
    } catch (error) {
      this.deps.logger.warn({ err: error, scheduledId: row.id }, 'scheduled job not enqueued; the sweep will retry');
    }
  }

  async cancelJob(jobId: string | null): Promise<void> {
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

  stop() {
    this.sweeping = false;
    if (this.sweepTimer) clearTimeout(this.sweepTimer);
    this.sweepTimer = undefined;
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
      const oldest = await this.repository.oldestClaim();
      if (oldest) delay = Math.min(delay, Math.max(0, oldest.getTime() + this.leaseMs + STALE_MARGIN_MS - Date.now()));
    } catch (error) {
      // Most likely the database is unreachable: look again soon, so sends resume quickly once it is back.
      delay = Math.min(delay, Math.max(1_000, Math.floor(this.leaseMs / 3)));
      this.deps.logger.warn({ err: error }, 'scheduled sweep failed');
    }
    this.armSweep(Date.now() + delay);
  }

  /**
   * Enqueues a job for each due pending row, and each 'sending' row whose
   * claim is stale or released, that has no job waiting or running.
   * Returns how many were enqueued.
   */
  async sweep(now = new Date()): Promise<number> {
    if (!this.jobs) return 0;
    const stale = new Date(now.getTime() - this.leaseMs);
    const rows = await this.repository.dueOrStale(now, stale);
    if (rows.length === 0) return 0;
    const soon = new Date(now.getTime() + SWEEP_INTERVAL_MS);
    const withJob = await this.repository.withLiveJob(SCHEDULED_QUEUE, rows.map((r) => r.id), soon, stale);
    const missing = rows.filter((r) => !withJob.has(r.id));
    for (const row of missing) await this.enqueue(row, now);
    return missing.length;
  }

  /** Runs the exactly-once send of one scheduled email (what a job does). Safe to call any number of times. */
  async process(id: string, options: { now?: () => Date } = {}): Promise<SendOnceResult> {
    if (this.inFlight.has(id)) return { outcome: 'retry-later', reason: 'this process is sending this email' };
    this.inFlight.add(id);
    try {
      return await this.processOnce(id, options.now ?? (() => new Date()));
    } finally {
      this.inFlight.delete(id);
    }
  }

  private async processOnce(id: string, now: () => Date): Promise<SendOnceResult> {
    const first = await this.repository.find(id);
    if (!first) return { outcome: 'skipped', reason: 'missing' };
    // Moved later after this job was queued: the new job sends it.
    if (first.status === 'pending' && first.scheduledTime.getTime() > now().getTime() + EARLY_TOLERANCE_MS) {
      return { outcome: 'skipped', reason: 'missing' };
    }
    const owner = await this.repository.owner(first.userId);
    if (!owner) return { outcome: 'skipped', reason: 'missing' };
    const provider = await this.deps.mail.provider(owner);

    let claimed: ScheduledEmailRow | undefined;
    let sentId: string | undefined;
    let heartbeat: ReturnType<typeof setInterval> | undefined;
    let result: SendOnceResult;
    try {
      result = await sendScheduledOnce<ScheduledEmailRow>(id, {
        store: this.repository.sendOnceStore(),
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
            const sent = await this.deps.mail.send(owner, inputOf(row), { messageId });
            sentId = sent.id;
          },
        },
      });
    } finally {
      clearInterval(heartbeat);
    }

    if (result.outcome === 'sent' || result.outcome === 'already-sent') {
      if (sentId) await this.repository.setSentMessage(id, sentId);
      await this.publish(owner.id, { id, subject: first.subject, status: 'sent', kind: first.kind });
    } else if (result.outcome === 'failed') {
      await this.publish(owner.id, { id, subject: first.subject, status: 'failed', reason: result.reason, kind: first.kind });
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
    const timer = setInterval(() => {
      void this.repository
        .renewClaim(row)
        .catch((error: unknown) => this.deps.logger.warn({ err: error, scheduledId: row.id }, 'scheduled claim not renewed'));
    }, Math.max(1, Math.floor(this.leaseMs / 3)));
    timer.unref?.();
    return timer;
  }

  private async publish(userId: string, data: Record<string, unknown>) {
    await this.deps.events.publish(userId, { type: 'emailsent', data }).catch((error: unknown) => this.deps.logger.warn({ err: error }, 'emailsent not published'));
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
    accountId: row.accountId ?? undefined,
    forwardOf: row.forwardOf ?? undefined,
  };
}
