import { describe, expect, it } from 'vitest';
import { interpretSearch } from './search-interpret';
import { readsLikeSentence } from './search-sentence';
import { parseSearch } from './search-query';

// Local noon, so the calendar days below hold in any time zone the suite runs in.
const now = new Date(2026, 10, 25, 12, 0, 0);
const contacts = [
  { name: 'Anna Berg', email: 'anna@berg.test' },
  { name: 'Bob Builder', email: 'bob@builders.test' },
];
const read = (text: string) => interpretSearch(text, { now, contacts });

describe('interpretSearch', () => {
  it.each([
    ['emails from anna last week with attachments', 'from:anna@berg.test has:attachment after:2026/11/18 before:2026/11/25'],
    ['unread messages from bob yesterday', 'from:bob@builders.test is:unread after:2026/11/24 before:2026/11/25'],
    ['pdfs from anna since March', 'from:anna@berg.test filename:pdf after:2026/03/01'],
    ['mail to bob about the quarterly budget', 'to:bob@builders.test quarterly budget'],
    ['emails from zed in june 2025', 'from:zed after:2025/06/01 before:2025/07/01'],
    ['messages bigger than 5mb', 'larger:5M'],
    ['starred emails from anna or bob this month', '{from:anna@berg.test from:bob@builders.test} is:starred after:2026/11/01 before:2026/11/26'],
    ['invoices I sent last month', 'in:sent after:2026/10/01 before:2026/11/01 invoices'],
    ['archived emails before 2025', 'in:archive before:2025/01/01'],
    ['show me everything from the bank', 'from:bank'],
    // The searcher: Gmail's from:me and to:me.
    ['emails from me last week', 'from:me after:2026/11/18 before:2026/11/25'],
    ['mail to me or bob', '{to:me to:bob@builders.test}'],
    ['emails in the trash from builder', 'from:bob@builders.test in:trash'],
    // A subject named as such is a subject: its words are neither people nor dates.
    ['mail with subject "notes from bob" last week', 'subject:"notes from bob" after:2026/11/18 before:2026/11/25'],
    ['emails from anna titled budget', 'subject:budget from:anna@berg.test'],
    // A stretch up to now is newer_than:, not the one day chrono reads.
    ['mail from the last 3 days', 'newer_than:3d'],
    ['mail from the past 99999 days', ''],
    ['emails from anna in the past two weeks', 'from:anna@berg.test newer_than:14d'],
    // Left out, not searched for.
    ['unread emails not from bob', '-from:bob@builders.test is:unread'],
    ['invoices except from anna', '-from:anna@berg.test invoices'],
    // A weekday still to come this week means the one just past (now is a Wednesday).
    ['mail from bob since friday', 'from:bob@builders.test after:2026/11/20'],
    // A time after "from" is a time, not a sender.
    ['emails from last week', 'after:2026/11/18 before:2026/11/25'],
    ['unread mail from yesterday', 'is:unread after:2026/11/24 before:2026/11/25'],
    ['invoices from last month', 'after:2026/10/01 before:2026/11/01 invoices'],
  ])('%s', (text, query) => {
    expect(read(text).query).toBe(query);
  });

  it('explains what it understood in words, with the names of the contacts', () => {
    expect(read('emails from anna last week with attachments').explanation).toBe('Mail from Anna Berg, with attachments, between 2026/11/18 and 2026/11/24');
    expect(read('lunch menu').explanation).toBe('Mail containing “lunch” and “menu”');
    expect(read('emails from me last week').explanation).toBe('Mail from you, between 2026/11/18 and 2026/11/24');
  });

  it('reads "this week" and a weekday at any hour of the morning as this year\'s', () => {
    const early = new Date(2026, 10, 29, 9, 0, 0);
    expect(interpretSearch('invoices from bob this week', { now: early, contacts }).query).toBe('from:bob@builders.test after:2026/11/29 before:2026/11/30 invoices');
    expect(interpretSearch('mail from bob since monday', { now: early, contacts }).query).toBe('from:bob@builders.test after:2026/11/23');
  });

  it('says "the last day", not "the last 1 days"', () => {
    expect(read('mail from the last 1 day')).toEqual({ query: 'newer_than:1d', explanation: 'Mail from the last day' });
  });

  it('leaves a name several contacts start with as the typed word, so all of them match', () => {
    const digests = [...contacts, { name: 'Weekly Digest', email: 'digest1@news.test' }, { name: 'Daily Digest', email: 'digest2@news.test' }];
    expect(interpretSearch('not from digest', { now, contacts: digests }).query).toBe('-from:digest');
  });

  it('always answers a query the parser reads back unchanged, even for odd text', () => {
    for (const text of ['from "(', 'emails from {x} about )', '-- from -', 'to: from: with', '   ', 'emails']) {
      const { query } = read(text);
      expect(() => parseSearch(query)).not.toThrow();
      expect(query).not.toMatch(/undefined|null/);
    }
  });
});

describe('readsLikeSentence', () => {
  it.each([
    ['emails from anna last week', true],
    ['unread mail with attachments', true],
    ['from:anna has:attachment', false],
    ['quarterly budget', false],
    ['"budget plan" from anna', false],
    ['budget plan review', false],
  ])('%s → %s', (text, expected) => {
    expect(readsLikeSentence(text)).toBe(expected);
  });
});
