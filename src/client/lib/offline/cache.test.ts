import 'fake-indexeddb/auto';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { adoptOwner, forgetOffline, messagesToKeep, offlineSnapshot, restoreOfflineCache } from './cache';
import { offlineOwner } from './owner';
import { OFFLINE_KEYS, readOffline, writeOffline } from './store';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const daysAgo = (n: number) => new Date(NOW - n * 86_400_000).toISOString();

function clientWith(messages: Array<{ id: string; account: string; date: string; opened?: boolean }>) {
  const client = new QueryClient();
  // As useMessage marks the messages a screen showed.
  for (const m of messages) if (m.opened) client.setQueryDefaults(['mail', 'message', m.id], { meta: { opened: true } });
  client.setQueryData(['mail', 'list', 'inbox', 1], { items: messages.map((m) => ({ id: m.id, accountId: m.account, date: m.date })) });
  for (const m of messages) client.setQueryData(['mail', 'message', m.id], { id: m.id, date: m.date, html: `<p>${m.id}</p>` });
  return client;
}

describe('what is kept for reading offline', () => {
  it('keeps the newest bodies of each account, up to the count, from within the days', () => {
    const client = clientWith([
      { id: 'a1', account: 'work', date: daysAgo(1) },
      { id: 'a2', account: 'work', date: daysAgo(2) },
      { id: 'a3', account: 'work', date: daysAgo(3) },
      { id: 'b1', account: 'home', date: daysAgo(5) },
      { id: 'b-old', account: 'home', date: daysAgo(40) },
    ]);
    const kept = messagesToKeep(client.getQueryCache().getAll(), { messages: 2, days: 30 }, NOW);
    expect([...kept].sort()).toEqual(['a1', 'a2', 'b1']);
  });

  it('keeps every message opened within the days, beyond the count', () => {
    const client = clientWith([
      { id: 'a1', account: 'work', date: daysAgo(1) },
      { id: 'a2', account: 'work', date: daysAgo(2) },
      { id: 'a3', account: 'work', date: daysAgo(3), opened: true },
      { id: 'a-old', account: 'work', date: daysAgo(60), opened: true },
    ]);
    const kept = messagesToKeep(client.getQueryCache().getAll(), { messages: 1, days: 30 }, NOW);
    expect([...kept].sort()).toEqual(['a1', 'a3']);
  });

  it('saves lists and kept bodies, but never the session or a search interpretation', () => {
    const client = clientWith([{ id: 'a1', account: 'work', date: daysAgo(1) }]);
    client.setQueryData(['auth', 'session'], { user: { id: 'u1' }, session: { id: 's' } });
    client.setQueryData(['mail', 'interpret', 'from ada'], { query: 'from:ada' });
    const keys = offlineSnapshot(client, { messages: 200, days: 30 }, NOW).queries.map((q) => q.queryKey);
    expect(keys).toEqual(expect.arrayContaining([['mail', 'list', 'inbox', 1], ['mail', 'message', 'a1']]));
    expect(keys).not.toContainEqual(['auth', 'session']);
    expect(keys).not.toContainEqual(['mail', 'interpret', 'from ada']);
  });
});

describe('whose offline copy it is', () => {
  beforeEach(() => forgetOffline());

  const ada = { id: 'ada', name: 'Ada Lovelace', email: 'ada@example.com' };
  const grace = { id: 'grace', name: 'Grace Hopper', email: 'grace@example.com' };

  async function saveFor(owner: typeof ada) {
    await writeOffline(OFFLINE_KEYS.owner, owner);
    const source = clientWith([{ id: 'a1', account: 'work', date: new Date().toISOString() }]);
    await writeOffline(OFFLINE_KEYS.queries, { version: 1, ownerId: owner.id, savedAt: Date.now(), state: offlineSnapshot(source, { messages: 200, days: 30 }) });
  }

  it('comes back into a new page, marked stale so screens still ask the server', async () => {
    await saveFor(ada);
    const client = new QueryClient();
    await restoreOfflineCache(client);
    expect(offlineOwner()?.email).toBe('ada@example.com');
    expect(client.getQueryData(['mail', 'message', 'a1'])).toMatchObject({ html: '<p>a1</p>' });
    expect(client.getQueryState(['mail', 'message', 'a1'])?.isInvalidated).toBe(true);
  });

  it('online puts back only message bodies; offline it puts back the lists and settings too', async () => {
    await saveFor(ada);
    const online = new QueryClient();
    await restoreOfflineCache(online);
    expect(online.getQueryData(['mail', 'list', 'inbox', 1])).toBeUndefined();
    onlineManager.setOnline(false);
    try {
      const offline = new QueryClient();
      await restoreOfflineCache(offline);
      expect(offline.getQueryData(['mail', 'list', 'inbox', 1])).toMatchObject({ items: [{ id: 'a1' }] });
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('online, what it did not put back is saved again, so a visit online does not erase the lists', async () => {
    await saveFor(ada);
    const online = new QueryClient();
    await restoreOfflineCache(online);
    online.setQueryData(['preferences'], { density: 'compact' });
    const keys = offlineSnapshot(online, { messages: 200, days: 30 }).queries.map((q) => q.queryKey);
    expect(keys).toEqual(expect.arrayContaining([['preferences'], ['mail', 'list', 'inbox', 1], ['mail', 'message', 'a1']]));
  });

  it('is dropped, from memory and IndexedDB, when the server says someone else is signed in', async () => {
    await saveFor(ada);
    const client = new QueryClient();
    await restoreOfflineCache(client);
    await adoptOwner(client, grace);
    expect(client.getQueryData(['mail', 'message', 'a1'])).toBeUndefined();
    expect(await readOffline(OFFLINE_KEYS.queries)).toBeUndefined();
    expect(await readOffline(OFFLINE_KEYS.owner)).toMatchObject({ id: 'grace' });
  });

  it('is kept when the same person signs in again', async () => {
    await saveFor(ada);
    const client = new QueryClient();
    await restoreOfflineCache(client);
    await adoptOwner(client, ada);
    expect(client.getQueryData(['mail', 'message', 'a1'])).toBeDefined();
  });

  it('is emptied at sign-out', async () => {
    await saveFor(ada);
    await forgetOffline();
    expect(await readOffline(OFFLINE_KEYS.queries)).toBeUndefined();
    expect(await readOffline(OFFLINE_KEYS.owner)).toBeUndefined();
    expect(offlineOwner()).toBeNull();
  });
});
