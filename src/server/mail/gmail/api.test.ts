import { statusOf } from '../../http/errors';
import { afterEach, describe, expect, it } from 'vitest';
import { makeGmailMessage } from '../../../../tests/fakes/gmail-fake';
import { MailError } from '../../../core/mail/errors';
import { backoffDelay, GmailClient } from './api';
import { makeHarness, type Harness } from './test-helpers';

let h: Harness | undefined;
afterEach(async () => {
  await h?.fake.stop();
  h = undefined;
});

async function setup(...args: Parameters<typeof makeHarness>): Promise<Harness> {
  h = await makeHarness(...args);
  return h;
}

async function caught(p: Promise<unknown>): Promise<MailError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof MailError) return e;
    throw e;
  }
  throw new Error('expected a MailError');
}

describe('backoffDelay', () => {
  it('doubles from 1 s with up to 25 % jitter and caps at 30 s', () => {
    expect([0, 1, 2, 3].map((n) => backoffDelay(n, () => 0))).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffDelay(1, () => 1)).toBe(2500);
    expect(backoffDelay(10, () => 1)).toBe(30_000);
  });
});

describe('GmailClient', () => {
  it('reads the profile', async () => {
    const { fake, client } = await setup({ emailAddress: 'ann@gmail.test' });
    fake.addMessages(makeGmailMessage(), makeGmailMessage());
    expect(await client.getProfile()).toMatchObject({ emailAddress: 'ann@gmail.test', messagesTotal: 2 });
  });

  it('rejects with "No token" when the user has no token', async () => {
    const { fake } = await setup();
    const client = new GmailClient({ baseUrl: fake.baseUrl, getAccessToken: () => null });
    const e = await caught(client.getProfile());
    expect([e.code, e.message]).toEqual(['INVALID_TOKEN', 'No token']);
    expect(fake.requestCount).toBe(0);
  });

  it('refreshes an expired token once and carries on', async () => {
    const { fake, client, refreshes } = await setup();
    fake.expireAccessTokens();
    await expect(client.getProfile()).resolves.toMatchObject({ emailAddress: 'me@example.com' });
    expect(refreshes()).toBe(1);
    await client.getProfile();
    expect(refreshes()).toBe(1);
  });

  it('shares one refresh between concurrent calls that hit an expired token', async () => {
    const { fake, client, refreshes } = await setup();
    fake.expireAccessTokens();
    await Promise.all([client.getProfile(), client.listMessages(), client.getProfile()]);
    expect(refreshes()).toBe(1);
  });

  it('refreshes once when a batch answers 401', async () => {
    const { fake, client, refreshes } = await setup();
    const msgs = fake.addMessages(makeGmailMessage(), makeGmailMessage());
    fake.expireAccessTokens();
    const results = await client.batchGetMessages(msgs.map((m) => m.id));
    expect(results.every((r) => r.message)).toBe(true);
    expect(refreshes()).toBe(1);
  });

  it('refreshes once when a call inside a batch answers 401, and gives INVALID_TOKEN if it persists', async () => {
    const { fake, client, refreshes } = await setup();
    const msgs = fake.addMessages(makeGmailMessage(), makeGmailMessage());
    fake.failNext({ status: 401, scope: 'batch-part' });
    expect((await client.batchGetMessages(msgs.map((m) => m.id))).every((r) => r.message)).toBe(true);
    expect(refreshes()).toBe(1);
    fake.failNext({ status: 401, scope: 'batch-part', times: 4 });
    const results = await client.batchGetMessages(msgs.map((m) => m.id));
    expect(results.map((r) => r.error?.code)).toEqual(['INVALID_TOKEN', 'INVALID_TOKEN']);
    expect(refreshes()).toBe(2);
  });

  it('gives INVALID_TOKEN after one refresh when the new token is refused too', async () => {
    const { fake, client, refreshes } = await setup();
    fake.failNext({ status: 401, times: 2 });
    const e = await caught(client.getMessage('whatever'));
    expect([e.code, statusOf(e.kind), e.message]).toEqual(['INVALID_TOKEN', 401, 'INVALID_TOKEN']);
    expect(refreshes()).toBe(1);
    expect(fake.requestCount).toBe(2);
  });

  it('backs off on 429 and succeeds', async () => {
    const { fake, client, sleeps } = await setup();
    fake.failNext({ status: 429, times: 2 });
    await expect(client.listMessages()).resolves.toMatchObject({ resultSizeEstimate: 0 });
    expect(sleeps).toEqual([1000, 2000]);
    expect(fake.requestCount).toBe(3);
  });

  it('backs off on a 403 rate limit but not on a plain 403', async () => {
    const { fake, client, sleeps } = await setup();
    fake.failNext({ status: 403, reason: 'userRateLimitExceeded' });
    await client.getProfile();
    expect(sleeps).toEqual([1000]);
    fake.failNext({ status: 403, reason: 'insufficientPermissions' });
    const e = await caught(client.getMessage('m1'));
    expect([e.code, statusOf(e.kind), e.message]).toEqual(['PERMISSION_DENIED', 403, 'PERMISSION_DENIED']);
    expect(sleeps).toEqual([1000]);
  });

  it('stops after a bounded number of tries', async () => {
    const { fake, client, sleeps } = await setup({}, { maxAttempts: 3 });
    fake.failNext({ status: 429, times: 10 });
    const e = await caught(client.getProfile());
    expect([e.code, statusOf(e.kind), e.message]).toEqual(['RATE_LIMITED', 503, 'Failed to fetch Gmail profile']);
    expect(sleeps).toEqual([1000, 2000]);
    expect(fake.requestCount).toBe(3);
  });

  it('never retries a send on an ambiguous 500', async () => {
    const { fake, client, sleeps } = await setup();
    fake.failNext({ status: 500, message: 'Backend Error', pathPrefix: '/gmail/v1/users/me/messages/send' });
    const e = await caught(client.sendMessage('cmF3'));
    expect(e.message).toBe('Failed to send email: Backend Error');
    expect(fake.requests.get('/gmail/v1/users/me/messages/send')).toBe(1);
    expect(sleeps).toEqual([]);
  });

  it('does not retry a send that timed out, but retries a read', async () => {
    const { fake, client, sleeps } = await setup({ latencyMs: 200 }, { timeoutMs: 50, maxAttempts: 2 });
    const e = await caught(client.sendMessage('eA'));
    expect(e.message).toMatch(/^Failed to send email: /);
    expect(fake.requests.get('/gmail/v1/users/me/messages/send')).toBe(1);
    expect(sleeps).toEqual([]);
    await expect(client.getProfile()).rejects.toMatchObject({ message: 'Failed to fetch Gmail profile' });
    expect(sleeps).toEqual([1000]);
  });

  it('gives up a call at its deadline, backoff included, and says 504 when Gmail never answered', async () => {
    const { fake, client, sleeps } = await setup({}, { timeoutMs: 100, deadlineMs: 3_500 });
    fake.failAll({ hang: true, pathPrefix: '/gmail/v1/users/me/profile' });
    const started = Date.now();
    const e = await caught(client.getProfile());
    expect([e.code, statusOf(e.kind), e.message]).toEqual(['GMAIL_ERROR', 504, 'Failed to fetch Gmail profile']);
    // Tries end at about 0.1, 0.2 and 0.3 s; after the third, its 4 s backoff would pass the 3.5 s deadline.
    expect(fake.requests.get('/gmail/v1/users/me/profile')).toBe(3);
    expect(sleeps).toEqual([1000, 2000]);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('says why a timed-out send failed', async () => {
    const { fake, client } = await setup({}, { timeoutMs: 100 });
    fake.failNext({ hang: true, pathPrefix: '/gmail/v1/users/me/messages/send' });
    const e = await caught(client.sendMessage('eA'));
    expect([statusOf(e.kind), e.message]).toEqual([504, 'Failed to send email: Gmail did not answer in time']);
  });

  it('retries a send refused with 429 and stores it once', async () => {
    const { fake, client } = await setup();
    fake.failNext({ status: 429, pathPrefix: '/gmail/v1/users/me/messages/send' });
    const raw = Buffer.from('From: me@example.com\r\nTo: a@x.io\r\nSubject: Hi\r\n\r\nHello').toString('base64url');
    const sent = await client.sendMessage(raw);
    expect(sent.labelIds).toEqual(['SENT']);
    expect(fake.messages.get(sent.id)?.subject).toBe('Hi');
    expect([...fake.messages.values()].filter((m) => m.subject === 'Hi')).toHaveLength(1);
  });

  it('retries a read after a 500', async () => {
    const { fake, client, sleeps } = await setup();
    fake.failNext({ status: 500 });
    await client.getProfile();
    expect(sleeps).toEqual([1000]);
  });

  it('creates a draft and reports a failure with the spec text', async () => {
    const { fake, client } = await setup();
    const raw = Buffer.from('To: a@x.io\r\nSubject: Draft\r\n\r\nx').toString('base64url');
    const draft = await client.createDraft(raw);
    expect(draft.message.labelIds).toEqual(['DRAFT']);
    fake.failNext({ status: 400, message: 'Invalid raw', pathPrefix: '/gmail/v1/users/me/drafts' });
    expect((await caught(client.createDraft(raw))).message).toBe('Failed to create draft: Invalid raw');
  });

  it('maps each call failure to its spec text', async () => {
    const { fake, client } = await setup({}, { maxAttempts: 1 });
    const [m] = fake.addMessages(makeGmailMessage());
    const cases: Array<[() => Promise<unknown>, string]> = [
      [() => client.getProfile(), 'Failed to fetch Gmail profile'],
      [() => client.listMessages({ q: 'x' }), 'Failed to fetch Gmail messages list'],
      [() => client.modifyMessage(m.id, { addLabelIds: ['STARRED'] }), 'Failed to update Gmail message labels'],
      [() => client.modifyMessage(m.id, { removeLabelIds: ['UNREAD'] }), 'Failed to mark Gmail message as read'],
      [() => client.getMessage(m.id), 'Failed to fetch Gmail message content'],
      [() => client.sendMessage('eA'), 'Failed to send email: Unknown error'],
    ];
    for (const [call, text] of cases) {
      fake.failNext({ status: 500, message: '' });
      expect((await caught(call())).message).toBe(text);
    }
  });

  it('maps a missing message to MESSAGE_NOT_FOUND', async () => {
    const { client } = await setup();
    const e = await caught(client.getMessage('nope'));
    expect([e.code, statusOf(e.kind), e.message]).toEqual(['MESSAGE_NOT_FOUND', 404, 'MESSAGE_NOT_FOUND']);
  });

  it('pages the list and filters it with q', async () => {
    const { fake, client } = await setup();
    fake.addMessages(...Array.from({ length: 5 }, (_, i) => makeGmailMessage({ subject: i % 2 ? 'Invoice due' : 'Lunch' })));
    const first = await client.listMessages({ maxResults: 2 });
    expect(first.messages).toHaveLength(2);
    expect(first.resultSizeEstimate).toBe(5);
    const second = await client.listMessages({ maxResults: 2, pageToken: first.nextPageToken });
    expect(second.messages?.map((x) => x.id)).not.toContain(first.messages?.[0].id);
    expect((await client.listMessages({ q: 'invoice' })).messages).toHaveLength(2);
  });

  it('stars and marks read through modify', async () => {
    const { fake, client } = await setup();
    const [m] = fake.addMessages(makeGmailMessage());
    await client.modifyMessage(m.id, { addLabelIds: ['STARRED'], removeLabelIds: ['UNREAD'] });
    expect(fake.messages.get(m.id)?.labelIds).toEqual(['INBOX', 'CATEGORY_PERSONAL', 'STARRED']);
  });

  it('fetches metadata for 120 ids in 3 batch requests, in order, with per-id errors', async () => {
    const { fake, client } = await setup();
    const msgs = fake.addMessages(...Array.from({ length: 119 }, () => makeGmailMessage()));
    const ids = [...msgs.map((m) => m.id), 'missing-id'];
    fake.resetCounters();
    const results = await client.batchGetMessages(ids);
    expect(fake.requestCount).toBe(3);
    expect(fake.requests.get('/batch/gmail/v1')).toBe(3);
    expect(results.map((r) => r.id)).toEqual(ids);
    expect(results[0].message?.payload?.headers?.map((x) => x.name).sort()).toEqual(['Date', 'From', 'Message-ID', 'Subject', 'To']);
    expect(results[119].error?.code).toBe('MESSAGE_NOT_FOUND');
  });

  it('reports the ids of a batch request that keeps failing and keeps the others', async () => {
    const { fake, client } = await setup({}, { maxAttempts: 2, batchConcurrency: 1 });
    const msgs = fake.addMessages(...Array.from({ length: 60 }, () => makeGmailMessage()));
    fake.failNext({ status: 503, pathPrefix: '/batch', times: 2 });
    const results = await client.batchGetMessages(msgs.map((m) => m.id));
    expect(results.filter((r) => r.error).map((r) => r.error?.message)).toEqual(Array(50).fill('Failed to fetch Gmail message content'));
    expect(results.slice(50).every((r) => r.message)).toBe(true);
  });

  it('retries a batch refused with 429', async () => {
    const { fake, client, sleeps } = await setup();
    const msgs = fake.addMessages(makeGmailMessage(), makeGmailMessage());
    fake.failNext({ status: 429, pathPrefix: '/batch' });
    const results = await client.batchGetMessages(msgs.map((m) => m.id));
    expect(results.every((r) => r.message)).toBe(true);
    expect(sleeps).toEqual([1000]);
  });
});
