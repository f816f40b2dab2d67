import { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pgliteTemplate } from '../../../tests/helpers/pglite-template';
import { openDb, type Db } from './open';
import { CHECK_EVERY_MS, GROWN_TABLES_SQL, PgliteUpkeep } from './pglite-upkeep';

const lookup = `explain select * from item where key = any($1)`;
const keys = Array.from({ length: 100 }, (_, i) => `key ${i * 7}`);
const plan = async (pg: PGlite) => (await pg.query<{ 'QUERY PLAN': string }>(lookup, [keys])).rows.map((r) => r['QUERY PLAN']).join('\n');
const fill = (pg: PGlite, from: number, to: number) => pg.exec(`insert into item select g, 'key ' || g, repeat('x', 200) from generate_series(${from}, ${to}) g`);

describe('what autovacuum would do, on PGlite', () => {
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

    const upkeep = new PgliteUpkeep((text) => pg.query(text));
    expect(await upkeep.analyseGrown()).toEqual(['public.item']);
    expect(await plan(pg)).toMatch(/Index Scan|Bitmap Index Scan on item_key_idx/);
    // Nothing grew since: nothing to do.
    expect(await upkeep.analyseGrown()).toEqual([]);

    await fill(pg, 20_001, 30_000);
    expect(await upkeep.analyseGrown()).toEqual([]);
    await fill(pg, 30_001, 45_000);
    expect(await upkeep.analyseGrown()).toEqual(['public.item']);
  });

  it('leaves small tables to the planner’s guesses', async () => {
    await pg.exec(`create table item (id int primary key, key text, body text)`);
    await fill(pg, 1, 20);
    expect(await new PgliteUpkeep((text) => pg.query(text)).analyseGrown()).toEqual([]);
  });

  it('checks at most once every few seconds however often the database is used', async () => {
    let now = 0;
    const statements: string[] = [];
    const upkeep = new PgliteUpkeep(async (text) => {
      statements.push(text);
      return { rows: [] };
    }, () => now);
    const checks = async () => {
      for (let i = 0; i < 10; i++) await Promise.resolve();
      return statements.filter((text) => text === GROWN_TABLES_SQL).length;
    };
    for (let i = 0; i < 50; i++) upkeep.touch();
    expect(await checks()).toBe(1);
    now += CHECK_EVERY_MS - 1;
    upkeep.touch();
    expect(await checks()).toBe(1);
    now += 1;
    upkeep.touch();
    expect(await checks()).toBe(2);
  });

  it('moves what the GIN indexes hold in their pending lists into the indexes', async () => {
    await pg.exec(`drop table if exists note; create table note (id int primary key, words tsvector); create index note_words_idx on note using gin (words)`);
    await pg.exec(`insert into note select g, to_tsvector('simple', 'word' || (g % 500) || ' other' || (g % 37) || ' note') from generate_series(1, 5000) g`);
    const upkeep = new PgliteUpkeep((text) => pg.query(text));
    expect(await upkeep.flushPendingLists()).toEqual(['note_words_idx']);
    // Emptied: the database finds nothing left to move.
    expect((await pg.query<{ pages: number }>(`select gin_clean_pending_list('note_words_idx') as pages`)).rows[0]!.pages).toBe(0);
    expect(await upkeep.flushPendingLists()).toEqual([]);
    await pg.exec('drop table note');
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
  it('keeps the GIN pending lists of the app’s embedded database short, so a search reads a few pages', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      db = await openDb({ dataDir: 'memory://', pgliteTemplate: await pgliteTemplate() });
      await db.executeSql(`create table note (id int primary key, words tsvector)`);
      await db.executeSql(`create index note_words_idx on note using gin (words)`);
      await db.executeSql(`insert into note select g, to_tsvector('simple', 'word' || (g % 500) || ' other' || (g % 37) || ' note') from generate_series(1, 20000) g`);
      const pagesRead = async () => {
        const { rows } = await db!.executeSql(`explain (analyze, buffers, format json) select count(*) from note where words @@ to_tsquery('simple', 'word7')`);
        const plan = (rows[0]!['QUERY PLAN'] as [{ Plan: { 'Shared Hit Blocks': number; 'Shared Read Blocks': number } }])[0].Plan;
        return plan['Shared Hit Blocks'] + plan['Shared Read Blocks'];
      };
      // The 40 matching rows lie on 40 pages; the list of the new rows not yet in the index is read besides.
      expect(await pagesRead()).toBeGreaterThan(150);
      vi.setSystemTime(Date.now() + CHECK_EVERY_MS);
      await db.executeSql('select 1');
      await expect.poll(pagesRead).toBeLessThan(60);
    } finally {
      vi.useRealTimers();
    }
  });
});
