import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Logger } from 'drizzle-orm/logger';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database, Db } from '../../src/server/db/open';
import * as schema from '../../src/server/db/schema';

/** The same database through a Drizzle that records each statement it sends, for tests of what a store asks. */
export function recording(db: Db, sent: Array<{ sql: string; params: unknown[] }>): Database {
  const logger: Logger = { logQuery: (sql, params) => sent.push({ sql, params }) };
  const client = (db.db as unknown as { $client: unknown }).$client;
  return (db.kind === 'postgres' ? drizzlePg(client as pg.Pool, { schema, logger }) : drizzlePglite(client as PGlite, { schema, logger })) as unknown as Database;
}
