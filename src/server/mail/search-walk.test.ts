/**
 * A search with more matches than its count's cap finds its page by walking
 * the newest mail, a bounded walk: when the matches all lie further back than
 * it reads (a word of an old project), the page is put together from all the
 * matches instead. Either way the page is the newest matches, in order, for
 * messages and for conversations alike.
 */
import { insertAsJson } from '../db/bulk-insert';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recording } from '../../../tests/helpers/recording-db';
import { dbKinds, openTestDb } from '../../../tests/helpers/test-app';
import type { Db } from '../db/open';
import * as schema from '../db/schema';
import { SEARCH_COUNT_CAP } from '../../core/mail/search-query';
import { LABEL, MailStore, newMessageRow } from './store';

/** Old mail about one project, then a run of newer mail about nothing in particular, longer than the walk reads. */
const OLD = SEARCH_COUNT_CAP + 60;
const NEWER = 4_200;
const START = Date.UTC(2024, 0, 1);

function rows(userId: string) {
  return Array.from({ length: OLD + NEWER }, (_, i) => {
    const old = i < OLD;
    return newMessageRow({
      userId,
      // Every fourth old message answers the one before it, so conversations hold several matches.
      threadId: old ? `old-${i - (i % 4 === 3 ? 1 : 0)}` : `new-${i}`,
      subject: old ? `Zephyr migration, step ${i}` : `Weekly note ${i}`,
      from: { name: 'Sender', email: 'sender@example.com' },
      to: [{ name: 'Owner', email: 'owner@example.com' }],
      date: new Date(START + i * 3_600_000),
      snippet: old ? 'zephyr' : 'nothing',
      html: null,
      text: old ? `Notes on the zephyr migration, step ${i}.` : `Nothing much this week (${i}).`,
      labels: [LABEL.inbox],
    });
  });
}

describe.each(dbKinds())('a search whose matches are all old, on %s', (kind) => {
  let db: Db;
  let store: MailStore;
  const userId = randomUUID();

  beforeAll(async () => {
    db = await openTestDb(kind);
    await db.db.insert(schema.user).values({ id: userId, name: 'Owner', email: `owner.${userId}@example.com` });
    const all = rows(userId);
    await insertAsJson(db.db, schema.mailMessage, all);
    await db.executeSql('analyze mail_message');
    store = new MailStore(db.db);
  }, 180_000);
  afterAll(async () => {
    await db?.close();
  });

  it('lists the newest matches, page after page, and says there are more than the cap until a page counts past it', async () => {
    for (const page of [1, 2, 21]) {
      const list = await store.list(userId, undefined, { page, size: 50 }, 'zephyr');
      const first = OLD - 1 - (page - 1) * 50;
      expect(list.items.map((item) => item.subject), `page ${page}`).toEqual(Array.from({ length: 50 }, (_, k) => `Zephyr migration, step ${first - k}`));
      expect({ total: list.total, capped: list.totalCapped }, `page ${page}`).toEqual(page < 20 ? { total: SEARCH_COUNT_CAP, capped: true } : { total: OLD, capped: undefined });
    }
  });

  it('lists the newest matching conversations, each once', async () => {
    const threads = await store.threads(userId, undefined, { page: 1, size: 20 }, 'zephyr');
    const expected: string[] = [];
    for (let i = OLD - 1; expected.length < 20; i--) {
      const id = `old-${i - (i % 4 === 3 ? 1 : 0)}`;
      if (!expected.includes(id)) expected.push(id);
    }
    expect(threads.items.map((t) => t.threadId)).toEqual(expected);
    // More matching messages than the cap, but fewer conversations (three in four start one): counted exactly.
    expect({ total: threads.total, capped: threads.totalCapped }).toEqual({ total: (OLD / 4) * 3, capped: undefined });
  });

  it('orders those conversations at once, without walking mail that holds none of them', async () => {
    const sent: Array<{ sql: string; params: unknown[] }> = [];
    const threads = await new MailStore(recording(db, sent)).threads(userId, undefined, { page: 1, size: 20 }, 'zephyr');
    expect(threads.items).toHaveLength(20);
    // Each batch of a walk reads times as text; a walk here would read four batches and find nothing.
    expect(sent.filter((s) => s.sql.includes('to_char(')).length).toBe(0);
  });

  it('pages far down a search that matches every message, past the matches it looks up by id', async () => {
    const order: string[] = [];
    for (let i = OLD + NEWER - 1; i >= 0; i--) {
      const id = i >= OLD ? `new-${i}` : `old-${i - (i % 4 === 3 ? 1 : 0)}`;
      if (!order.includes(id)) order.push(id);
    }
    const page = Math.ceil(order.length / 100);
    const threads = await store.threads(userId, undefined, { page, size: 100 }, 'from:sender');
    expect(threads.items.map((t) => t.threadId)).toEqual(order.slice((page - 1) * 100));
    expect(threads.total).toBe(order.length);
  });

  it('still walks to a page when the newest mail holds it', async () => {
    const list = await store.list(userId, undefined, { page: 1, size: 50 }, 'nothing');
    expect(list.items.map((item) => item.subject)).toEqual(Array.from({ length: 50 }, (_, k) => `Weekly note ${OLD + NEWER - 1 - k}`));
    const threads = await store.threads(userId, undefined, { page: 1, size: 20 }, 'nothing');
    expect(threads.items.map((t) => t.threadId)).toEqual(Array.from({ length: 20 }, (_, k) => `new-${OLD + NEWER - 1 - k}`));
  });
});

