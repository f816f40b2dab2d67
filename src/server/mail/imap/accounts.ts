/**
 * Keeps every IMAP account's cache current: a sync when an account is added
 * or its settings change, and every minute for all accounts (pg-boss, so on
 * several server processes one sync of an account runs at a time). Open
 * browser tabs hear about new mail through the server events.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/open';
import { mailAccount } from '../../db/schema/mail';
import type { EventBus } from '../../events';
import type { Jobs } from '../../jobs/boss';
import type { Logger } from '../../logger';
import type { ConnectOptions } from './connect';
import { accountLogins } from './credentials';
import { ImapSync, type FolderSyncResult } from './sync';

export const IMAP_SYNC_QUEUE = 'imap-sync';
const IMAP_SYNC_ALL_QUEUE = 'imap-sync-all';
const IMAP_SYNC_CRON = '* * * * *';
const SYNC_QUEUE_OPTIONS = { policy: 'stately', retryLimit: 1, retryBackoff: true } as const;

export interface ImapAccountsDeps {
  db: Database;
  encryptionKey: Uint8Array;
  connect: ConnectOptions;
  logger: Logger;
  events: EventBus;
  jobs?: Jobs;
}

export class ImapAccounts {
  readonly sync: ImapSync;
  /** Syncs running in this process without a queue, so a second request for the same account joins the first. */
  private readonly running = new Map<string, Promise<FolderSyncResult[]>>();

  constructor(private readonly deps: ImapAccountsDeps) {
    this.sync = new ImapSync(deps.db, deps.connect, deps.logger);
  }

  /** Syncs one account now and tells its user's open tabs what changed. */
  async syncNow(userId: string, accountId: string): Promise<FolderSyncResult[]> {
    const pending = this.running.get(accountId);
    if (pending) return pending;
    const run = this.run(userId, accountId).finally(() => this.running.delete(accountId));
    this.running.set(accountId, run);
    return run;
  }

  private async run(userId: string, accountId: string): Promise<FolderSyncResult[]> {
    const [row] = await this.deps.db
      .select()
      .from(mailAccount)
      .where(and(eq(mailAccount.userId, userId), eq(mailAccount.id, accountId), eq(mailAccount.provider, 'imap')));
    if (!row) return [];
    const login = accountLogins(row, this.deps.encryptionKey).imap;
    const results = await this.sync.syncAccount({ id: row.id, userId, login });
    const inboxAdded = results.find((r) => r.path.toUpperCase() === 'INBOX')?.added ?? 0;
    const changed = results.some((r) => r.added + r.removed + r.updated > 0);
    if (inboxAdded > 0) await this.publish(userId, 'newmail', { accountId });
    else if (changed) await this.publish(userId, 'mailchanged', { accountId });
    return results;
  }

  private async publish(userId: string, type: 'newmail' | 'mailchanged', data: Record<string, unknown>) {
    await this.deps.events.publish(userId, { type, data }).catch((error: unknown) => this.deps.logger.warn({ err: error }, 'event not published'));
  }

  /** Queues a sync (or, without a queue, starts one in the background); failures are on the account's status. */
  requestSync(userId: string, accountId: string): void {
    const jobs = this.deps.jobs;
    if (jobs) {
      void jobs
        .ensureQueue(IMAP_SYNC_QUEUE, SYNC_QUEUE_OPTIONS)
        .then(() => jobs.boss.send(IMAP_SYNC_QUEUE, { userId, accountId }, { singletonKey: accountId }))
        .catch((error: unknown) => this.deps.logger.warn({ err: error, accountId }, 'IMAP sync not queued'));
      return;
    }
    void this.syncNow(userId, accountId).catch(() => undefined);
  }

  async requestSyncForAll(): Promise<number> {
    const rows = await this.deps.db.select({ id: mailAccount.id, userId: mailAccount.userId }).from(mailAccount).where(eq(mailAccount.provider, 'imap'));
    for (const row of rows) this.requestSync(row.userId, row.id);
    return rows.length;
  }
}

/** The IMAP queues, their workers and the one-minute schedule. */
export async function registerImapJobs(jobs: Jobs, imap: ImapAccounts): Promise<void> {
  await jobs.ensureQueue(IMAP_SYNC_QUEUE, SYNC_QUEUE_OPTIONS);
  await jobs.ensureQueue(IMAP_SYNC_ALL_QUEUE, { policy: 'stately', retryLimit: 0 });
  await jobs.work<{ userId: string; accountId: string }>(IMAP_SYNC_QUEUE, async (job) => {
    // A failed sync is recorded on the account (status error with the reason); the queue does not retry a wrong password forever.
    await imap.syncNow(job.data.userId, job.data.accountId).catch(() => undefined);
  });
  await jobs.work(IMAP_SYNC_ALL_QUEUE, async () => {
    await imap.requestSyncForAll();
  });
  await jobs.boss.schedule(IMAP_SYNC_ALL_QUEUE, IMAP_SYNC_CRON);
}
