/**
 * The load run: the real server (`src/server/main.ts`, spawned so the load
 * generator's CPU stays apart) on 127.0.0.1, 100 signed-up users with 300
 * messages each, then autocannon connections, each signed in as one of them,
 * listing and searching the inbox. On PGlite: one process, 100
 * connections for 20 s. On a throwaway PostgreSQL cluster (skipped, with a
 * line saying why, when the server binaries are missing): two server
 * processes sharing it, 200 connections for 30 s, half on each.
 *
 * Talks to: a child node process, a temp DATA_DIR, the loopback interface
 * only. Every step is bounded in time, and the server and the cluster are
 * stopped and their files removed on success and on failure alike.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDb } from '../src/server/db/open';
import { mailMessage } from '../src/server/db/schema';
import { ASKS_READ_PER_CALL } from '../src/server/mail/store';
import { lastPgClusterSkipReason, startPgCluster, type PgCluster } from '../tests/helpers/pg-cluster';
import { loadFigures, summariseLoad, type Figures } from './figures';
import { percentile } from './stats';
import { mailboxRows, requestMix } from './load-mail';
import { freePort } from '../tests/helpers/ports';
import { HTTP_TIMEOUT_MS, inParallel, log, signUp, startServer, stopOnInterrupt, type Account, type Server, type ServerOptions } from './server';

const USERS = 100;
const MESSAGES_PER_USER = 300;
/** autocannon gives up on an answer after this long and counts a timeout. */
const REQUEST_TIMEOUT_S = 10;
const PASSWORD = 'load bench password 1';

/**
 * Writes each account's mailbox straight into the database, as a sync or local delivery would have left it;
 * returns each account's received messages, newest first (what its person opens).
 */
