/**
 * A rule's condition is checked in memory (core/rules/match.ts) while a
 * search runs in SQL (mail/search.ts); both must pick the same messages.
 * Each case names the messages it must find, and both sides are asked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSearch } from '../../core/mail/search-query';
import { matcherFor } from '../../core/rules/match';
import { createTestContext, type TestContext, type TestUser } from '../../../tests/helpers/test-app';
import { mailAttachment, mailMessage } from '../db/schema/mail';
import { LABEL, MailStore, newMessageRow } from '../mail/store';
import { loadMatchable } from './matchable';

const NOW = new Date();
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000);

const MESSAGES = {
  invoice: {
    subject: 'Your invoice for November',
    from: { name: 'Billing Team', email: 'billing@acme-corp.com' },
    to: [{ name: 'Ada', email: 'ada@example.com' }],
    text: 'Thanks for your payment. The invoices are attached as a PDF.',
    date: daysAgo(2),
    labels: [LABEL.inbox, LABEL.unread],
    attachment: 'invoice-2026-11.pdf',
  },
  newsletter: {
    subject: 'Weekly digest: running tips',
    from: { name: 'Runner Weekly', email: 'news@runnerweekly.io' },
    to: [{ name: '', email: 'ada@example.com' }],
    text: 'This week: marathon training and recovery meals for runners.',
    date: daysAgo(10),
    labels: [LABEL.inbox],
  },
  meeting: {
    subject: 'Can we meet on Thursday?',
    from: { name: 'Alice Archer', email: 'alice.archer@partner.org' },
    to: [{ name: 'Ada', email: 'ada@example.com' }],
    cc: [{ name: 'Carol Chen', email: 'carol@partner.org' }],
    text: 'I would like to schedule a meeting about the quarterly budget review.',
    date: daysAgo(1),
    labels: [LABEL.inbox, LABEL.unread, LABEL.starred],
  },
  github: {
    subject: '[repo] Pull request merged',
    from: { name: 'GitHub', email: 'noreply@github.com' },
    to: [{ name: '', email: 'ada@example.com' }],
    text: 'Your pull request #42 was merged into main.',
    date: daysAgo(40),
    labels: [],
  },
  sent: {
    subject: 'Re: budget review',
    from: { name: 'Ada', email: 'ada@example.com' },
    to: [{ name: 'Bob Builder', email: 'bob@builders.net' }],
    bcc: [{ name: 'Dan', email: 'dan@example.com' }],
    text: 'Here is the budget spreadsheet you asked for.',
    date: daysAgo(5),
    labels: [LABEL.sent],
    attachment: 'budget.xlsx',
  },
  trashed: {
    subject: 'Limited offer just for you',
    from: { name: 'Deals', email: 'deals@shop.example' },
    to: [{ name: '', email: 'ada@example.com' }],
    text: 'Huge discounts on running shoes this weekend only.',
    date: daysAgo(3),
    labels: [LABEL.trash],
  },
} as const;
type Key = keyof typeof MESSAGES;

/** [query, the messages it finds]: searched over every message, trash included (in:anywhere). */
const CASES: [string, Key[]][] = [
  ['invoice', ['invoice']],
  ['invoices', ['invoice']],
  ['Invoice November', ['invoice']],
  ['the invoice', ['invoice']],
  ['payment pdf', ['invoice']],
  ['running', ['newsletter', 'trashed']],
  ['runners', ['newsletter']],
  // a sender's first name as a word (the SQL vector keeps names unstemmed; alice stems to alic)
  ['alice', ['meeting']],
  ['alice budget', ['meeting']],
  ['"budget review"', ['meeting', 'sent']],
  ['"review budget"', []],
  // a quoted full name, whole words in order, in any header
  ['"Alice Archer"', ['meeting']],
  ['"alice arch"', []],
  ['"bob builder"', ['sent']],
  ['"carol chen" budget', ['meeting']],
  ['meeting OR invoice', ['invoice', 'meeting']],
  ['budget -in:sent', ['meeting']],
  ['-running', ['invoice', 'meeting', 'github', 'sent']],
  ['from:billing@acme-corp.com', ['invoice']],
  ['from:billing', ['invoice']],
  ['from:acme-corp.com', ['invoice']],
  ['from:"alice archer"', ['meeting']],
  ['from:alice', ['meeting']],
  ['from:archer', ['meeting']],
  ['from:(alice OR github)', ['meeting', 'github']],
  ['to:bob@builders.net', ['sent']],
  ['to:carol', ['meeting']],
  ['to:dan', ['sent']],
  ['cc:carol', ['meeting']],
  ['cc:ada', []],
  ['bcc:dan@example.com', ['sent']],
  ['subject:invoice', ['invoice']],
  ['subject:budget', ['sent']],
  ['subject:"pull request"', ['github']],
  ['has:attachment', ['invoice', 'sent']],
  ['filename:pdf', ['invoice']],
  ['filename:budget', ['sent']],
  ['is:unread', ['invoice', 'meeting']],
  ['is:read in:inbox', ['newsletter']],
  ['is:starred', ['meeting']],
  ['in:inbox', ['invoice', 'newsletter', 'meeting']],
  ['in:trash', ['trashed']],
  ['in:archive', ['github']],
  ['in:sent has:attachment', ['sent']],
  ['newer_than:7d', ['invoice', 'meeting', 'sent', 'trashed']],
  ['older_than:30d', ['github']],
  ['noreply@github.com', ['github']],
  ['ada@example.com in:inbox', ['invoice', 'newsletter', 'meeting']],
  ['larger:1M', []],
  ['smaller:1M in:inbox', ['invoice', 'newsletter', 'meeting']],
  ['{from:deals to:bob}', ['sent', 'trashed']],
  ['label:finance', ['invoice']],
  ['label:finance is:unread', ['invoice']],
  ['-label:finance in:inbox', ['newsletter', 'meeting']],
];

