import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../../tests/helpers/test-app';
import type { Db } from '../db/open';
import { hashText, searchPairs } from './search-pairs';

/** Texts whose vectors hold what the reading must get right: quotes, backslashes, other scripts, hyphens, numbers. */
const TEXTS = [
  'Travel schedule for the quarterly review',
  "It's the customer's invoice, isn't it? O'Brien's 'quoted' words",
  'A path like C:\\Users\\ada\\report and a \\backslash\\ alone',
  'Crème brûlée at the café; Smörgåsbord på fredag; 日本語のメール; emoji 🎉 party',
  'e-mail follow-up state-of-the-art re-sent 2026-12-01 version 3.14.15 at 10:30',
  'The the the and of a: stop words between travel and schedule, travel to the schedule',
  '',
  // Past 16,383 words every position is the last one, so one position holds many lexemes.
  Array.from({ length: 17_000 }, (_, i) => `word${i % 700} common`).join(' '),
];

describe('pairs of neighbouring words made outside the database', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb('pglite');
  });
  afterAll(async () => {
    await db.close();
  });

  it('hashes a text to the value PostgreSQL hashtext gives, for every length of the last block and any script', async () => {
    const texts = ['', 'a', 'ab', 'abc', ...Array.from({ length: 40 }, (_, n) => 'quarterly report '.repeat(3).slice(0, n + 4)), 'é', 'brûlée café', '日本語のメール', '🎉 party', "it''s", 'back\\slash'];
    const { rows } = await db.executeSql(`select t, hashtext(t) as h from unnest($1::text[]) t`, [texts]);
    expect(texts.map(hashText)).toEqual(rows.map((r) => r.h));
  });

  it('makes from a vector the pairs mail_search_pairs makes of it in the database', async () => {
    const { rows } = await db.executeSql(
      `select v::text as vector, mail_search_pairs(v) as pairs from (select mail_search_vector(t, 'Ada Lovelace', 'ada@example.com', t || ' ' || t, '') as v from unnest($1::text[]) t) x`,
      [TEXTS],
    );
    for (const row of rows) {
      const made = searchPairs(row.vector as string).sort((a, b) => a - b);
      expect(made, String(row.vector)).toEqual([...new Set(row.pairs as number[])].sort((a, b) => a - b));
    }
    // A text with words side by side has pairs at all: the comparison above is not of empty lists.
    expect(searchPairs(rows[0]!.vector as string).length).toBeGreaterThan(5);
  });
});
