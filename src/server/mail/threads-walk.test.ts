/**
 * A large tab's conversation page is found by walking the mailbox newest
 * first instead of grouping the whole tab. Both ways must give the same
 * pages: the same conversations in the same order, with the same counts,
 * senders and previews, on every walkable tab and on deep pages.
 */
import { insertAsJson } from '../db/bulk-insert';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dbKinds, openTestDb } from '../../../tests/helpers/test-app';
import { createDatabaseAt } from '../../../tests/helpers/pg-cluster';
import type { Db } from '../db/open';
import * as schema from '../db/schema';
import { LABEL, MailStore, newMessageRow } from './store';
import type { MailTab } from './types';
import { SEARCH_COUNT_CAP } from '../../core/mail/search-query';

const THREADS = 160;
const DAY = 86_400_000;

/** A mailbox of conversations of one to six messages: received mail in every state, the user's replies, drafts (starred and snoozed ones too) and trash among them. */
function mailbox(userId: string) {
  const rows = [];
  const start = Date.now() - 400 * DAY;
  let n = 0;
  for (let thread = 0; thread < THREADS; thread++) {
    const threadId = `walk-thread-${thread}`;
    const size = 1 + ((thread * 7) % 6);
    for (let k = 0; k < size; k++, n++) {
      const mine = k % 2 === 1;
      const labels = mine
        ? n % 13 === 0
          ? [LABEL.draft, ...(n % 2 === 0 ? [LABEL.starred] : [])]
          : [LABEL.sent]
        : n % 11 === 0
          ? [LABEL.trash]
          : [...(n % 4 === 0 ? [] : [LABEL.inbox]), ...(n % 3 === 0 ? [LABEL.unread] : []), ...(n % 9 === 0 ? [LABEL.starred] : [])];
      rows.push({
        ...newMessageRow({
          userId,
          threadId,
          subject: `Conversation ${thread}`,
          from: mine ? { name: 'Walker', email: 'walker@example.com' } : { name: `Sender ${thread % 17}`, email: `sender${thread % 17}@example.com` },
          to: [{ name: 'Walker', email: 'walker@example.com' }],
          // Interleaved between conversations, so a conversation's newest message is rarely the tab's, and on
          // whole hours that repeat, so conversations tie on their newest time.
          date: new Date(start + ((n * 7919) % 211) * 3_600_000),
          snippet: `Message ${k} of conversation ${thread}`,
          html: null,
          text: `Message ${k} of conversation ${thread}`,
          labels,
        }),
        ...(n % 37 === 5 ? { snoozedUntil: new Date(Date.now() + (n + 1) * DAY), inInbox: false, labels: labels.filter((l) => l !== LABEL.inbox) } : {}),
      });
    }
  }
  // A conversation in Starred only through its draft, and newest of all: the walk must read drafts the tab holds.
  const draftOnly = { userId, threadId: 'walk-starred-draft', subject: 'Draft only', to: [{ name: 'Walker', email: 'walker@example.com' }], html: null, snippet: 'x', text: 'x' };
  rows.push(
    newMessageRow({ ...draftOnly, from: { name: 'Sender 1', email: 'sender1@example.com' }, date: new Date(Date.now() - 500 * DAY), labels: [LABEL.inbox] }),
    newMessageRow({ ...draftOnly, from: { name: 'Walker', email: 'walker@example.com' }, date: new Date(Date.now() - 60_000), labels: [LABEL.draft, LABEL.starred] }),
  );
  return rows;
}

