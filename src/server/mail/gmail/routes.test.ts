/**
 * Gmail through the whole app: connect, sync, read, label, send, search and
 * disconnect, with Google played by the fake over real HTTP.
 */
import { and, eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, cookieFrom, dbKinds, type TestContext, type TestUser } from '../../../../tests/helpers/test-app';
import { GmailFake, makeGmailMessage, type FakeMessage } from '../../../../tests/fakes/gmail-fake';
import { ERR_FETCH_CONTENT, ERR_FETCH_PROFILE } from '../../../core/mail/errors';
import { mailAccount, mailMessage } from '../../db/schema/mail';
import { gmailAccountOf } from './account';
import type { AppEvent } from '../../events';
import type { MailList, MailMessage } from '../types';
import { GMAIL_SYNC_ALL_QUEUE, GMAIL_SYNC_CRON, TEXT_GMAIL_NOT_CONFIGURED, type GmailStatus } from './connection';
import { decryptToken } from './crypto';
import { GMAIL_SCOPES } from './oauth';
import { GMAIL_CONNECTED_REDIRECT, GMAIL_FAILED_REDIRECT } from './routes';

const AUTH_PATH = '/o/oauth2/v2/auth';

function gmailConfig(fake: GmailFake): Record<string, string> {
  return {
    GOOGLE_CLIENT_ID: fake.clientId,
    GOOGLE_CLIENT_SECRET: fake.clientSecret,
    GMAIL_API_BASE_URL: fake.baseUrl,
    GOOGLE_OAUTH_AUTH_URL: `${fake.baseUrl}${AUTH_PATH}`,
    GOOGLE_OAUTH_TOKEN_URL: fake.tokenUrl,
    GOOGLE_OAUTH_REVOKE_URL: fake.revokeUrl,
  };
}

/** Pairs of (what the user did, what Google would send back). */
async function startConnect(t: TestContext, user: TestUser) {
  const res = await t.request('/api/mail/gmail/connect', { user, method: 'POST' });
  expect(res.status).toBe(200);
  const { url } = (await res.json()) as { url: string };
  return { url: new URL(url), stateCookie: cookieFrom(res), setCookie: res.headers.getSetCookie().join('\n') };
}

async function callback(t: TestContext, user: TestUser, params: Record<string, string>, extraCookie = '') {
  const res = await t.request(`/api/mail/gmail/callback?${new URLSearchParams(params)}`, {
    user: { ...user, cookie: [user.cookie, extraCookie].filter(Boolean).join('; ') },
    redirect: 'manual',
  });
  return res;
}