async function seed(options: ServerOptions, accounts: Account[]): Promise<Map<string, string[]>> {
  const db = await openDb({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  const received = new Map<string, string[]>();
  try {
    const now = new Date();
    for (const [i, account] of accounts.entries()) {
      const rows = mailboxRows(account, MESSAGES_PER_USER, i, now);
      for (let start = 0; start < rows.length; start += 500) await db.db.insert(mailMessage).values(rows.slice(start, start + 500));
      received.set(account.id, rows.filter((row) => !row.isSent).map((row) => row.id!));
    }
    await db.executeSql('analyze');
    return received;
  } finally {
    await db.close();
  }
}

/**
 * Before the clock: each account's first lists, which read its mail for the To reply view (up to
 * ASKS_READ_PER_CALL messages a list), as after a first sync; the run then measures the steady state.
 */
async function readMailOnce(baseUrl: string, accounts: Account[]) {
  await inParallel(accounts, 4, async (account) => {
    for (let read = 0; read < MESSAGES_PER_USER + 1; read += ASKS_READ_PER_CALL) await getAs(account, `${baseUrl}/api/mail/messages?tab=to-reply`, 'first list');
  });
}

/** One request per account before the clock starts: proves every session works and warms the server up. */
async function warmUp(baseUrl: string, accounts: Account[], mixes: string[][]) {
  await inParallel(accounts, 10, async (account, i) => {
    const mix = mixes[i]!;
    await getAs(account, `${baseUrl}${mix[i % mix.length]}`, 'warm-up request');
  });
}

/** One signed-in GET, its answer read; a failure names the account and what the request was for. */
async function getAs(account: Account, url: string, what: string) {
  const res = await fetch(url, { headers: { cookie: account.cookie, accept: 'application/json' }, signal: AbortSignal.timeout(HTTP_TIMEOUT_MS) });
  if (!res.ok) throw new Error(`${what} for ${account.email} answered ${res.status}: ${await res.text()}`);
  await res.arrayBuffer();
}

/** What the autocannon runs (one per server process) counted, added up. */
interface Counted {
  errors: number;
  timeouts: number;
  non2xx: number;
  duration: number;
}

interface Fired {
  result: Counted;
  latencies: number[];
  statuses: Map<number, number>;
  /** Up to five bodies of answers outside 2xx, to say what went wrong. */
  failures: string[];
  /** When each connection got its first answer, in ms from the start (how long it waited to be served at all). */
  firstAnswers: number[];
  /** When requests timed out, in ms from the start. */
  timeoutsAt: number[];
}

/** How a run loads the servers: connections in all (shared evenly between the processes) and for how long. */
interface Shape {
  connections: number;
  durationS: number;
}

/**
 * `shape.connections` connections, each with one account's cookie, cycling through that account's request mix
 * (from a place of its own in it) for `shape.durationS`; one autocannon per server process, each with its share,
 * all at once.
 */
async function fire(baseUrls: string[], accounts: Account[], mixes: string[][], shape: Shape): Promise<Fired> {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const failures: string[] = [];
  const firstAnswers: number[] = [];
  const timeoutsAt: number[] = [];
  const startedAt = performance.now();
  let nextClient = 0;
  const onResponse = (status: number, body: string) => {
    if ((status < 200 || status >= 300) && failures.length < 5) failures.push(`${status} ${body.slice(0, 300)}`);
  };
  const one = async (url: string, connections: number): Promise<autocannon.Result> => {
    let settle!: (error: unknown, result: autocannon.Result) => void;
    const done = new Promise<autocannon.Result>((resolve, reject) => {
      settle = (error, result) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(result));
    });
    const options: autocannon.Options = {
      url,
      connections,
      duration: shape.durationS,
      timeout: REQUEST_TIMEOUT_S,
      // Each connection is one signed-in person: its own account's session cookie on every request.
      setupClient: (client) => {
        const n = nextClient++;
        const account = accounts[n % accounts.length]!;
        const mix = mixes[n % accounts.length]!;
        const start = n % mix.length;
        client.setHeaders({ cookie: account.cookie, accept: 'application/json' });
        client.setRequests([...mix.slice(start), ...mix.slice(0, start)].map((path) => ({ method: 'GET', path, onResponse })));
        client.once('response', () => firstAnswers.push(performance.now() - startedAt));
        // Not in @types/autocannon, but emitted by its client for every request that timed out.
        (client as unknown as NodeJS.EventEmitter).on('timeout', () => timeoutsAt.push(performance.now() - startedAt));
      },
      // Replaced for each connection by its account's mix (setupClient).
      requests: [{ method: 'GET', path: '/api/health', onResponse }],
    };
    const instance = autocannon(options, (error, result) => settle(error, result));
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    });
    // autocannon stops itself after the duration; this only guards against it hanging.
    const guard = setTimeout(() => instance.stop(), (shape.durationS + REQUEST_TIMEOUT_S + 15) * 1000);
    try {
      return await done;
    } finally {
      clearTimeout(guard);
    }
  };
  const share = Math.ceil(shape.connections / baseUrls.length);
  const results = await Promise.all(baseUrls.map((url) => one(url, share)));
  const result: Counted = {
    errors: results.reduce((n, r) => n + r.errors, 0),
    timeouts: results.reduce((n, r) => n + r.timeouts, 0),
    non2xx: results.reduce((n, r) => n + r.non2xx, 0),
    duration: Math.max(...results.map((r) => r.duration)),
  };
  return { result, latencies, statuses, failures, firstAnswers, timeoutsAt };
}

const loadAverage = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(', ');

/**
 * One engine: sign-up and seeding on one server, then the load against `processes` server processes
 * sharing the database. `name` keys the figures (`load.<name>.*`).
 */
