/**
 * PostgreSQL stops while the real server process is in the middle of sending
 * scheduled mail: the outside SMTP server has the messages, but the database
 * is gone before the Sent copies are written. The process must stay up
 * (pg-boss's unawaited job completion must not crash it), answer 503 while
 * the database is down, and once it is back finish every email with each
 * recipient getting exactly one copy: the retry finds no Sent copy, so only
 * the relay's memory of what it handed over stops a second outside delivery.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { TEXT_DATABASE_UNAVAILABLE } from '../../src/server/app';
import type { ScheduledEmailView } from '../../src/core/schedule/view';
import { lastPgClusterSkipReason, startPgCluster, type PgCluster } from '../helpers/pg-cluster';
import { freePort, httpClient, killServerProcess, sleep, startServerProcess, until, type ServerProcess } from '../helpers/server-process';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink';

const cluster = process.env.EMAIL_BUDDY_TEST_PGLITE_ONLY ? null : await startPgCluster();
if (!cluster) {
  console.warn(
    `[faults] mid-send database outage test not run: ${process.env.EMAIL_BUDDY_TEST_PGLITE_ONLY ? 'EMAIL_BUDDY_TEST_PGLITE_ONLY is set' : lastPgClusterSkipReason}`,
  );
}

const EMAILS = 5;
const OUTSIDE = 'partner@outside.example';

describe.runIf(cluster)('PostgreSQL stopped while the server sends scheduled mail', () => {
  const pg = cluster as PgCluster;
  let server: ServerProcess | undefined;
  let sink: SmtpSink | undefined;

  afterAll(async () => {
    await killServerProcess(server);
    await sink?.close();
    await pg.stop();
  });

  it('stays up, answers 503, and after the outage delivers each email exactly once', async () => {
    sink = await startSmtpSink({ holdMs: 3_000 });
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = await startServerProcess(
      {
        PORT: String(port),
        DATA_DIR: 'memory://',
        DATABASE_URL: await pg.createDatabase(),
        PUBLIC_URL: base,
        SESSION_SECRET: 'outage-test-session-secret-0123456789abcdef',
        ENCRYPTION_KEY: '22'.repeat(32),
        SMTP_URL: sink.url,
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT: '1000',
        // The crashed attempts' claims lapse after 10 s instead of 30, which only shortens the wait.
        SCHEDULED_LEASE_MS: '10000',
      },
      base,
    );
    const { call, signUp, inboxSubjects } = httpClient(base);
    const ada = await signUp('Ada');
    const bob = await signUp('Bob');

    const tag = `outage-${Date.now().toString(36)}`;
    const dueAt = Date.now() + 2_000;
    const ids = await Promise.all(
      Array.from({ length: EMAILS }, async (_, i) => {
        const res = await call('/api/scheduled', { user: ada, json: { to: [bob.email, OUTSIDE], subject: `${tag} #${i}`, body: `<p>${i}</p>`, scheduledTime: new Date(Math.max(dueAt, Date.now() + 1_500)).toISOString() } });
        expect(res.status).toBe(201);
        return ((await res.json()) as ScheduledEmailView).id;
      }),
    );

    // All handed to the SMTP server, which holds its answer (on a busy machine one may already be through): stop the database now.
    await until(async () => sink!.holding() > 0 && sink!.holding() + sink!.accepted.length === EMAILS, 30_000, 'every email to reach the SMTP server');
    const heldAtHalt = sink.holding();
    await pg.halt('fast');
    const haltedAt = Date.now();
    // The SMTP server accepts them while the database is down; writing the Sent copies fails.
    await until(async () => sink!.accepted.length === EMAILS, 10_000, 'the SMTP server to accept them');
    await sleep(500);

    const health = await call('/api/health');
    expect(health.status).toBe(503);
    const list = await call('/api/scheduled', { user: ada });
    expect({ status: list.status, body: await list.json() }).toEqual({
      status: 503,
      body: { error: { code: 'DATABASE_UNAVAILABLE', message: TEXT_DATABASE_UNAVAILABLE } },
    });
    expect(server.alive()).toBe(true);

    await pg.resume();
    const resumedAt = Date.now();
    await until(async () => (await call('/api/health')).status === 200, 10_000, 'health after the restart');

    const statuses = async () => {
      const res = await call('/api/scheduled', { user: ada });
      return res.status === 200 ? ((await res.json()) as { items: ScheduledEmailView[] }).items.filter((r) => ids.includes(r.id)) : [];
    };
    await until(async () => (await statuses()).filter((r) => r.status === 'sent').length === EMAILS, 60_000, 'every email to be sent');
    const doneMs = Date.now() - resumedAt;
    await sleep(1_000);

    expect(server.alive()).toBe(true);
    const expected = Array.from({ length: EMAILS }, (_, i) => `${tag} #${i}`).sort();
    expect(sink.accepted.map((m) => m.subject).sort()).toEqual(expected);
    expect(sink.dropped).toEqual([]);
    const inbox = await inboxSubjects(bob, tag);
    expect(inbox.sort()).toEqual(expected);
    expect(server.output.join('')).not.toMatch(/unhandled promise rejection/);

    console.log(
      `[faults] database outage mid-send: ${heldAtHalt} of ${EMAILS} in flight, down ${resumedAt - haltedAt} ms; all ${EMAILS} sent ${doneMs} ms after PostgreSQL was back (the crashed attempts' 10 s lease had to lapse)`,
    );
  }, 180_000);
});
