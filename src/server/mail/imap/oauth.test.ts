/**
 * An Outlook-style account that signs in with OAuth (SASL XOAUTH2) against a
 * real Dovecot whose oauth2 passdb asks a local stand-in of Microsoft's
 * identity platform about each token, and an SMTP server checking the same
 * tokens: connect, sync, send; a token the server stopped taking refreshed
 * without a failed command; a withdrawn consent turning the account to
 * "Sign in to Microsoft again" with its mail kept; two server processes
 * refreshing once.
 */
import { eq } from 'drizzle-orm';
import { ImapFlow } from 'imapflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDovecot, type Dovecot } from '../../../../tests/helpers/dovecot';
import { startOAuthStandIn, type OAuthStandIn } from '../../../../tests/helpers/oauth-server';
import { startSmtpAuthServer, type SmtpAuthServer } from '../../../../tests/helpers/smtp-auth';
import { createTestContext, dbKinds, type TestContext, type TestUser } from '../../../../tests/helpers/test-app';
import { AccountRepository } from '../../accounts/repository';
import { mailAccount } from '../../db/schema/mail';
import { createLogger } from '../../logger';
import { encryptToken } from '../gmail/crypto';
import { MICROSOFT_MAIL_SCOPES, OAuthTokens } from './oauth-tokens';

