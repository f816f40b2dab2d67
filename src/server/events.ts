/**
 * Per-user server-sent events (emailsent, followupdue, tracking, newmail,
 * mailchanged). On PostgreSQL, events travel through LISTEN/NOTIFY so a tab
 * connected to one server process hears what another process did; on PGlite
 * (one process) they stay in memory.
 */
import type pg from 'pg';
import type { Logger } from './logger';

export type EventType = 'emailsent' | 'followupdue' | 'tracking' | 'newmail' | 'mailchanged' | 'import';

export interface AppEvent {
  type: EventType;
  data: Record<string, unknown>;
}

type Listener = (event: AppEvent) => void;

export interface EventBus {
  publish(userId: string, event: AppEvent): Promise<void>;
  subscribe(userId: string, listener: Listener): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'email_buddy_events';

class Subscribers {
  private readonly byUser = new Map<string, Set<Listener>>();

  add(userId: string, listener: Listener) {
    let set = this.byUser.get(userId);
    if (!set) this.byUser.set(userId, (set = new Set()));
    set.add(listener);
    return () => {
      set!.delete(listener);
      if (set!.size === 0) this.byUser.delete(userId);
    };
  }

  deliver(userId: string, event: AppEvent) {
    for (const listener of this.byUser.get(userId) ?? []) listener(event);
  }
}

export function createMemoryBus(): EventBus {
  const subscribers = new Subscribers();
  return {
    async publish(userId, event) {
      subscribers.deliver(userId, event);
    },
    subscribe: (userId, listener) => subscribers.add(userId, listener),
    async close() {},
  };
}

/** LISTEN/NOTIFY on one dedicated connection; reconnects when the server goes away. */
export async function createPgBus(pool: pg.Pool, logger: Logger): Promise<EventBus> {
  const subscribers = new Subscribers();
  let client: pg.PoolClient | undefined;
  let closed = false;

  const connect = async () => {
    if (closed) return;
    try {
      client = await pool.connect();
      client.on('notification', (message) => {
        if (message.channel !== CHANNEL || !message.payload) return;
        try {
          const { userId, event } = JSON.parse(message.payload) as { userId: string; event: AppEvent };
          subscribers.deliver(userId, event);
        } catch (error) {
          logger.warn({ err: error }, 'unreadable event notification');
        }
      });
      client.on('error', () => {
        client?.release(true);
        client = undefined;
        setTimeout(() => void connect(), 1_000).unref();
      });
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      logger.warn({ err: error }, 'event listener could not connect; retrying');
      client?.release(true);
      client = undefined;
      setTimeout(() => void connect(), 2_000).unref();
    }
  };
  await connect();

  return {
    async publish(userId, event) {
      await pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify({ userId, event })]);
    },
    subscribe: (userId, listener) => subscribers.add(userId, listener),
    async close() {
      closed = true;
      client?.release(true);
    },
  };
}
