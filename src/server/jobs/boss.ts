/**
 * Durable background jobs (scheduled sends, follow-up due notices, sync) on
 * pg-boss, in the app's own database.
 *
 * Talks to: the database behind `Db`: on PGlite through `Db.executeSql` (one
 * embedded connection), on PostgreSQL through the app's `pg` pool, so pg-boss
 * opens no connections of its own.
 * pg-boss keeps its tables in the `pgboss` schema, created or migrated on
 * start under an advisory lock, so several processes may start at once.
 * Promises: a job runs on one worker at a time across every process sharing
 * the database (pg-boss fetches with `FOR UPDATE SKIP LOCKED`); a job whose
 * handler throws is failed alone, not with the rest of its batch; `stop()`
 * lets running handlers finish before it resolves and leaves the database open,
 * and once it has resolved pg-boss sends the database nothing more, so the
 * caller may close it.
 */
import PgBoss from 'pg-boss';
import type { Db } from '../db/open';

/**
 * pg-boss 10 refuses polling below 0.5 s. At that interval a job becomes
 * runnable when its `startAfter` passes and is picked up within ~0.5 s,
 * inside the 1-2 s budget for scheduled sends, for one cheap indexed query
 * per worker per half-second.
 */
export const DEFAULT_POLLING_INTERVAL_SECONDS = 0.5;

/**
 * How often each kind of worker looks for work. Every poll is a query, and
 * ten workers at half a second kept an idle server busy a tenth of a core
 * (measured on PGlite); only scheduled sends need the half second.
 */
export const POLLING_SECONDS = {
  /** Jobs due at a second the user chose: scheduled sends. */
  due: DEFAULT_POLLING_INTERVAL_SECONDS,
  /** Wake-ups whose time is minutes away when set (snooze, follow-up reminders): two seconds late is unseen. */
  wake: 2,
  /**
   * Work asked for now (a sync): `request` hands it to this process's worker
   * at once, so the interval only bounds how soon another process takes it.
   */
  requested: 5,
  /** The once-a-minute sweeps behind cron, which only catch what the others missed. */
  sweep: 15,
} as const;
/** Jobs fetched, and run concurrently, per poll by one worker. */
export const DEFAULT_BATCH_SIZE = 20;

export interface JobsOptions {
  /** How often an idle worker looks for due jobs; at least 0.5 s. */
  pollingIntervalSeconds?: number;
  /** Postgres schema for pg-boss's tables. */
  schema?: string;
  /** Receives errors pg-boss reports in the background (fetch failures, maintenance). */
  onError?: (error: Error) => void;
  /** Run pg-boss's cron timekeeper (needed only for `boss.schedule`). Default true. */
  schedule?: boolean;
  /** Run pg-boss's maintenance (expiry, archiving). Default true. */
  supervise?: boolean;
}

export interface WorkOptions {
  /** Jobs taken per poll and run side by side. */
  batchSize?: number;
  pollingIntervalSeconds?: number;
}

/** The handler for one job; throwing fails (and per the queue, retries) that job only. */
export type JobHandler<T extends object> = (job: PgBoss.Job<T>) => Promise<unknown>;

export interface Jobs {
  /** The underlying instance, for sending jobs and anything this wrapper does not cover. */
  boss: PgBoss;
  /**
   * Creates the queue if it does not exist yet; safe to call from every
   * process on every start (creation is serialised across processes). Call it
   * at start-up: pg-boss 10 refuses `send` to a missing queue, and creating
   * a queue alters pg-boss's partitioned job table. Options apply only when
   * the queue is created.
   */
  ensureQueue(name: string, options?: Omit<PgBoss.Queue, 'name'>): Promise<void>;
  /** Starts a worker for `queue`; returns its id (for `boss.offWork`). */
  work<T extends object>(queue: string, handler: JobHandler<T>, options?: WorkOptions): Promise<string>;
  /**
   * Queues a job to run now and wakes this process's workers on `queue`, so
   * work a user asked for does not wait out their polling interval. Returns
   * the job id, or null when a singleton already waits.
   */
  request(queue: string, data: object, options?: PgBoss.SendOptions): Promise<string | null>;
  /**
   * Runs `sweep` on the `cron` schedule in one process at a time: the
   * catch-up passes that find what the precise jobs missed. A sweep is never
   * retried or queued twice; the next tick runs it again anyway.
   */
  sweep(queue: string, cron: string, sweep: () => Promise<unknown>): Promise<void>;
  /**
   * Stops polling, waits up to `timeoutMs` for running handlers and pg-boss's
   * writes, then resolves; pg-boss sends nothing more after that, so the
   * database may be closed. Idempotent.
   */
  stop(timeoutMs?: number): Promise<void>;
}

