/**
 * A fingerprint of every table in the database's `public` schema: its row
 * count and an md5 over its rows (each row's text form, sorted), so a test
 * can prove a request left the database exactly as it found it.
 */
import type { Db } from '../../src/server/db/open';

export interface TableState {
  rows: number;
  hash: string;
}

export type Snapshot = Record<string, TableState>;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The base tables of the public schema, by name, minus `exclude`. */
export async function publicTables(db: Db, exclude: readonly string[] = []): Promise<string[]> {
  const { rows } = await db.executeSql(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((r) => String(r.name)).filter((name) => !exclude.includes(name));
}

/** One query over all `tables`: row count and content hash of each. */
export async function snapshot(db: Db, tables: readonly string[]): Promise<Snapshot> {
  const sql = tables
    .map(
      (name) =>
        `select ${`'${name.replace(/'/g, "''")}'`} as name, count(*)::int as rows,
                coalesce(md5(string_agg(x::text, E'\\n' order by x::text)), '') as hash
           from ${quote(name)} x`,
    )
    .join(' union all ');
  const { rows } = await db.executeSql(sql);
  return Object.fromEntries(rows.map((r) => [String(r.name), { rows: Number(r.rows), hash: String(r.hash) }]));
}

/** Names of the tables whose count or contents differ between two snapshots. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names]
    .filter((name) => before[name]?.rows !== after[name]?.rows || before[name]?.hash !== after[name]?.hash)
    .sort();
}
