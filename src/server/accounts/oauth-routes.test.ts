/**
 * POST /api/accounts/oauth/:provider and the sign-in callback behind it,
 * through a local stand-in of Microsoft's identity platform: the consent asks
 * for the mail scopes with PKCE, the callback adds an Outlook account that
 * syncs from Dovecot over XOAUTH2, signing in again renews the same account,
 * and nobody else sees it.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDovecot, type Dovecot } from '../../../tests/helpers/dovecot';
import { startOAuthStandIn, type OAuthStandIn } from '../../../tests/helpers/oauth-server';
import { until } from '../../../tests/helpers/server-process';
import { createTestContext, type TestContext, type TestUser } from '../../../tests/helpers/test-app';
import { account } from '../db/schema/auth';
import { TEXT_OAUTH_UNAVAILABLE } from './service';

type Listed = { accounts: { id: string; email: string; provider: string; oauth?: string; status: string; error?: string }[] };

describe('adding a Microsoft mailbox through OAuth', () => {
  let t: TestContext;
  let plain: TestContext;
  let ada: TestUser;
  let bob: TestUser;
  let standIn: OAuthStandIn;
  let dovecot: Dovecot;
  const mailbox = { email: 'ada.lovelace@outlook.test', name: 'Ada Lovelace' };

  const accounts = async (user: TestUser) => ((await (await t.request('/api/accounts', { user })).json()) as Listed).accounts;

  /** Starts the consent as Ada's browser, lets the stand-in approve it, and returns where the callback sends her. */
  const consent = async (user: TestUser): Promise<string> => {
    const started = await t.request('/api/accounts/oauth/microsoft', { user, method: 'POST' });
    expect(started.status).toBe(200);
    const { url } = (await started.json()) as { url: string };
    const stateCookies = started.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const approved = await fetch(url, { redirect: 'manual' });
    expect(approved.status).toBe(302);
    const back = new URL(approved.headers.get('location')!);
    expect(back.pathname).toBe('/api/auth/callback/microsoft');
    const done = await t.request(`${back.pathname}${back.search}`, { headers: { cookie: `${user.cookie}; ${stateCookies}` }, redirect: 'manual' });
    expect(done.status, await done.clone().text()).toBe(302);
    return done.headers.get('location') ?? '';
  };

  beforeAll(async () => {
    standIn = await startOAuthStandIn();
    dovecot = await startDovecot([], { oauth2IntrospectionUrl: standIn.introspectionUrl });
    dovecot.deliver(mailbox.email, ['From: Nora <nora@example.org>\nTo: ada.lovelace@outlook.test\nSubject: Welcome to Outlook\nMessage-ID: <w@example.org>\n\nHello.\n']);
    t = await createTestContext('pglite', {
      config: {
        MAIL_ALLOW_PRIVATE_HOSTS: 'true',
        MICROSOFT_CLIENT_ID: standIn.clientId,
        MICROSOFT_CLIENT_SECRET: standIn.clientSecret,
        MICROSOFT_AUTHORITY_URL: standIn.authority,
        MICROSOFT_IMAP_URL: `imap://${dovecot.host}:${dovecot.port}`,
        MICROSOFT_SMTP_URL: `smtp://${dovecot.host}:1`,
      },
    });
    plain = await createTestContext('pglite');
    [ada, bob] = [await t.signUp({ name: 'Ada' }), await t.signUp({ name: 'Bob' })];
  });
  afterAll(async () => {
    await t?.close();
    await plain?.close();
    await dovecot?.stop();
    await standIn?.close();
  });

  it('refuses an unknown provider, a stranger, and a server without Microsoft configured', async () => {
    expect((await t.request('/api/accounts/oauth/yahoo', { user: ada, method: 'POST' })).status).toBe(400);
    expect((await t.request('/api/accounts/oauth/microsoft', { method: 'POST' })).status).toBe(401);
    const carol = await plain.signUp({ name: 'Carol' });
    const off = await plain.request('/api/accounts/oauth/microsoft', { user: carol, method: 'POST' });
    expect(off.status).toBe(409);
    expect(((await off.json()) as { error: { message: string } }).error.message).toBe(TEXT_OAUTH_UNAVAILABLE('microsoft'));
    const google = await t.request('/api/accounts/oauth/google', { user: ada, method: 'POST' });
    expect(google.status).toBe(409);
  });

  it('asks for the mail scopes, adds the mailbox from the callback and syncs it over XOAUTH2; Bob sees none of it', async () => {
    standIn.signInAs(mailbox);
    const landing = await consent(ada);
    expect(landing).toBe('/settings?tab=email');
    expect(standIn.authorizeScopes.at(-1)).toEqual(expect.arrayContaining(['https://outlook.office.com/IMAP.AccessAsUser.All', 'https://outlook.office.com/SMTP.Send', 'offline_access']));
    expect(standIn.authorizeScopes.at(-1)).not.toContain('User.Read');

    const added = (await accounts(ada)).find((a) => a.email === mailbox.email);
    expect(added).toMatchObject({ provider: 'imap', oauth: 'microsoft' });
    await until(async () => (await accounts(ada)).find((a) => a.id === added!.id)?.status === 'ready', 15_000, 'the first sync');
    const inbox = (await (await t.request(`/api/mail/messages?tab=inbox&account=${added!.id}`, { user: ada })).json()) as { items: { subject: string }[] };
    expect(inbox.items.map((i) => i.subject)).toEqual(['Welcome to Outlook']);

    expect((await accounts(bob)).some((a) => a.email === mailbox.email)).toBe(false);
    expect((await t.request(`/api/accounts/${added!.id}`, { user: bob })).status).toBe(404);
  });

  it('signing in again after consent was withdrawn renews the same account and keeps its mail', async () => {
    const before = (await accounts(ada)).find((a) => a.email === mailbox.email)!;
    standIn.revoke(mailbox.email);
    standIn.expireAccessTokens();
    await expect(t.app.services.mail.imap.syncNow(ada.id, before.id)).rejects.toThrow('Sign in to Microsoft again');
    expect((await accounts(ada)).find((a) => a.id === before.id)).toMatchObject({ status: 'error', error: 'Sign in to Microsoft again' });

    // The person consents again: the withdrawal was of the old grant, the new one works.
    standIn.unrevoke(mailbox.email);
    await consent(ada);
    const after = (await accounts(ada)).filter((a) => a.email === mailbox.email);
    expect(after).toHaveLength(1);
    expect(after[0]!.id).toBe(before.id);
    await until(async () => (await accounts(ada)).find((a) => a.id === before.id)?.status === 'ready', 15_000, 'the sync after signing in again');
    const inbox = (await (await t.request(`/api/mail/messages?tab=inbox&account=${before.id}`, { user: ada })).json()) as { items: { subject: string }[] };
    expect(inbox.items.map((i) => i.subject)).toEqual(['Welcome to Outlook']);
  });

  it('removing the mailbox deletes every copy of its tokens', async () => {
    const added = (await accounts(ada)).find((a) => a.email === mailbox.email)!;
    expect((await t.request(`/api/accounts/${added.id}`, { user: bob, method: 'DELETE' })).status).toBe(404);
    expect((await t.request(`/api/accounts/${added.id}`, { user: ada, method: 'DELETE' })).status).toBe(204);
    expect((await accounts(ada)).some((a) => a.email === mailbox.email)).toBe(false);
    const signIn = await t.db.db.select().from(account).where(and(eq(account.userId, ada.id), eq(account.providerId, 'microsoft')));
    expect(signIn.length).toBe(1);
    expect(signIn[0]).toMatchObject({ accessToken: null, refreshToken: null, idToken: null });
  });
});
