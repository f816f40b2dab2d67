/**
 * A fingerprint of every table in the database's `public` schema: its row
 * count and an md5 over its rows (each row's text form, sorted), so a test
 * can prove a request left the database exactly as it found it.
 */
import type { Db } from '../../src/server/db/open';

export interface TableState {
  rows: number;
  /** The newest and the sum of the transaction ids that wrote its rows. */
  mark: string;
  hash: string;
}

export interface Snapshot {
  /** The next transaction id the database will hand out: unchanged, nothing was written anywhere since. */
  next: string;
  tables: Record<string, TableState>;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The base tables of the public schema, by name, minus `exclude`. */
export async function publicTables(db: Db, exclude: readonly string[] = []): Promise<string[]> {
  const { rows } = await db.executeSql(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((r) => String(r.name)).filter((name) => !exclude.includes(name));
}

/**
 * Row count and content hash of each of `tables`. Given the snapshot before, it is kept whole when the
 * database handed out no transaction id since (nothing was written: a read takes none), and otherwise a table's
 * hash is carried over when no row of it was written (the same count and the same transaction ids on its rows,
 * which any insert, update or delete changes); only the others are hashed again. Hashing every table after each
 * of two thousand requests was a third of the sweep's time.
 */
export async function snapshot(db: Db, tables: readonly string[], previous?: Snapshot): Promise<Snapshot> {
  const next = String((await db.executeSql('select pg_snapshot_xmax(pg_current_snapshot())::text as next')).rows[0]!.next);
  if (previous?.next === next) return previous;
  const literal = (name: string) => `'${name.replace(/'/g, "''")}'`;
  const marks = await db.executeSql(
    tables
      .map(
        (name) =>
          `select ${literal(name)} as name, count(*)::int as rows,
                  coalesce(max(xmin::text::bigint), 0)::text || ':' || coalesce(sum(xmin::text::bigint), 0)::text as mark
             from ${quote(name)}`,
      )
      .join(' union all '),
  );
  const result: Snapshot['tables'] = {};
  const stale: string[] = [];
  for (const row of marks.rows) {
    const name = String(row.name);
    const state = { rows: Number(row.rows), mark: String(row.mark) };
    const before = previous?.tables[name];
    if (before && before.rows === state.rows && before.mark === state.mark) result[name] = before;
    else {
      result[name] = { ...state, hash: '' };
      stale.push(name);
    }
  }
  if (stale.length > 0) {
    const { rows } = await db.executeSql(
      stale.map((name) => `select ${literal(name)} as name, coalesce(md5(string_agg(x::text, E'\\n' order by x::text)), '') as hash from ${quote(name)} x`).join(' union all '),
    );
    for (const row of rows) result[String(row.name)]!.hash = String(row.hash);
  }
  return { next, tables: result };
}

/** Names of the tables whose count or contents differ between two snapshots. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  const names = new Set([...Object.keys(before.tables), ...Object.keys(after.tables)]);
  const [was, is] = [before.tables, after.tables];
  return [...names]
    .filter((name) => was[name]?.rows !== is[name]?.rows || was[name]?.hash !== is[name]?.hash)
    .sort();
}
