/**
 * What autovacuum would do for the embedded database.
 *
 * PGlite runs PostgreSQL in single-user mode, without the autovacuum daemon.
 * Two of its jobs matter here:
 *
 * - Planner statistics. Without them the planner guesses: a lookup of 100
 *   Message-IDs (`= ANY(...)`) was planned as a sequential scan of the whole
 *   mailbox, and an import slowed down as the mailbox grew (each batch of 100
 *   took 0.6 s at 100,000 messages, 8 ms at 20,000). A table that has doubled
 *   in size since its statistics were last gathered is analysed again. ANALYZE
 *   reads a fixed-size sample, so even a large table takes well under a
 *   second, and it holds no lock that stops reads or writes.
 * - The pending lists of the GIN indexes (search words, people, labels). A
 *   GIN index takes new rows into an unsorted list and sorts them in only once
 *   the list reaches 4 MB (or when vacuumed), and every search through the
 *   index reads the whole list. Left to fill, the lists of the words' and the
 *   people's indexes held 461 and 383 pages after a 100,000-message mailbox was
 *   written, and a search read both: 10 to 18 ms of each search went there.
 *   Each check moves what the lists hold into their indexes, so the lists stay
 *   about as small as the writes of a few seconds; an empty list costs a read
 *   of one page to find so.
 *
 * The check itself (catalogue queries, a file size per table) runs at most
 * once every few seconds and only while the database is in use; an idle
 * server does nothing.
 */

/** A table smaller than this (8 kB pages) plans well enough on guesses. */
const MIN_PAGES = 16;
/** Analysed again once this many times the size it had when last analysed. */
const GROWTH = 2;
export const CHECK_EVERY_MS = 5_000;

const APP_SCHEMAS = `n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`;

/** Tables grown past their statistics, as quoted `schema.table` names. */
export const GROWN_TABLES_SQL = `
  select format('%I.%I', n.nspname, c.relname) as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind = 'r' and ${APP_SCHEMAS}
    and pg_relation_size(c.oid) / current_setting('block_size')::int >= greatest(${MIN_PAGES}, ${GROWTH} * c.relpages)
  order by name`;

/** The app's GIN indexes: their names, and their oids to hand to gin_clean_pending_list. */
const GIN_INDEXES_SQL = `
  select c.relname as name, c.oid::bigint as oid
  from pg_class c join pg_am a on a.oid = c.relam join pg_namespace n on n.oid = c.relnamespace
  where c.relkind = 'i' and a.amname = 'gin' and ${APP_SCHEMAS}
  order by name`;

type Run = (sql: string) => Promise<{ rows: unknown[] }>;

export class PgliteUpkeep {
  private lastCheck = Number.NEGATIVE_INFINITY;
  private checking: Promise<void> | undefined;

  constructor(
    private readonly run: Run,
    private readonly now: () => number = Date.now,
  ) {}

  /** Called on each use of the database: starts a check when the last one is old enough. */
  touch(): void {
    if (this.checking || this.now() - this.lastCheck < CHECK_EVERY_MS) return;
    this.lastCheck = this.now();
    // A failed check (the database closing under it) only waits for the next one.
    this.checking = (async () => {
      try {
        await this.analyseGrown();
        await this.flushPendingLists();
      } catch {
        // Tried again at the next check.
      } finally {
        this.checking = undefined;
      }
    })();
  }

  /** Analyses every table that has outgrown its statistics; returns their names. */
  async analyseGrown(): Promise<string[]> {
    const { rows } = await this.run(GROWN_TABLES_SQL);
    const names = (rows as { name: string }[]).map((r) => r.name);
    for (const name of names) await this.run(`analyze ${name}`);
    return names;
  }

  /** Moves each GIN index's pending list into the index; returns the names of those that had one. */
  async flushPendingLists(): Promise<string[]> {
    const { rows } = await this.run(GIN_INDEXES_SQL);
    const flushed: string[] = [];
    for (const { name, oid } of rows as { name: string; oid: number | string }[]) {
      const result = await this.run(`select gin_clean_pending_list(${Number(oid)}::oid::regclass) as pages`);
      if (Number((result.rows[0] as { pages: number | string }).pages) > 0) flushed.push(name);
    }
    return flushed;
  }
}
