/**
 * The background half of follow-up reminders: one pg-boss job per due date,
 * and a sweep every minute that announces whatever a lost or late job missed.
 * A due reminder is announced to the user's open tabs (`followupdue`) exactly
 * once per due date, whether a browser is open or not.
 */
import type { EventBus } from '../events';
import { POLLING_SECONDS, type Jobs } from '../jobs/boss';
import type { Logger } from '../logger';
import type { FollowUpRepository, FollowUpRow } from './repository';

/** The queue whose jobs fire one reminder at its due time. */
export const FOLLOW_UP_DUE_QUEUE = 'follow-up-due';
/** The queue of the periodic sweep that catches any reminder whose job was lost. */
const FOLLOW_UP_SWEEP_QUEUE = 'follow-up-sweep';

/** What the service asks of the queue when a reminder is created or snoozed. */
export interface FollowUpQueue {
  scheduleDue(row: FollowUpRow): Promise<void>;
}

export interface FollowUpWorkerDeps {
  repository: FollowUpRepository;
  events: EventBus;
  logger: Logger;
  jobs?: Jobs;
  now?: () => Date;
}

export class FollowUpWorker implements FollowUpQueue {
  private readonly now: () => Date;
  private jobs?: Jobs;

  constructor(private readonly deps: FollowUpWorkerDeps) {
    this.now = deps.now ?? (() => new Date());
    this.jobs = deps.jobs;
  }

  /** Enqueues the job that fires this reminder at its due date (at once when already due). */
  async scheduleDue(row: FollowUpRow): Promise<void> {
    const jobs = this.jobs;
    if (!jobs || row.status === 'completed') return;
    try {
      await jobs.ensureQueue(FOLLOW_UP_DUE_QUEUE);
      await jobs.boss.send(FOLLOW_UP_DUE_QUEUE, { id: row.id }, { startAfter: row.dueDate, retryLimit: 3 });
    } catch (error) {
      // The sweep still announces it; the reminder itself is saved.
      this.deps.logger.warn({ err: error, followUpId: row.id }, 'follow-up due job not enqueued');
    }
  }

  /** Announces one reminder if it is due, open and not yet announced for this due date. */
  async fireIfDue(id: string): Promise<boolean> {
    const row = await this.deps.repository.markAnnounced(id, this.now());
    if (!row) return false;
    await this.deps.events.publish(row.userId, {
      type: 'followupdue',
      data: { id: row.id, subject: row.subject, recipient: row.recipient },
    });
    return true;
  }

  /** Announces every reminder that is due and not yet announced; returns how many. */
  async sweep(): Promise<number> {
    let fired = 0;
    for (const id of await this.deps.repository.dueUnannounced(this.now())) if (await this.fireIfDue(id)) fired++;
    return fired;
  }

  /**
   * Registers the due-job worker and the sweep: every minute via pg-boss cron,
   * and once at start, so reminders that fell due while the server was down
   * are announced at once rather than up to a minute later.
   */
  async start(jobs: Jobs): Promise<void> {
    this.jobs = jobs;
    await jobs.ensureQueue(FOLLOW_UP_DUE_QUEUE);
    await jobs.work<{ id: string }>(
      FOLLOW_UP_DUE_QUEUE,
      async (job) => {
        await this.fireIfDue(job.data.id);
      },
      { pollingIntervalSeconds: POLLING_SECONDS.wake },
    );
    await jobs.sweep(FOLLOW_UP_SWEEP_QUEUE, '* * * * *', () => this.sweep());
    await this.sweep().catch((error) => this.deps.logger.warn({ err: error }, 'follow-up sweep at start failed'));
  }
}
