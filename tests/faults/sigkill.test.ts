/**
 * The real server process (`node --import tsx src/server/main.ts`) is killed
 * with SIGKILL while it is sending scheduled mail, then started again on the
 * same database. Every scheduled email must reach its recipients exactly
 * once: the local one (Bob's inbox) and the outside one (a slow SMTP sink that
 * counts Message-IDs), and every row must end up 'sent'.
 *
 * The sink holds each message's answer, so the kill lands while a batch of
 * sends is claimed ('sending', Message-ID recorded) and in flight (the sink
 * stops answering a moment before the kill, so no 250 is on its way); those
 * claims belong to a dead process and must be taken over, checked with
 * wasSent, and sent once. Runs on PGlite (DATA_DIR) and, when the binaries
 * exist, on PostgreSQL.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { ScheduledEmailView } from '../../src/core/schedule/view';
import { createDatabaseAt } from '../helpers/pg-cluster';
import { freePort, httpClient, killServerProcess, sleep, startServerProcess, until, type ServerProcess } from '../helpers/server-process';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink';

const EMAILS = 50;
const SINK_HOLD_MS = 1_500;
/** Time for the server to record the 250s it had just got before the kill lands. */
const SETTLE_MS = 1_000;
const OUTSIDE = 'partner@outside.example';

const engines: { kind: 'pglite' | 'postgres'; databaseUrl?: () => Promise<string> }[] = [
  { kind: 'pglite' },
  ...(inject('pgUrl') ? [{ kind: 'postgres' as const, databaseUrl: () => createDatabaseAt(inject('pgUrl'), 'sigkill') }] : []),
];

describe.each(engines)('SIGKILL while sending scheduled mail on $kind', ({ kind, databaseUrl }) => {
  let server: ServerProcess | undefined;
  let sink: SmtpSink | undefined;
  let dataDir = '';

  afterEach(async () => {
    await killServerProcess(server);
    await sink?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it(`resumes after a restart with every one of ${EMAILS} emails delivered exactly once`, async () => {
    sink = await startSmtpSink({ holdMs: SINK_HOLD_MS });
    dataDir = await mkdtemp(path.join(tmpdir(), 'eb-sigkill-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env: Record<string, string> = {
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      SESSION_SECRET: 'sigkill-test-session-secret-0123456789abcdef',
      ENCRYPTION_KEY: '11'.repeat(32),
      SMTP_URL: sink.url,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '1000',
      DATABASE_URL: databaseUrl ? await databaseUrl() : '',
      // The taken-over sends wait for the dead process's claims to lapse: 10 s instead of 30 keeps the test short.
      SCHEDULED_LEASE_MS: '10000',
    };
    server = await startServerProcess(env, base);

    const { call, signUp, inboxSubjects } = httpClient(base);
    const ada = await signUp('Ada');
    const bob = await signUp('Bob');

    // All due at the same moment, a little after the last one is created (on a busy machine, the late ones 2 s after their creation).
    const tag = `sigkill-${kind}-${Date.now().toString(36)}`;
    const dueAt = Date.now() + 4_000;
    const ids: string[] = [];
    for (let i = 0; i < EMAILS; i += 10) {
      const created = await Promise.all(
        Array.from({ length: Math.min(10, EMAILS - i) }, async (_, k) => {
          const res = await call('/api/scheduled', {
            user: ada,
            json: { to: [bob.email, OUTSIDE], subject: `${tag} #${i + k}`, body: `<p>Number ${i + k}</p>`, scheduledTime: new Date(Math.max(dueAt, Date.now() + 2_000)).toISOString() },
          });
          expect(res.status).toBe(201);
          return ((await res.json()) as ScheduledEmailView).id;
        }),
      );
      ids.push(...created);
    }
    const statuses = async () => {
      const res = await call('/api/scheduled', { user: ada });
      expect(res.status).toBe(200);
      const items = ((await res.json()) as { items: ScheduledEmailView[] }).items.filter((row) => ids.includes(row.id));
      return items;
    };

    // Kill once some are sent and a batch is claimed and held in flight by the slow sink.
    const before = await until(
      async () => {
        if (sink!.holding() === 0 || sink!.accepted.length === 0) return false;
        const rows = await statuses();
        const sent = rows.filter((r) => r.status === 'sent').length;
        return sent > 0 && sent < EMAILS && sink!.holding() > 0 ? rows : false;
      },
      30_000,
      'some emails sent and others in flight',
    );
    // No answer leaves the sink from here until the restart, and what it answered before has a moment to be
    // recorded: a kill between a server's 250 and the client's record of it sends twice with any SMTP client,
    // which is not what this test is about.
    sink.pause();
    await sleep(SETTLE_MS);
    const inFlight = sink.holding();
    const killedAt = Date.now();
    await killServerProcess(server);
    const countAt = (status: string) => before.filter((r) => r.status === status).length;

    server = await startServerProcess(env, base);
    const restartMs = Date.now() - killedAt;
    sink.resume();

    const after = await until(
      async () => {
        const rows = await statuses();
        return rows.length === EMAILS && rows.every((r) => r.status === 'sent') ? rows : false;
      },
      90_000,
      'every email to be sent after the restart',
    );
    const resumeMs = Date.now() - killedAt;
    // A few more polling rounds and a sweep's worth of jobs: nothing may go twice.
    await sleep(SINK_HOLD_MS + 1_000);

    expect(after.map((r) => r.status)).toEqual(Array(EMAILS).fill('sent'));
    const expected = Array.from({ length: EMAILS }, (_, i) => `${tag} #${i}`).sort();

    // Bob's inbox: one copy of each.
    const inbox = await inboxSubjects(bob, tag);
    expect(inbox.sort()).toEqual(expected);

    // The outside server: one accepted copy of each, each with its own Message-ID.
    const mine = sink.accepted.filter((m) => m.subject.startsWith(tag));
    expect(mine.map((m) => m.subject).sort()).toEqual(expected);
    expect(new Set(mine.map((m) => m.messageId)).size).toBe(EMAILS);
    expect(mine.every((m) => /^<[^<>\s]+@[^<>\s]+>$/.test(m.messageId) && m.to.includes(OUTSIDE))).toBe(true);
    // What the killed process had in flight was never acknowledged, and went out again under the same Message-ID.
    const dropped = sink.dropped.filter((m) => m.subject.startsWith(tag));
    // A send can reach the sink between counting the held ones and the kill landing, so at least those.
    expect(dropped.length).toBeGreaterThanOrEqual(inFlight);
    const acceptedIdBySubject = new Map(mine.map((m) => [m.subject, m.messageId]));
    expect(dropped.every((m) => acceptedIdBySubject.get(m.subject) === m.messageId)).toBe(true);

    console.log(
      `[faults] SIGKILL on ${kind}: killed with ${countAt('sent')} sent, ${countAt('sending')} sending (${inFlight} held by the SMTP sink), ` +
        `${countAt('pending')} pending; server up again ${restartMs} ms after the kill; all ${EMAILS} sent ${resumeMs} ms after the kill`,
    );
  }, 180_000);
});
