/**
 * The real server for the benches that measure it from outside: spawned as
 * its own process (`node --import tsx src/server/main.ts` on 127.0.0.1), so
 * the bench's own CPU stays apart, with accounts signed up over HTTP as the
 * app's form does.
 *
 * Promises: every step is bounded in time; what a bench registers with
 * `stopOnInterrupt` (servers, data folders, clusters) is stopped newest first
 * when the bench is interrupted (Ctrl+C), as its own cleanup would have.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const SERVER_READY_MS = 60_000;
const SERVER_STOP_MS = 15_000;
export const HTTP_TIMEOUT_MS = 15_000;

const root = path.resolve(import.meta.dirname, '..');

export const log = (line: string) => console.log(`  ${line}`);

/** What must be stopped if the bench is interrupted (Ctrl+C) before its own cleanup runs. */
const running = new Set<() => Promise<void>>();
let interrupted = false;
async function onInterrupt(signal: NodeJS.Signals) {
  if (interrupted) return;
  interrupted = true;
  console.log(`\n  ${signal}: stopping the bench's servers and cluster`);
  // Newest first: a server stops before its data folder goes and before the cluster it uses.
  for (const stop of [...running].reverse()) await stop().catch(() => {});
  process.exit(130);
}

/** Registers `stop` to run on Ctrl+C; returns the function that unregisters it. */
export function stopOnInterrupt(stop: () => Promise<void>): () => void {
  if (running.size === 0) {
    process.on('SIGINT', onInterrupt);
    process.on('SIGTERM', onInterrupt);
  }
  running.add(stop);
  return () => {
    running.delete(stop);
    if (running.size === 0) {
      process.off('SIGINT', onInterrupt);
      process.off('SIGTERM', onInterrupt);
    }
  };
}

/** Runs `fn` on every item, at most `limit` at a time. */
export async function inParallel<T, R>(items: T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!, index);
    }
  });
  await Promise.all(lanes);
  return results;
}

export interface Server {
  url: string;
  /** Lines the server logged at error level or above (pino level >= 50). */
  errorLines(): string[];
  stop(): Promise<void>;
}

export interface ServerOptions {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** Sign-ups and sign-ins allowed per address per window: a bench signs up many accounts from one. */
  authRateLimit?: number;
}

/** Spawns the server bound to 127.0.0.1 and waits for /api/health. */
export async function startServer(options: ServerOptions): Promise<Server> {
  const url = `http://127.0.0.1:${options.port}`;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: options.dataDir,
    SESSION_SECRET: 'load-bench-session-secret-0123456789abcdef',
    ENCRYPTION_KEY: '11'.repeat(32),
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: String(options.authRateLimit ?? 200),
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  };
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail: string[] = [];
  const errors: string[] = [];
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      tail.push(line);
      if (tail.length > 40) tail.shift();
      const level = /"level":(\d+)/.exec(line)?.[1];
      if (level && Number(level) >= 50 && errors.length < 1_000) errors.push(line);
    }
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let alive = true;
  void exited.then(() => (alive = false));

  let forget = () => {};
  const stop = async () => {
    forget();
    if (!alive) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), SERVER_STOP_MS);
    await exited;
    clearTimeout(timer);
  };
  forget = stopOnInterrupt(stop);

  const deadline = Date.now() + SERVER_READY_MS;
  while (true) {
    if (!alive) throw new Error(`the server exited before it was ready:\n${tail.join('\n')}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server was not ready within ${SERVER_READY_MS / 1000} s:\n${tail.join('\n')}`);
    }
    const ok = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) })
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, errorLines: () => [...errors], stop };
}

export interface Account {
  id: string;
  name: string;
  email: string;
  cookie: string;
}

/** Signs up over HTTP as the app's own sign-up form does; returns the session cookie it set. */
export async function signUp(baseUrl: string, who: { name: string; email: string; password: string }): Promise<Account> {
  const res = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(who),
    signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`sign-up of ${who.email} answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { user: { id: string } };
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
  if (!cookie) throw new Error(`sign-up of ${who.email} set no session cookie`);
  return { id: body.user.id, name: who.name, email: who.email, cookie };
}

/** One signed-in API call; its JSON answer, or an error that says what the server answered. */
export async function api<T>(server: Server, who: Account, method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: { cookie: who.cookie, 'content-type': 'application/json', accept: 'application/json', origin: server.url },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}
