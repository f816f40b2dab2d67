import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LEASE_MS,
  sendScheduledOnce,
  shouldRetry,
  type SendOnceDeps,
  type SendOnceProvider,
  type SendOnceRow,
  type SendOnceStore,
} from './send-once';

interface Row extends SendOnceRow {
  subject: string;
  sentAt: Date | null;
  failureReason: string | null;
}

const makeRow = (over: Partial<Row> = {}): Row => ({
  id: 'se_1',
  status: 'pending',
  messageId: null,
  attempt: 0,
  claimedAt: null,
  subject: 'Quarterly report',
  sentAt: null,
  failureReason: null,
  ...over,
});

/** An in-memory store whose methods behave like single conditional UPDATE statements. */
class FakeStore implements SendOnceStore<Row> {
  rows = new Map<string, Row>();
  /** Set to make the next markSent "crash" after the provider call, as a killed process would. */
  crashOnMarkSent = false;

  constructor(...rows: Row[]) {
    for (const r of rows) this.rows.set(r.id, { ...r });
  }

  row(id = 'se_1'): Row {
    return this.rows.get(id)!;
  }

  async get(id: string) {
    const r = this.rows.get(id);
    return r ? { ...r } : null;
  }

  async claim(id: string, messageId: string, now: Date) {
    const r = this.rows.get(id);
    if (!r || r.status !== 'pending') return null;
    Object.assign(r, { status: 'sending', messageId: r.messageId ?? messageId, attempt: r.attempt + 1, claimedAt: now });
    return { ...r };
  }

  async reclaim(id: string, attempt: number, now: Date) {
    const r = this.rows.get(id);
    if (!r || r.status !== 'sending' || r.attempt !== attempt) return null;
    Object.assign(r, { attempt: r.attempt + 1, claimedAt: now });
    return { ...r };
  }

  async release(id: string, attempt: number) {
    const r = this.rows.get(id);
    if (r && r.status === 'sending' && r.attempt === attempt) r.claimedAt = null;
  }

  async markSent(id: string, sentAt: Date) {
    if (this.crashOnMarkSent) {
      this.crashOnMarkSent = false;
      throw new Error('process killed');
    }
    const r = this.rows.get(id);
    if (r && r.status === 'sending') Object.assign(r, { status: 'sent', sentAt });
  }

  async markFailed(id: string, attempt: number, reason: string) {
    const r = this.rows.get(id);
    if (r && r.status === 'sending' && r.attempt === attempt) Object.assign(r, { status: 'failed', failureReason: reason });
  }
}

/** A provider that remembers what it delivered, optionally slowly or with scripted errors. */
class FakeProvider implements SendOnceProvider {
  delivered: string[] = [];
  sendErrors: Error[] = [];
  wasSentError: Error | null = null;
  delayMs = 0;

  async send(mime: string | Uint8Array, messageId: string) {
    if (this.delayMs) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    const error = this.sendErrors.shift();
    if (error) throw error;
    expect(String(mime)).toContain(`Message-ID: ${messageId}`);
    this.delivered.push(messageId);
  }

  async wasSent(messageId: string) {
    if (this.wasSentError) throw this.wasSentError;
    return this.delivered.includes(messageId);
  }
}

function setup(row: Row = makeRow()) {
  const store = new FakeStore(row);
  const provider = new FakeProvider();
  let clock = new Date('2026-03-05T12:00:00Z').getTime();
  let ids = 0;
  const deps: SendOnceDeps<Row> = {
    store,
    provider,
    buildMime: (r, messageId) => `Message-ID: ${messageId}\r\nSubject: ${r.subject}\r\n\r\nHello`,
    newMessageId: () => `<m${++ids}@email-buddy.test>`,
    now: () => new Date(clock),
  };
  return { store, provider, deps, advance: (ms: number) => (clock += ms) };
}

const retryable = (message: string) => Object.assign(new Error(message), { retryable: true });