describe.each(dbKinds())('an OAuth (XOAUTH2) IMAP account on %s', (kind) => {
  let t: TestContext;
  let ada: TestUser;
  let bob: TestUser;
  let standIn: OAuthStandIn;
  let dovecot: Dovecot;
  let smtp: SmtpAuthServer;
  const email = `ada-${kind}@outlook.test`;

  const api = async <T>(user: TestUser, path: string): Promise<T> => {
    const res = await t.request(path, { user });
    expect(res.status, `${path}: ${res.status}`).toBe(200);
    return (await res.json()) as T;
  };
  const subjects = async (user: TestUser, accountId: string) =>
    (await api<{ items: { subject: string }[] }>(user, `/api/mail/messages?tab=inbox&account=${accountId}`)).items.map((i) => i.subject);
  const row = async (id: string) => (await t.db.db.select().from(mailAccount).where(eq(mailAccount.id, id)))[0]!;

  /** An account as a finished Microsoft consent leaves it: a refresh token, and an access token with `ttl` seconds left. */
  const addAccount = async (user: TestUser, ttlSeconds = 3600) => {
    const issued = standIn.issue(email, { accessTtlSeconds: ttlSeconds });
    const server = { host: dovecot.host, port: dovecot.port, security: 'none' as const, username: email };
    const account = await new AccountRepository(t.db.db).insertImap(user.id, {
      email,
      displayName: 'Ada Outlook',
      status: 'syncing',
      imap: server,
      smtp: { ...server, port: smtp.port },
      oauthProvider: 'microsoft',
      refreshTokenEnc: encryptToken(issued.refreshToken, t.config.encryptionKey),
      accessToken: issued.accessToken,
      accessTokenExpiresAt: new Date(issued.expiresAt),
    });
    return account.id;
  };

  beforeAll(async () => {
    standIn = await startOAuthStandIn();
    [dovecot, smtp] = await Promise.all([
      startDovecot([], { oauth2IntrospectionUrl: standIn.introspectionUrl }),
      startSmtpAuthServer([], { verifyToken: standIn.isLive }),
    ]);
    const { accessToken } = standIn.issue(email);
    const other = new ImapFlow({ host: dovecot.host, port: dovecot.port, secure: false, doSTARTTLS: false, auth: { user: email, accessToken }, logger: false });
    await other.connect();
    await other.append('INBOX', 'From: Nora <nora@example.org>\r\nTo: ada@outlook.test\r\nSubject: Offsite venue\r\nMessage-ID: <venue@example.org>\r\n\r\nConfirm by Friday?\r\n');
    await other.logout();
    t = await createTestContext(kind, {
      config: {
        MAIL_ALLOW_PRIVATE_HOSTS: 'true',
        MICROSOFT_CLIENT_ID: standIn.clientId,
        MICROSOFT_CLIENT_SECRET: standIn.clientSecret,
        MICROSOFT_AUTHORITY_URL: standIn.authority,
      },
    });
    [ada, bob] = [await t.signUp({ name: 'Ada' }), await t.signUp({ name: 'Bob' })];
  });
  afterAll(async () => {
    await t?.close();
    await dovecot?.stop();
    await smtp?.close();
    await standIn?.close();
  });

  it('syncs and sends with the token, and shows no token in any answer', async () => {
    const accountId = await addAccount(ada);
    await t.app.services.mail.imap.syncNow(ada.id, accountId);
    expect(await subjects(ada, accountId)).toEqual(['Offsite venue']);
    const res = await t.request('/api/mail/send', { user: ada, json: { accountId, to: ['grace@example.com'], subject: 'From Outlook', body: '<p>Hi</p>' } });
    expect(res.status).toBe(200);
    expect(smtp.received.at(-1)).toMatchObject({ from: email, to: ['grace@example.com'], user: email });

    const listed = await t.request('/api/accounts', { user: ada });
    const text = await listed.text();
    const stored = await row(accountId);
    expect(text).not.toContain(stored.accessToken!);
    expect(JSON.parse(text).accounts.find((a: { id: string }) => a.id === accountId)).toMatchObject({ provider: 'imap', oauth: 'microsoft', status: 'ready', email });
    // Bob sees neither the account nor its mail.
    expect((await t.request(`/api/accounts/${accountId}`, { user: bob })).status).toBe(404);
    expect((await t.request(`/api/mail/messages?tab=inbox&account=${accountId}`, { user: bob })).status).toBe(404);
    // An OAuth account has no password to change.
    const patched = await t.request(`/api/accounts/${accountId}`, { user: ada, method: 'PATCH', json: { imap: { password: 'guess' } } });
    expect(patched.status).toBe(409);
    await t.request(`/api/accounts/${accountId}`, { user: ada, method: 'DELETE' });
  });

  it('refreshes a token before it expires, and a token the server stopped taking, without a failed command', async () => {
    const accountId = await addAccount(ada, 30);
    const before = standIn.refreshes(email);
    // Thirty seconds left is too little: the sync refreshes before logging in.
    await t.app.services.mail.imap.syncNow(ada.id, accountId);
    expect(standIn.refreshes(email)).toBe(before + 1);
    expect(await subjects(ada, accountId)).toEqual(['Offsite venue']);

    // The server forgets every token although ours still has an hour: the login is refused once, refreshed and retried.
    standIn.expireAccessTokens();
    const res = await t.request('/api/mail/send', { user: ada, json: { accountId, to: ['grace@example.com'], subject: 'After expiry', body: 'Still here' } });
    expect(res.status).toBe(200);
    expect(smtp.received.at(-1)).toMatchObject({ user: email });
    expect(smtp.received.at(-1)!.raw).toMatch(/^Subject: After expiry/m);
    await t.app.services.mail.imap.syncNow(ada.id, accountId);
    expect((await row(accountId)).status).toBe('ready');
    expect(standIn.refreshes(email)).toBe(before + 2);
    await t.request(`/api/accounts/${accountId}`, { user: ada, method: 'DELETE' });
  });

  it('turns the account to "Sign in to Microsoft again" when consent is withdrawn, keeping its cached mail', async () => {
    const victim = `gone-${kind}@outlook.test`;
    const issued = standIn.issue(victim, { accessTtlSeconds: 3600 });
    const accountId = await addAccount(ada);
    await t.app.services.mail.imap.syncNow(ada.id, accountId);
    await t.db.db
      .update(mailAccount)
      .set({ refreshTokenEnc: encryptToken(issued.refreshToken, t.config.encryptionKey), accessTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(mailAccount.id, accountId));
    standIn.revoke(victim);
    await expect(t.app.services.mail.imap.syncNow(ada.id, accountId)).rejects.toThrow('Sign in to Microsoft again');
    const { accounts } = await api<{ accounts: { id: string; status: string; error?: string }[] }>(ada, '/api/accounts');
    expect(accounts.find((a) => a.id === accountId)).toMatchObject({ status: 'error', error: 'Sign in to Microsoft again' });
    expect(await subjects(ada, accountId)).toEqual(['Offsite venue']);
    const send = await t.request('/api/mail/send', { user: ada, json: { accountId, to: ['grace@example.com'], subject: 'Nope', body: 'x' } });
    expect(send.status).toBeGreaterThanOrEqual(400);
    expect(((await send.json()) as { error: { message: string } }).error.message).toContain('Sign in to Microsoft again');
    await t.request(`/api/accounts/${accountId}`, { user: ada, method: 'DELETE' });
  });

  it('refreshes once when two server processes need a new token at the same moment', async () => {
    const accountId = await addAccount(ada, 10);
    const before = standIn.refreshes(email);
    const clients = { microsoft: { tokenUrl: `${standIn.authority}/common/oauth2/v2.0/token`, clientId: standIn.clientId, clientSecret: standIn.clientSecret, scopes: MICROSOFT_MAIL_SCOPES } };
    // Each keeper stands for one process: its own in-flight map, the shared database between them.
    const keepers = [1, 2, 3].map(() => new OAuthTokens({ db: t.db.db, encryptionKey: t.config.encryptionKey, clients, logger: createLogger('silent') }));
    const tokens = await Promise.all(keepers.flatMap((k) => [k.accessToken(accountId), k.accessToken(accountId)]));
    expect(new Set(tokens).size).toBe(1);
    expect(standIn.refreshes(email)).toBe(before + 1);
    expect(standIn.isLive(email, tokens[0]!)).toBe(true);
    await t.request(`/api/accounts/${accountId}`, { user: ada, method: 'DELETE' });
  });
});
