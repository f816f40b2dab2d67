/**
 * Planner statistics for the embedded database.
 *
 * PGlite runs PostgreSQL in single-user mode, without the autovacuum daemon
 * that gathers the planner's statistics as tables grow. Without them the
 * planner guesses: a lookup of 100 Message-IDs (`= ANY(...)`) was planned as a
 * sequential scan of the whole mailbox, and an import slowed down as the
 * mailbox grew (each batch of 100 took 0.6 s at 100,000 messages, 8 ms at
 * 20,000). This does what autovacuum's ANALYZE would: a table that has
 * doubled in size since its statistics were last gathered is analysed again.
 * ANALYZE reads a fixed-size sample, so even a large table takes well under
 * a second, and it holds no lock that stops reads or writes.
 *
 * The check itself (one catalogue query, a file size per table) runs at most
 * once every few seconds and only while the database is in use; an idle
 * server does nothing.
 */

/** A table smaller than this (8 kB pages) plans well enough on guesses. */
const MIN_PAGES = 16;
/** Analysed again once this many times the size it had when last analysed. */
const GROWTH = 2;
export const CHECK_EVERY_MS = 5_000;

/** Tables grown past their statistics, as quoted `schema.table` names. */
export const GROWN_TABLES_SQL = `
  select format('%I.%I', n.nspname, c.relname) as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind = 'r'
    and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
    and pg_relation_size(c.oid) / current_setting('block_size')::int >= greatest(${MIN_PAGES}, ${GROWTH} * c.relpages)
  order by name`;

type Run = (sql: string) => Promise<{ rows: unknown[] }>;

export class PgliteStatistics {
  private lastCheck = Number.NEGATIVE_INFINITY;
  private checking: Promise<string[]> | undefined;

  constructor(
    private readonly run: Run,
    private readonly now: () => number = Date.now,
  ) {}

  /** Called on each use of the database: starts a check when the last one is old enough. */
  touch(): void {
    if (this.checking || this.now() - this.lastCheck < CHECK_EVERY_MS) return;
    // A failed check (the database closing under it) only waits for the next one.
    void this.analyseGrown().catch(() => undefined);
  }

  /** Analyses every table that has outgrown its statistics; returns their names. */
  analyseGrown(): Promise<string[]> {
    this.lastCheck = this.now();
    this.checking ??= (async () => {
      try {
        const { rows } = await this.run(GROWN_TABLES_SQL);
        const names = (rows as { name: string }[]).map((r) => r.name);
        for (const name of names) await this.run(`analyze ${name}`);
        return names;
      } finally {
        this.checking = undefined;
      }
    })();
    return this.checking;
  }
}