describe('sendScheduledOnce', () => {
  it('records the Message-ID as sending before calling the provider, then marks sent', async () => {
    const { store, provider, deps } = setup();
    const seenAtSend: Row[] = [];
    const send = provider.send.bind(provider);
    provider.send = async (mime, messageId) => {
      seenAtSend.push({ ...store.row() });
      await send(mime, messageId);
    };

    const result = await sendScheduledOnce('se_1', deps);

    expect(result).toEqual({ outcome: 'sent', messageId: '<m1@email-buddy.test>' });
    expect(seenAtSend[0]).toMatchObject({ status: 'sending', messageId: '<m1@email-buddy.test>', attempt: 1 });
    expect(store.row()).toMatchObject({ status: 'sent', sentAt: new Date('2026-03-05T12:00:00Z') });
    expect(provider.delivered).toEqual(['<m1@email-buddy.test>']);
  });

  it('keeps a Message-ID fixed when the row was scheduled with one', async () => {
    const { provider, deps } = setup(makeRow({ messageId: '<preset@email-buddy.test>' }));
    await sendScheduledOnce('se_1', deps);
    expect(provider.delivered).toEqual(['<preset@email-buddy.test>']);
  });

  it('sends once when the same job is delivered twice at the same time', async () => {
    const { store, provider, deps } = setup();
    provider.delayMs = 30;
    const results = await Promise.all([sendScheduledOnce('se_1', deps), sendScheduledOnce('se_1', deps)]);
    expect(results.map((r) => r.outcome).sort()).toEqual(['retry-later', 'sent']);
    expect(provider.delivered).toHaveLength(1);
    expect(store.row().status).toBe('sent');
  });

  it('does nothing when the job is delivered again after the email was sent', async () => {
    const { provider, deps } = setup();
    await sendScheduledOnce('se_1', deps);
    expect(await sendScheduledOnce('se_1', deps)).toEqual({ outcome: 'skipped', reason: 'sent' });
    expect(provider.delivered).toHaveLength(1);
  });

  it('skips a cancelled (deleted) email', async () => {
    const { store, provider, deps } = setup();
    store.rows.clear();
    expect(await sendScheduledOnce('se_1', deps)).toEqual({ outcome: 'skipped', reason: 'missing' });
    expect(provider.delivered).toEqual([]);
  });

  it('after a crash between the provider call and "sent", records it as sent without sending again', async () => {
    const { store, provider, deps, advance } = setup();
    store.crashOnMarkSent = true;
    await expect(sendScheduledOnce('se_1', deps)).rejects.toThrow('process killed');
    expect(store.row().status).toBe('sending');

    // The job is retried while the dead attempt's claim is still fresh: wait.
    const early = await sendScheduledOnce('se_1', deps);
    expect(early.outcome).toBe('retry-later');
    expect(shouldRetry(early)).toBe(true);

    advance(DEFAULT_LEASE_MS + 1);
    expect(await sendScheduledOnce('se_1', deps)).toEqual({ outcome: 'already-sent', messageId: '<m1@email-buddy.test>' });
    expect(provider.delivered).toEqual(['<m1@email-buddy.test>']);
    expect(store.row().status).toBe('sent');
  });

  it('after a crash between "sending" and the provider call, sends with the recorded Message-ID', async () => {
    const { store, provider, deps, advance } = setup(
      makeRow({ status: 'sending', messageId: '<m0@email-buddy.test>', attempt: 1, claimedAt: new Date('2026-03-05T12:00:00Z') }),
    );
    advance(DEFAULT_LEASE_MS + 1);
    expect(await sendScheduledOnce('se_1', deps)).toEqual({ outcome: 'sent', messageId: '<m0@email-buddy.test>' });
    expect(provider.delivered).toEqual(['<m0@email-buddy.test>']);
    expect(store.row()).toMatchObject({ status: 'sent', attempt: 2 });
  });

  it('lets only one of two recovering attempts take over a stale claim', async () => {
    const { provider, deps, advance } = setup(
      makeRow({ status: 'sending', messageId: '<m0@email-buddy.test>', attempt: 1, claimedAt: new Date('2026-03-05T12:00:00Z') }),
    );
    advance(DEFAULT_LEASE_MS + 1);
    provider.delayMs = 20;
    const results = await Promise.all([sendScheduledOnce('se_1', deps), sendScheduledOnce('se_1', deps)]);
    expect(results.map((r) => r.outcome).sort()).toEqual(['retry-later', 'sent']);
    expect(provider.delivered).toEqual(['<m0@email-buddy.test>']);
  });

  it('marks the email failed with the reason when the provider refuses it', async () => {
    const { store, provider, deps } = setup();
    provider.sendErrors.push(new Error('Recipient address rejected'));
    expect(await sendScheduledOnce('se_1', deps)).toEqual({ outcome: 'failed', reason: 'Recipient address rejected' });
    expect(store.row()).toMatchObject({ status: 'failed', failureReason: 'Recipient address rejected' });
  });

  it('releases the claim on a transient error so the retry checks wasSent and sends once', async () => {
    const { store, provider, deps } = setup();
    provider.sendErrors.push(retryable('connection reset'));
    expect(await sendScheduledOnce('se_1', deps)).toEqual({ outcome: 'retry-later', reason: 'connection reset' });
    expect(store.row()).toMatchObject({ status: 'sending', claimedAt: null });

    expect(await sendScheduledOnce('se_1', deps)).toEqual({ outcome: 'sent', messageId: '<m1@email-buddy.test>' });
    expect(provider.delivered).toEqual(['<m1@email-buddy.test>']);
  });

  it('waits rather than guesses when it cannot ask the provider whether the email went out', async () => {
    const { store, provider, deps } = setup(
      makeRow({ status: 'sending', messageId: '<m0@email-buddy.test>', attempt: 1, claimedAt: null }),
    );
    provider.wasSentError = new Error('provider unavailable');
    const result = await sendScheduledOnce('se_1', deps);
    expect(result.outcome).toBe('retry-later');
    expect(provider.delivered).toEqual([]);
    expect(store.row()).toMatchObject({ status: 'sending', claimedAt: null });
  });

  it('gives up after the maximum number of attempts', async () => {
    const { store, provider, deps } = setup();
    for (let i = 0; i < 3; i++) provider.sendErrors.push(retryable('timeout'));
    const outcomes: string[] = [];
    for (let i = 0; i < 4; i++) outcomes.push((await sendScheduledOnce('se_1', { ...deps, maxAttempts: 3 })).outcome);
    expect(outcomes).toEqual(['retry-later', 'retry-later', 'retry-later', 'failed']);
    expect(store.row()).toMatchObject({ status: 'failed', failureReason: 'gave up after 3 attempts' });
    expect(provider.delivered).toEqual([]);
  });

  it('marks failed when the message cannot be built', async () => {
    const { store, provider, deps } = setup();
    const result = await sendScheduledOnce('se_1', {
      ...deps,
      buildMime: () => {
        throw new Error('attachment missing');
      },
    });
    expect(result).toEqual({ outcome: 'failed', reason: 'attachment missing' });
    expect(store.row().status).toBe('failed');
    expect(provider.delivered).toEqual([]);
  });
});
