import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/open';
import { dbKinds, openTestDb } from '../helpers/test-app';
import { changedTables, publicTables, snapshot, type Snapshot } from './db-snapshot';

describe.each(dbKinds())('the sweep\'s database snapshot on %s', (kind) => {
  let db: Db;
  let tables: string[];
  let last: Snapshot;
  /** The tables changed since the previous call, as the sweep compares them. */
  const changed = async () => {
    const now = await snapshot(db, tables, last);
    const names = changedTables(last, now);
    last = now;
    return names;
  };

  beforeAll(async () => {
    db = await openTestDb(kind);
    tables = await publicTables(db);
    await db.executeSql(`insert into "user" (id, name, email) values ('snap-1', 'Snap', 'snap1@example.com')`);
    last = await snapshot(db, tables);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('finds nothing changed after reads', async () => {
    await db.executeSql('select * from "user"');
    expect(await changed()).toEqual([]);
  });

  it('names the table of an insert, an update and a delete, and only it', async () => {
    await db.executeSql(`insert into "user" (id, name, email) values ('snap-2', 'Snap', 'snap2@example.com')`);
    expect(await changed()).toEqual(['user']);
    await db.executeSql(`update "user" set name = 'Snapped' where id = 'snap-2'`);
    expect(await changed()).toEqual(['user']);
    await db.executeSql(`delete from "user" where id = 'snap-2'`);
    expect(await changed()).toEqual(['user']);
  });

  it('names a table whose row was replaced by another, the count unchanged', async () => {
    await db.executeSql(`delete from "user" where id = 'snap-1'; insert into "user" (id, name, email) values ('snap-3', 'Snap', 'snap3@example.com')`);
    expect(await changed()).toEqual(['user']);
  });

  it('finds nothing changed after an update that wrote the same values', async () => {
    await db.executeSql(`update "user" set name = name where id = 'snap-3'`);
    expect(await changed()).toEqual([]);
  });
});
