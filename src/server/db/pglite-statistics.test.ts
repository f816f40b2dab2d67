import { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pgliteTemplate } from '../../../tests/helpers/pglite-template';
import { openDb, type Db } from './open';
import { CHECK_EVERY_MS, PgliteStatistics } from './pglite-statistics';

const lookup = `explain select * from item where key = any($1)`;
const keys = Array.from({ length: 100 }, (_, i) => `key ${i * 7}`);
const plan = async (pg: PGlite) => (await pg.query<{ 'QUERY PLAN': string }>(lookup, [keys])).rows.map((r) => r['QUERY PLAN']).join('\n');
const fill = (pg: PGlite, from: number, to: number) => pg.exec(`insert into item select g, 'key ' || g, repeat('x', 200) from generate_series(${from}, ${to}) g`);

describe('planner statistics on PGlite', () => {
  let pg: PGlite;
  let db: Db | undefined;
  beforeEach(async () => {
    pg ??= new PGlite();
    await pg.exec(`drop table if exists item`);
  });
  afterAll(() => pg.close());
  afterEach(async () => {
    await db?.close();
    db = undefined;
  });

  it('analyses a table that outgrew its statistics, so a lookup of many keys uses the index', async () => {
    await pg.exec(`create table item (id int primary key, key text, body text); create index item_key_idx on item (key)`);
    await fill(pg, 1, 20_000);
    // Without statistics the planner guesses that 100 keys match a third of the table.
    expect(await plan(pg)).toMatch(/Seq Scan on item/);

    const statistics = new PgliteStatistics((text) => pg.query(text));
    expect(await statistics.analyseGrown()).toEqual(['public.item']);
    expect(await plan(pg)).toMatch(/Index Scan|Bitmap Index Scan on item_key_idx/);
    // Nothing grew since: nothing to do.
    expect(await statistics.analyseGrown()).toEqual([]);

    await fill(pg, 20_001, 30_000);
    expect(await statistics.analyseGrown()).toEqual([]);
    await fill(pg, 30_001, 45_000);
    expect(await statistics.analyseGrown()).toEqual(['public.item']);
  });

  it('leaves small tables to the planner’s guesses', async () => {
    await pg.exec(`create table item (id int primary key, key text, body text)`);
    await fill(pg, 1, 20);
    expect(await new PgliteStatistics((text) => pg.query(text)).analyseGrown()).toEqual([]);
  });

  it('checks at most once every few seconds however often the database is used', async () => {
    let now = 0;
    const statements: string[] = [];
    const statistics = new PgliteStatistics(async (text) => {
      statements.push(text);
      return { rows: [] };
    }, () => now);
    for (let i = 0; i < 50; i++) statistics.touch();
    await Promise.resolve();
    expect(statements).toHaveLength(1);
    now += CHECK_EVERY_MS - 1;
    statistics.touch();
    expect(statements).toHaveLength(1);
    now += 1;
    statistics.touch();
    expect(statements).toHaveLength(2);
  });

  it('is kept by the app’s embedded database as it is used', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      db = await openDb({ dataDir: 'memory://', pgliteTemplate: await pgliteTemplate() });
      await db.executeSql(`create table item (id int primary key, key text, body text)`);
      await db.executeSql(`create index item_key_idx on item (key)`);
      await db.executeSql(`insert into item select g, 'key ' || g, repeat('x', 200) from generate_series(1, 20000) g`);
      const relpages = async () => (await db!.executeSql(`select relpages from pg_class where relname = 'item'`)).rows[0]!.relpages as number;
      expect(await relpages()).toBe(0);
      vi.setSystemTime(Date.now() + CHECK_EVERY_MS);
      await db.executeSql('select 1');
      await expect.poll(relpages).toBeGreaterThan(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
