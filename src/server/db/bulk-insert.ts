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
 * Only the columns the first row gives a value are written (the others take
 * their database default), so every row must give the same columns. Rows go
 * in statements of at most about 32 MB of JSON: a batch of large originals
 * would otherwise pass the longest string Node can make.
 */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './open';
import { byteaHex } from './pglite-encoding';
import { storable } from './storable';

type Executor = Pick<Database, 'execute'>;

/** Characters of JSON per statement. */
const STATEMENT_CHARS = 32 * 1024 * 1024;

export async function insertAsJson<T extends PgTable>(db: Executor, table: T, rows: T['$inferInsert'][], statementChars = STATEMENT_CHARS): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const named = (row: object) =>
    Object.entries(row)
      .filter(([key, value]) => key in columns && value !== undefined)
      .map(([key]) => key);
  const keys = named(rows[0]!);
  const records = rows.map((row, index) => {
    const values = row as Record<string, unknown>;
    const own = named(values);
    if (own.length !== keys.length || own.some((key) => !keys.includes(key))) throw new Error(`insertAsJson: row ${index} names other columns than the first`);
    const record: Record<string, unknown> = {};
    for (const key of keys) record[columns[key]!.name] = jsonValue(columns[key]!, values[key]);
    return JSON.stringify(record);
  });
  const list = sql.join(
    keys.map((key) => sql.identifier(columns[key]!.name)),
    sql`, `,
  );
  let chunk: string[] = [];
  let chars = 0;
  const flush = async () => {
    // As UTF-8 bytes, json's binary form: a text parameter of megabytes is measured and copied by PGlite one
    // character at a time in JavaScript, twice (a tenth of an import); Node encodes it natively.
    const json = Buffer.from(`[${chunk.join(',')}]`);
    const statement: SQL = sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${json}::json)`;
    await db.execute(statement);
    chunk = [];
    chars = 0;
  };
  for (const record of records) {
    if (chunk.length > 0 && chars + record.length > statementChars) await flush();
    chunk.push(record);
    chars += record.length + 1;
  }
  await flush();
}

/** A column's value as JSON that its type's input function reads back to the same value. */
function jsonValue(column: PgColumn, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  // A json column takes the JSON itself; drizzle's driver value would be that JSON as a string.
  if (column.columnType === 'PgJsonb' || column.columnType === 'PgJson') return storable(value);
  // An array as a JSON array, which json_populate_recordset reads as one: drizzle's array literal is built
  // character by character on the thread that runs the embedded database (an import's pairs of words
  // spent a sixth of its time there).
  if (column.columnType === 'PgArray' && Array.isArray(value)) return storable(value);
  const driver = column.mapToDriverValue(value);
  if (driver instanceof Date) return driver.toISOString();
  if (driver instanceof Uint8Array) return byteaHex(driver);
  if (typeof driver === 'object' && driver !== null) throw new Error(`insertAsJson: ${column.name} needs a value drizzle can write as text`);
  return storable(driver);
}
