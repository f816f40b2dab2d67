import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROBE_EVERY_MS, serverUnreachable } from './reachability';

/** The server as /api/health answers: its own JSON, a proxy's page, or nothing at all. */
let health: 'up' | 'proxy' | 'down' = 'down';

describe('serverUnreachable', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('navigator', { onLine: true });
    vi.stubGlobal('fetch', async () => {
      if (health === 'down') throw new TypeError('Failed to fetch');
      return health === 'up' ? new Response('{"ok":true,"db":"pglite"}', { status: 200 }) : new Response('<h1>502 Bad Gateway</h1>', { status: 502 });
    });
    onlineManager.setOnline(true);
  });
  afterEach(async () => {
    // Let any probe still scheduled find the server, so the next test starts online with none pending.
    health = 'up';
    await vi.advanceTimersByTimeAsync(PROBE_EVERY_MS * 2);
    vi.useRealTimers();
    vi.unstubAllGlobals();
    onlineManager.setOnline(true);
  });

  it('stays online when one request is lost but the server answers its check', async () => {
    health = 'up';
    serverUnreachable();
    await vi.advanceTimersByTimeAsync(0);
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('goes offline when the check gets no answer, or only a proxy page, and back once the server answers', async () => {
    health = 'proxy';
    serverUnreachable();
    await vi.advanceTimersByTimeAsync(0);
    expect(onlineManager.isOnline()).toBe(false);
    await vi.advanceTimersByTimeAsync(PROBE_EVERY_MS);
    expect(onlineManager.isOnline()).toBe(false);
    health = 'up';
    await vi.advanceTimersByTimeAsync(PROBE_EVERY_MS);
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('goes offline again when the network comes back while the server is still away', async () => {
    health = 'down';
    serverUnreachable();
    await vi.advanceTimersByTimeAsync(0);
    expect(onlineManager.isOnline()).toBe(false);
    // The browser's "online" event (a network blip) puts the app online; the next check takes it back.
    onlineManager.setOnline(true);
    await vi.advanceTimersByTimeAsync(PROBE_EVERY_MS);
    expect(onlineManager.isOnline()).toBe(false);
  });
});
