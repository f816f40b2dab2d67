/**
 * Gmail faults through the real app: the fake answers 500s, 429s (Google's
 * rateLimitExceeded / RESOURCE_EXHAUSTED, with Retry-After), 403
 * userRateLimitExceeded, per-call failures inside a batch, and requests that
 * never answer. Reads are retried with backoff and then succeed, or answer
 * the user-facing text in the API's JSON error shape with 502/503/504; the message
 * content errors are final at once; a send is never sent twice, directly or
 * from the scheduled queue.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, cookieFrom, dbKinds, type TestContext, type TestUser } from '../helpers/test-app';
import { GmailFake, makeGmailMessage, type FakeMessage } from '../fakes/gmail-fake';
import { ERR_FETCH_CONTENT, ERR_FETCH_LIST, ERR_FETCH_PROFILE, ERR_UPDATE_LABELS, errSendEmail } from '../../src/core/mail/errors';
import { TEXT_GMAIL_TIMEOUT } from '../../src/server/mail/gmail/api';
import { mailMessage } from '../../src/server/db/schema/mail';
import type { MailList } from '../../src/server/mail/types';
import type { ScheduledEmailView } from '../../src/core/schedule/view';
import { scheduledEmail } from '../../src/server/db/schema/scheduled';

/**
 * A try gives up after a second, so the hung-Gmail cases take a few seconds.
 * Not less: the fake Gmail answers from this test's own thread, where the
 * embedded database runs too, and on a machine busy with the rest of the suite
 * that thread once stalled past a 300 ms limit, so a fake that had answered
 * counted as hung (a 504 where the test expects Gmail's answer).
 * The backoff is recorded, not slept, so the call deadline (which counts the
 * backoff too) is set above the 15 s the five tries' backoff adds up to; the
 * deadline itself is covered in api.test.ts.
 */
const TIMEOUT_MS = 1_000;
const DEADLINE_MS = 20_000;
/** GmailClient's default tries per call. */
const MAX_ATTEMPTS = 5;

const PROFILE = '/gmail/v1/users/me/profile';
const LIST = '/gmail/v1/users/me/messages';
const SEND = '/gmail/v1/users/me/messages/send';
const HISTORY = '/gmail/v1/users/me/history';
const BATCH = '/batch/gmail/v1';

type ErrorBody = { error: { code: string; message: string } };

