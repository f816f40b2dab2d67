import { describe, expect, it } from 'vitest';
import type { ScheduledEmailRow } from '../db/schema/scheduled';
import { createMemoryBus } from '../events';
import { createLogger } from '../logger';
import type { MailService } from '../mail/service';
import type { ScheduledRepository } from './repository';
import { ScheduledWorker } from './worker';

/** One scheduled row in memory, with the same conditional updates as the SQL store. */
function memoryRepository(row: ScheduledEmailRow) {
  const repository = {
    find: async (id: string) => (id === row.id ? { ...row } : undefined),
    owner: async () => ({ id: 'u1', name: 'Ada', email: 'ada@example.com' }),
    setSentMessage: async () => undefined,
    renewClaim: async () => undefined,
    sendOnceStore: () => ({
      get: async () => ({ ...row }),
      claim: async (_id: string, messageId: string, now: Date) => {
        if (row.status !== 'pending') return null;
        Object.assign(row, { status: 'sending', messageId: row.messageId ?? messageId, attempt: row.attempt + 1, claimedAt: now });
        return { ...row };
      },
      reclaim: async (_id: string, attempt: number, now: Date) => {
        if (row.status !== 'sending' || row.attempt !== attempt) return null;
        Object.assign(row, { attempt: attempt + 1, claimedAt: now });
        return { ...row };
      },
      release: async () => undefined,
      markSent: async (_id: string, sentAt: Date) => {
        if (row.status === 'sending') Object.assign(row, { status: 'sent', sentAt, claimedAt: null });
      },
      markFailed: async () => undefined,
    }),
  };
  return repository as unknown as ScheduledRepository;
}

describe('the scheduled worker', () => {
  it('never takes over a claim this process still holds, even when its heartbeat was held up past the lease', async () => {
    const row = {
      id: 's1',
      userId: 'u1',
      status: 'pending',
      messageId: null,
      attempt: 0,
      claimedAt: null,
      scheduledTime: new Date(Date.now() - 1_000),
      to: ['bob@example.com'],
      cc: [],
      bcc: [],
      subject: 'Once',
      body: '<p>Once</p>',
      attachments: [],
      tracking: null,
      replyTo: null,
    } as unknown as ScheduledEmailRow;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const sends: string[] = [];
    const mail = {
      provider: async () => ({ wasSent: async () => false }),
      send: async (_user: unknown, _input: unknown, options: { messageId: string }) => {
        sends.push(options.messageId);
        await held;
        return { id: 'm1' };
      },
    } as unknown as MailService;
    // A lease of 1 ms: by the time a second job looks, the first claim already seems stale.
    const worker = new ScheduledWorker({ repository: memoryRepository(row), mail, events: createMemoryBus(), logger: createLogger('silent'), leaseMs: 1 });

    const first = worker.process('s1');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = await worker.process('s1');
    expect(second).toEqual({ outcome: 'retry-later', reason: 'this process is sending this email' });
    release();
    expect((await first).outcome).toBe('sent');
    expect(sends).toHaveLength(1);

    // Once the first attempt is over, the row is simply done.
    expect(await worker.process('s1')).toEqual({ outcome: 'skipped', reason: 'sent' });
  });
});