describe('rule conditions and the SQL search agree', () => {
  let t: TestContext;
  let ada: TestUser;
  const ids = new Map<Key, string>();
  const store = () => new MailStore(t.db.db);

  beforeAll(async () => {
    t = await createTestContext('pglite');
    ada = await t.signUp({ name: 'Ada', email: 'ada@example.com' });
    // The welcome messages would answer some queries too; the cases are about these six.
    await t.db.db.delete(mailMessage);
    const finance = (await (await t.request('/api/labels', { user: ada, json: { name: 'Finance' } })).json()) as { id: string };
    for (const [key, m] of Object.entries(MESSAGES) as [Key, (typeof MESSAGES)[Key]][]) {
      const row = newMessageRow({
        userId: ada.id,
        subject: m.subject,
        from: m.from,
        to: [...m.to],
        cc: 'cc' in m ? [...m.cc] : [],
        bcc: 'bcc' in m ? [...m.bcc] : [],
        date: m.date,
        snippet: m.text.slice(0, 100),
        html: `<p>${m.text}</p>`,
        text: m.text,
        labels: [...m.labels, ...(key === 'invoice' ? [finance.id] : [])],
        hasAttachments: 'attachment' in m,
      });
      await t.db.db.insert(mailMessage).values(row);
      if ('attachment' in m) {
        await t.db.db.insert(mailAttachment).values({ id: `${row.id}-a`, messageId: row.id!, userId: ada.id, filename: m.attachment, mimeType: 'application/octet-stream', size: 10, content: Buffer.from('0123456789') });
      }
      ids.set(key, row.id!);
    }
  });
  afterAll(() => t.close());

  it.each(CASES)('%s', async (query, expected) => {
    const keyOf = new Map([...ids].map(([k, id]) => [id, k]));
    const sql = (await store().list(ada.id, undefined, { page: 1, size: 100 }, `${query} in:anywhere`)).items.map((i) => keyOf.get(i.id)!).sort();
    const messages = await loadMatchable(t.db.db, ada.id, [...ids.values()]);
    const tree = parseSearch(query)!;
    const memory = [...messages.values()].filter(({ matchable }) => matcherFor(matchable, NOW)(tree)).map(({ row }) => keyOf.get(row.id)!).sort();
    expect(sql, 'the SQL search').toEqual([...expected].sort());
    expect(memory, 'the in-memory match').toEqual([...expected].sort());
  });
});
