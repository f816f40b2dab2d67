/**
 * Builds the real app on a throwaway database for integration tests:
 * an in-memory PGlite, or a fresh database on the run's PostgreSQL cluster.
 */
import { inject } from 'vitest';
import { createApp, startWorkers, type App, type AppDeps } from '../../src/server/app';
import { startJobs, type Jobs } from '../../src/server/jobs/boss';
import { loadConfig, type Config } from '../../src/server/config';
import { openDb, type Db, type DbKind } from '../../src/server/db/open';
import { createMemoryBus, createPgBus, type EventBus } from '../../src/server/events';
import { createLogger } from '../../src/server/logger';
import { createDatabaseAt } from './pg-cluster';
import { pgliteTemplate } from './pglite-template';

/** The engines this run tests on: PGlite always, PostgreSQL when the cluster started. */
export function dbKinds(): DbKind[] {
  return inject('pgUrl') ? ['pglite', 'postgres'] : ['pglite'];
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    PORT: '3000',
    DATA_DIR: 'memory://',
    PUBLIC_URL: 'http://localhost:3000',
    SESSION_SECRET: 'test-session-secret-that-is-long-enough-0123456789',
    ENCRYPTION_KEY: '00'.repeat(32),
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT: '1000',
    PASSWORD_HASHING: 'test',
    ...overrides,
  });
}

export async function openTestDb(kind: DbKind, url?: string): Promise<Db> {
  const databaseUrl = kind === 'postgres' ? (url ?? (await createDatabaseAt(inject('pgUrl')))) : undefined;
  return openDb({ databaseUrl, dataDir: 'memory://', maxConnections: 5, pgliteTemplate: databaseUrl ? undefined : await pgliteTemplate() });
}

let userCounter = 0;

export interface TestUser {
  id: string;
  name: string;
  email: string;
  password: string;
  cookie: string;
}

export interface TestContext {
  app: App;
  db: Db;
  config: Config;
  /** Calls the app like a browser on PUBLIC_URL would, with the user's cookie when given. */
  request(path: string, init?: RequestInit & { user?: TestUser; json?: unknown }): Promise<Response>;
  jobs?: Jobs;
  /** The app's server events (what the open tabs are told). */
  events: EventBus;
  /** Registers a new account and returns it signed in. */
  signUp(overrides?: Partial<Pick<TestUser, 'name' | 'email' | 'password'>>): Promise<TestUser>;
  close(): Promise<void>;
}

export function makeUserInput(overrides: Partial<Pick<TestUser, 'name' | 'email' | 'password'>> = {}) {
  const n = ++userCounter;
  return {
    name: overrides.name ?? `Test User ${n}`,
    email: overrides.email ?? `user${n}.${process.pid}.${Date.now().toString(36)}@example.com`,
    password: overrides.password ?? 'correct horse battery',
  };
}

export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export interface TestContextOptions {
  /** Start pg-boss and the area workers (scheduled sends, reminders, sync); off by default as it costs a second. */
  jobs?: boolean;
  config?: Record<string, string>;
  /** Writing-helper overrides: an injected assistant, clock or sleep. */
  ai?: AppDeps['ai'];
  /** Gmail adapter overrides, e.g. a backoff sleep that records instead of waiting. */
  gmail?: AppDeps['gmail'];
  /** For 'postgres': this database instead of a fresh one on the run's cluster (e.g. on a cluster the test stops). */
  databaseUrl?: string;
  /** Receives pg-boss's background errors (printed to the console when not given). */
  onJobError?: (error: Error) => void;
}

export async function createTestContext(kind: DbKind, options: TestContextOptions | Record<string, string> = {}): Promise<TestContext> {
  const optionKeys = ['jobs', 'config', 'ai', 'gmail', 'databaseUrl', 'onJobError'];
  const opts: TestContextOptions = optionKeys.some((key) => key in options) ? (options as TestContextOptions) : { config: options as Record<string, string> };
  const config = testConfig(opts.config);
  const db = await openTestDb(kind, opts.databaseUrl);
  const logger = createLogger('silent');
  const events = db.pool ? await createPgBus(db.pool, logger) : createMemoryBus();
  const jobs = opts.jobs ? await startJobs(db, { onError: opts.onJobError }) : undefined;
  const app = createApp({ config, db, logger, events, jobs, ai: opts.ai, gmail: opts.gmail });
  if (jobs) await startWorkers(app, jobs);

  const request: TestContext['request'] = (path, init = {}) => {
    const { user, json, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (!headers.has('origin')) headers.set('origin', config.publicUrl);
    if (user) headers.set('cookie', user.cookie);
    if (json !== undefined) {
      headers.set('content-type', 'application/json');
      rest.body = JSON.stringify(json);
      rest.method ??= 'POST';
    }
    return Promise.resolve(app.request(new URL(path, config.publicUrl).toString(), { ...rest, headers }));
  };

  return {
    app,
    db,
    config,
    request,
    async signUp(overrides) {
      const input = makeUserInput(overrides);
      const response = await request('/api/auth/sign-up/email', { json: input });
      if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
      const body = (await response.json()) as { user: { id: string } };
      return { ...input, id: body.user.id, cookie: cookieFrom(response) };
    },
    jobs,
    events,
    close: async () => {
      await app.services.mail.imap.idle.stop();
      await app.services.imports.stop();
      await jobs?.stop(5_000);
      await events.close();
      await db.close();
    },
  };
}
