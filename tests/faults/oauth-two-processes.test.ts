/**
 * Two real server processes on one PostgreSQL database serve the same
 * Outlook-style account (XOAUTH2 against Dovecot's oauth2 passdb and a local
 * stand-in of Microsoft's identity platform). When its access token has run
 * out and both need it at the same moment, Microsoft is asked once and both
 * commands succeed; and no token ever appears in either process's log.
 * PostgreSQL only: two processes cannot open one PGlite directory.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDb, type Db } from '../../src/server/db/open';
import { mailAccount } from '../../src/server/db/schema/mail';
import { startDovecot, type Dovecot } from '../helpers/dovecot';
import { startOAuthStandIn, type OAuthStandIn } from '../helpers/oauth-server';
import { createDatabaseAt } from '../helpers/pg-cluster';
import { freePort, httpClient, killServerProcess, startServerProcess, until, type HttpUser, type ServerProcess } from '../helpers/server-process';

const MAILBOX = 'ada@outlook.test';

describe.runIf(inject('pgUrl'))('an OAuth account served by two server processes', () => {
  let standIn: OAuthStandIn;
  let dovecot: Dovecot;
  let db: Db;
  const servers: ServerProcess[] = [];
  const bases: string[] = [];

  beforeAll(async () => {
    standIn = await startOAuthStandIn();
    standIn.signInAs({ email: MAILBOX, name: 'Ada Lovelace' });
    dovecot = await startDovecot([], { oauth2IntrospectionUrl: standIn.introspectionUrl });
    dovecot.deliver(MAILBOX, ['From: Nora <nora@example.org>\nTo: ada@outlook.test\nSubject: Two processes\nMessage-ID: <two@example.org>\n\nHello.\n']);
    const databaseUrl = await createDatabaseAt(inject('pgUrl'), 'oauth2proc');
    db = await openDb({ databaseUrl, dataDir: 'memory://', maxConnections: 2 });
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      bases.push(base);
      servers.push(
        await startServerProcess(
          {
            PORT: String(port),
            DATA_DIR: 'memory://',
            DATABASE_URL: databaseUrl,
            PUBLIC_URL: base,
            SESSION_SECRET: 'oauth-two-processes-secret-0123456789abcdef',
            ENCRYPTION_KEY: '33'.repeat(32),
            LOG_LEVEL: 'debug',
            AUTH_RATE_LIMIT: '1000',
            MAIL_ALLOW_PRIVATE_HOSTS: 'true',
            MICROSOFT_CLIENT_ID: standIn.clientId,
            MICROSOFT_CLIENT_SECRET: standIn.clientSecret,
            MICROSOFT_AUTHORITY_URL: standIn.authority,
            MICROSOFT_IMAP_URL: `imap://${dovecot.host}:${dovecot.port}`,
            MICROSOFT_SMTP_URL: `smtp://${dovecot.host}:9`,
          },
          base,
        ),
      );
    }
  });
  afterAll(async () => {
    for (const server of servers) await killServerProcess(server);
    await db?.close();
    await dovecot?.stop();
    await standIn?.close();
  });

  it('refreshes an expired token once when both processes need it at the same moment, and logs no token', async () => {
    const [a, b] = [httpClient(bases[0]!), httpClient(bases[1]!)];
    const ada: HttpUser = await a.signUp('Ada');

    // Consent through process A, as the browser would.
    const started = await a.call('/api/accounts/oauth/microsoft', { user: ada, method: 'POST' });
    expect(started.status).toBe(200);
    const { url } = (await started.json()) as { url: string };
    const state = started.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const back = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location')!);
    const done = await fetch(`${bases[0]}${back.pathname}${back.search}`, { headers: { cookie: `${ada.cookie}; ${state}` }, redirect: 'manual' });
    expect(done.headers.get('location')).toBe('/settings?tab=email');

    type Listed = { accounts: { id: string; email: string; status: string }[] };
    const account = await until(
      async () => ((await (await a.call('/api/accounts', { user: ada })).json()) as Listed).accounts.find((x) => x.email === MAILBOX && x.status === 'ready'),
      20_000,
      'the account to sync',
    );
    const list = (await (await b.call(`/api/mail/messages?tab=inbox&account=${account.id}`, { user: ada })).json()) as { items: { id: string; subject: string }[] };
    const message = list.items.find((m) => m.subject === 'Two processes')!;
    expect(message).toBeDefined();

    // The token runs out for the server and for what both processes know of it.
    standIn.expireAccessTokens();
    await db.db.update(mailAccount).set({ accessTokenExpiresAt: new Date(Date.now() - 60_000) }).where(eq(mailAccount.id, account.id));
    const before = standIn.refreshes(MAILBOX);
    const [fromA, fromB] = await Promise.all([
      a.call(`/api/mail/messages/${message.id}/star`, { user: ada, json: { starred: true } }),
      b.call(`/api/mail/messages/${message.id}/read`, { user: ada, json: {} }),
    ]);
    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    expect(standIn.refreshes(MAILBOX)).toBe(before + 1);

    const logs = servers.flatMap((s) => s.output).join('');
    expect(logs.length).toBeGreaterThan(0);
    for (const token of standIn.issuedTokens()) expect(logs).not.toContain(token);
  });
});