describe.each(dbKinds())('Gmail faults on %s', (kind) => {
  let fake: GmailFake;
  let t: TestContext;
  let ada: TestUser;
  const sleeps: number[] = [];
  const seeded: FakeMessage[] = [];

  beforeAll(async () => {
    fake = await new GmailFake({ emailAddress: 'ada.faults@example.com' }).start();
    for (let i = 0; i < 12; i++) seeded.push(...fake.addMessages(makeGmailMessage({ subject: `Fault note ${i}` })));
    t = await createTestContext(kind, {
      config: {
        GOOGLE_CLIENT_ID: fake.clientId,
        GOOGLE_CLIENT_SECRET: fake.clientSecret,
        GMAIL_API_BASE_URL: fake.baseUrl,
        GOOGLE_OAUTH_AUTH_URL: `${fake.baseUrl}/o/oauth2/v2/auth`,
        GOOGLE_OAUTH_TOKEN_URL: fake.tokenUrl,
        GMAIL_TIMEOUT_MS: String(TIMEOUT_MS),
        GMAIL_DEADLINE_MS: String(DEADLINE_MS),
      },
      // The backoff is recorded, not waited out.
      gmail: {
        sleep: async (ms) => {
          sleeps.push(ms);
        },
      },
    });
    ada = await t.signUp({ name: 'Ada Lovelace' });
    // Connect through the authorization code flow, as the browser would.
    const start = await t.request('/api/mail/gmail/connect', { user: ada, method: 'POST' });
    const url = new URL(((await start.json()) as { url: string }).url);
    const code = fake.issueAuthCode(url.searchParams.get('redirect_uri')!);
    const back = await t.request(`/api/mail/gmail/callback?${new URLSearchParams({ code, state: url.searchParams.get('state')! })}`, {
      user: { ...ada, cookie: `${ada.cookie}; ${cookieFrom(start)}` },
      redirect: 'manual',
    });
    expect(back.headers.get('location')).toBe('/auth/callback/google?connected=1');
    fake.resetCounters();
  });
  afterEach(() => {
    fake.clearFaults();
    fake.resetCounters();
    sleeps.length = 0;
  });
  afterAll(async () => {
    await t?.close();
    await fake?.stop();
  });

  const get = (path: string) => t.request(path, { user: ada });
  const ourId = async (gmailId: string) =>
    (await t.db.db.select({ id: mailMessage.id }).from(mailMessage).where(eq(mailMessage.providerId, gmailId)))[0]!.id;
  const open = async (m: FakeMessage) => get(`/api/mail/messages/${await ourId(m.id)}`);
  const sends = () => fake.requests.get(SEND) ?? 0;
  /** Requests for one message's content (messages.get), whatever the format. */
  const gets = (m: FakeMessage) => fake.requests.get(`${LIST}/${m.id}`) ?? 0;
  const send = (subject: string) =>
    t.request('/api/mail/send', { user: ada, json: { to: ['ann@example.org'], subject, body: `<p>${subject}</p>` } });
  const storedWithSubject = (subject: string) => [...fake.messages.values()].filter((m) => m.subject === subject);
  const sentTab = async () => ((await (await get('/api/mail/messages?tab=sent')).json()) as MailList).items;
  const expectBackoff = () => {
    // 1 s, 2 s, 4 s … each with up to 25 % jitter.
    sleeps.forEach((ms, i) => {
      expect(ms).toBeGreaterThanOrEqual(1000 * 2 ** i);
      expect(ms).toBeLessThanOrEqual(1250 * 2 ** i);
    });
  };

  describe('reads retried with backoff, then answered', () => {
    it('profile after two 500s: three requests, backoff 1 s then 2 s', async () => {
      fake.failNext({ status: 500, pathPrefix: PROFILE, times: 2 });
      const res = await get('/api/mail/profile');
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ emailAddress: 'ada.faults@example.com', provider: 'gmail' });
      expect(fake.requests.get(PROFILE)).toBe(3);
      expect(sleeps).toHaveLength(2);
      expectBackoff();
    });

    it('profile after a 429 RESOURCE_EXHAUSTED waits at least its Retry-After', async () => {
      fake.failNext({ status: 429, reason: 'rateLimitExceeded', retryAfter: 7, pathPrefix: PROFILE });
      expect((await get('/api/mail/profile')).status).toBe(200);
      expect(fake.requests.get(PROFILE)).toBe(2);
      expect(sleeps).toEqual([7000]);
    });

    it('profile after a 403 userRateLimitExceeded (a quota answer, not a permission one)', async () => {
      fake.failNext({ status: 403, reason: 'userRateLimitExceeded', pathPrefix: PROFILE });
      expect((await get('/api/mail/profile')).status).toBe(200);
      expect(fake.requests.get(PROFILE)).toBe(2);
    });

    it('profile after a request that never answered: given up after the timeout, tried again', async () => {
      fake.failNext({ hang: true, pathPrefix: PROFILE });
      const started = Date.now();
      expect((await get('/api/mail/profile')).status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
      expect(fake.requests.get(PROFILE)).toBe(2);
    });

    it('a message opened after a 500 and a 429', async () => {
      fake.failNext({ status: 500, pathPrefix: `${LIST}/${seeded[0]!.id}` });
      fake.failNext({ status: 429, pathPrefix: `${LIST}/${seeded[0]!.id}` });
      const res = await open(seeded[0]!);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { subject: string }).subject).toBe('Fault note 0');
      expect(gets(seeded[0]!)).toBe(3);
      expectBackoff();
    });

    it('a sync through a 500 on history.list and 429s inside the batch brings the new mail', async () => {
      const fresh = fake.addMessages(makeGmailMessage({ subject: 'Arrived during an outage' }), makeGmailMessage({ subject: 'And another' }));
      fake.failNext({ status: 500, pathPrefix: HISTORY });
      // Google's batch answers 200 with per-call statuses; two of its calls are refused.
      fake.failNext({ status: 429, scope: 'batch-part', times: 2 });
      const res = await t.request('/api/mail/gmail/sync', { user: ada, method: 'POST' });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { result: { added: number } }).result.added).toBe(2);
      expect(fake.requests.get(HISTORY)).toBe(2);
      expect(fake.requests.get('batch-part')).toBe(4);
      const inbox = ((await (await get('/api/mail/messages')).json()) as MailList).items.map((i) => i.subject);
      expect(inbox).toEqual(expect.arrayContaining(fresh.map((m) => m.subject)));
    });

    it('a cold sync whose batch request fails whole twice still fills the cache', async () => {
      fake.failNext({ status: 503, pathPrefix: BATCH, times: 2 });
      fake.expireHistory();
      const res = await t.request('/api/mail/gmail/sync', { user: ada, method: 'POST' });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { result: { mode: string } }).result.mode).toBe('cold');
      expect(fake.requests.get(BATCH)).toBe(3);
      expect(((await (await get('/api/mail/messages')).json()) as MailList).total).toBe(fake.messages.size);
    });

    it('a search still answers from the cache while Gmail\'s own search is failing', async () => {
      // The cache misses an old message, so the server asks Gmail's search too, and that fails.
      fake.addMessages(makeGmailMessage({ subject: 'Fault note archive', internalDate: Date.UTC(2019, 0, 1) }));
      expect((await get('/api/mail/profile')).status).toBe(200);
      fake.failAll({ status: 500, pathPrefix: LIST, method: 'GET' });
      const res = await get(`/api/mail/messages?q=${encodeURIComponent('Fault note 1')}`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as MailList).items.map((i) => i.subject)).toContain('Fault note 1');
    });
  });

  describe('label changes (idempotent on Gmail) are retried too', () => {
    it('a star after two 500s lands once Gmail answers; on 500 every time it is 502 "Failed to update Gmail message labels" and the cache is unchanged', async () => {
      const target = seeded[6]!;
      const id = await ourId(target.id);
      const modify = `${LIST}/${target.id}/modify`;
      fake.failNext({ status: 500, pathPrefix: modify, times: 2 });
      const star = await t.request(`/api/mail/messages/${id}/star`, { user: ada, json: { starred: true } });
      expect(await star.json()).toEqual({ starred: true });
      expect(fake.requests.get(modify)).toBe(3);
      expect(fake.messages.get(target.id)!.labelIds).toContain('STARRED');

      fake.failAll({ status: 500, pathPrefix: modify });
      const unstar = await t.request(`/api/mail/messages/${id}/star`, { user: ada, json: { starred: false } });
      expect(unstar.status).toBe(502);
      expect(await unstar.json()).toEqual({ error: { code: 'GMAIL_ERROR', message: ERR_UPDATE_LABELS } });
      expect(fake.messages.get(target.id)!.labelIds).toContain('STARRED');
      const starred = ((await (await get('/api/mail/messages?tab=starred')).json()) as MailList).items.map((i) => i.id);
      expect(starred).toContain(id);
    });
  });

  describe('reads past the retry budget answer the spec text', () => {
    it('profile on 500 every time: 502 "Failed to fetch Gmail profile" after 5 tries', async () => {
      fake.failAll({ status: 500, pathPrefix: PROFILE });
      const res = await get('/api/mail/profile');
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({ error: { code: 'GMAIL_ERROR', message: ERR_FETCH_PROFILE } });
      expect(fake.requests.get(PROFILE)).toBe(MAX_ATTEMPTS);
      expectBackoff();
    });

    it('profile on 429 every time: 503 RATE_LIMITED, so clients treat it as transient', async () => {
      fake.failAll({ status: 429, pathPrefix: PROFILE });
      const res = await get('/api/mail/profile');
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ error: { code: 'RATE_LIMITED', message: ERR_FETCH_PROFILE } });
      expect(fake.requests.get(PROFILE)).toBe(MAX_ATTEMPTS);
    });

    it('profile when Gmail never answers: 504 after five timed-out tries, not a hung API', async () => {
      fake.failAll({ hang: true, pathPrefix: PROFILE });
      const started = Date.now();
      const res = await get('/api/mail/profile');
      expect(Date.now() - started).toBeLessThan(MAX_ATTEMPTS * TIMEOUT_MS + 1_000);
      expect(res.status).toBe(504);
      expect(await res.json()).toEqual({ error: { code: 'GMAIL_ERROR', message: ERR_FETCH_PROFILE } });
      expect(fake.requests.get(PROFILE)).toBe(MAX_ATTEMPTS);
    });

    it('a message on 500 every time: 502 "Failed to fetch Gmail message content"; on a hang: 504', async () => {
      fake.failAll({ status: 500, pathPrefix: `${LIST}/${seeded[1]!.id}` });
      const res = await open(seeded[1]!);
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({ error: { code: 'GMAIL_ERROR', message: ERR_FETCH_CONTENT } });
      expect(gets(seeded[1]!)).toBe(MAX_ATTEMPTS);

      fake.clearFaults();
      fake.failAll({ hang: true, pathPrefix: `${LIST}/${seeded[1]!.id}` });
      const hung = await open(seeded[1]!);
      expect(hung.status).toBe(504);
      expect(await hung.json()).toEqual({ error: { code: 'GMAIL_ERROR', message: ERR_FETCH_CONTENT } });

      // The fault clears: the same message opens.
      fake.clearFaults();
      expect((await open(seeded[1]!)).status).toBe(200);
    });

    it('a sync on 500 every time: 502 "Failed to fetch Gmail messages list", and the cache is kept', async () => {
      const before = ((await (await get('/api/mail/messages')).json()) as MailList).total;
      fake.failAll({ status: 500, pathPrefix: HISTORY });
      const res = await t.request('/api/mail/gmail/sync', { user: ada, method: 'POST' });
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({ error: { code: 'GMAIL_ERROR', message: ERR_FETCH_LIST } });
      expect(fake.requests.get(HISTORY)).toBe(MAX_ATTEMPTS);
      expect(((await (await get('/api/mail/messages')).json()) as MailList).total).toBe(before);
    });
  });

  describe('message content errors are final at once', () => {
    it.each([
      { status: 404, reason: 'notFound', code: 'MESSAGE_NOT_FOUND', api: 404 },
      { status: 403, reason: 'forbidden', code: 'PERMISSION_DENIED', api: 403 },
      { status: 403, reason: 'insufficientPermissions', code: 'PERMISSION_DENIED', api: 403 },
    ])('Gmail $status $reason is $code after one request', async ({ status, reason, code, api }) => {
      const target = seeded[2 + (status === 404 ? 0 : reason === 'forbidden' ? 1 : 2)]!;
      fake.failNext({ status, reason, pathPrefix: `${LIST}/${target.id}`, times: 5 });
      const res = await open(target);
      expect(res.status).toBe(api);
      expect(await res.json()).toEqual({ error: { code, message: code } });
      expect(gets(target)).toBe(1);
      expect(sleeps).toEqual([]);
    });

    it('a 401 refreshes once, then INVALID_TOKEN without retries', async () => {
      fake.failNext({ status: 401, pathPrefix: `${LIST}/${seeded[5]!.id}`, times: 5 });
      const res = await open(seeded[5]!);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: { code: 'INVALID_TOKEN', message: 'INVALID_TOKEN' } });
      expect(gets(seeded[5]!)).toBe(2);
      expect(fake.requests.get('/token')).toBe(1);
    });

    it('an empty message is EMPTY_MESSAGE after one request', async () => {
      const [empty] = fake.addMessages(makeGmailMessage({ subject: 'Hollow', text: '' }));
      expect((await t.request('/api/mail/gmail/sync', { user: ada, method: 'POST' })).status).toBe(200);
      fake.resetCounters();
      const res = await open(empty!);
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ error: { code: 'EMPTY_MESSAGE', message: 'EMPTY_MESSAGE' } });
      expect(gets(empty!)).toBe(1);
    });
  });

  describe('a send is never sent twice', () => {
    it('Gmail stores the message and answers 500: not sent again, found by Message-ID, reported sent, one copy', async () => {
      fake.failNext({ status: 500, pathPrefix: SEND, after: true });
      const res = await send('Stored then 500');
      expect(res.status).toBe(200);
      const { id, messageId } = (await res.json()) as { id: string; messageId: string };
      expect(sends()).toBe(1);
      expect(fake.copiesOf(messageId)).toHaveLength(1);
      expect(storedWithSubject('Stored then 500')).toHaveLength(1);
      const sent = (await sentTab()).filter((i) => i.subject === 'Stored then 500');
      expect(sent.map((i) => i.id)).toEqual([id]);
      // The next sync agrees: still one copy in Sent.
      expect((await t.request('/api/mail/gmail/sync', { user: ada, method: 'POST' })).status).toBe(200);
      expect((await sentTab()).filter((i) => i.subject === 'Stored then 500')).toHaveLength(1);
    });

    it('Gmail stores the message and never answers: given up after the timeout, found, reported sent, one copy', async () => {
      fake.failNext({ hang: true, pathPrefix: SEND, after: true });
      const res = await send('Stored then silence');
      expect(res.status).toBe(200);
      const { messageId } = (await res.json()) as { messageId: string };
      expect(sends()).toBe(1);
      expect(fake.copiesOf(messageId)).toHaveLength(1);
    });

    it('Gmail answers 500 before storing: "Failed to send email: Backend Error", nothing stored, nothing sent again', async () => {
      fake.failNext({ status: 500, pathPrefix: SEND });
      const res = await send('Refused with 500');
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({ error: { code: 'GMAIL_ERROR', message: errSendEmail('Backend Error') } });
      expect(sends()).toBe(1);
      expect(storedWithSubject('Refused with 500')).toHaveLength(0);
      expect((await sentTab()).some((i) => i.subject === 'Refused with 500')).toBe(false);
    });

    it('Gmail never answers and stored nothing: 504 "Failed to send email: Gmail did not answer in time"', async () => {
      fake.failNext({ hang: true, pathPrefix: SEND });
      const res = await send('Lost in silence');
      expect(res.status).toBe(504);
      expect(await res.json()).toEqual({ error: { code: 'GMAIL_ERROR', message: errSendEmail(TEXT_GMAIL_TIMEOUT) } });
      expect(sends()).toBe(1);
      expect(storedWithSubject('Lost in silence')).toHaveLength(0);
    });

    it('stored then 500, and Gmail cannot say whether it went out: the user is told it failed, still one copy', async () => {
      fake.failNext({ status: 500, pathPrefix: SEND, after: true });
      fake.failAll({ status: 500, pathPrefix: LIST, method: 'GET' });
      const res = await send('Stored, unknowable');
      expect(res.status).toBe(502);
      expect(((await res.json()) as ErrorBody).error.message).toBe(errSendEmail('Backend Error'));
      expect(sends()).toBe(1);
      expect(storedWithSubject('Stored, unknowable')).toHaveLength(1);
    });

    it('a send refused with 429 (never taken) is retried after the backoff and stored once', async () => {
      fake.failNext({ status: 429, pathPrefix: SEND });
      const res = await send('Throttled once');
      expect(res.status).toBe(200);
      expect(sends()).toBe(2);
      expect(storedWithSubject('Throttled once')).toHaveLength(1);
    });
  });

  describe('a scheduled send through Gmail is never sent twice', () => {
    const schedule = async (subject: string) => {
      const res = await t.request('/api/scheduled', {
        user: ada,
        json: { to: ['ann@example.org'], subject, body: `<p>${subject}</p>`, scheduledTime: new Date(Date.now() + 3_600_000).toISOString() },
      });
      expect(res.status).toBe(201);
      return (await res.json()) as ScheduledEmailView;
    };
    const run = (row: ScheduledEmailView) => t.app.services.scheduledWorker.process(row.id, { now: () => new Date(row.scheduledTime) });
    const messageIdOf = async (row: ScheduledEmailView) =>
      (await t.db.db.select({ messageId: scheduledEmail.messageId }).from(scheduledEmail).where(eq(scheduledEmail.id, row.id)))[0]!.messageId!;
    const statusOf = async (row: ScheduledEmailView) => ((await (await get(`/api/scheduled/${row.id}`)).json()) as ScheduledEmailView).status;

    it('stored then 500 while Gmail search is down: retried later, the retry finds it sent and sends nothing', async () => {
      const row = await schedule('Scheduled, stored then 500');
      fake.failNext({ status: 500, pathPrefix: SEND, after: true });
      fake.failAll({ status: 500, pathPrefix: LIST, method: 'GET' });
      expect((await run(row)).outcome).toBe('retry-later');
      expect(await statusOf(row)).toBe('sending');
      const messageId = await messageIdOf(row);
      expect(fake.copiesOf(messageId)).toHaveLength(1);

      fake.clearFaults();
      expect(await run(row)).toEqual({ outcome: 'already-sent', messageId });
      expect(await statusOf(row)).toBe('sent');
      expect(sends()).toBe(1);
      expect(fake.copiesOf(messageId)).toHaveLength(1);
    });

    it('stored then a timeout: the send itself finds it went out; a second run sends nothing', async () => {
      const row = await schedule('Scheduled, stored then silence');
      fake.failNext({ hang: true, pathPrefix: SEND, after: true });
      expect((await run(row)).outcome).toBe('sent');
      expect(await run(row)).toEqual({ outcome: 'skipped', reason: 'sent' });
      expect(sends()).toBe(1);
      expect(fake.copiesOf(await messageIdOf(row))).toHaveLength(1);
    });

    it('a timeout before anything was stored: retried later, the retry checks, then sends it once', async () => {
      const row = await schedule('Scheduled, lost then sent');
      fake.failNext({ hang: true, pathPrefix: SEND });
      expect((await run(row)).outcome).toBe('retry-later');
      const messageId = await messageIdOf(row);
      expect(fake.copiesOf(messageId)).toHaveLength(0);
      expect(await run(row)).toEqual({ outcome: 'sent', messageId });
      expect(sends()).toBe(2);
      expect(fake.copiesOf(messageId)).toHaveLength(1);
    });

    it('Gmail refusing with 429 past the retry budget is transient: retried later, not failed', async () => {
      const row = await schedule('Scheduled, throttled');
      fake.failAll({ status: 429, pathPrefix: SEND });
      expect((await run(row)).outcome).toBe('retry-later');
      expect(await statusOf(row)).toBe('sending');
      fake.clearFaults();
      expect((await run(row)).outcome).toBe('sent');
      expect(fake.copiesOf(await messageIdOf(row))).toHaveLength(1);
    });
  });
});
