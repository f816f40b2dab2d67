import { randomUUID } from 'node:crypto';
import { insertAsJson } from '../db/bulk-insert';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recording } from '../../../tests/helpers/recording-db';
import { dbKinds, openTestDb } from '../../../tests/helpers/test-app';
import type { Db } from '../db/open';
import * as schema from '../db/schema';
import { LABEL, MailStore, newMessageRow } from './store';
import { MAIL_TABS, PAGE_SIZE } from './types';

/**
 * Every shape of list and search query the API sends reads mail_message through an index. A mailbox
 * of a million messages answers in milliseconds only so; a sequential scan reads every user's mail.
 * The mailbox here is small but shaped like the large one (one user's mail a small part of the
 * table, many other users beside), and analysed, so the planner weighs it as it would the real one.
 */
const OWN = 3_000;
const OTHERS = 200;
const PER_OTHER = 100;

const WORDS = 'invoice meeting budget launch review schedule contract proposal quarterly report customer support deadline design roadmap'.split(' ');

function rowsFor(userId: string, count: number, seed: number) {
  const start = Date.now() - count * 3_600_000;
  return Array.from({ length: count }, (_, i) => {
    const n = seed + i;
    const words = [WORDS[n % WORDS.length], WORDS[(n * 7) % WORDS.length], `ref${n % 500}`, WORDS[(n * 3) % WORDS.length]].join(' ');
    const labels = n % 10 === 0 ? [LABEL.sent] : n % 17 === 0 ? [LABEL.trash] : [...(n % 4 === 0 ? [] : [LABEL.inbox]), ...(n % 3 === 0 ? [LABEL.unread] : []), ...(n % 25 === 0 ? [LABEL.starred] : [])];
    return newMessageRow({
      userId,
      subject: `About the ${words}`,
      from: { name: `Sender ${n % 300}`, email: `sender${n % 300}@example.com` },
      to: [{ name: 'Reader', email: 'reader@example.com' }],
      date: new Date(start + i * 3_600_000),
      snippet: words,
      html: null,
      text: `${words}. Please have a look before Friday.`,
      labels,
      hasAttachments: n % 20 === 0,
    });
  });
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function scansOf(node: PlanNode): string[] {
  const own = node['Relation Name'] === 'mail_message' ? [node['Node Type']] : [];
  return [...own, ...(node.Plans ?? []).flatMap(scansOf)];
}

function indexesOf(node: PlanNode): string[] {
  return [...(node['Index Name'] ? [node['Index Name']] : []), ...(node.Plans ?? []).flatMap(indexesOf)];
}

describe.each(dbKinds())('list and search query plans on %s', (kind) => {
  let db: Db;
  let store: MailStore;
  let walking: MailStore;
  const sent: Array<{ sql: string; params: unknown[] }> = [];
  const userId = randomUUID();

  beforeAll(async () => {
    db = await openTestDb(kind);
    const others = Array.from({ length: OTHERS }, () => randomUUID());
    await db.db.insert(schema.user).values([userId, ...others].map((id, i) => ({ id, name: `User ${i}`, email: `plan.user${i}.${id}@example.com` })));
    const rows = [...rowsFor(userId, OWN, 0), ...others.flatMap((id, i) => rowsFor(id, PER_OTHER, (i + 1) * 1_000))];
    await insertAsJson(db.db, schema.mailMessage, rows);
    await db.executeSql('analyze');
    store = new MailStore(recording(db, sent));
    walking = new MailStore(recording(db, sent), { walkAbove: 0 });
  }, 180_000);

  afterAll(async () => {
    await db?.close();
  });

  /** The plan of every statement `run` sent that reads mail_message. */
  async function plansOf(run: () => Promise<unknown>): Promise<Array<{ sql: string; scans: string[]; indexes: string[] }>> {
    sent.length = 0;
    await run();
    const reading = sent.filter((s) => /from "mail_message"/i.test(s.sql));
    expect(reading.length).toBeGreaterThan(0);
    const plans = [];
    for (const statement of reading) {
      const { rows } = await db.executeSql(`explain (format json) ${statement.sql}`, statement.params);
      const raw = rows[0]!['QUERY PLAN'];
      const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
      plans.push({ sql: statement.sql, scans: scansOf(plan[0]!.Plan), indexes: indexesOf(plan[0]!.Plan) });
    }
    return plans;
  }

  const page = (n: number) => ({ page: n, size: PAGE_SIZE });
  const shapes: Array<[string, (s: MailStore) => Promise<unknown>]> = [
    ...MAIL_TABS.map((tab): [string, (s: MailStore) => Promise<unknown>] => [`the ${tab} tab`, (s) => s.list(userId, tab, page(1))]),
    ['a later page of the inbox', (s) => s.list(userId, 'inbox', page(20))],
    ['the inbox as conversations', (s) => s.threads(userId, 'inbox', page(1))],
    ['one word', (s) => s.list(userId, undefined, page(1), 'budget')],
    ['a rare word', (s) => s.list(userId, undefined, page(1), 'ref123')],
    ['three words', (s) => s.list(userId, undefined, page(1), 'budget launch review')],
    ['a phrase', (s) => s.list(userId, undefined, page(1), '"launch review"')],
    ['a sender and attachments', (s) => s.list(userId, undefined, page(1), 'from:sender12 has:attachment')],
    ['a date range and a word', (s) => s.list(userId, undefined, page(1), 'after:2026/01/01 before:2026/03/01 invoice')],
    ['is:unread', (s) => s.list(userId, undefined, page(1), 'is:unread')],
    ['is:starred in the inbox tab', (s) => s.list(userId, 'inbox', page(1), 'is:starred')],
    ['a search as conversations', (s) => s.threads(userId, undefined, page(1), 'budget')],
    // A large tab's conversations are found by walking the mailbox in batches (a later page of a sparse tab takes several).
    ['a later page of starred conversations, walked', () => walking.threads(userId, 'starred', page(3))],
    // So is a search's, when it matches many messages.
    ['a search as conversations, walked', () => walking.threads(userId, undefined, page(2), 'budget')],
  ];

  it.each(shapes)('%s reads mail_message through an index', async (_name, run) => {
    for (const { sql, scans } of await plansOf(() => run(store))) {
      expect(scans, sql).not.toContain('Seq Scan');
      expect(scans.length, sql).toBeGreaterThan(0);
    }
  });

  it('finds words and people through indexes that hold the owner, so a search never reads other mailboxes, and a sender\'s files through their own', async () => {
    const { rows } = await db.executeSql(
      `select indexname, indexdef from pg_indexes where tablename = 'mail_message' and indexname in ('mail_message_search_idx', 'mail_message_people_idx', 'mail_message_search_pairs_idx') order by indexname`,
    );
    expect(rows.map((r) => [r.indexname, /USING gin \((user_id, \w+)\)/.exec(String(r.indexdef))?.[1]])).toEqual([
      ['mail_message_people_idx', 'user_id, people'],
      ['mail_message_search_idx', 'user_id, search'],
      ['mail_message_search_pairs_idx', 'user_id, search_pairs'],
    ]);
    const searching = (await plansOf(() => store.list(userId, undefined, page(1), 'ref123'))).filter((p) => /"search" @@/.test(p.sql));
    expect(searching.map((p) => p.indexes)).toEqual([['mail_message_search_idx']]);
    const files = (await plansOf(() => store.list(userId, undefined, page(1), 'from:sender12 has:attachment'))).filter((p) => /"people" @@/.test(p.sql));
    expect(files.map((p) => p.indexes)).toEqual([['mail_message_attachment_people_idx']]);
  });

  it('narrows a phrase by the index of the pairs of neighbouring words on both engines', async () => {
    const { rows } = await db.executeSql(`select indexname from pg_indexes where tablename = 'mail_message' and indexname = 'mail_message_phrase_idx'`);
    expect(rows).toEqual([]);
    const phrase = (await plansOf(() => store.list(userId, undefined, page(1), '"launch review"'))).filter((p) => /phraseto_tsquery/.test(p.sql));
    expect(phrase).toHaveLength(1);
    expect(phrase[0]!.indexes).toContain('mail_message_search_pairs_idx');
    expect(phrase[0]!.indexes).not.toContain('mail_message_search_idx');
  });

  it('keeps the search vectors in the row, where a phrase check reads them, not out of line with the long text', async () => {
    const { rows } = await db.executeSql(
      `select attname, attstorage from pg_attribute where attrelid = 'mail_message'::regclass and attname in ('search', 'people', 'text') order by attname`,
    );
    // m: compressed in the row, out of line only when the row cannot fit otherwise; x: the first to go out of line.
    expect(rows).toEqual([
      { attname: 'people', attstorage: 'm' },
      { attname: 'search', attstorage: 'm' },
      { attname: 'text', attstorage: 'x' },
    ]);
  });

  // Counted on every list: reading the last 90 days of a large mailbox took a second a call.
  it('the To reply count reads only the mail that asks something', async () => {
    const plans = await plansOf(() => store.counts(userId));
    const toReply = plans.find((p) => /"asks"/.test(p.sql));
    expect(toReply, 'the counts send a To reply count').toBeDefined();
    expect(toReply!.indexes).toContain('mail_message_to_reply_idx');
    expect(toReply!.scans).not.toContain('Seq Scan');
  });

  // Also on every list: what arrived since the last one is read for a question, and usually nothing has.
  it('looking for new mail to read for questions reads only that mail', async () => {
    const plans = await plansOf(() => store.refreshAsks(userId));
    const pending = plans.find((p) => /"asks" is null/.test(p.sql));
    expect(pending, 'refreshAsks looks for unread-for-a-question mail').toBeDefined();
    expect(pending!.indexes).toContain('mail_message_asks_pending_idx');
  });
});
