/**
 * Many rows in one statement with one parameter: the rows as a JSON array that
 * PostgreSQL unpacks with json_populate_recordset.
 *
 * A batch of 100 imported messages is about 3,700 parameters as drizzle's
 * insert; building each one and PGlite encoding it on this thread took a
 * quarter of the insert's time. One JSON string is built natively, and
 * PostgreSQL reads each field with the column type's own input function, as
 * it would a parameter.
 *
 * Only the columns the first row names are written (the others take their
 * database default), so every row must name the same columns.
 */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './open';

type Executor = Pick<Database, 'execute'>;

export async function insertAsJson<T extends PgTable>(db: Executor, table: T, rows: T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(rows[0]!).filter((key) => key in columns);
  const payload = rows.map((row, index) => {
    const record: Record<string, unknown> = {};
    const values = row as Record<string, unknown>;
    if (Object.keys(values).filter((key) => key in columns).length !== keys.length) throw new Error(`insertAsJson: row ${index} names other columns than the first`);
    for (const key of keys) {
      const column = columns[key]!;
      if (!(key in values)) throw new Error(`insertAsJson: row ${index} has no ${key}`);
      record[column.name] = jsonValue(column, values[key]);
    }
    return record;
  });
  const list = sql.join(
    keys.map((key) => sql.identifier(columns[key]!.name)),
    sql`, `,
  );
  const statement: SQL = sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${JSON.stringify(payload)}::json)`;
  await db.execute(statement);
}

/** A column's value as JSON that its type's input function reads back to the same value. */
function jsonValue(column: PgColumn, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  // A json column takes the JSON itself; drizzle's driver value would be that JSON as a string.
  if (column.columnType === 'PgJsonb' || column.columnType === 'PgJson') return value;
  const driver = column.mapToDriverValue(value);
  if (driver instanceof Date) return driver.toISOString();
  if (driver instanceof Uint8Array) return `\\x${Buffer.from(driver.buffer, driver.byteOffset, driver.byteLength).toString('hex')}`;
  if (typeof driver === 'object' && driver !== null) throw new Error(`insertAsJson: ${column.name} needs a value drizzle can write as text`);
  return driver;
}
