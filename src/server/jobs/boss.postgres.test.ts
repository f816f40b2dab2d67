import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabaseAt } from '../../../tests/helpers/pg-cluster';
import { openDb, type Db } from '../db/open';
import { startJobs, type Jobs } from './boss';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The run's throwaway cluster (tests/setup/postgres-cluster.ts); empty when PostgreSQL is absent.
const clusterUrl = inject('pgUrl');

describe.runIf(clusterUrl)('startJobs on PostgreSQL', () => {
  const dbs: Db[] = [];
  const instances: Jobs[] = [];
  const errors: Error[] = [];

  beforeAll(async () => {
    const url = await createDatabaseAt(clusterUrl);
    // Opened one after the other: each openDb applies the app migrations.
    for (let i = 0; i < 2; i++) dbs.push(await openDb({ databaseUrl: url, dataDir: 'unused' }));
    // Both start at once, as two server processes booting together would,
    // racing pg-boss's schema creation.
    instances.push(...(await Promise.all(dbs.map((db) => startJobs(db, { onError: (e) => errors.push(e) })))));
  });

  afterAll(async () => {
    await Promise.all(instances.map((j) => j.stop()));
    await Promise.all(dbs.map((db) => db.close()));
  });

  it('runs each of 50 jobs exactly once across two instances on one database', async () => {
    await Promise.all(instances.map((j) => j.ensureQueue('shared')));
    const runs = new Map<number, string[]>();
    await Promise.all(
      instances.map((jobs, i) =>
        jobs.work<{ n: number }>(
          'shared',
          async (job) => {
            runs.set(job.data.n, [...(runs.get(job.data.n) ?? []), `instance-${i}`]);
            // Long enough that one instance cannot drain the queue alone
            // before the other polls.
            await sleep(100);
          },
          { batchSize: 5 },
        ),
      ),
    );

    const startAfter = new Date(Date.now() + 1000);
    await instances[0]!.boss.insert(
      Array.from({ length: 50 }, (_, n) => ({ name: 'shared', data: { n }, startAfter })),
    );

    const until = Date.now() + 20_000;
    while (runs.size < 50 && Date.now() < until) await sleep(50);
    await sleep(1500); // more polling rounds: nothing may run twice

    expect(runs.size).toBe(50);
    expect([...runs.values()].every((who) => who.length === 1)).toBe(true);
    const byInstance = [...runs.values()].flat();
    expect(byInstance.filter((w) => w === 'instance-0').length).toBeGreaterThan(0);
    expect(byInstance.filter((w) => w === 'instance-1').length).toBeGreaterThan(0);

    const { rows } = await dbs[0]!.executeSql(
      "select count(*)::int as n from pgboss.job where name = 'shared' and state = 'completed'",
    );
    expect(rows[0]!.n).toBe(50);
  });

  it('runs a job sent with startAfter one second ahead exactly once', async () => {
    await instances[0]!.ensureQueue('delayed');
    const runs: number[] = [];
    for (const jobs of instances) await jobs.work('delayed', async () => void runs.push(Date.now()));
    const due = Date.now() + 1000;
    await instances[1]!.boss.send('delayed', {}, { startAfter: new Date(due) });
    const until = Date.now() + 5000;
    while (runs.length === 0 && Date.now() < until) await sleep(20);
    await sleep(1500);
    expect(runs).toHaveLength(1);
    expect(runs[0]! - due).toBeGreaterThanOrEqual(0);
    expect(runs[0]! - due).toBeLessThan(2000);
  });

  it('returns a connection to the pool usable after a failed multi-statement command', async () => {
    const url = await createDatabaseAt(clusterUrl);
    // Two connections: one holds the start lock while pg-boss starts on the other.
    const small = await openDb({ databaseUrl: url, dataDir: 'unused', maxConnections: 2 });
    const jobs = await startJobs(small, { schedule: false, supervise: false });
    try {
      await expect(jobs.boss.getDb().executeSql('BEGIN; select 1/0; COMMIT;', [])).rejects.toThrow(/division by zero/);
      for (let i = 0; i < 4; i++) {
        const { rows } = await small.executeSql('select 1 as one');
        expect(rows[0]!.one).toBe(1);
      }
    } finally {
      await jobs.stop();
      await small.close();
    }
  });

  it('reported no background errors', () => {
    expect(errors).toEqual([]);
  });
});