describe.each(dbKinds())('Gmail on %s', (kind) => {
  let fake: GmailFake;
  let t: TestContext;
  let ada: TestUser;
  let bob: TestUser;
  const seeded: FakeMessage[] = [];
  const events: AppEvent[] = [];

  beforeAll(async () => {
    fake = await new GmailFake({ emailAddress: 'ada.gmail@example.com' }).start();
    // 100 messages, newest last added, and an older one beyond them.
    fake.addMessages(makeGmailMessage({ subject: 'Old filler', internalDate: Date.UTC(2020, 0, 1) }));
    for (let i = 0; i < 100; i++) seeded.push(...fake.addMessages(makeGmailMessage({ subject: `Gmail note ${i}` })));
    t = await createTestContext(kind, { config: gmailConfig(fake) });
    ada = await t.signUp({ name: 'Ada Lovelace' });
    bob = await t.signUp({ name: 'Bob Builder' });
    t.app.events.subscribe(ada.id, (e) => events.push(e));
  });
  afterAll(async () => {
    await t?.close();
    await fake?.stop();
  });

  const status = async (user: TestUser) => (await (await t.request('/api/mail/gmail/status', { user })).json()) as GmailStatus;
  const list = async (user: TestUser, query = '') => {
    const res = await t.request(`/api/mail/messages${query}`, { user });
    expect(res.status).toBe(200);
    return (await res.json()) as MailList;
  };
  const sync = async (user: TestUser) => {
    const res = await t.request('/api/mail/gmail/sync', { user, method: 'POST' });
    expect(res.status).toBe(200);
    return (await res.json()) as { queued: boolean; result: { mode: string; added: number; removed: number; updated: number } };
  };
  const account = async (user: TestUser) => (await t.db.db.select().from(mailAccount).where(gmailAccountOf(user.id)))[0];
  /** Our id of the cached row for a Gmail id. */
  const ourId = async (user: TestUser, gmailId: string) =>
    (await t.db.db.select({ id: mailMessage.id }).from(mailMessage).where(and(eq(mailMessage.userId, user.id), eq(mailMessage.providerId, gmailId))))[0]?.id;
  const open = (user: TestUser, id: string) => t.request(`/api/mail/messages/${id}`, { user });

  it('reports a configured but unconnected account on the local mailbox', async () => {
    expect(await status(ada)).toMatchObject({ connected: false, provider: 'local', configured: true });
  });

  it('refuses a callback with a wrong or missing state, and stores nothing', async () => {
    const { url, stateCookie } = await startConnect(t, bob);
    const redirectUri = url.searchParams.get('redirect_uri')!;
    const wrong = await callback(t, bob, { code: fake.issueAuthCode(redirectUri), state: 'forged-state' }, stateCookie);
    expect(wrong.status).toBe(302);
    expect(wrong.headers.get('location')).toBe(GMAIL_FAILED_REDIRECT);

    const noCookie = await callback(t, bob, { code: fake.issueAuthCode(redirectUri), state: url.searchParams.get('state')! });
    expect(noCookie.headers.get('location')).toBe(GMAIL_FAILED_REDIRECT);

    // Ada's state cookie replayed in Bob's session is bound to Ada.
    const adas = await startConnect(t, ada);
    const replay = await callback(t, bob, { code: fake.issueAuthCode(redirectUri), state: adas.url.searchParams.get('state')! }, adas.stateCookie);
    expect(replay.headers.get('location')).toBe(GMAIL_FAILED_REDIRECT);

    const declined = await callback(t, bob, { error: 'access_denied', state: url.searchParams.get('state')! }, stateCookie);
    expect(declined.headers.get('location')).toBe(GMAIL_FAILED_REDIRECT);

    expect(await account(bob)).toBeUndefined();
    expect(await status(bob)).toMatchObject({ connected: false, provider: 'local' });
  });

  it('connects through the authorization code flow, stores the refresh token encrypted and syncs the inbox in 3 requests', async () => {
    const { url, stateCookie, setCookie } = await startConnect(t, ada);
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.baseUrl}${AUTH_PATH}`);
    const p = url.searchParams;
    expect(p.get('client_id')).toBe(fake.clientId);
    expect(p.get('redirect_uri')).toBe(`${t.config.publicUrl}/api/mail/gmail/callback`);
    expect(p.get('response_type')).toBe('code');
    expect(p.get('access_type')).toBe('offline');
    expect(p.get('prompt')).toBe('consent');
    expect(p.get('scope')!.split(' ').sort()).toEqual([...GMAIL_SCOPES].sort());
    expect(p.get('state')!.length).toBeGreaterThanOrEqual(40);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/Max-Age=600/);

    fake.resetCounters();
    const res = await callback(t, ada, { code: fake.issueAuthCode(p.get('redirect_uri')!), state: p.get('state')! }, stateCookie);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(GMAIL_CONNECTED_REDIRECT);

    const row = (await account(ada))!;
    expect(row.provider).toBe('gmail');
    expect(row.externalEmail).toBe('ada.gmail@example.com');
    expect(row.refreshTokenEnc).toMatch(/^v1\./);
    expect(row.refreshTokenEnc).not.toContain('1//');
    expect(decryptToken(row.refreshTokenEnc!, t.config.encryptionKey)).toMatch(/^1\/\//);
    // The access token grants an hour of mailbox access, so it is encrypted at rest too.
    expect(row.accessToken).toMatch(/^v1\./);
    expect(row.accessToken).not.toContain('ya29.');
    expect(decryptToken(row.accessToken!, t.config.encryptionKey)).toMatch(/^ya29\./);

    // Connect read the profile once; the cold sync was one list and two batches of 50.
    expect(fake.requests.get('/gmail/v1/users/me/profile')).toBe(1);
    expect(fake.requests.get('/gmail/v1/users/me/messages')).toBe(1);
    expect(fake.requests.get('/batch/gmail/v1')).toBe(2);
    expect(fake.requestCount - 1).toBeLessThanOrEqual(3);

    const inbox = await list(ada);
    expect(inbox.total).toBe(100);
    expect(inbox.counts.inbox).toBe(100);
    expect(inbox.unread).toBe(100);
    expect(inbox.items[0]).toMatchObject({ subject: 'Gmail note 99', sender: expect.stringMatching(/^Sender \d+$/), read: false });
    // The local welcome mail stays out of the Gmail mailbox.
    expect(inbox.items.some((i) => i.subject.includes('launch plan'))).toBe(false);
    expect(await status(ada)).toMatchObject({ connected: true, provider: 'gmail', email: 'ada.gmail@example.com', configured: true });
  });

  it('answers a warm sync with no change in one request, and brings new mail with a newmail event', async () => {
    fake.resetCounters();
    const quiet = await sync(ada);
    expect(quiet.result).toMatchObject({ mode: 'warm', added: 0, removed: 0, updated: 0 });
    expect(fake.requestCount).toBe(1);

    const [fresh] = fake.addMessages(makeGmailMessage({ subject: 'Fresh arrival', text: 'Just landed' }));
    events.length = 0;
    expect((await sync(ada)).result).toMatchObject({ mode: 'warm', added: 1 });
    // On PostgreSQL events travel through LISTEN/NOTIFY, so they arrive a moment later.
    await vi.waitFor(() => expect(events.map((e) => e.type)).toContain('newmail'));
    const inbox = await list(ada);
    expect(inbox.items[0]!.subject).toBe('Fresh arrival');
    expect(await ourId(ada, fresh!.id)).toBeDefined();

    fake.deleteMessage(fresh!.id);
    expect((await sync(ada)).result).toMatchObject({ mode: 'warm', removed: 1 });
    expect(await ourId(ada, fresh!.id)).toBeUndefined();
  });

  it('falls back to a full sync when the stored history id has expired, dropping what was deleted meanwhile', async () => {
    const deleted = seeded[50]!;
    const deletedId = (await ourId(ada, deleted.id))!;
    fake.deleteMessage(deleted.id);
    // The message that takes its place among the newest 100 is the old one, outside the cached window.
    fake.expireHistory();
    fake.resetCounters();
    const { result } = await sync(ada);
    expect(result.mode).toBe('cold');
    expect(fake.requests.get('/gmail/v1/users/me/history')).toBe(1);
    expect(fake.requests.get('/batch/gmail/v1')).toBe(2);
    expect(result.removed).toBe(1);
    expect((await open(ada, deletedId)).status).toBe(404);
    const inbox = await list(ada);
    expect(inbox.total).toBe(100);
    expect(inbox.items.some((i) => i.subject === deleted.subject)).toBe(false);
  });

  it('stars and marks read on Gmail, and the cache keeps it', async () => {
    const target = seeded[99]!;
    const id = (await ourId(ada, target.id))!;
    const star = await t.request(`/api/mail/messages/${id}/star`, { user: ada, json: { starred: true } });
    expect(await star.json()).toEqual({ starred: true });
    const read = await t.request(`/api/mail/messages/${id}/read`, { user: ada, json: { read: true } });
    expect(await read.json()).toEqual({ read: true });

    expect(fake.messages.get(target.id)!.labelIds).toContain('STARRED');
    expect(fake.messages.get(target.id)!.labelIds).not.toContain('UNREAD');
    const starred = await list(ada, '?tab=starred');
    expect(starred.items.map((i) => i.id)).toEqual([id]);
    expect(starred.items[0]!.read).toBe(true);
    // The next sync sees Gmail's history of our own change and agrees.
    await sync(ada);
    expect((await list(ada, '?tab=starred')).items.map((i) => i.id)).toEqual([id]);
  });

  it("keeps the user's labels and Gmail's labels in step, both ways", async () => {
    type LabelRow = { id: string; name: string; total: number };
    const labels = async () => ((await (await t.request('/api/labels', { user: ada })).json()) as { labels: LabelRow[] }).labels;
    const labelled = async (labelId: string) => (await list(ada, `?label=${labelId}`)).items.map((i) => i.subject).sort();

    // A label given here is made on Gmail and put on the message there.
    const travel = (await (await t.request('/api/labels', { user: ada, json: { name: 'Travel' } })).json()) as LabelRow;
    const trip = (await ourId(ada, seeded[97]!.id))!;
    const res = await t.request(`/api/mail/messages/${trip}/labels`, { user: ada, json: { add: [travel.id] } });
    expect(await res.json()).toEqual({ labels: [travel.id] });
    const travelOnGmail = fake.labelId('Travel')!;
    expect(travelOnGmail).toMatch(/^Label_/);
    expect(fake.messages.get(seeded[97]!.id)!.labelIds).toContain(travelOnGmail);
    await sync(ada);
    expect(await labelled(travel.id)).toEqual(['Gmail note 97']);

    // A label made and given in Gmail shows here after a sync, under its own name.
    const receipts = fake.createLabel('Receipts')!;
    fake.modify(seeded[96]!.id, [receipts.id], []);
    await sync(ada);
    const mine = (await labels()).find((l) => l.name === 'Receipts')!;
    expect(mine).toBeDefined();
    expect(await labelled(mine.id)).toEqual(['Gmail note 96']);

    // Taken off in Gmail: gone here too, and the message stays.
    fake.modify(seeded[97]!.id, [], [travelOnGmail]);
    await sync(ada);
    expect(await labelled(travel.id)).toEqual([]);
    expect((await list(ada)).items.map((i) => i.id)).toContain(trip);

    // Renamed and deleted here: the same on Gmail.
    expect((await t.request(`/api/labels/${mine.id}`, { user: ada, method: 'PATCH', json: { name: 'Bills' } })).status).toBe(200);
    expect(fake.labels.get(receipts.id)!.name).toBe('Bills');
    expect((await t.request(`/api/labels/${mine.id}`, { user: ada, method: 'DELETE' })).status).toBe(204);
    expect(fake.labels.has(receipts.id)).toBe(false);
    expect(fake.messages.get(seeded[96]!.id)!.labelIds).not.toContain(receipts.id);
    await sync(ada);
    expect((await labels()).map((l) => l.name)).not.toContain('Bills');

    // Bob has no say over Ada's label or message.
    expect((await t.request(`/api/mail/messages/${trip}/labels`, { user: bob, json: { add: [travel.id] } })).status).toBe(404);
    expect((await t.request(`/api/labels/${travel.id}`, { user: bob, method: 'DELETE' })).status).toBe(404);
    expect(fake.labels.has(travelOnGmail)).toBe(true);
  });

  it('keeps labels given before the link, and survives a Gmail label deleted or a name already taken', async () => {
    type LabelRow = { id: string; name: string };
    const make = async (name: string) => (await (await t.request('/api/labels', { user: ada, json: { name } })).json()) as LabelRow;
    const labelled = async (labelId: string) => (await list(ada, `?label=${labelId}`)).items.map((i) => i.subject).sort();
    // A label on Gmail mail from before labels reached Gmail: linking it takes it to Gmail, not away.
    const old = await make('Older');
    const before = (await ourId(ada, seeded[90]!.id))!;
    await t.db.db.update(mailMessage).set({ labels: sql`${mailMessage.labels} || array[${old.id}]::text[]` }).where(eq(mailMessage.id, before));
    await t.request(`/api/mail/messages/${(await ourId(ada, seeded[91]!.id))!}/labels`, { user: ada, json: { add: [old.id] } });
    expect(fake.messages.get(seeded[90]!.id)!.labelIds).toContain(fake.labelId('Older'));
    await sync(ada);
    expect(await labelled(old.id)).toEqual(['Gmail note 90', 'Gmail note 91']);

    // A rename to a name the user has is refused before Gmail hears of it.
    await make('Taken');
    const clash = await t.request(`/api/labels/${old.id}`, { user: ada, method: 'PATCH', json: { name: 'Taken' } });
    expect(clash.status).toBe(409);
    expect(fake.labels.get(fake.labelId('Older')!)!.name).toBe('Older');

    // Deleted in Gmail, then used here again: Gmail's list is read again and the label made there anew.
    fake.deleteLabel(fake.labelId('Older')!);
    const again = await t.request(`/api/mail/messages/${(await ourId(ada, seeded[92]!.id))!}/labels`, { user: ada, json: { add: [old.id] } });
    expect(again.status).toBe(200);
    expect(fake.messages.get(seeded[92]!.id)!.labelIds).toContain(fake.labelId('Older'));

    // Deleted in Gmail first: deleting it here still works.
    fake.deleteLabel(fake.labelId('Older')!);
    expect((await t.request(`/api/labels/${old.id}`, { user: ada, method: 'DELETE' })).status).toBe(204);
  });

  it('leaves a Gmail message in its trash when asked to delete it forever, saying Gmail empties it itself', async () => {
    const target = seeded[98]!;
    const id = (await ourId(ada, target.id))!;
    expect((await t.request(`/api/mail/messages/${id}/trash`, { user: ada, method: 'POST' })).status).toBe(200);
    const res = await t.request(`/api/mail/messages/${id}`, { user: ada, method: 'DELETE' });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: { code: 'GMAIL_EMPTIES_ITS_TRASH', message: 'Gmail deletes the mail in its trash for good after 30 days; Email Buddy is not allowed to do it sooner.' },
    });
    expect(await (await t.request('/api/mail/bulk', { user: ada, json: { action: 'delete', ids: [id] } })).json()).toEqual({ affected: 0, ids: [] });
    expect(fake.messages.get(target.id)!.labelIds).toContain('TRASH');
    expect((await list(ada, '?tab=trash')).items.map((i) => i.id)).toContain(id);
    expect((await t.request(`/api/mail/messages/${id}/restore`, { user: ada, method: 'POST' })).status).toBe(200);
  });

  it('opens a message in full once, then serves it from the cache', async () => {
    const target = seeded[98]!;
    const withParts = fake.messages.get(target.id)!;
    withParts.html = '<p>Hello <b>Ada</b><script>alert(1)</script></p>';
    withParts.attachments = [{ filename: 'notes.txt', mimeType: 'text/plain', content: 'some notes' }];
    const id = (await ourId(ada, target.id))!;
    fake.resetCounters();
    const res = await open(ada, id);
    expect(res.status).toBe(200);
    const body = (await res.json()) as MailMessage;
    expect(body.html).toContain('<b>Ada</b>');
    expect(body.html).not.toContain('script');
    expect(body.attachments).toEqual([expect.objectContaining({ filename: 'notes.txt', mimeType: 'text/plain', size: 10 })]);
    expect(fake.requestCount).toBe(1);
    expect((await open(ada, id)).status).toBe(200);
    expect(fake.requestCount).toBe(1);

    const download = await t.request(`/api/mail/messages/${id}/attachments/${body.attachments[0]!.id}`, { user: ada });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('notes.txt');
    expect(await download.text()).toBe('some notes');
    expect(fake.requestCount).toBe(2);
    // Kept after the first download; Bob cannot fetch it.
    expect(await (await t.request(`/api/mail/messages/${id}/attachments/${body.attachments[0]!.id}`, { user: ada })).text()).toBe('some notes');
    expect(fake.requestCount).toBe(2);
    expect((await t.request(`/api/mail/messages/${id}/attachments/${body.attachments[0]!.id}`, { user: bob })).status).toBe(404);
  });

  it('syncs and opens a message whose subject, sender, body and attachment name hold NUL characters (PostgreSQL text cannot)', async () => {
    const [odd] = fake.addMessages(makeGmailMessage({ subject: 'Old\0 export', from: 'Old\0 Mailer <old@example.net>', text: 'Kept\0 despite the NUL.' }));
    fake.messages.get(odd!.id)!.attachments = [{ filename: 'old\0.txt', mimeType: 'text/plain', content: 'old' }];
    await sync(ada);
    const id = (await ourId(ada, odd!.id))!;
    expect((await list(ada)).items.find((i) => i.id === id)).toMatchObject({ subject: 'Old export', sender: 'Old Mailer' });
    const res = await open(ada, id);
    expect(res.status).toBe(200);
    const message = (await res.json()) as MailMessage;
    expect(message.text).toContain('Kept despite the NUL.');
    expect(message.attachments).toEqual([expect.objectContaining({ filename: 'old.txt' })]);
    fake.deleteMessage(odd!.id);
    await sync(ada);
  });

  it('forwards a Gmail message with its attachment fetched from Gmail', async () => {
    const target = fake.messages.get(seeded[91]!.id)!;
    target.attachments = [{ filename: 'plan.txt', mimeType: 'text/plain', content: 'the plan' }];
    const id = (await ourId(ada, target.id))!;
    expect((await open(ada, id)).status).toBe(200);
    const res = await t.request('/api/mail/send', { user: ada, json: { to: ['fwd@example.org'], subject: 'Fwd: plan', body: '<p>See below</p>', forwardOf: id } });
    expect(res.status).toBe(200);
    const sent = [...fake.messages.values()].find((m) => m.subject === 'Fwd: plan')!;
    const parsed = await simpleParser(sent.raw!);
    expect(parsed.attachments.map((a) => [a.filename, a.content.toString()])).toEqual([['plan.txt', 'the plan']]);
  });

  it('answers the spec\'s message content errors', async () => {
    const notFound = (await ourId(ada, seeded[97]!.id))!;
    fake.deleteMessage(seeded[97]!.id);
    const gone = await open(ada, notFound);
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as { error: { code: string } }).error.code).toBe('MESSAGE_NOT_FOUND');
    expect(await ourId(ada, seeded[97]!.id)).toBeUndefined();

    fake.failNext({ status: 403, reason: 'forbidden', pathPrefix: '/gmail/v1/users/me/messages/' });
    const denied = await open(ada, (await ourId(ada, seeded[96]!.id))!);
    expect(denied.status).toBe(403);
    expect(((await denied.json()) as { error: { code: string } }).error.code).toBe('PERMISSION_DENIED');

    const [empty] = fake.addMessages(makeGmailMessage({ subject: 'Nothing inside', text: '' }));
    await sync(ada);
    const emptyRes = await open(ada, (await ourId(ada, empty!.id))!);
    expect(emptyRes.status).toBe(422);
    expect(((await emptyRes.json()) as { error: { code: string } }).error.code).toBe('EMPTY_MESSAGE');

    fake.failNext({ status: 400, pathPrefix: '/gmail/v1/users/me/messages/' });
    const other = await open(ada, (await ourId(ada, seeded[96]!.id))!);
    expect(other.status).toBe(502);
    expect(await other.json()).toEqual({ error: { code: 'GMAIL_ERROR', message: ERR_FETCH_CONTENT } });

    fake.failNext({ status: 400, pathPrefix: '/gmail/v1/users/me/profile' });
    const profile = await t.request('/api/mail/profile', { user: ada });
    expect(((await profile.json()) as { error: { message: string } }).error.message).toBe(ERR_FETCH_PROFILE);
  });

  it('refreshes an expired access token once and keeps the new one', async () => {
    const before = (await account(ada))!.accessToken;
    fake.expireAccessTokens();
    fake.resetCounters();
    const res = await open(ada, (await ourId(ada, seeded[95]!.id))!);
    expect(res.status).toBe(200);
    expect(fake.requests.get('/token')).toBe(1);
    const after = (await account(ada))!;
    expect(after.accessToken).not.toBe(before);
    expect(after.accessToken).toMatch(/^v1\./);
    expect(decryptToken(after.accessToken!, t.config.encryptionKey)).not.toBe(decryptToken(before!, t.config.encryptionKey));
    expect(after.accessTokenExpiresAt!.getTime()).toBeGreaterThan(Date.now());
    // The next request uses the stored token without another refresh.
    await open(ada, (await ourId(ada, seeded[94]!.id))!);
    expect(fake.requests.get('/token')).toBe(1);
  });

  it('refreshes once when the stored access token is from before tokens were encrypted', async () => {
    const plain = fake.issueAccessToken();
    await t.db.db.update(mailAccount).set({ accessToken: plain }).where(gmailAccountOf(ada.id));
    fake.resetCounters();
    const res = await open(ada, (await ourId(ada, seeded[80]!.id))!);
    expect(res.status).toBe(200);
    expect(fake.requests.get('/token')).toBe(1);
    expect((await account(ada))!.accessToken).toMatch(/^v1\./);
  });

  it('gives INVALID_TOKEN when Gmail still refuses after one refresh', async () => {
    fake.resetCounters();
    fake.failNext({ status: 401, times: 2, pathPrefix: '/gmail/v1/users/me/messages/' });
    const res = await open(ada, (await ourId(ada, seeded[93]!.id))!);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('INVALID_TOKEN');
    expect(fake.requests.get('/token')).toBe(1);
  });

  it('backs off on 429 and then succeeds', async () => {
    fake.failNext({ status: 429, pathPrefix: '/gmail/v1/users/me/messages/' });
    const started = Date.now();
    const res = await open(ada, (await ourId(ada, seeded[92]!.id))!);
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it('sends through messages.send with a raw message that parses back, and shows it in Sent at once', async () => {
    const res = await t.request('/api/mail/send', {
      user: ada,
      json: {
        to: ['Ann <ann@example.org>'],
        cc: ['cc@example.org'],
        bcc: ['hidden@example.org'],
        subject: 'Gmail send',
        body: '<p>Sent <em>through</em> Gmail</p>',
        attachments: [{ filename: 'a.csv', mimeType: 'text/csv', content: Buffer.from('x,y\n1,2\n').toString('base64') }],
      },
    });
    expect(res.status).toBe(200);
    const { id, messageId } = (await res.json()) as { id: string; messageId: string };
    const sent = [...fake.messages.values()].find((m) => m.subject === 'Gmail send')!;
    expect(sent.labelIds).toContain('SENT');
    const parsed = await simpleParser(sent.raw!);
    expect(parsed.from?.value[0]?.address).toBe('ada.gmail@example.com');
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.value.map((a) => a.address) : []).toEqual(['ann@example.org']);
    expect(parsed.cc && !Array.isArray(parsed.cc) ? parsed.cc.value.map((a) => a.address) : []).toEqual(['cc@example.org']);
    expect(parsed.bcc && !Array.isArray(parsed.bcc) ? parsed.bcc.value.map((a) => a.address) : []).toEqual(['hidden@example.org']);
    expect(parsed.html).toContain('<em>through</em>');
    expect(parsed.messageId).toBe(messageId);
    expect(parsed.attachments[0]!.content.toString()).toBe('x,y\n1,2\n');

    const sentTab = await list(ada, '?tab=sent');
    expect(sentTab.items[0]).toMatchObject({ id, subject: 'Gmail send' });
    // A sync afterwards keeps one copy.
    await sync(ada);
    expect((await list(ada, '?tab=sent')).items.filter((i) => i.subject === 'Gmail send')).toHaveLength(1);
  });

  it('replaces a Gmail draft through drafts.delete when it is saved again, and deletes it once sent', async () => {
    const save = async (json: Record<string, unknown>) => {
      const res = await t.request('/api/mail/drafts', { user: ada, json: { to: ['ann@example.org'], ...json } });
      expect(res.status, await res.clone().text()).toBe(200);
      return ((await res.json()) as { id: string }).id;
    };
    const gmailDrafts = () => [...fake.drafts.values()].map((id) => fake.messages.get(id)?.subject).filter((s) => s?.startsWith('Trip notes'));
    const first = await save({ subject: 'Trip notes', body: '<p>v1</p>' });
    expect(gmailDrafts()).toEqual(['Trip notes']);
    const second = await save({ subject: 'Trip notes v2', body: '<p>v2</p>', draftId: first });
    // Gone for good on Gmail (not in its Trash), and from the cache.
    expect(gmailDrafts()).toEqual(['Trip notes v2']);
    expect([...fake.messages.values()].some((m) => m.subject === 'Trip notes')).toBe(false);
    expect((await list(ada, '?tab=drafts')).items.filter((i) => i.subject.startsWith('Trip notes')).map((i) => [i.id, i.subject])).toEqual([[second, 'Trip notes v2']]);
    // The sync that follows reads the deletion from Gmail's history without bringing anything back.
    await sync(ada);
    expect((await list(ada, '?tab=drafts')).items.filter((i) => i.subject.startsWith('Trip notes')).map((i) => i.subject)).toEqual(['Trip notes v2']);

    const sent = await t.request('/api/mail/send', { user: ada, json: { to: ['ann@example.org'], subject: 'Trip notes v2', body: '<p>v2</p>', draftId: second } });
    expect(sent.status).toBe(200);
    expect(gmailDrafts()).toEqual([]);
    expect([...fake.messages.values()].filter((m) => m.subject === 'Trip notes v2').map((m) => m.labelIds)).toEqual([expect.arrayContaining(['SENT'])]);
    expect((await list(ada, '?tab=drafts')).items.map((i) => i.subject)).not.toContain('Trip notes v2');
  });

  it('completes a follow-up when the recipient\'s reply arrives through a Gmail sync, and not for someone else\'s', async () => {
    const send = async (to: string, subject: string) => {
      const res = await t.request('/api/mail/send', { user: ada, json: { to: [to], subject, body: `<p>${subject}</p>` } });
      expect(res.status).toBe(200);
      return (await res.json()) as { id: string; messageId: string };
    };
    const followUp = async (emailId: string, recipient: string, subject: string) => {
      const res = await t.request('/api/follow-ups', { user: ada, json: { emailId, recipient, subject, dueDate: new Date(Date.now() + 3 * 86_400_000).toISOString() } });
      expect(res.status).toBe(201);
      return ((await res.json()) as { id: string }).id;
    };
    const statusOf = async (id: string) => {
      const all = (await (await t.request('/api/follow-ups', { user: ada })).json()) as { id: string; status: string }[];
      return all.find((f) => f.id === id)?.status;
    };
    const replyTo = (sent: { messageId: string }, subject: string, from: string) => {
      const original = fake.copiesOf(sent.messageId)[0]!;
      fake.addMessages(
        makeGmailMessage({ from, to: 'ada.gmail@example.com', subject: `Re: ${subject}`, threadId: original.threadId, labelIds: ['INBOX', 'UNREAD'], inReplyTo: sent.messageId, references: sent.messageId }),
      );
    };

    const proposal = await send('Carol <carol@example.org>', 'Gmail proposal');
    const answered = await followUp(proposal.id, 'Carol <carol@example.org>', 'Gmail proposal');
    const pricing = await send('dan@example.org', 'Gmail pricing');
    const waiting = await followUp(pricing.id, 'dan@example.org', 'Gmail pricing');

    replyTo(proposal, 'Gmail proposal', 'Carol <CAROL@example.org>');
    replyTo(pricing, 'Gmail pricing', 'Eve <eve@example.org>');
    expect((await sync(ada)).result).toMatchObject({ mode: 'warm' });

    expect(await statusOf(answered)).toBe('completed');
    expect(await statusOf(waiting)).toBe('pending');
  });

  it('searches the cache, and Gmail too when the cache does not hold the whole mailbox', async () => {
    const cached = await list(ada, `?q=${encodeURIComponent('note 42')}`);
    expect(cached.items.map((i) => i.subject)).toContain('Gmail note 42');

    // An old message no sync has reached; the profile tells the server Gmail holds more than the cache.
    fake.addMessages(makeGmailMessage({ subject: 'Trip to Zanzibar', text: 'Ferry tickets', internalDate: Date.UTC(2019, 0, 1) }));
    expect((await (await t.request('/api/mail/profile', { user: ada })).json()) as unknown).toMatchObject({ provider: 'gmail' });
    const remote = await list(ada, '?q=zanzibar&tab=inbox');
    expect(remote.items.map((i) => i.subject)).toEqual(['Trip to Zanzibar']);
  });

  it('downloads the original as Gmail keeps it (format=raw), byte for byte, to its owner only', async () => {
    const target = fake.messages.get(seeded[89]!.id)!;
    target.raw = 'From: Zoë <zoe@example.org>\r\nTo: ada@example.com\r\nSubject: Original\r\nMessage-ID: <orig@example.org>\r\n\r\nÇa va ?\r\n';
    const id = (await ourId(ada, target.id))!;
    const res = await t.request(`/api/mail/messages/${id}/raw`, { user: ada });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('message/rfc822');
    expect(Buffer.compare(Buffer.from(await res.arrayBuffer()), Buffer.from(target.raw, 'utf8'))).toBe(0);
    expect((await t.request(`/api/mail/messages/${id}/raw`, { user: bob })).status).toBe(404);
  });

  it('keeps Ada\'s Gmail messages from Bob (404)', async () => {
    const id = (await ourId(ada, seeded[90]!.id))!;
    expect((await open(bob, id)).status).toBe(404);
    expect((await t.request(`/api/mail/messages/${id}/star`, { user: bob, json: { starred: true } })).status).toBe(404);
    expect((await t.request(`/api/mail/messages/${id}/read`, { user: bob, json: { read: true } })).status).toBe(404);
    expect(fake.messages.get(seeded[90]!.id)!.labelIds).not.toContain('STARRED');
  });

  it('disconnects: tokens and cached Gmail mail removed, the grant revoked at Google, the local mailbox back', async () => {
    const refreshToken = decryptToken((await account(ada))!.refreshTokenEnc!, t.config.encryptionKey);
    expect(fake.refreshTokenWorks(refreshToken)).toBe(true);
    const res = await t.request('/api/mail/gmail/disconnect', { user: ada, method: 'POST' });
    expect(fake.revoked).toEqual([refreshToken]);
    expect(fake.refreshTokenWorks(refreshToken)).toBe(false);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ connected: false, provider: 'local' });
    expect(await account(ada)).toBeUndefined();
    const accounts = await t.db.db.select({ provider: mailAccount.provider }).from(mailAccount).where(eq(mailAccount.userId, ada.id));
    expect(accounts).toEqual([{ provider: 'local' }]);
    const gmailRows = await t.db.db.select().from(mailMessage).where(and(eq(mailMessage.userId, ada.id), eq(mailMessage.provider, 'gmail')));
    expect(gmailRows).toHaveLength(0);
    const inbox = await list(ada);
    expect(inbox.items.some((i) => i.subject.includes('launch plan'))).toBe(true);
    const syncRes = await t.request('/api/mail/gmail/sync', { user: ada, method: 'POST' });
    expect(syncRes.status).toBe(409);
  });
});

describe('Gmail without Google credentials', () => {
  let t: TestContext;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestContext('pglite');
    user = await t.signUp();
  });
  afterAll(() => t.close());

  it('says Gmail is not configured instead of offering a broken connect', async () => {
    const status = (await (await t.request('/api/mail/gmail/status', { user })).json()) as GmailStatus;
    expect(status).toMatchObject({ connected: false, configured: false, provider: 'local' });
    const res = await t.request('/api/mail/gmail/connect', { user, method: 'POST' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'GMAIL_NOT_CONFIGURED', message: TEXT_GMAIL_NOT_CONFIGURED } });
  });
});

describe.each(dbKinds())('Gmail background sync on %s', (kind) => {
  let fake: GmailFake;
  let t: TestContext;
  let user: TestUser;
  beforeAll(async () => {
    fake = await new GmailFake({ emailAddress: 'jobs.gmail@example.com' }).start();
    for (let i = 0; i < 30; i++) fake.addMessages(makeGmailMessage({ subject: `Queued note ${i}` }));
    t = await createTestContext(kind, { jobs: true, config: gmailConfig(fake) });
    user = await t.signUp();
  });
  afterAll(async () => {
    await t?.close();
    await fake?.stop();
  });

  const total = async () => ((await (await t.request('/api/mail/messages', { user })).json()) as MailList).total;

  it('fills the inbox from the gmail-sync queue after connecting, and again on "refresh now"', async () => {
    const { url, stateCookie } = await startConnect(t, user);
    const res = await callback(t, user, { code: fake.issueAuthCode(url.searchParams.get('redirect_uri')!), state: url.searchParams.get('state')! }, stateCookie);
    expect(res.headers.get('location')).toBe(GMAIL_CONNECTED_REDIRECT);
    await vi.waitFor(async () => expect(await total()).toBe(30), { timeout: 15_000, interval: 200 });

    fake.addMessages(makeGmailMessage({ subject: 'Arrived later' }));
    const refresh = await t.request('/api/mail/gmail/sync', { user, method: 'POST' });
    expect(await refresh.json()).toEqual({ queued: true });
    await vi.waitFor(async () => expect(await total()).toBe(31), { timeout: 15_000, interval: 200 });
  });

  it('schedules a sync of every connected account every five minutes', async () => {
    const schedules = await t.jobs!.boss.getSchedules();
    expect(schedules).toEqual(expect.arrayContaining([expect.objectContaining({ name: GMAIL_SYNC_ALL_QUEUE, cron: GMAIL_SYNC_CRON })]));
    expect(await t.app.services.mail.gmail.requestSyncForAll()).toBe(1);
  });
});