/**
 * The executeSql pg-boss gets. On PostgreSQL, pg-boss sends its locked
 * commands as one string "BEGIN; ...; COMMIT;". If a statement in it fails,
 * the server leaves that connection inside an aborted transaction, and `pg`
 * would hand it back to the shared pool, where the app's next query on it
 * would fail. So such strings run on a checked-out client that is rolled
 * back on error before it returns to the pool.
 */
function executorFor(db: Db): PgBoss.Db {
  const pool = db.pool;
  if (!pool) return { executeSql: (text, values) => db.executeSql(text, values) };
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return pool.query(text, values);
      const client = await pool.connect();
      try {
        return await client.query(text);
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
  };
}

/**
 * Counts what is still under way (pg-boss's queries, our handlers' batches)
 * so `stop()` can wait for it. pg-boss's own stop resolves as soon as no
 * worker holds jobs, yet a fetch already sent may still bring a batch, and it
 * marks a finished batch completed without awaiting the query: both would
 * reach a database the caller has closed by then.
 */
class UnderWay {
  private readonly running = new Set<Promise<unknown>>();

  track<T>(work: Promise<T>): Promise<T> {
    this.running.add(work);
    const done = () => this.running.delete(work);
    work.then(done, done);
    return work;
  }

  /** Resolves when nothing is under way, or at `deadline` (epoch ms), whichever is first. */
  async settled(deadline: number): Promise<void> {
    for (;;) {
      // What settles can start more (a fetch's answer starts a batch) a few
      // promise hops later; after a macrotask turn all of that has started.
      await new Promise((resolve) => setImmediate(resolve));
      if (this.running.size === 0 || Date.now() >= deadline) return;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise((resolve) => (timer = setTimeout(resolve, deadline - Date.now())));
      await Promise.race([Promise.allSettled([...this.running]), late]);
      clearTimeout(timer);
    }
  }
}

/**
 * The executor, counted, and closed by `stop()`: a query pg-boss sends after
 * that (the bookkeeping of a handler that outlived the stop's timeout) is
 * never sent and never settles, as if the process had ended there. The job
 * stays active, and pg-boss's expiry retries it like after a crash; an error
 * instead would surface as an unhandled rejection, since pg-boss does not
 * await its completion writes.
 */
function closableExecutor(db: Db, underWay: UnderWay): { executor: PgBoss.Db; close(): void } {
  const inner = executorFor(db);
  let closed = false;
  return {
    executor: {
      executeSql(text, values) {
        if (closed) return new Promise(() => {});
        return underWay.track(inner.executeSql(text, values));
      },
    },
    close() {
      closed = true;
    },
  };
}

/** Key of the session advisory lock that serialises pg-boss set-up across processes. */
const SETUP_LOCK_SQL = "hashtext('email-buddy.pgboss.setup')";

/**
 * Runs `work` while holding a session advisory lock on PostgreSQL, so only
 * one process at a time installs pg-boss's schema or creates a queue.
 * Without it, boss.postgres.test.ts saw both races fail on PostgreSQL 15:
 * two processes starting at once hit a duplicate pg_namespace key during
 * schema creation (pg-boss only tolerates "already exists"), and two
 * creating the same queue at once deadlocked in create_queue's
 * ATTACH PARTITION. Under the lock the second finds the work done.
 * PGlite has one connection in one process, so it needs no lock.
 */
