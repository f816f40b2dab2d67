/**
 * Unsubscribe and the Subscriptions list against real list mail: messages
 * with List-Unsubscribe headers arrive in a Dovecot mailbox, are synced, and
 * each kind of target is acted on: an RFC 8058 one-click POST made by our
 * server (to a local HTTP server that records it), a mailto sent through the
 * account's SMTP, and a plain link handed back to the browser.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ImapFlow } from 'imapflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imapAccountBody, startDovecot, type Dovecot } from '../../../tests/helpers/dovecot';
import { until } from '../../../tests/helpers/server-process';
import { startSmtpAuthServer, type SmtpAuthServer } from '../../../tests/helpers/smtp-auth';
import { createTestContext, dbKinds, type TestContext, type TestUser } from '../../../tests/helpers/test-app';

const PASSWORD = 'list-mail-secret';
const CRLF = (text: string) => text.replace(/\r?\n/g, '\r\n');

function listMail(options: { from: string; subject: string; date: string; id: string; unsubscribe?: string; post?: string }) {
  return Buffer.from(
    CRLF(`From: ${options.from}
To: me@imap.test
Subject: ${options.subject}
Date: ${options.date}
Message-ID: <${options.id}>
${options.unsubscribe ? `List-Unsubscribe: ${options.unsubscribe}\n` : ''}${options.post ? `List-Unsubscribe-Post: ${options.post}\n` : ''}Content-Type: text/plain; charset=UTF-8

News for you.
`),
  );
}

describe.each(dbKinds())('unsubscribe on %s', (kind) => {
  let t: TestContext;
  let strict: TestContext;
  let ada: TestUser;
  let eve: TestUser;
  let dovecot: Dovecot;
  let smtp: SmtpAuthServer;
  let web: Server;
  let webBase = '';
  const posts: { path: string; body: string; contentType?: string }[] = [];
  let answer = 200;
  let accountId: string;
  const username = `lists-${kind}@imap.test`;

  const request = (user: TestUser, path: string, init: { method?: string } = {}) => t.request(path, { user, ...init });
  const inbox = async () =>
    ((await (await request(ada, `/api/mail/messages?account=${accountId}`)).json()) as { items: { id: string; subject: string }[] }).items;
  const idOf = async (subject: string) => (await inbox()).find((i) => i.subject === subject)!.id;

  beforeAll(async () => {
    web = createServer((req: IncomingMessage, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        posts.push({ path: req.url ?? '', body, contentType: req.headers['content-type'] });
        res.writeHead(answer, answer === 302 ? { location: 'http://169.254.169.254/' } : {}).end();
      });
    });
    await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
    webBase = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;

    [dovecot, smtp] = await Promise.all([startDovecot([{ username, password: PASSWORD }]), startSmtpAuthServer([{ username, password: PASSWORD }])]);
    const other = new ImapFlow({ host: dovecot.host, port: dovecot.port, secure: false, doSTARTTLS: false, auth: { user: username, pass: PASSWORD }, logger: false });
    await other.connect();
    const oneClick = { unsubscribe: `<${webBase}/u?list=weekly>, <mailto:leave@shop.test?subject=stop>`, post: 'List-Unsubscribe=One-Click' };
    await other.append('INBOX', listMail({ from: 'Shop Weekly <news@shop.test>', subject: 'Weekly deals 1', date: 'Mon, 02 Nov 2026 09:00:00 +0000', id: 'w1@shop.test', ...oneClick }), ['\\Seen']);
    await other.append('INBOX', listMail({ from: 'Shop Weekly <news@shop.test>', subject: 'Weekly deals 2', date: 'Mon, 09 Nov 2026 09:00:00 +0000', id: 'w2@shop.test', ...oneClick }));
    await other.append('INBOX', listMail({ from: 'Blog Digest <digest@blog.test>', subject: 'Digest', date: 'Tue, 10 Nov 2026 09:00:00 +0000', id: 'd1@blog.test', unsubscribe: '<mailto:leave@blog.test?subject=unsubscribe%20me>' }));
    await other.append('INBOX', listMail({ from: 'Deals <promo@deals.test>', subject: 'Promo', date: 'Wed, 11 Nov 2026 09:00:00 +0000', id: 'p1@deals.test', unsubscribe: '<https://deals.test/u/9>' }));
    await other.append('INBOX', listMail({ from: 'Redirecting <r@redirect.test>', subject: 'Redirects', date: 'Wed, 11 Nov 2026 10:00:00 +0000', id: 'r1@redirect.test', unsubscribe: `<${webBase}/redirect>`, post: 'List-Unsubscribe=One-Click' }));
    await other.append('INBOX', listMail({ from: 'Grace <grace@example.com>', subject: 'Lunch?', date: 'Thu, 12 Nov 2026 09:00:00 +0000', id: 'l1@example.com' }));
    await other.logout();

    t = await createTestContext(kind, { config: { MAIL_ALLOW_PRIVATE_HOSTS: 'true' } });
    ada = await t.signUp({ name: 'Ada' });
    eve = await t.signUp({ name: 'Eve' });
    const res = await t.request('/api/accounts', {
      user: ada,
      json: imapAccountBody(dovecot, smtp, username, PASSWORD),
    });
    expect(res.status).toBe(201);
    accountId = ((await res.json()) as { id: string }).id;
    await until(async () => (await inbox()).length === 6, 20_000, 'the first sync');
  });
  afterAll(async () => {
    await t?.close();
    await strict?.close();
    await dovecot?.stop();
    await smtp?.close();
    await new Promise((resolve) => web?.close(resolve));
  });

  const unsubscribe = (id: string, user = ada) => request(user, `/api/mail/messages/${id}/unsubscribe`, { method: 'POST' });

  it('lists the senders of list mail, most mail first, with the last date and how many were read', async () => {
    const res = await request(ada, '/api/subscriptions');
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as { items: { email: string; name: string; count: number; lastDate: string; read: number; latestMessageId: string }[] };
    expect(items.map((i) => [i.email, i.count, i.read])).toEqual([
      ['news@shop.test', 2, 1],
      ['r@redirect.test', 1, 0],
      ['promo@deals.test', 1, 0],
      ['digest@blog.test', 1, 0],
    ]);
    expect(items[0]).toMatchObject({ name: 'Shop Weekly', lastDate: '2026-11-09T09:00:00.000Z', latestMessageId: await idOf('Weekly deals 2'), unsubscribedAt: null });
    expect((await request(ada, `/api/subscriptions?account=${accountId}`)).status).toBe(200);
  });

  it('tells the message view which messages can be unsubscribed from', async () => {
    const view = async (subject: string) => ((await (await request(ada, `/api/mail/messages/${await idOf(subject)}`)).json()) as { canUnsubscribe: boolean }).canUnsubscribe;
    expect(await view('Weekly deals 2')).toBe(true);
    expect(await view('Lunch?')).toBe(false);
  });

  it('makes the one-click POST itself, once, with the RFC 8058 body', async () => {
    const res = await unsubscribe(await idOf('Weekly deals 2'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ method: 'one-click', url: `${webBase}/u?list=weekly` });
    expect(posts).toEqual([{ path: '/u?list=weekly', body: 'List-Unsubscribe=One-Click', contentType: 'application/x-www-form-urlencoded' }]);
    expect(smtp.received).toHaveLength(0);
  });

  it('falls back to the mailto when the one-click POST fails, and never follows a redirect', async () => {
    answer = 500;
    const res = await unsubscribe(await idOf('Weekly deals 1'));
    answer = 200;
    expect(await res.json()).toEqual({ method: 'mailto', url: 'mailto:leave@shop.test?subject=stop' });
    expect(smtp.received.at(-1)).toMatchObject({ from: username, to: ['leave@shop.test'] });
    expect(smtp.received.at(-1)!.raw).toMatch(/^Subject: stop/m);

    answer = 302;
    posts.length = 0;
    const redirected = await unsubscribe(await idOf('Redirects'));
    answer = 200;
    expect(redirected.status).toBe(502);
    expect(await redirected.json()).toMatchObject({ error: { code: 'UNSUBSCRIBE_FAILED', message: expect.stringContaining('redirect (302)') } });
    // One request: the redirect to the metadata address was not followed.
    expect(posts.map((p) => p.path)).toEqual(['/redirect']);
  });

  it('sends a mailto-only unsubscribe from the account the message came to', async () => {
    const before = smtp.received.length;
    const res = await unsubscribe(await idOf('Digest'));
    expect(await res.json()).toEqual({ method: 'mailto', url: 'mailto:leave@blog.test?subject=unsubscribe%20me' });
    expect(smtp.received).toHaveLength(before + 1);
    expect(smtp.received.at(-1)).toMatchObject({ from: username, to: ['leave@blog.test'] });
    expect(smtp.received.at(-1)!.raw).toMatch(/^Subject: unsubscribe me/m);
  });

  it('hands a plain link back for the browser, and says so when there is nothing to act on', async () => {
    expect(await (await unsubscribe(await idOf('Promo'))).json()).toEqual({ method: 'link', url: 'https://deals.test/u/9' });
    const none = await unsubscribe(await idOf('Lunch?'));
    expect(none.status).toBe(422);
    expect(await none.json()).toMatchObject({ error: { code: 'NO_UNSUBSCRIBE', message: 'This message has no unsubscribe link.' } });
  });

  it('refuses a one-click target on a private address unless the server allows them', async () => {
    // The same mail, its one-click link on the loopback, in a server that keeps to public hosts.
    strict = await createTestContext(kind);
    const owner = await strict.signUp({ name: 'Strict' });
    const { mailMessage } = await import('../db/schema/mail');
    const { eq } = await import('drizzle-orm');
    const [row] = await t.db.db.select().from(mailMessage).where(eq(mailMessage.id, await idOf('Redirects')));
    const [local] = await strict.db.db.select({ accountId: mailMessage.accountId }).from(mailMessage).where(eq(mailMessage.userId, owner.id)).limit(1);
    await strict.db.db.insert(mailMessage).values({ ...row!, id: 'strict-1', providerId: 'strict-1', userId: owner.id, accountId: local!.accountId, folderId: null, uid: null, provider: 'local', listUnsubscribe: '<https://127.0.0.1:9/u>' });
    posts.length = 0;
    const res = await strict.request('/api/mail/messages/strict-1/unsubscribe', { user: owner, method: 'POST' });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ error: { code: 'UNSUBSCRIBE_PRIVATE_HOST' } });
    expect(posts).toEqual([]);
  });

  it('remembers which senders were unsubscribed from', async () => {
    const { items } = (await (await request(ada, '/api/subscriptions')).json()) as { items: { email: string; unsubscribedAt: string | null }[] };
    const unsubscribed = Object.fromEntries(items.map((i) => [i.email, i.unsubscribedAt !== null]));
    expect(unsubscribed).toEqual({ 'news@shop.test': true, 'digest@blog.test': true, 'promo@deals.test': true, 'r@redirect.test': false });
  });

  it("keeps one user's lists and messages from another", async () => {
    const { items } = (await (await request(eve, '/api/subscriptions')).json()) as { items: unknown[] };
    expect(items).toEqual([]);
    expect((await unsubscribe(await idOf('Weekly deals 2'), eve)).status).toBe(404);
    expect((await request(eve, `/api/subscriptions?account=${accountId}`)).status).toBe(404);
  });
});
