/**
 * Snoozed mail coming back: one pg-boss job per snooze at its wake time, and
 * a sweep every minute (and at start) for any job that was lost. Waking is
 * one UPDATE that clears the snooze, so each message comes back exactly once
 * however many processes race for it: the second finds nothing to wake.
 */
import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { mailMessage } from '../db/schema/mail';
import type { EventBus } from '../events';
import { POLLING_SECONDS, type Jobs } from '../jobs/boss';
import type { Logger } from '../logger';
import { LABEL } from './store';

export const SNOOZE_WAKE_QUEUE = 'mail-snooze-wake';
const SNOOZE_SWEEP_QUEUE = 'mail-snooze-sweep';
/** Messages woken per sweep statement; a backlog is taken in several. */
const SWEEP_BATCH = 500;

const m = mailMessage;

export interface WokenMessage {
  id: string;
  userId: string;
  provider: string;
  subject: string;
  fromName: string;
  fromEmail: string;
}

export interface SnoozeWorkerDeps {
  db: Database;
  events: EventBus;
  logger: Logger;
  jobs?: Jobs;
  now?: () => Date;
  /** Puts a woken Gmail or IMAP message back in its server's inbox, unread. */
  writeBack?: (message: WokenMessage) => Promise<void>;
}

export class SnoozeWorker {
  private readonly now: () => Date;
  private jobs?: Jobs;

  constructor(private readonly deps: SnoozeWorkerDeps) {
    this.now = deps.now ?? (() => new Date());
    this.jobs = deps.jobs;
  }

  /** Enqueues the job that wakes this message at `until`; the sweep covers a job that could not be queued. */
  async schedule(id: string, until: Date): Promise<void> {
    const jobs = this.jobs;
    if (!jobs) return;
    try {
      await jobs.ensureQueue(SNOOZE_WAKE_QUEUE);
      await jobs.boss.send(SNOOZE_WAKE_QUEUE, { id }, { startAfter: until, retryLimit: 3 });
    } catch (error) {
      this.deps.logger.warn({ err: error, messageId: id }, 'snooze wake job not enqueued');
    }
  }

  /** Wakes one message if its snooze is over; false when it was not snoozed, not due, or already woken. */
  async wake(id: string): Promise<boolean> {
    return (await this.wakeWhere(eq(m.id, id))).length > 0;
  }

  /** Wakes every message whose snooze is over; returns how many. */
  async sweep(): Promise<number> {
    let total = 0;
    for (;;) {
      const due = this.deps.db
        .select({ id: m.id })
        .from(m)
        .where(and(isNotNull(m.snoozedUntil), lte(m.snoozedUntil, this.now())))
        .limit(SWEEP_BATCH);
      const woken = await this.wakeWhere(inArray(m.id, due));
      total += woken.length;
      if (woken.length < SWEEP_BATCH) return total;
    }
  }

  private async wakeWhere(which: ReturnType<typeof eq>): Promise<WokenMessage[]> {
    const now = this.now();
    const woken = await this.deps.db
      .update(m)
      .set({
        snoozedUntil: null,
        sortDate: now,
        inInbox: true,
        unread: true,
        labels: sql`array(select distinct l from unnest(${m.labels} || ARRAY[${LABEL.inbox}, ${LABEL.unread}]::text[]) as l)`,
      })
      .where(and(which, isNotNull(m.snoozedUntil), lte(m.snoozedUntil, now)))
      .returning({ id: m.id, userId: m.userId, provider: m.provider, subject: m.subject, fromName: m.fromName, fromEmail: m.fromEmail });
    for (const message of woken) {
      if (message.provider !== 'local' && this.deps.writeBack) {
        await this.deps.writeBack(message).catch((error: unknown) => this.deps.logger.warn({ err: error, messageId: message.id }, 'woken message not moved back on its server'));
      }
      await this.deps.events.publish(message.userId, {
        type: 'newmail',
        data: { reason: 'snooze', id: message.id, subject: message.subject, from: message.fromName || message.fromEmail },
      });
    }
    return woken;
  }

  /** Registers the wake jobs' worker and the sweep (every minute, and once now for what fell due while the server was down). */
  async start(jobs: Jobs): Promise<void> {
    this.jobs = jobs;
    await jobs.ensureQueue(SNOOZE_WAKE_QUEUE);
    await jobs.work<{ id: string }>(
      SNOOZE_WAKE_QUEUE,
      async (job) => {
        await this.wake(job.data.id);
      },
      { pollingIntervalSeconds: POLLING_SECONDS.wake },
    );
    await jobs.sweep(SNOOZE_SWEEP_QUEUE, '* * * * *', () => this.sweep());
    await this.sweep().catch((error) => this.deps.logger.warn({ err: error }, 'snooze sweep at start failed'));
  }
}