describe.each(dbKinds())('conversation pages walked and grouped alike on %s', (kind) => {
  let db: Db;
  let walked: MailStore;
  let grouped: MailStore;
  const userId = randomUUID();
  const other = randomUUID();

  beforeAll(async () => {
    db = await openTestDb(kind);
    await db.db.insert(schema.user).values([
      { id: userId, name: 'Walker', email: `walker.${userId}@example.com` },
      { id: other, name: 'Other', email: `other.${other}@example.com` },
    ]);
    await db.db.insert(schema.mailMessage).values([...mailbox(userId), ...mailbox(other).slice(0, 200)]);
    walked = new MailStore(db.db, { walkAbove: 0 });
    grouped = new MailStore(db.db, { walkAbove: Number.POSITIVE_INFINITY });
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  const tabs: MailTab[] = ['inbox', 'starred', 'sent', 'archived', 'snoozed'];
  it.each(tabs)('the %s tab gives the same pages, deep ones and the one past the end included', async (tab) => {
    const first = await grouped.threads(userId, tab, { page: 1, size: 20 });
    expect(first.total, 'the tab has conversations to page through').toBeGreaterThan(0);
    const pages = Math.ceil(first.total / 20) + 1;
    for (let page = 1; page <= pages; page++) {
      const expected = await grouped.threads(userId, tab, { page, size: 20 });
      const actual = await walked.threads(userId, tab, { page, size: 20 });
      expect(actual, `${tab} page ${page}`).toEqual(expected);
    }
  });

  // Dense (most conversations match) and sparse searches, with and without a tab, a draft-only match and a negation.
  const searches: [string, MailTab | undefined][] = [
    ['conversation', undefined],
    ['message 3', undefined],
    ['from:sender3', undefined],
    ['from:walker', undefined],
    ['"of conversation 1"', undefined],
    ['draft', undefined],
    ['conversation -is:unread', undefined],
    ['conversation', 'inbox'],
    ['message', 'starred'],
    ['message', 'sent'],
    ['message', 'snoozed'],
    ['conversation', 'archived'],
  ];
  it.each(searches)('the search %s (tab %s) gives the same pages', async (query, tab) => {
    const first = await grouped.threads(userId, tab, { page: 1, size: 20 }, query);
    expect(first.total, 'the search finds conversations').toBeGreaterThan(0);
    const pages = Math.ceil(first.total / 20) + 1;
    const listed: string[] = [];
    for (let page = 1; page <= pages; page++) {
      const expected = await grouped.threads(userId, tab, { page, size: 20 }, query);
      const actual = await walked.threads(userId, tab, { page, size: 20 }, query);
      expect(actual, `${query} page ${page}`).toEqual(expected);
      listed.push(...actual.items.map((t) => t.threadId));
    }
    // Every conversation with a matching message, once: the messages' own search says which those are.
    const messages = await grouped.list(userId, tab, { page: 1, size: 1_000 }, query);
    expect(listed.toSorted()).toEqual([...new Set(messages.items.map((item) => item.threadId))].sort());
    expect(first.total).toBe(listed.length);
  });

  it('counts a large tab\'s conversations only a little past the page, and says there are more', async () => {
    const many = randomUUID();
    await db.db.insert(schema.user).values({ id: many, name: 'Many', email: `many.${many}@example.com` });
    const rows = Array.from({ length: SEARCH_COUNT_CAP + 5 }, (_, i) =>
      newMessageRow({
        userId: many,
        threadId: `many-${i}`,
        subject: `Conversation ${i}`,
        from: { name: 'Sender', email: 'sender@example.com' },
        to: [{ name: 'Many', email: 'many@example.com' }],
        date: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
        snippet: 'x',
        html: null,
        text: 'x',
        labels: [LABEL.inbox],
      }),
    );
    await insertAsJson(db.db, schema.mailMessage, rows);
    const first = await walked.threads(many, 'inbox', { page: 1, size: 20 });
    expect(first).toMatchObject({ total: SEARCH_COUNT_CAP, totalCapped: true });
    expect(first.items[0]!.subject).toBe(`Conversation ${SEARCH_COUNT_CAP + 4}`);
    // The page holding the thousandth conversation counts on to the next thousand, and so finds the end.
    const last = await walked.threads(many, 'inbox', { page: 50, size: 20 });
    expect(last.total).toBe(SEARCH_COUNT_CAP + 5);
    expect(last.totalCapped).toBeUndefined();
    const exact = await grouped.threads(many, 'inbox', { page: 1, size: 20 });
    expect(exact.total).toBe(SEARCH_COUNT_CAP + 5);
    expect(exact.totalCapped).toBeUndefined();
  });

  it("never lists another user's conversations", async () => {
    const page = await walked.threads(userId, 'inbox', { page: 1, size: 100 });
    const theirs = await walked.threads(other, 'inbox', { page: 1, size: 100 });
    expect(page.items.length).toBeGreaterThan(0);
    expect(theirs.items.every((t) => !page.items.some((mine) => mine.latestMessageId === t.latestMessageId))).toBe(true);
  });
});

// A database sorting as people read (en-US) puts "B" after "a"; the walk breaks ties by code unit, "B" first
// among equals when descending is "a". Both must agree, or a tie on a page's edge could show twice or not at all.
describe.skipIf(!inject('pgUrl'))('conversations tied on time in a database with a language collation', () => {
  let db: Db;
  const userId = randomUUID();

  beforeAll(async () => {
    db = await openTestDb('postgres', await createDatabaseAt(inject('pgUrl')!, 'icu', { icuLocale: 'en-US' }));
    await db.db.insert(schema.user).values({ id: userId, name: 'Tied', email: `tied.${userId}@example.com` });
    const at = new Date(Date.now() - DAY);
    await db.db.insert(schema.mailMessage).values(
      ['tie-B', 'tie-a', 'tie-C', 'tie-b'].map((threadId) =>
        newMessageRow({ userId, threadId, subject: threadId, from: { name: 'S', email: 's@example.com' }, to: [], date: at, snippet: 'x', html: null, text: 'x', labels: [LABEL.inbox] }),
      ),
    );
  });
  afterAll(async () => {
    await db?.close();
  });

  it('lists them in the same order walked and grouped', async () => {
    const order = async (walkAbove: number) => (await new MailStore(db.db, { walkAbove }).threads(userId, 'inbox', { page: 1, size: 20 })).items.map((i) => i.subject);
    const grouped = await order(Number.POSITIVE_INFINITY);
    expect(grouped).toEqual(['tie-b', 'tie-a', 'tie-C', 'tie-B']);
    expect(await order(0)).toEqual(grouped);
  });
});