export async function runEngine(name: string, engine: 'pglite' | 'postgres', shape: Shape & { processes: number }, databaseUrl?: string): Promise<Figures> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `eb-load-${engine}-`));
  const removeDataDir = () => rm(dataDir, { recursive: true, force: true });
  const forgetDataDir = stopOnInterrupt(removeDataDir);
  // The bench signs up 100 accounts from one address within a minute; the limiter is for password guessing.
  const options: ServerOptions = { port: await freePort(), dataDir, databaseUrl, authRateLimit: USERS * 2 };
  let server: Server | undefined;
  const more: Server[] = [];
  try {
    let started = Date.now();
    server = await startServer(options);
    log(`${engine}: server ready at ${server.url} in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    started = Date.now();
    const accounts = await inParallel(
      Array.from({ length: USERS }, (_, i) => i),
      4,
      (i) => signUp(server!.url, { name: `Load User ${i + 1}`, email: `load.user${i + 1}@example.com`, password: PASSWORD }),
    );
    log(`${engine}: signed up ${USERS} users over HTTP in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    // PGlite allows one process on its files: the server stops while the bench writes the mail.
    await server.stop();
    server = undefined;
    started = Date.now();
    const received = await seed(options, accounts);
    log(
      `${engine}: seeded ${MESSAGES_PER_USER} messages per user (${(USERS * MESSAGES_PER_USER).toLocaleString()} in all, ` +
        `plus each account's welcome mail) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    server = await startServer(options);
    for (let i = 1; i < shape.processes; i++) more.push(await startServer({ ...options, port: await freePort() }));
    const urls = [server.url, ...more.map((s) => s.url)];
    const mixes = accounts.map((account) => requestMix(received.get(account.id) ?? []));
    started = Date.now();
    await readMailOnce(server.url, accounts);
    log(`${engine}: first lists read each account's mail for the To reply view in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    for (const url of urls) await warmUp(url, accounts, mixes);
    log(`${engine}: ${urls.length} server process${urls.length > 1 ? 'es' : ''}, every session answers; load average before: ${loadAverage()}`);

    const { result, latencies, statuses, failures, firstAnswers, timeoutsAt } = await fire(urls, accounts, mixes, shape);
    const summary = summariseLoad(latencies, {
      responses: latencies.length,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      durationS: result.duration,
    });
    const codes = [...statuses.entries()].map(([code, n]) => `${code}×${n}`).join(', ');
    log(
      `${engine}: ${shape.connections} connections for ${result.duration} s: ${summary.rps} req/s, ` +
        `p50 ${summary.p50_ms} ms, p95 ${summary.p95_ms} ms, p99 ${summary.p99_ms} ms, ` +
        `errors ${summary.errors} (connection errors ${result.errors}, of which timeouts ${result.timeouts}; non-2xx ${result.non2xx}); ` +
        `statuses ${codes}`,
    );
    log(`${engine}: load average after: ${loadAverage()}`);
    for (const failure of failures) log(`${engine}: failed answer: ${failure}`);
    firstAnswers.sort((a, b) => a - b);
    log(
      `${engine}: first answer per connection: median ${(percentile(firstAnswers, 50) / 1000).toFixed(1)} s, ` +
        `last ${((firstAnswers.at(-1) ?? NaN) / 1000).toFixed(1)} s (${firstAnswers.length} of ${shape.connections} connections answered)`,
    );
    if (timeoutsAt.length > 0) {
      const seconds = timeoutsAt.map((ms) => Math.floor(ms / 1000));
      log(`${engine}: timeouts by second of the run: ${[...new Set(seconds)].map((s) => `${s}s×${seconds.filter((x) => x === s).length}`).join(', ')}`);
    }
    const serverErrors = [server, ...more].flatMap((s) => s.errorLines());
    if (serverErrors.length > 0) {
      log(`${engine}: the server logged ${serverErrors.length} errors; the first:`);
      for (const line of serverErrors.slice(0, 3)) log(`  ${line.slice(0, 500)}`);
    }
    return loadFigures(name, summary);
  } finally {
    for (const extra of more) await extra.stop();
    await server?.stop();
    forgetDataDir();
    await removeDataDir();
  }
}

export async function run(): Promise<Figures> {
  log(`${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`);
  let cluster: PgCluster | null = null;
  let forgetCluster = () => {};
  try {
    // PGlite keeps its files to one process; PostgreSQL is loaded as the goal asks: 200 clients for 30 s
    // against two server processes.
    const figures: Figures = { ...(await runEngine('pglite', 'pglite', { processes: 1, connections: 100, durationS: 20 })) };
    cluster = await startPgCluster();
    if (!cluster) {
      log(`postgres: skipped: ${lastPgClusterSkipReason}`);
      return figures;
    }
    forgetCluster = stopOnInterrupt(cluster.stop);
    Object.assign(figures, await runEngine('postgres', 'postgres', { processes: 2, connections: 200, durationS: 30 }, await cluster.createDatabase('load_bench')));
    return figures;
  } finally {
    forgetCluster();
    await cluster?.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  run().then((figures) => console.table(figures));
}
