import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../db/open';
import { startJobs, type Jobs } from './boss';
import { pgliteTemplate } from '../../../tests/helpers/pglite-template';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check: () => boolean, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await sleep(20);
  }
}

describe('startJobs on PGlite', () => {
  let db: Db;
  let jobs: Jobs;
  const errors: Error[] = [];

  beforeAll(async () => {
    db = await openDb({ dataDir: 'memory://', pgliteTemplate: await pgliteTemplate() });
    jobs = await startJobs(db, { onError: (e) => errors.push(e) });
  });

  afterAll(async () => {
    await jobs?.stop();
    await db?.close();
  });

  it('installs the pg-boss schema through executeSql', async () => {
    const { rows } = await db.executeSql('select version from pgboss.version');
    expect(Number(rows[0]!.version)).toBeGreaterThan(0);
  });

  it('runs a job sent with startAfter one second ahead exactly once, on time', async () => {
    await jobs.ensureQueue('delayed');
    const runs: { at: number; data: object }[] = [];
    await jobs.work<{ n: number }>('delayed', async (job) => {
      runs.push({ at: Date.now(), data: job.data });
    });

    const due = new Date(Date.now() + 1000);
    const id = await jobs.boss.send('delayed', { n: 1 }, { startAfter: due });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    await sleep(500);
    expect(runs).toHaveLength(0);

    await waitFor(() => runs.length > 0, 5000);
    const lateness = runs[0]!.at - due.getTime();
    expect(lateness).toBeGreaterThanOrEqual(0);
    expect(lateness).toBeLessThan(2000);

    // Several more polling rounds must not run it again.
    await sleep(2000);
    expect(runs).toEqual([{ at: runs[0]!.at, data: { n: 1 } }]);
    const job = await jobs.boss.getJobById('delayed', id!);
    expect(job?.state).toBe('completed');
  });

  it('hands a requested job to a slow-polling worker of this process at once', async () => {
    await jobs.ensureQueue('asked');
    const ran: number[] = [];
    // The worker's first poll finds nothing; the next would be 30 s later.
    await jobs.work('asked', async () => {
      ran.push(Date.now());
    }, { pollingIntervalSeconds: 30 });
    await sleep(300);
    const asked = Date.now();
    expect(await jobs.request('asked', {})).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => ran.length > 0, 5000);
    expect(ran[0]! - asked).toBeLessThan(3000);
  });

  it('fails only the job whose handler throws, not the rest of its batch', async () => {
    await jobs.ensureQueue('mixed', { retryLimit: 0 });
    const seen: number[] = [];
    await jobs.work<{ n: number }>('mixed', async (job) => {
      seen.push(job.data.n);
      if (job.data.n === 2) throw new Error('boom');
    });
    const ids = await Promise.all([1, 2, 3].map((n) => jobs.boss.send('mixed', { n })));
    await waitFor(() => seen.length === 3, 5000);
    await sleep(300);
    const states = await Promise.all(ids.map((id) => jobs.boss.getJobById('mixed', id!)));
    expect(states.map((j) => j?.state)).toEqual(['completed', 'failed', 'completed']);
    expect((states[1]?.output as { message?: string }).message).toBe('boom');
  });

  it('drains a burst larger than one batch without waiting a poll per batch', async () => {
    await jobs.ensureQueue('burst');
    let count = 0;
    await jobs.work('burst', async () => {
      count += 1;
    }, { batchSize: 10 });
    const started = Date.now();
    await jobs.boss.insert(Array.from({ length: 100 }, (_, i) => ({ name: 'burst', data: { i } })));
    await waitFor(() => count === 100, 10_000);
    // Ten batches at one 0.5 s poll each would take about 5 s.
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('runs a sweep on its cron schedule, and never keeps two of it waiting', async () => {
    let runs = 0;
    await jobs.sweep('every-minute', '* * * * *', async () => {
      runs++;
    });
    expect(await jobs.boss.getSchedules()).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'every-minute', cron: '* * * * *' })]));
    // What the cron tick sends; the stately queue keeps one waiting at most.
    expect(await jobs.request('every-minute', {})).not.toBeNull();
    await waitFor(() => runs === 1, 5_000);
    expect((await jobs.boss.getQueue('every-minute'))?.policy).toBe('stately');
  });

  it('treats ensureQueue as idempotent', async () => {
    await jobs.ensureQueue('twice');
    await jobs.ensureQueue('twice');
    const other = await startJobs(db, { schedule: false, supervise: false });
    await other.ensureQueue('twice');
    await other.stop();
    expect((await jobs.boss.getQueues()).filter((q) => q.name === 'twice')).toHaveLength(1);
  });

  it('lets a running handler finish before stop resolves, and stops only once', async () => {
    const other = await startJobs(db, { schedule: false, supervise: false });
    await other.ensureQueue('slow');
    let started = false;
    let finished = false;
    await other.work('slow', async () => {
      started = true;
      await sleep(400);
      finished = true;
    });
    const id = await other.boss.send('slow', {});
    await waitFor(() => started, 5000);
    await Promise.all([other.stop(), other.stop()]);
    expect(finished).toBe(true);
    expect((await jobs.boss.getJobById('slow', id!))?.state).toBe('completed');
  });

  it('leaves a job requested just as stop begins either untouched or run to the end and completed', async () => {
    const other = await startJobs(db, { schedule: false, supervise: false });
    await other.ensureQueue('handed-over');
    let started = false;
    let finished = false;
    await other.work(
      'handed-over',
      async () => {
        started = true;
        await sleep(1200);
        finished = true;
      },
      { pollingIntervalSeconds: 30 },
    );
    // request wakes the worker; its fetch may be on its way when stop begins.
    const id = await other.request('handed-over', {});
    await other.stop(10_000);
    const state = (await jobs.boss.getJobById('handed-over', id!))?.state;
    if (started) expect({ finished, state }).toEqual({ finished: true, state: 'completed' });
    else expect(state).toBe('created');
  });

  it('sends nothing to the database after stop resolves, even for a handler that outlived its timeout', async () => {
    const own = await openDb({ dataDir: 'memory://', pgliteTemplate: await pgliteTemplate() });
    const ownErrors: Error[] = [];
    const other = await startJobs(own, { schedule: false, supervise: false, onError: (e) => ownErrors.push(e) });
    await other.ensureQueue('outlives');
    let started = false;
    let finished = false;
    await other.work('outlives', async () => {
      started = true;
      await sleep(2500);
      finished = true;
    });
    await other.request('outlives', {});
    await waitFor(() => started, 5000);
    await other.stop(1000);
    expect(finished).toBe(false);
    // The caller closes its database now; the handler's late completion must
    // not reach it (an unhandled rejection would fail this file).
    await own.close();
    await waitFor(() => finished, 5000);
    await sleep(300);
    expect(ownErrors).toEqual([]);
  });

  it('keeps the PGlite connection usable after a failed multi-statement command', async () => {
    await expect(db.executeSql('BEGIN; select 1/0; COMMIT;')).rejects.toThrow(/division by zero/);
    const { rows } = await db.executeSql('select 1 as one', [1].slice(1));
    expect(rows[0]!.one).toBe(1);
  });

  it('commits a multi-statement command that brings its own BEGIN and COMMIT', async () => {
    await db.executeSql('BEGIN; create table t_multi (x int); insert into t_multi values (7); COMMIT;');
    const { rows } = await db.executeSql('select x from t_multi where x = $1', [7]);
    expect(rows).toEqual([{ x: 7 }]);
  });

  it('reported no background errors', () => {
    expect(errors).toEqual([]);
  });
});
