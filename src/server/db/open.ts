/**
 * Opens the database: PostgreSQL through `pg` when a URL is given, otherwise an
 * embedded PGlite under `DATA_DIR` (or in memory, for tests). Migrations from
 * ./migrations are applied before the handle is returned, so a caller always
 * sees the current schema. This is the only file that knows which engine runs.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { nativeEncoding } from './pglite-encoding';
import { PgliteUpkeep } from './pglite-upkeep';

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DbKind = 'pglite' | 'postgres';
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * Whether a handle is PostgreSQL's own (a pool), whose work runs in its own processes: an import leaves
 * the search vectors to it rather than making them on its parse thread, as it does for the embedded engine.
 */
export function onPostgres(db: Database): boolean {
  return (db as unknown as { $client?: unknown }).$client instanceof pg.Pool;
}

export interface OpenDbOptions {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  databaseUrl?: string;
  /** Folder for the PGlite files; `memory://` keeps it in memory. */
  dataDir: string;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
  /**
   * For an in-memory PGlite: a dumped data directory (`dumpDataDir`) to start from. Creating a PGlite
   * cluster from nothing runs initdb, about 2 s; loading a migrated dump takes a quarter of that,
   * which is what lets the integration tests open a fresh database per suite cheaply.
   */
  pgliteTemplate?: Blob;
}

export interface Db {
  db: Database;
  kind: DbKind;
  /** Raw parameterised SQL, for pg-boss and LISTEN/NOTIFY-free helpers. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /**
   * One parameterised statement that must not wait behind queued work: on
   * PGlite it runs as soon as the call in progress ends (on PostgreSQL every
   * statement already gets its own connection).
   */
  executeFirst(text: string, values: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  /** The `pg` pool when on PostgreSQL (for LISTEN/NOTIFY), undefined on PGlite. */
  pool?: pg.Pool;
  close(): Promise<void>;
}

export async function openDb(options: OpenDbOptions): Promise<Db> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.maxConnections) : openPglite(options.dataDir, options.pgliteTemplate);
}

async function openPostgres(url: string, max = 10): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5_000 });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  await migratePg(drizzlePg(pool), { migrationsFolder });
  return {
    db,
    kind: 'postgres',
    pool,
    executeSql: async (text, values) => pool.query(text, values as unknown[]),
    executeFirst: async (text, values) => pool.query(text, values),
    ping: async () => {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => pool.end(),
  };
}

/**
 * Lets one PGlite call run per turn of the event loop while others wait in
 * line (first come, first served). Uncontended, a call starts at once; under
 * contention the next call starts on the following turn (setImmediate), after
 * Node has polled for I/O. A call run `first` goes ahead of those waiting: for
 * the rare write whose delay is itself a risk.
 */
export class OneCallPerTurn {
  private readonly waiting: Array<() => void> = [];
  /** True while a call runs or the next one has been handed the turn. */
  private busy = false;

  async run<T>(call: () => Promise<T>, options: { first?: boolean } = {}): Promise<T> {
    if (this.busy) await new Promise<void>((resolve) => (options.first ? this.waiting.unshift(resolve) : this.waiting.push(resolve)));
    this.busy = true;
    try {
      return await call();
    } finally {
      const next = this.waiting.shift();
      if (next) setImmediate(next);
      else this.busy = false;
    }
  }
}

/**
 * PGlite runs each query synchronously on this thread. Queued queries ran back
 * to back in one microtask drain, so a turn of the event loop lasted as long
 * as the queries of every request in flight, and Node accepts one new
 * connection per turn: with 100 clients, the last connections waited more than
 * 10 s before their first request was even read. Taking turns keeps a turn to
 * one query, so connections are accepted and requests read in between. It adds
 * no delay: the next turn comes as soon as the pending I/O is handled.
 * Statements inside a transaction run straight on (the transaction holds the
 * turn), and PGlite's own start-up queries are not queued.
 */
class TurnTakingPGlite extends PGlite {
  private readonly turns = new OneCallPerTurn();
  private readonly upkeep = new PgliteUpkeep((text) => this.query(text));

  override async query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    if (!this.ready) return super.query<T>(query, params, options);
    this.upkeep.touch();
    return this.turns.run(() => super.query<T>(query, params, options));
  }

  override async exec(query: string, options?: QueryOptions): Promise<Array<Results>> {
    if (!this.ready) return super.exec(query, options);
    this.upkeep.touch();
    return this.turns.run(() => super.exec(query, options));
  }

  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    if (!this.ready) return super.transaction(callback);
    this.upkeep.touch();
    return this.turns.run(() => super.transaction(callback));
  }

  async queryFirst<T>(query: string, params: unknown[]): Promise<Results<T>> {
    return this.turns.run(() => super.query<T>(query, params), { first: true });
  }
}

/** What the migrations need besides PostgreSQL itself: btree_gin puts the owner of a message into its search indexes. */
export const pgliteExtensions = { btree_gin };

async function openPglite(dataDir: string, template?: Blob): Promise<Db> {
  let client: TurnTakingPGlite;
  if (dataDir === 'memory://') {
    client = new TurnTakingPGlite({ ...nativeEncoding, extensions: pgliteExtensions, ...(template ? { loadDataDir: template } : {}) });
  } else {
    const dir = path.join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new TurnTakingPGlite({ ...nativeEncoding, extensions: pgliteExtensions, dataDir: dir });
  }
  await client.waitReady;
  // The embedded database's pages are in memory (or the file cache), so reading one out of order costs little
  // more than the next: at PostgreSQL's default (4, for spinning disks) the planner walked the table for a
  // search's first thousand matches of a middling word, reading 38,000 messages, where its index found them in a
  // fifth of the time. One connection: a session setting covers every query.
  await client.exec('set random_page_cost = 2');
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    // pg-boss sends several statements in one string when it has no parameters.
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values) as Promise<{ rows: Record<string, unknown>[] }>;
      // Such strings are often "BEGIN; ...; COMMIT;". Run bare, a failure in
      // the middle would leave PGlite's only connection in an aborted
      // transaction and every later query of the app would fail. Inside
      // client.transaction the string's own BEGIN/COMMIT only warn, and a
      // failure is rolled back before any other query gets the connection.
      const results = await client.transaction((tx) => tx.exec(text));
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
    executeFirst: (text, values) => client.queryFirst<Record<string, unknown>>(text, values),
    ping: async () => {
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
    close: () => client.close(),
  };
}
