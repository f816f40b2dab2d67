import { afterEach, describe, expect, it } from 'vitest';
import { makeGmailMessage } from '../../../../tests/fakes/gmail-fake';
import { coldSync, MemorySyncStore, syncMailbox } from './sync';
import { makeHarness, type Harness } from './test-helpers';

let h: Harness | undefined;
afterEach(async () => {
  await h?.fake.stop();
  h = undefined;
});

async function seeded(count: number): Promise<Harness & { store: MemorySyncStore }> {
  h = await makeHarness();
  h.fake.addMessages(...Array.from({ length: count }, (_, i) => makeGmailMessage({ subject: `Hello ${i}` })));
  h.fake.resetCounters();
  return { ...h, store: new MemorySyncStore() };
}

describe('syncMailbox', () => {
  it('cold-syncs 100 messages in at most 3 HTTP requests', async () => {
    const { fake, client, store } = await seeded(100);
    const result = await syncMailbox(client, store);
    expect(result).toMatchObject({ mode: 'cold', reason: 'no-cursor', upserted: 100, failed: [] });
    expect(fake.requestCount).toBeLessThanOrEqual(3);
    expect(fake.requests.get('/gmail/v1/users/me/messages')).toBe(1);
    expect(store.messages.size).toBe(100);
    expect(store.cursor).toBe(fake.currentHistoryId);
    const item = [...store.messages.values()].find((m) => m.subject === 'Hello 0');
    expect(item).toMatchObject({ read: false, starred: false, category: 'primary' });
    expect(item?.senderEmail).toMatch(/@example\.com$/);
  });

  it('warm-syncs with no change in 1 HTTP request', async () => {
    const { fake, client, store } = await seeded(100);
    await syncMailbox(client, store);
    fake.resetCounters();
    const result = await syncMailbox(client, store);
    expect(result).toMatchObject({ mode: 'warm', upserted: 0, removed: 0, labelChanges: 0 });
    expect(fake.requestCount).toBe(1);
  });

  it('applies new, deleted and relabelled messages from history', async () => {
    const { fake, client, store } = await seeded(3);
    await syncMailbox(client, store);
    const [a, b] = [...store.messages.keys()];
    fake.modify(a, ['STARRED'], ['UNREAD']);
    fake.deleteMessage(b);
    const [fresh] = fake.addMessages(makeGmailMessage({ subject: 'Brand new' }));
    fake.resetCounters();
    const result = await syncMailbox(client, store);
    expect(result).toMatchObject({ mode: 'warm', upserted: 1, removed: 1, labelChanges: 1 });
    expect(fake.requestCount).toBe(2);
    expect(store.messages.get(a)).toMatchObject({ starred: true, read: true });
    expect(store.messages.has(b)).toBe(false);
    expect(store.messages.get(fresh.id)?.subject).toBe('Brand new');
    expect(store.cursor).toBe(fake.currentHistoryId);
  });

  it('runs a full sync when the stored history id has expired', async () => {
    const { fake, client, store } = await seeded(10);
    await syncMailbox(client, store);
    fake.expireHistory();
    fake.addMessages(makeGmailMessage());
    const result = await syncMailbox(client, store);
    expect(result).toMatchObject({ mode: 'cold', reason: 'history-expired', upserted: 11 });
    expect(fake.requests.get('/gmail/v1/users/me/history')).toBe(1);
  });

  it('keeps a cursor for an empty mailbox so the next sync is warm', async () => {
    const { fake, client, store } = await seeded(0);
    expect(await syncMailbox(client, store)).toMatchObject({ mode: 'cold', upserted: 0, historyId: fake.currentHistoryId });
    fake.addMessages(makeGmailMessage({ subject: 'First' }));
    expect(await syncMailbox(client, store)).toMatchObject({ mode: 'warm', upserted: 1 });
  });

  it('pages the list for a larger cold sync', async () => {
    const { fake, client, store } = await seeded(250);
    const result = await coldSync(client, store, { maxMessages: 250 });
    expect(result.upserted).toBe(250);
    expect(fake.requests.get('/gmail/v1/users/me/messages')).toBe(3);
    expect(fake.requests.get('/batch/gmail/v1')).toBe(5);
  });

  it('fails with INVALID_TOKEN when the token cannot be refreshed', async () => {
    const { fake, client, store } = await seeded(2);
    fake.expireAccessTokens();
    fake.revokeRefreshTokens();
    await expect(syncMailbox(client, store)).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
    expect(store.messages.size).toBe(0);
  });

  it('drops a message added and deleted between two syncs', async () => {
    const { fake, client, store } = await seeded(3);
    await syncMailbox(client, store);
    const [gone] = fake.addMessages(makeGmailMessage());
    fake.addMessages(makeGmailMessage());
    fake.deleteMessage(gone.id);
    const result = await syncMailbox(client, store);
    expect(result).toMatchObject({ upserted: 1, failed: [] });
    expect(store.messages.has(gone.id)).toBe(false);
  });

  it('skips messages whose metadata keeps failing and reports them', async () => {
    const { fake, client, store } = await seeded(3);
    await syncMailbox(client, store);
    const [bad] = fake.addMessages(makeGmailMessage());
    fake.failNext({ status: 500, scope: 'batch-part', times: 5 });
    const result = await syncMailbox(client, store);
    expect(result).toMatchObject({ upserted: 0, failed: [bad.id] });
    expect(store.messages.size).toBe(3);
  });

  it('retries a call that failed inside a batch', async () => {
    const { fake, client, store } = await seeded(60);
    fake.failNext({ status: 429, scope: 'batch-part', times: 2 });
    const result = await syncMailbox(client, store);
    expect(result).toMatchObject({ upserted: 60, failed: [] });
    expect(fake.requests.get('/batch/gmail/v1')).toBe(3);
  });
});