/**
 * A word in three of every eight messages, all through the mailbox: more matches than a far page's count
 * cap, but too few among the newest for the first walk to reach that page.
 */
const SPREAD = 8_000;
const holdsWord = (i: number) => [0, 3, 5].includes(i % 8);

describe.each(dbKinds())('a search whose matches are spread through the mailbox, on %s', (kind) => {
  let db: Db;
  const userId = randomUUID();

  beforeAll(async () => {
    db = await openTestDb(kind);
    await db.db.insert(schema.user).values({ id: userId, name: 'Owner', email: `owner.${userId}@example.com` });
    const all = Array.from({ length: SPREAD }, (_, i) =>
      newMessageRow({
        userId,
        threadId: `t-${i}`,
        subject: holdsWord(i) ? `Heron survey ${i}` : `Weekly note ${i}`,
        from: { name: 'Sender', email: 'sender@example.com' },
        to: [{ name: 'Owner', email: 'owner@example.com' }],
        date: new Date(START + i * 3_600_000),
        snippet: '',
        html: null,
        text: holdsWord(i) ? `The heron count, week ${i}.` : `Nothing much this week (${i}).`,
        labels: [LABEL.inbox],
      }),
    );
    await insertAsJson(db.db, schema.mailMessage, all);
    await db.executeSql('analyze mail_message');
  }, 180_000);
  afterAll(async () => {
    await db?.close();
  });

  it('walks on to the page the first walk fell short of, instead of putting every match in order', async () => {
    const sent: Array<{ sql: string; params: unknown[] }> = [];
    const list = await new MailStore(recording(db, sent)).list(userId, undefined, { page: 10, size: 100 }, 'heron');
    const newestFirst = Array.from({ length: SPREAD }, (_, k) => SPREAD - 1 - k).filter(holdsWord);
    expect(list.items.map((item) => item.subject)).toEqual(newestFirst.slice(900, 1000).map((i) => `Heron survey ${i}`));
    expect({ total: list.total, capped: list.totalCapped }).toEqual({ total: 2_000, capped: true });
    // The matches were counted once, up to the cap; a count of all 3,000 would have read every one of them.
    const counted = sent.filter((s) => s.sql.startsWith('with "hits"'));
    expect(counted).toHaveLength(1);
    expect(counted[0]!.sql).toMatch(/ limit \$\d+\)/);
  });

  it('walks on for conversations too, when the newest mail holds half their page or more', async () => {
    const sent: Array<{ sql: string; params: unknown[] }> = [];
    const threads = await new MailStore(recording(db, sent)).threads(userId, undefined, { page: 8, size: 100 }, 'heron');
    const newestFirst = Array.from({ length: SPREAD }, (_, k) => SPREAD - 1 - k).filter(holdsWord);
    expect(threads.items.map((t) => t.threadId)).toEqual(newestFirst.slice(700, 800).map((i) => `t-${i}`));
    // Each batch of a walk reads times as text; ordering all 3,000 matches' conversations would not.
    expect(sent.filter((s) => s.sql.includes('to_char(')).length).toBeGreaterThan(0);
  });
});
