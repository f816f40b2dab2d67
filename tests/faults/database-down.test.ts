/**
 * PostgreSQL stops while the app runs: health says so, every API call answers
 * 503 with a message a person can read (never a 500, never "please sign in"),
 * and once the server is back the same app, without a restart, answers again
 * and sends the scheduled email that fell due during the outage exactly once.
 *
 * Runs on its own throwaway cluster (the run's shared one must not stop under
 * other suites), so it needs the PostgreSQL server binaries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_DATABASE_UNAVAILABLE } from '../../src/server/app';
import type { MailList } from '../../src/server/mail/types';
import { lastPgClusterSkipReason, startPgCluster, type PgCluster } from '../helpers/pg-cluster';
import { createTestContext, type TestContext, type TestUser } from '../helpers/test-app';

const cluster = process.env.EMAIL_BUDDY_TEST_PGLITE_ONLY ? null : await startPgCluster();
if (!cluster) {
  console.warn(
    `[faults] database outage test not run: ${process.env.EMAIL_BUDDY_TEST_PGLITE_ONLY ? 'EMAIL_BUDDY_TEST_PGLITE_ONLY is set' : lastPgClusterSkipReason}`,
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(50);
  }
  return Date.now() - started;
}

describe.runIf(cluster)('PostgreSQL stopped mid-run', () => {
  const pg = cluster as PgCluster;
  let t: TestContext;
  let ada: TestUser;
  let bob: TestUser;
  const jobErrors: Error[] = [];

  beforeAll(async () => {
    t = await createTestContext('postgres', { jobs: true, databaseUrl: await pg.createDatabase(), onJobError: (e) => jobErrors.push(e) });
    ada = await t.signUp({ name: 'Ada Lovelace' });
    bob = await t.signUp({ name: 'Bob Builder' });
  });
  afterAll(async () => {
    await pg.resume().catch(() => {});
    await t?.close();
    await pg.stop();
  });

  const inbox = async (user: TestUser, subject: string) => {
    const res = await t.request(`/api/mail/messages?tab=inbox&q=${encodeURIComponent(subject)}`, { user });
    expect(res.status).toBe(200);
    return ((await res.json()) as MailList).items.filter((m) => m.subject === subject);
  };

  it('answers 503 with a clear message while it is down, recovers without a restart and sends the due email once', async () => {
    const subject = `Due during the outage ${Date.now()}`;
    const scheduledTime = new Date(Date.now() + 4_000);
    const created = await t.request('/api/scheduled', {
      user: ada,
      json: { to: [bob.email], subject, body: '<p>Sent after the database came back.</p>', scheduledTime: scheduledTime.toISOString() },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };

    const haltedAt = Date.now();
    await pg.halt('fast');

    // Health notices at once (the pool's next connection is refused).
    const detectMs = await until(async () => (await t.request('/api/health')).status === 503, 5_000, 'health to answer 503');
    const health = await t.request('/api/health');
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ ok: false, db: 'postgres', error: TEXT_DATABASE_UNAVAILABLE });

    const unavailable = { error: { code: 'DATABASE_UNAVAILABLE', message: TEXT_DATABASE_UNAVAILABLE } };
    const calls: [string, RequestInit & { user?: TestUser; json?: unknown }][] = [
      ['/api/me', { user: ada }],
      ['/api/mail/messages?tab=inbox', { user: ada }],
      ['/api/templates', { user: ada }],
      ['/api/scheduled', { user: ada }],
      [`/api/scheduled/${id}`, { user: ada }],
      ['/api/templates', { user: ada, json: { name: 'Written during the outage', content: 'Hello {name}' } }],
      ['/api/mail/send', { user: ada, json: { to: [bob.email], subject: 'Now', body: 'x' } }],
      // Signing in and the session check of a fresh tab say the same instead of "wrong password" or "signed out".
      ['/api/auth/get-session', { user: ada }],
      ['/api/auth/sign-in/email', { json: { email: ada.email, password: ada.password } }],
    ];
    for (const [path, init] of calls) {
      const res = await t.request(path, init);
      expect({ path, status: res.status, body: await res.json() }).toEqual({ path, status: 503, body: unavailable });
    }

    // Stay down until the email is due, so its job has to wait for the database.
    await sleep(Math.max(0, scheduledTime.getTime() + 1_000 - Date.now()));
    const outageMs = Date.now() - haltedAt;

    const resumedAt = Date.now();
    await pg.resume();
    const startMs = Date.now() - resumedAt;
    const recoverMs = await until(async () => (await t.request('/api/health')).status === 200, 10_000, 'health to answer 200');
    expect(await (await t.request('/api/health')).json()).toEqual({ ok: true, db: 'postgres' });
    const again = await t.request('/api/templates', { user: ada, json: { name: 'Written after the outage', content: 'Hello {name}' } });
    expect(again.status).toBe(201);
    expect((await t.request('/api/scheduled', { user: ada })).status).toBe(200);
    expect((await t.request('/api/me', { user: ada })).status).toBe(200);

    // pg-boss kept polling through the outage: the due email goes out without a restart.
    const sendMs = await until(
      async () => ((await (await t.request(`/api/scheduled/${id}`, { user: ada })).json()) as { status: string }).status === 'sent',
      20_000,
      'the scheduled email to be sent',
    );
    // A few more polling rounds: a second job must not send it again.
    await sleep(1_500);
    expect(await inbox(bob, subject)).toHaveLength(1);
    const row = (await (await t.request(`/api/scheduled/${id}`, { user: ada })).json()) as { status: string; sentAt: string };
    expect(row.status).toBe('sent');
    // pg-boss reports nothing for a failed fetch (it swallows it and polls again); whatever it did report was the outage.
    expect(jobErrors.filter((e) => !/ECONNREFUSED|terminat|connect/i.test(e.message))).toEqual([]);

    console.log(
      `[faults] database outage: detected in ${detectMs} ms, down ${outageMs} ms, pg_ctl start ${startMs} ms, ` +
        `health ok ${recoverMs} ms after start, scheduled email sent ${sendMs} ms after recovery`,
    );
  }, 60_000);
});
