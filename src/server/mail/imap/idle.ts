/**
 * Push for IMAP accounts: one IDLE connection (RFC 2177) per account on its
 * INBOX, so new mail and flags changed in another client reach the open
 * browser within a couple of seconds instead of at the next minute's poll.
 *
 * With several server processes, exactly one holds an account's connection:
 * a lease in mail_account (idle_owner, idle_until) that the holder renews
 * every few seconds. When that process dies its lease runs out and another
 * process takes the account over at its next look. IDLE is broken and
 * started again before 29 minutes, as servers may drop a longer one.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { ImapFlow } from 'imapflow';
import type { Database } from '../../db/open';
import { mailAccount } from '../../db/schema/mail';
import type { Logger } from '../../logger';
import type { AccountConnections } from './credentials';

export interface IdleOptions {
  /** How often leases are renewed and free accounts looked for. */
  tickMs?: number;
  /** How long a lease lasts without renewal: the longest another process waits to take over. */
  leaseMs?: number;
  /** IDLE is restarted after this long (under the 29 minutes RFC 2177 allows). */
  maxIdleMs?: number;
  /** Changes within this window make one sync. */
  debounceMs?: number;
}

export interface IdleDeps {
  db: Database;
  connections: AccountConnections;
  logger: Logger;
  /** Syncs the account (and tells its user's browser). */
  onChange(userId: string, accountId: string): Promise<unknown>;
}

interface Watch {
  userId: string;
  client?: ImapFlow;
  timer?: NodeJS.Timeout;
  failures: number;
  retryAt: number;
  closed: boolean;
}

export class ImapIdle {
  /** This process, as its leases name it. */
  readonly owner = `${process.pid}-${randomUUID().slice(0, 8)}`;
  private readonly watches = new Map<string, Watch>();
  private ticker?: NodeJS.Timeout;
  private ticking?: Promise<void>;
  private readonly tickMs: number;
  private readonly leaseMs: number;
  private readonly maxIdleMs: number;
  private readonly debounceMs: number;

  constructor(
    private readonly deps: IdleDeps,
    options: IdleOptions = {},
  ) {
    this.tickMs = options.tickMs ?? 5_000;
    this.leaseMs = options.leaseMs ?? 20_000;
    this.maxIdleMs = options.maxIdleMs ?? 28 * 60_000;
    this.debounceMs = options.debounceMs ?? 200;
  }

  start(): void {
    if (this.ticker) return;
    const tick = () => {
      this.ticking = this.tick().catch((error: unknown) => this.deps.logger.warn({ err: error }, 'IMAP IDLE round failed'));
    };
    tick();
    this.ticker = setInterval(tick, this.tickMs);
    this.ticker.unref();
  }

  /** The accounts this process holds a connection for. */
  held(): string[] {
    return [...this.watches.entries()].filter(([, w]) => w.client).map(([id]) => id);
  }

  /** Renews or takes leases for ready IMAP accounts, connects to those it holds and lets go of the rest. */
  private async tick(): Promise<void> {
    const until = new Date(Date.now() + this.leaseMs);
    const claimed = await this.deps.db
      .update(mailAccount)
      .set({ idleOwner: this.owner, idleUntil: until })
      .where(
        and(
          eq(mailAccount.provider, 'imap'),
          eq(mailAccount.status, 'ready'),
          or(eq(mailAccount.idleOwner, this.owner), isNull(mailAccount.idleOwner), lt(mailAccount.idleUntil, sql`now()`)),
        ),
      )
      .returning({ id: mailAccount.id, userId: mailAccount.userId });
    const ids = new Set(claimed.map((c) => c.id));
    for (const [id, watch] of this.watches) if (!ids.has(id)) this.drop(id, watch);
    for (const account of claimed) {
      const watch = this.watches.get(account.id) ?? { userId: account.userId, failures: 0, retryAt: 0, closed: false };
      this.watches.set(account.id, watch);
      if (!watch.client && Date.now() >= watch.retryAt) await this.connect(account.id, watch);
    }
  }

  private async connect(accountId: string, watch: Watch): Promise<void> {
    const [row] = await this.deps.db.select().from(mailAccount).where(eq(mailAccount.id, accountId));
    if (!row) return;
    try {
      const client = await this.deps.connections.openImap(row, this.maxIdleMs);
      watch.client = client;
      watch.failures = 0;
      const changed = () => this.changed(accountId, watch);
      client.on('exists', changed);
      client.on('expunge', changed);
      client.on('flags', changed);
      client.on('close', () => {
        if (watch.client !== client) return;
        watch.client = undefined;
        if (watch.closed) return;
        // A dropped connection comes back at the next round, later each time it keeps failing.
        watch.failures += 1;
        watch.retryAt = Date.now() + Math.min(60_000, 1_000 * 2 ** watch.failures);
      });
      await client.mailboxOpen('INBOX');
      // IDLE at once (imapflow's own would wait a while first); it ends when the connection does.
      void (async () => {
        while (watch.client === client && client.usable) {
          if ((await client.idle().catch(() => false)) === false) break;
          // IDLE ended for a command or a restart; a short pause keeps a misbehaving server from spinning this loop.
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      })();
    } catch (error) {
      watch.failures += 1;
      watch.retryAt = Date.now() + Math.min(60_000, 1_000 * 2 ** watch.failures);
      this.deps.logger.warn({ err: error, accountId }, 'IMAP IDLE connection failed');
    }
  }

  private changed(accountId: string, watch: Watch) {
    if (watch.timer) return;
    watch.timer = setTimeout(() => {
      watch.timer = undefined;
      this.deps.onChange(watch.userId, accountId).catch((error: unknown) => this.deps.logger.warn({ err: error, accountId }, 'IMAP push sync failed'));
    }, this.debounceMs);
  }

  private drop(accountId: string, watch: Watch) {
    watch.closed = true;
    if (watch.timer) clearTimeout(watch.timer);
    watch.client?.close();
    this.watches.delete(accountId);
  }

  /** Closes every connection and gives the leases back, so another process takes over at once. */
  async stop(): Promise<void> {
    if (this.ticker) clearInterval(this.ticker);
    this.ticker = undefined;
    await this.ticking;
    for (const [id, watch] of this.watches) this.drop(id, watch);
    await this.deps.db
      .update(mailAccount)
      .set({ idleOwner: null, idleUntil: null })
      .where(eq(mailAccount.idleOwner, this.owner))
      .catch(() => undefined);
  }
}
