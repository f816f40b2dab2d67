/**
 * Gmail read over IMAP instead of the Gmail API: added from Settings with
 * Google's consent (the mail scope, openid and email), returning to the
 * sign-in callback; read and sent with SASL XOAUTH2; refreshed at Google's
 * token endpoint; turned to "Sign in to Google again" when the grant is
 * withdrawn. Google is the Gmail fake over real HTTP; imap.gmail.com is a real
 * Dovecot whose oauth2 passdb asks the fake about each token, and
 * smtp.gmail.com an SMTP server checking the same tokens.
 */
import { ImapFlow } from 'imapflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GmailFake } from '../../../../tests/fakes/gmail-fake';
import { startDovecot, type Dovecot } from '../../../../tests/helpers/dovecot';
import { startSmtpAuthServer, type SmtpAuthServer } from '../../../../tests/helpers/smtp-auth';
import { cookieFrom, createTestContext, dbKinds, type TestContext, type TestUser } from '../../../../tests/helpers/test-app';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { AccountRepository } from '../../accounts/repository';
import { mailAccount } from '../../db/schema/mail';
import { createLogger } from '../../logger';
import { GMAIL_IMAP_STATE_COOKIE, IMAP_CONNECTED_REDIRECT } from '../gmail/imap-consent';
import { GMAIL_FAILED_REDIRECT } from '../gmail/routes';
import { OAuthTokens } from './oauth-tokens';

interface AccountAnswer {
  id: string;
  provider: string;
  oauth?: string;
  email: string;
  status: string;
  error?: string;
}

