/**
 * The real server as a child process (`node --import tsx src/server/main.ts`)
 * for fault tests that kill it or take its database away, and a small HTTP
 * client that calls it like the browser on PUBLIC_URL does.
 */
import { spawn, type ChildProcess } from 'node:child_process';
export { freePort } from './ports';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every 100 ms until it returns a truthy value, which it returns. */
export async function until<T>(check: () => Promise<T | undefined | false>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(100);
  }
}

export interface ServerProcess {
  child: ChildProcess;
  /** Everything it printed, for failure messages. */
  output: string[];
  exited: Promise<void>;
  /** True while the process runs. */
  alive(): boolean;
}

/** Starts the server with `env` added to this process's environment and waits until /api/health answers 200. */
export async function startServerProcess(env: Record<string, string>, baseUrl: string): Promise<ServerProcess> {
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: process.cwd(),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  let running = true;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running = false;
      resolve();
    }),
  );
  await until(
    async () => {
      if (!running) throw new Error(`server exited while starting:\n${output.join('')}`);
      return (await fetch(`${baseUrl}/api/health`).catch(() => null))?.status === 200;
    },
    60_000,
    'the server to start',
  );
  return { child, output, exited, alive: () => running };
}

/** SIGKILL: no shutdown code runs, as when the machine or the OOM killer ends it. */
export async function killServerProcess(server: ServerProcess | undefined): Promise<void> {
  if (!server?.alive()) return;
  server.child.kill('SIGKILL');
  await server.exited;
}

export interface HttpUser {
  email: string;
  password: string;
  cookie: string;
}

/** Calls the server like a browser page on `baseUrl` (same Origin, the user's cookie). */
export function httpClient(baseUrl: string) {
  const call = (pathname: string, init: { user?: HttpUser; json?: unknown; method?: string } = {}) => {
    const headers: Record<string, string> = { origin: baseUrl };
    if (init.user) headers.cookie = init.user.cookie;
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    return fetch(`${baseUrl}${pathname}`, {
      method: init.method ?? (init.json !== undefined ? 'POST' : 'GET'),
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
    });
  };
  const signUp = async (name: string): Promise<HttpUser> => {
    const email = `${name.toLowerCase()}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 6)}@example.com`;
    const password = 'correct horse battery';
    const res = await call('/api/auth/sign-up/email', { json: { name, email, password } });
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    return { email, password, cookie };
  };
  /** Subjects in the user's inbox that start with `prefix`, across every page. */
  const inboxSubjects = async (user: HttpUser, prefix: string): Promise<string[]> => {
    const subjects: string[] = [];
    for (let page = 1; ; page++) {
      const res = await call(`/api/mail/messages?tab=inbox&page=${page}`, { user });
      if (res.status !== 200) throw new Error(`inbox page ${page} answered ${res.status}`);
      const list = (await res.json()) as { items: { subject: string }[]; pageSize: number };
      subjects.push(...list.items.map((m) => m.subject).filter((s) => s.startsWith(prefix)));
      if (list.items.length < list.pageSize) return subjects;
    }
  };
  return { call, signUp, inboxSubjects };
}