async function underSetupLock<T>(db: Db, work: () => Promise<T>): Promise<T> {
  if (!db.pool) return work();
  const client = await db.pool.connect();
  let broken: Error | undefined;
  try {
    await client.query(`select pg_advisory_lock(${SETUP_LOCK_SQL})`);
    try {
      return await work();
    } finally {
      await client.query(`select pg_advisory_unlock(${SETUP_LOCK_SQL})`).catch((error: Error) => {
        broken = error;
      });
    }
  } finally {
    // A client whose unlock failed may still hold the lock: destroy it, so
    // the server releases the lock with the session.
    client.release(broken);
  }
}

function toError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value));
}

/**
 * Starts pg-boss on the app's database and returns the helpers the job areas
 * use. Call once per process, after `openDb`; call `stop()` before `db.close()`.
 */
export async function startJobs(db: Db, options: JobsOptions = {}): Promise<Jobs> {
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? DEFAULT_POLLING_INTERVAL_SECONDS;
  const underWay = new UnderWay();
  const database = closableExecutor(db, underWay);
  const boss = new PgBoss({
    db: database.executor,
    schema: options.schema ?? 'pgboss',
    pollingIntervalSeconds,
    schedule: options.schedule ?? true,
    supervise: options.supervise ?? true,
    migrate: true,
  });
  // An EventEmitter 'error' without a listener would crash the process.
  const onError =
    options.onError ??
    ((error: Error) => {
      console.error('[jobs]', error);
    });
  boss.on('error', onError);
  await underSetupLock(db, () => boss.start());

  const queues = new Set<string>();
  const localWorkers = new Map<string, string[]>();
  let stopping: Promise<void> | null = null;

  const jobs: Jobs = {
    boss,

    async ensureQueue(name, queueOptions = {}) {
      if (queues.has(name)) return;
      await underSetupLock(db, async () => {
        if (!(await boss.getQueue(name))) await boss.createQueue(name, { ...queueOptions, name });
      });
      queues.add(name);
    },

    async work<T extends object>(queue: string, handler: JobHandler<T>, workOptions: WorkOptions = {}) {
      const batchSize = workOptions.batchSize ?? DEFAULT_BATCH_SIZE;
      // Filled in once boss.work returns; the first batch cannot arrive sooner
      // than the first (asynchronous) fetch, but a holder avoids relying on it.
      const worker = { id: '' };
      async function runBatch(batch: PgBoss.Job<T>[]): Promise<void> {
        const results = await Promise.allSettled(batch.map((job) => handler(job)));
        // pg-boss completes or fails a whole batch together; failing the
        // rejected ones first leaves them out of the batch's completion,
        // which only touches jobs still 'active'.
        await Promise.all(
          results.map((result, i) =>
            result.status === 'rejected'
              ? boss.fail(queue, batch[i]!.id, { message: toError(result.reason).message })
              : undefined,
          ),
        );
        // A full batch suggests more are due now: poll again at once
        // instead of waiting out the interval, so a burst drains quickly.
        if (batch.length === batchSize && worker.id) boss.notifyWorker(worker.id);
      }
      worker.id = await boss.work<T>(
        queue,
        { batchSize, pollingIntervalSeconds: workOptions.pollingIntervalSeconds ?? pollingIntervalSeconds },
        (batch) => underWay.track(runBatch(batch)),
      );
      localWorkers.set(queue, [...(localWorkers.get(queue) ?? []), worker.id]);
      return worker.id;
    },

    async request(queue, data, sendOptions = {}) {
      const id = await boss.send(queue, data, sendOptions);
      for (const workerId of localWorkers.get(queue) ?? []) boss.notifyWorker(workerId);
      return id;
    },

    async sweep(queue, cron, sweep) {
      await jobs.ensureQueue(queue, { policy: 'stately', retryLimit: 0 });
      await jobs.work(queue, () => sweep(), { pollingIntervalSeconds: POLLING_SECONDS.sweep });
      await boss.schedule(queue, cron);
    },

    stop(timeoutMs = 30_000) {
      stopping ??= (async () => {
        const deadline = Date.now() + timeoutMs;
        await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
        await underWay.settled(deadline);
        database.close();
      })();
      return stopping;
    },
  };
  return jobs;
}