describe.each(dbKinds())('Gmail over IMAP on %s', (kind) => {
  let fake: GmailFake;
  let dovecot: Dovecot;
  let smtp: SmtpAuthServer;
  let t: TestContext;
  let ada: TestUser;
  let bob: TestUser;
  const mailbox = `ada.imap-${kind}@gmail.test`;

  /** Another client of the same mailbox, signing in with a token of its own. */
  const asOtherClient = async <T>(work: (client: ImapFlow) => Promise<T>): Promise<T> => {
    const client = new ImapFlow({ host: dovecot.host, port: dovecot.port, secure: false, doSTARTTLS: false, auth: { user: mailbox, accessToken: fake.issueAccessToken() }, logger: false });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.logout();
    }
  };

  const accountsOf = async (user: TestUser) => ((await (await t.request('/api/accounts', { user })).json()) as { accounts: AccountAnswer[] }).accounts;
  const subjects = async (user: TestUser, accountId: string, tab = 'inbox') => {
    const res = await t.request(`/api/mail/messages?tab=${tab}&account=${accountId}`, { user });
    expect(res.status).toBe(200);
    return ((await res.json()) as { items: { subject: string }[] }).items.map((i) => i.subject);
  };

  /** Settings' "Sign in with Google": the consent URL and the state cookie it sets. */
  const start = async (user: TestUser, email = mailbox) => {
    const res = await t.request(`/api/accounts/oauth/google?email=${encodeURIComponent(email)}`, { user, method: 'POST' });
    expect(res.status).toBe(200);
    return { url: new URL(((await res.json()) as { url: string }).url), cookie: cookieFrom(res), setCookie: res.headers.getSetCookie().join('\n') };
  };

  /** Google's consent page approves and sends the browser back; the callback runs with the given cookies. */
  const consentAndReturn = async (user: TestUser, consentUrl: URL, stateCookie: string) => {
    const approved = await fetch(consentUrl, { redirect: 'manual' });
    const back = new URL(approved.headers.get('location')!);
    const res = await t.request(`${back.pathname}${back.search}`, { user: { ...user, cookie: [user.cookie, stateCookie].filter(Boolean).join('; ') }, redirect: 'manual' });
    return { status: res.status, location: res.headers.get('location') ?? '', back };
  };

  beforeAll(async () => {
    fake = await new GmailFake({ emailAddress: mailbox }).start();
    [dovecot, smtp] = await Promise.all([
      startDovecot([], { oauth2IntrospectionUrl: `${fake.baseUrl}/__introspect`, importantFolder: true }),
      startSmtpAuthServer([], { verifyToken: (user, token) => fake.accessTokenOwner(token) === user }),
    ]);
    await asOtherClient(async (client) => {
      await client.append('INBOX', `From: Nora <nora@example.org>\r\nTo: ${mailbox}\r\nSubject: Cabin weekend\r\nMessage-ID: <cabin@example.org>\r\n\r\nAre you in?\r\n`);
      // Gmail shows the same message again in its Important folder: a view, not a second message.
      await client.mailboxOpen('INBOX');
      await client.messageCopy('1:*', 'Important');
    });
    t = await createTestContext(kind, {
      config: {
        MAIL_ALLOW_PRIVATE_HOSTS: 'true',
        GOOGLE_CLIENT_ID: fake.clientId,
        GOOGLE_CLIENT_SECRET: fake.clientSecret,
        GMAIL_API_BASE_URL: fake.baseUrl,
        GOOGLE_OAUTH_AUTH_URL: `${fake.baseUrl}/o/oauth2/v2/auth`,
        GOOGLE_OAUTH_TOKEN_URL: fake.tokenUrl,
        GOOGLE_OAUTH_REVOKE_URL: fake.revokeUrl,
        GMAIL_IMAP_URL: `imap://${dovecot.host}:${dovecot.port}`,
        GMAIL_SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      },
    });
    [ada, bob] = [await t.signUp({ name: 'Ada' }), await t.signUp({ name: 'Bob' })];
  });
  afterAll(async () => {
    await t?.close();
    await dovecot?.stop();
    await smtp?.close();
    await fake?.stop();
  });

  it("asks Google for the mail scope and the address, returning to the sign-in callback with a state bound to the user", async () => {
    const { url, setCookie } = await start(ada);
    const p = url.searchParams;
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.baseUrl}/o/oauth2/v2/auth`);
    expect(p.get('scope')).toBe('https://mail.google.com/ openid email');
    expect(p.get('redirect_uri')).toBe(`${t.config.publicUrl}/api/auth/callback/google`);
    expect(p.get('access_type')).toBe('offline');
    expect(p.get('login_hint')).toBe(mailbox);
    expect(p.get('state')).toMatch(/^imap-[\w-]{40,}$/);
    expect(setCookie).toContain(`${GMAIL_IMAP_STATE_COOKIE}=`);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toContain('Path=/api/auth/callback/google');
  });

  it('adds the mailbox, reads it, and sends without filing a second Sent copy', async () => {
    const { url, cookie } = await start(ada);
    const { status, location } = await consentAndReturn(ada, url, cookie);
    expect(status).toBe(302);
    expect(location).toBe(IMAP_CONNECTED_REDIRECT);
    const account = (await accountsOf(ada)).find((a) => a.email === mailbox)!;
    expect(account).toMatchObject({ provider: 'imap', oauth: 'google', email: mailbox });

    await t.app.services.mail.imap.syncNow(ada.id, account.id);
    expect(await subjects(ada, account.id)).toEqual(['Cabin weekend']);
    expect((await accountsOf(ada)).find((a) => a.id === account.id)).toMatchObject({ status: 'ready' });
    const everywhere = await t.request(`/api/mail/messages?q=${encodeURIComponent('in:anywhere cabin')}&account=${account.id}`, { user: ada });
    expect(((await everywhere.json()) as { items: unknown[] }).items).toHaveLength(1);

    const sent = await t.request('/api/mail/send', { user: ada, json: { accountId: account.id, to: ['nora@example.org'], subject: 'Count me in', body: '<p>Yes!</p>' } });
    expect(sent.status).toBe(200);
    expect(smtp.received.at(-1)).toMatchObject({ from: mailbox, to: ['nora@example.org'], user: mailbox });
    // Gmail files what its SMTP sends; an APPEND would make a second copy there.
    const sentOnServer = await asOtherClient((client) => client.status('Sent', { messages: true }));
    expect(sentOnServer && sentOnServer.messages).toBe(0);
    expect(await subjects(ada, account.id, 'sent')).toEqual(['Count me in']);

    // No token in any answer; Bob sees neither the account nor its mail.
    const listed = await (await t.request('/api/accounts', { user: ada })).text();
    expect(listed).not.toMatch(/ya29\.|1\/\/|eyJ/);
    expect((await t.request(`/api/accounts/${account.id}`, { user: bob })).status).toBe(404);
    expect((await t.request(`/api/mail/messages?tab=inbox&account=${account.id}`, { user: bob })).status).toBe(404);
    expect(await accountsOf(bob)).not.toContainEqual(expect.objectContaining({ email: mailbox }));
  });

  it('refuses a forged, replayed or declined return and adds nothing', async () => {
    const before = (await accountsOf(bob)).length;
    const adas = await start(ada);
    // Ada's state and cookie, replayed in Bob's session: bound to Ada.
    const replay = await consentAndReturn(bob, adas.url, adas.cookie);
    expect(replay.location).toBe('/settings?tab=email&oauth=failed&error=state_mismatch');
    // A state of our shape that no cookie vouches for.
    const bobs = await start(bob);
    const forged = new URL(bobs.url);
    forged.searchParams.set('state', 'imap-forged-state-that-nobody-issued-00000000');
    expect((await consentAndReturn(bob, forged, bobs.cookie)).location).toBe('/settings?tab=email&oauth=failed&error=state_mismatch');
    // The person said no on Google's page.
    const again = await start(bob);
    const declined = await t.request(`/api/auth/callback/google?error=access_denied&state=${again.url.searchParams.get('state')}`, {
      user: { ...bob, cookie: `${bob.cookie}; ${again.cookie}` },
      redirect: 'manual',
    });
    expect(declined.headers.get('location')).toBe('/settings?tab=email&oauth=failed&error=access_denied');
    expect((await accountsOf(bob)).length).toBe(before);
    // Without a session nothing is added either.
    const anonymous = await start(bob);
    const back = await consentAndReturn({ ...bob, cookie: '' }, anonymous.url, anonymous.cookie);
    expect(back.location).toBe('/settings?tab=email&oauth=failed&error=state_mismatch');
  });

  it('a sign-in return to the same callback still reaches better-auth', async () => {
    const res = await t.request('/api/auth/callback/google?state=betterauthstate&code=4%2Fabc', { redirect: 'manual' });
    // better-auth's own answer to a state it never issued: its error page, not ours.
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/\/api\/auth\/error\?error=state/);
  });

  it('adds the mailbox Google names in the ID token, not the one the form hinted at', async () => {
    const chosen = `other.imap-${kind}@gmail.test`;
    const { url, cookie } = await start(bob);
    // On Google's page the person picks another of their accounts.
    url.searchParams.set('login_hint', chosen);
    expect((await consentAndReturn(bob, url, cookie)).location).toBe(IMAP_CONNECTED_REDIRECT);
    expect((await accountsOf(bob)).filter((a) => a.oauth === 'google').map((a) => a.email)).toEqual([chosen]);
  });

  it('never sends a Google token to another server holding the same address, nor doubles a Gmail API connection', async () => {
    const carol = await t.signUp({ name: 'Carol' });
    const elsewhere = `carol.imap-${kind}@gmail.test`;
    const repository = new AccountRepository(t.db.db);
    const server = { host: 'mail.example.org', port: 993, security: 'tls' as const, username: elsewhere };
    const kept = await repository.insertImap(carol.id, { email: elsewhere, displayName: null, status: 'ready', imap: server, smtp: server, imapPasswordEnc: 'x', smtpPasswordEnc: 'x' });
    const one = await start(carol, elsewhere);
    expect((await consentAndReturn(carol, one.url, one.cookie)).location).toBe('/settings?tab=email&oauth=failed&error=account_exists');
    expect(await repository.get(carol.id, kept.id)).toMatchObject({ oauthProvider: null, refreshTokenEnc: null, imap: server });

    const viaApi = `carol.api-${kind}@gmail.test`;
    await t.db.db.insert(mailAccount).values({ id: randomUUID(), userId: carol.id, provider: 'gmail', externalEmail: viaApi });
    const two = await start(carol, viaApi);
    expect((await consentAndReturn(carol, two.url, two.cookie)).location).toBe('/settings?tab=email&oauth=failed&error=account_exists');
    expect((await accountsOf(carol)).filter((a) => a.oauth === 'google')).toEqual([]);
  });

  it('Connect Gmail refuses the mailbox already read over IMAP, so no message shows twice', async () => {
    const res = await t.request('/api/mail/gmail/connect', { user: ada, method: 'POST' });
    const approved = await fetch(((await res.json()) as { url: string }).url, { redirect: 'manual' });
    const back = new URL(approved.headers.get('location')!);
    const callback = await t.request(`${back.pathname}${back.search}`, { user: { ...ada, cookie: `${ada.cookie}; ${cookieFrom(res)}` }, redirect: 'manual' });
    expect(callback.headers.get('location')).toBe(GMAIL_FAILED_REDIRECT);
    expect((await accountsOf(ada)).filter((a) => a.provider === 'gmail')).toEqual([]);
  });

  it('turns a Gmail account that used an app password into the signed-in one, its cached mail kept', async () => {
    const dana = await t.signUp({ name: 'Dana' });
    const server = { host: dovecot.host, port: dovecot.port, security: 'none' as const, username: mailbox };
    const repository = new AccountRepository(t.db.db);
    const before = await repository.insertImap(dana.id, { email: mailbox, displayName: null, status: 'ready', imap: server, smtp: { ...server, port: smtp.port }, imapPasswordEnc: 'x', smtpPasswordEnc: 'x' });
    const { url, cookie } = await start(dana);
    expect((await consentAndReturn(dana, url, cookie)).location).toBe(IMAP_CONNECTED_REDIRECT);
    expect(await repository.get(dana.id, before.id)).toMatchObject({ oauthProvider: 'google', imapPasswordEnc: null, smtpPasswordEnc: null });
    await t.app.services.mail.imap.syncNow(dana.id, before.id);
    expect(await subjects(dana, before.id)).toEqual(['Cabin weekend']);
  });

  it('a wrong client secret is the administrator\'s to fix: the account is not sent to sign in again', async () => {
    const account = (await accountsOf(ada)).find((a) => a.email === mailbox)!;
    fake.expireAccessTokens();
    const tokens = new OAuthTokens({
      db: t.db.db,
      encryptionKey: t.config.encryptionKey,
      logger: createLogger('silent'),
      clients: { google: { tokenUrl: fake.tokenUrl, clientId: fake.clientId, clientSecret: 'rotated', scopes: [] } },
    });
    await t.db.db.update(mailAccount).set({ accessTokenExpiresAt: new Date(Date.now() - 1000) }).where(eq(mailAccount.id, account.id));
    await expect(tokens.accessToken(account.id)).rejects.toThrow('The sign-in service answered 401');
    expect((await accountsOf(ada)).find((a) => a.id === account.id)).not.toMatchObject({ error: 'Sign in to Google again' });
  });

  it('refreshes a token Google stopped taking, and turns to "Sign in to Google again" when the grant is withdrawn, keeping the mail', async () => {
    const account = (await accountsOf(ada)).find((a) => a.email === mailbox)!;
    fake.expireAccessTokens();
    await t.app.services.mail.imap.syncNow(ada.id, account.id);
    expect((await accountsOf(ada)).find((a) => a.id === account.id)).toMatchObject({ status: 'ready' });

    fake.revokeRefreshTokens();
    fake.expireAccessTokens();
    await expect(t.app.services.mail.imap.syncNow(ada.id, account.id)).rejects.toThrow('Sign in to Google again');
    expect((await accountsOf(ada)).find((a) => a.id === account.id)).toMatchObject({ status: 'error', error: 'Sign in to Google again' });
    expect(await subjects(ada, account.id)).toEqual(['Cabin weekend']);

    // Signing in again renews the same account; its cached mail is still there.
    const { url, cookie } = await start(ada);
    expect((await consentAndReturn(ada, url, cookie)).location).toBe(IMAP_CONNECTED_REDIRECT);
    await t.app.services.mail.imap.syncNow(ada.id, account.id);
    const mine = (await accountsOf(ada)).filter((a) => a.email === mailbox);
    expect(mine).toEqual([expect.objectContaining({ id: account.id, status: 'ready' })]);
    expect(await subjects(ada, account.id)).toEqual(['Cabin weekend']);
  });

  it('refuses an address that is not one, and a provider it does not know', async () => {
    const bad = await t.request('/api/accounts/oauth/google?email=not-an-address', { user: ada, method: 'POST' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toContain('Enter a valid email address.');
    expect((await t.request('/api/accounts/oauth/yahoo', { user: ada, method: 'POST' })).status).toBe(400);
  });
});
