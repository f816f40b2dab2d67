/**
 * Scheduled-send lateness: 500 emails from one user to another local
 * account, scheduled over HTTP and sent by the real servers' pg-boss workers.
 * Lateness is `sentAt - scheduledTime` as the API reports them, so it holds
 * the whole send (the provider's work included), not only the wait for it.
 *
 * Runs: due evenly within one minute (the goal: p95 at most 1 s) on PGlite
 * with one server process and on a throwaway PostgreSQL cluster with two
 * processes sharing the database; and all due in the same instant (a burst
 * the minute's goal does not cover, printed to show the throughput) on each.
 * The PostgreSQL runs are skipped, with a line saying why, when its server
 * binaries are missing.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { lastPgClusterSkipReason, startPgCluster, type PgCluster } from '../tests/helpers/pg-cluster';
import { freePort } from '../tests/helpers/ports';
import type { Figures } from './figures';
import { api, inParallel, log, signUp, startServer, stopOnInterrupt, type Account, type Server } from './server';
import { percentile, round } from './stats';

const EMAILS = 500;
const MINUTE_MS = 60_000;
/** Time to schedule 500 emails over HTTP before the first is due. */
const LEAD_MS = 25_000;
/** How long after the last due time the run waits for every email to be sent. */
const SETTLE_MS = 120_000;
const PASSWORD = 'scheduled bench password 1';

interface Row {
  subject: string;
  status: string;
  scheduledTime: string;
  sentAt: string | null;
}

/** Schedules EMAILS from `from` to `to`, due from LEAD_MS on, evenly over `spreadMs`; the requests take turns between the servers. */
async function measure(name: string, servers: Server[], from: Account, to: Account, spreadMs: number): Promise<number[]> {
  const first = Date.now() + LEAD_MS;
  const dueAt = (i: number) => new Date(first + Math.floor((i * spreadMs) / EMAILS));
  const started = Date.now();
  await inParallel(
    Array.from({ length: EMAILS }, (_, i) => i),
    4,
    (i) =>
      api(servers[i % servers.length]!, from, 'POST', '/api/scheduled', {
        to: [to.email],
        subject: `${name} ${i}`,
        body: `<p>Scheduled message ${i}</p>`,
        scheduledTime: dueAt(i).toISOString(),
      }),
  );
  log(`${name}: scheduled ${EMAILS} over HTTP in ${((Date.now() - started) / 1000).toFixed(1)} s; due from +${LEAD_MS / 1000} s over ${spreadMs / 1000} s`);
  if (Date.now() > first) log(`${name}: scheduling ran past the first due time; lateness includes that backlog`);

  const deadline = dueAt(EMAILS - 1).getTime() + SETTLE_MS;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const { items } = await api<{ items: Row[] }>(servers[0]!, from, 'GET', '/api/scheduled');
    const mine = items.filter((row) => row.subject.startsWith(`${name} `));
    const open = mine.filter((row) => row.status === 'pending' || row.status === 'sending');
    if (open.length === 0 && mine.length === EMAILS) {
      const failed = mine.filter((row) => row.status !== 'sent');
      if (failed.length > 0) throw new Error(`${name}: ${failed.length} of ${EMAILS} ended ${failed[0]!.status}`);
      return mine.map((row) => new Date(row.sentAt!).getTime() - new Date(row.scheduledTime).getTime());
    }
    if (Date.now() > deadline) throw new Error(`${name}: ${open.length} of ${EMAILS} not sent ${SETTLE_MS / 1000} s after the last was due`);
  }
}

function summarise(name: string, lateness: number[]): Figures {
  const p50 = round(percentile(lateness, 50), 0);
  const p95 = round(percentile(lateness, 95), 0);
  const max = round(Math.max(...lateness), 0);
  log(`${name}: lateness p50 ${p50} ms, p95 ${p95} ms, max ${max} ms`);
  return { p50, p95, max };
}

/** One engine: its server processes, two users, the minute run and the burst run. */
async function runEngine(engine: 'pglite' | 'postgres', processes: number, databaseUrl?: string): Promise<{ minute: Figures; burst: Figures }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `eb-scheduled-${engine}-`));
  const removeDataDir = () => rm(dataDir, { recursive: true, force: true });
  const forgetDataDir = stopOnInterrupt(removeDataDir);
  const servers: Server[] = [];
  try {
    // One at a time: the first runs the migrations the others then find done.
    for (let i = 0; i < processes; i++) servers.push(await startServer({ port: await freePort(), dataDir, databaseUrl }));
    const ada = await signUp(servers[0]!.url, { name: 'Ada Bench', email: 'ada.bench@example.com', password: PASSWORD });
    const bob = await signUp(servers[0]!.url, { name: 'Bob Bench', email: 'bob.bench@example.com', password: PASSWORD });
    log(`${engine}: ${processes} server process${processes > 1 ? 'es' : ''} ready`);
    const minute = summarise(`${engine} minute`, await measure(`${engine}-minute`, servers, ada, bob, MINUTE_MS));
    const burst = summarise(`${engine} burst`, await measure(`${engine}-burst`, servers, ada, bob, 0));
    for (const server of servers) {
      const errors = server.errorLines();
      if (errors.length > 0) log(`${engine}: a server logged ${errors.length} errors; the first: ${errors[0]!.slice(0, 500)}`);
    }
    return { minute, burst };
  } finally {
    for (const server of servers.reverse()) await server.stop();
    forgetDataDir();
    await removeDataDir();
  }
}

export async function run(): Promise<Figures> {
  const figures: Figures = {};
  const pglite = await runEngine('pglite', 1);
  figures['scheduled.lateness_ms.p50'] = pglite.minute.p50!;
  figures['scheduled.lateness_ms.p95'] = pglite.minute.p95!;
  figures['scheduled.lateness_ms.max'] = pglite.minute.max!;
  figures['scheduled.burst_lateness_ms.p95'] = pglite.burst.p95!;
  let cluster: PgCluster | null = null;
  let forgetCluster = () => {};
  try {
    cluster = await startPgCluster();
    if (!cluster) {
      log(`postgres: skipped: ${lastPgClusterSkipReason}`);
      return figures;
    }
    forgetCluster = stopOnInterrupt(cluster.stop);
    const pg = await runEngine('postgres', 2, await cluster.createDatabase('scheduled_bench'));
    figures['scheduled.lateness_ms.p50_pg'] = pg.minute.p50!;
    figures['scheduled.lateness_ms.p95_pg'] = pg.minute.p95!;
    figures['scheduled.lateness_ms.max_pg'] = pg.minute.max!;
    figures['scheduled.burst_lateness_ms.p95_pg'] = pg.burst.p95!;
    return figures;
  } finally {
    forgetCluster();
    await cluster?.stop();
  }
}
