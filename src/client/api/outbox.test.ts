import 'fake-indexeddb/auto';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetOffline } from '../lib/offline/cache';
import { enqueue, loadOutbox, outboxEntries } from '../lib/offline/outbox';
import { setOfflineOwner } from '../lib/offline/owner';
import '../lib/query-client';
import { listsHeld } from './change-hold';
import { replayOutbox } from './outbox';

interface Sent {
  path: string;
  key: string | null;
  body: unknown;
}

/** A server stand-in: records each request; `answers` decides each one's fate in turn (default 200). */
function server(answers: Array<'ok' | 'lost' | 'down' | 404> = []) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const fate = answers.shift() ?? 'ok';
    if (fate === 'down') throw new TypeError('Failed to fetch');
    sent.push({ path: url, key: new Headers(init.headers).get('idempotency-key'), body: init.body ? JSON.parse(String(init.body)) : null });
    // The server did the work, but the answer never came back.
    if (fate === 'lost') throw new TypeError('Failed to fetch');
    if (fate === 404) return new Response(JSON.stringify({ error: { code: 'MESSAGE_NOT_FOUND', message: 'Message not found' } }), { status: 404 });
    return new Response(JSON.stringify({ id: 'm1' }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return sent;
}

const mail = { to: ['grace@example.com'], cc: [], bcc: [], subject: 'Written on the train', body: '<p>Hi</p>', delaySeconds: 10 };

beforeEach(async () => {
  await forgetOffline();
  setOfflineOwner({ id: 'ada', name: 'Ada', email: 'ada@example.com' });
  await loadOutbox();
});
afterEach(() => vi.unstubAllGlobals());

describe('the outbox', () => {
  it('keeps changes in the order they were made, also across a reload of the page', async () => {
    await enqueue({ kind: 'star', id: 'm1', starred: true });
    await enqueue({ kind: 'send', mail });
    await enqueue({ kind: 'move', id: 'm2', to: 'archive' });
    await loadOutbox();
    expect(outboxEntries().map((e) => e.change.kind)).toEqual(['star', 'send', 'move']);
  });

  it('replays in order, each with its own key, sends a queued email at once, and empties', async () => {
    const star = await enqueue({ kind: 'star', id: 'm1', starred: true });
    const send = await enqueue({ kind: 'send', mail });
    const move = await enqueue({ kind: 'move', id: 'm2', to: 'archive' });
    const sent = server();
    await replayOutbox(new QueryClient());
    expect(sent.map((s) => s.path)).toEqual(['/api/mail/messages/m1/star', '/api/mail/send', '/api/mail/messages/m2/archive']);
    expect(sent.map((s) => s.key)).toEqual([star.key, send.key, move.key]);
    expect(sent[1]!.body).not.toHaveProperty('delaySeconds');
    expect(outboxEntries()).toEqual([]);
  });

  it('after a lost answer keeps the entry and asks again with the same key, and what follows waits its turn', async () => {
    const send = await enqueue({ kind: 'send', mail });
    await enqueue({ kind: 'star', id: 'm1', starred: true });
    const sent = server(['lost']);
    await replayOutbox(new QueryClient());
    expect(sent.map((s) => s.path)).toEqual(['/api/mail/send']);
    expect(outboxEntries()).toHaveLength(2);

    await replayOutbox(new QueryClient());
    expect(sent.map((s) => s.path)).toEqual(['/api/mail/send', '/api/mail/send', '/api/mail/messages/m1/star']);
    expect(sent[0]!.key).toBe(send.key);
    expect(sent[1]!.key).toBe(send.key);
    expect(outboxEntries()).toEqual([]);
  });

  it('holds the lists from the moment the network is back until the outbox has replayed what was done offline', async () => {
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    // Nothing queued: the lists read the server at once.
    expect(listsHeld()).toBe(false);

    await enqueue({ kind: 'move', id: 'm1', to: 'archive' });
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    // The lists' refetch on reconnect comes before the replay: it keeps the archived message out of the list.
    expect(listsHeld()).toBe(true);
    server();
    await replayOutbox(new QueryClient());
    expect(listsHeld()).toBe(false);

    // A replay that cannot reach the server lets the lists go too: they show what the server has, when it can say.
    await enqueue({ kind: 'move', id: 'm2', to: 'archive' });
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    expect(listsHeld()).toBe(true);
    server(['down']);
    const qc = new QueryClient();
    qc.setQueryData(['mail', 'list', 'inbox'], { items: [] });
    await replayOutbox(qc);
    expect(listsHeld()).toBe(false);
    // What the held lists showed is read again, though nothing was sent.
    expect(qc.getQueryState(['mail', 'list', 'inbox'])?.isInvalidated).toBe(true);
  });

  it('stops at the first change that cannot reach the server and keeps everything', async () => {
    await enqueue({ kind: 'read', id: 'm1', read: true });
    await enqueue({ kind: 'read', id: 'm2', read: true });
    const sent = server(['down']);
    await replayOutbox(new QueryClient());
    expect(sent).toEqual([]);
    expect(outboxEntries()).toHaveLength(2);
  });

  it("keeps a refused change with the server's reason, goes on with the rest, and does not retry it on its own", async () => {
    const gone = await enqueue({ kind: 'star', id: 'gone', starred: true });
    await enqueue({ kind: 'read', id: 'm1', read: true });
    const sent = server([404]);
    await replayOutbox(new QueryClient());
    expect(sent.map((s) => s.path)).toEqual(['/api/mail/messages/gone/star', '/api/mail/messages/m1/read']);
    expect(outboxEntries()).toEqual([expect.objectContaining({ id: gone.id, error: 'Message not found' })]);
    await replayOutbox(new QueryClient());
    expect(sent).toHaveLength(2);
  });

  it("belongs to the person: another's outbox is not loaded, and sign-out empties it", async () => {
    await enqueue({ kind: 'star', id: 'm1', starred: true });
    setOfflineOwner({ id: 'grace', name: 'Grace', email: 'grace@example.com' });
    await loadOutbox();
    expect(outboxEntries()).toEqual([]);
    setOfflineOwner({ id: 'ada', name: 'Ada', email: 'ada@example.com' });
    await loadOutbox();
    expect(outboxEntries()).toHaveLength(1);
    await forgetOffline();
    await loadOutbox();
    expect(outboxEntries()).toEqual([]);
  });
});
