import { describe, expect, it } from 'vitest';
import {
  ageCutoff,
  formatSearch,
  namesPlace,
  parseSearch,
  parseSearchDate,
  parseSearchSize,
  parseSearchTerms,
  removeSearchTerm,
  requiredText,
  type SearchNode,
} from './search-query';

const w = (text: string): SearchNode => ({ type: 'word', text });
const p = (text: string): SearchNode => ({ type: 'phrase', text });
const op = (name: string, value: string) => ({ type: 'operator', name, value }) as SearchNode;
const not = (node: SearchNode): SearchNode => ({ type: 'not', node });
const and = (...nodes: SearchNode[]): SearchNode => ({ type: 'and', nodes });
const or = (...nodes: SearchNode[]): SearchNode => ({ type: 'or', nodes });

const cases: [string, SearchNode | null][] = [
  // words and phrases
  ['', null],
  ['   ', null],
  ['invoice', w('invoice')],
  ['quarterly invoice', and(w('quarterly'), w('invoice'))],
  ['"exact phrase"', p('exact phrase')],
  ['"  padded  "', p('padded')],
  ['""', null],
  ['"unclosed phrase', p('unclosed phrase')],
  ['lunch "next week" plans', and(w('lunch'), p('next week'), w('plans'))],
  ['e-mail', w('e-mail')],
  ['don\'t', w("don't")],
  ['ünïcödé 東京', and(w('ünïcödé'), w('東京'))],
  // OR, AND, negation
  ['a OR b', or(w('a'), w('b'))],
  ['a | b', or(w('a'), w('b'))],
  ['a OR b OR c', or(w('a'), w('b'), w('c'))],
  ['a or b', and(w('a'), w('or'), w('b'))],
  ['a AND b', and(w('a'), w('b'))],
  ['x a OR b y', and(w('x'), or(w('a'), w('b')), w('y'))],
  ['OR', null],
  ['a OR', w('a')],
  ['OR a', w('a')],
  ['-spam', not(w('spam'))],
  ['- spam', and(w('-'), w('spam'))],
  ['--x', w('--x')],
  ['-"out of office"', not(p('out of office'))],
  ['-from:alice', not(op('from', 'alice'))],
  ['--from:alice', w('--from:alice')],
  ['-(a b)', not(and(w('a'), w('b')))],
  ['-', w('-')],
  // groups
  ['(a b)', and(w('a'), w('b'))],
  ['{a b}', or(w('a'), w('b'))],
  ['{a b} c', and(or(w('a'), w('b')), w('c'))],
  ['(a OR b) c', and(or(w('a'), w('b')), w('c'))],
  ['((a))', w('a')],
  ['()', null],
  ['{}', null],
  ['(a b', and(w('a'), w('b'))],
  ['a b)', and(w('a'), w('b'))],
  [')(', null],
  ['{a (b c} d', or(w('a'), and(w('b'), w('c'), w('d')))],
  // operators
  ['from:alice', op('from', 'alice')],
  ['FROM:Alice', op('from', 'Alice')],
  ['to:bob@example.com', op('to', 'bob@example.com')],
  ['cc:carol bcc:dan', and(op('cc', 'carol'), op('bcc', 'dan'))],
  ['subject:"quarterly report"', op('subject', 'quarterly report')],
  ['subject:"unclosed', op('subject', 'unclosed')],
  ['subject:(dinner movie)', and(op('subject', 'dinner'), op('subject', 'movie'))],
  ['from:{alice bob}', or(op('from', 'alice'), op('from', 'bob'))],
  ['from:(alice -bob)', and(op('from', 'alice'), not(op('from', 'bob')))],
  ['has:attachment', op('has', 'attachment')],
  ['has:attachments', op('has', 'attachment')],
  ['has:drive', w('has:drive')],
  ['filename:pdf', op('filename', 'pdf')],
  ['filename:"Q3 report.pdf"', op('filename', 'Q3 report.pdf')],
  ['is:unread is:READ is:starred is:snoozed', and(op('is', 'unread'), op('is', 'read'), op('is', 'starred'), op('is', 'snoozed'))],
  ['is:important', w('is:important')],
  ['in:inbox', op('in', 'inbox')],
  ['in:Anywhere', op('in', 'anywhere')],
  ['in:"Work Projects"', op('in', 'work projects')],
  ['label:receipts', op('label', 'receipts')],
  ['account:me@fastmail.com', op('account', 'me@fastmail.com')],
  ['after:2026/01/01', op('after', '2026/01/01')],
  ['before:2026-02-28', op('before', '2026-02-28')],
  ['after:2026/02/30', w('after:2026/02/30')],
  ['after:yesterday', w('after:yesterday')],
  ['after:1767225600', op('after', '1767225600')],
  ['newer_than:2d older_than:1y', and(op('newer_than', '2d'), op('older_than', '1y'))],
  ['newer_than:3M', op('newer_than', '3m')],
  ['newer_than:2w', w('newer_than:2w')],
  ['larger:1M smaller:500K', and(op('larger', '1M'), op('smaller', '500K'))],
  ['larger:10mb', op('larger', '10mb')],
  ['larger:huge', w('larger:huge')],
  ['from:', w('from:')],
  ['from: alice', and(w('from:'), w('alice'))],
  ['unknown:thing', w('unknown:thing')],
  ['http://example.com/a', w('http://example.com/a')],
  ['12:30', w('12:30')],
  ['from:alice has:attachment invoice', and(op('from', 'alice'), op('has', 'attachment'), w('invoice'))],
  ['from:alice OR to:alice', or(op('from', 'alice'), op('to', 'alice'))],
  ['subject:()', null],
];

describe('parseSearch', () => {
  it.each(cases)('%j', (input, expected) => {
    expect(parseSearch(input)).toEqual(expected);
  });

  it('never throws on hostile input and keeps the depth bounded', () => {
    const inputs = ['('.repeat(5000), '-'.repeat(5000) + 'x', '{'.repeat(300) + 'a' + '}'.repeat(300), 'from:('.repeat(500), '"'.repeat(999), ')'.repeat(100), 'a OR '.repeat(200)];
    for (const input of inputs) expect(() => parseSearch(input)).not.toThrow();
    expect(parseSearch('-'.repeat(5000) + 'x')).not.toBeNull();
  });

  it('formats a tree back into a query that parses the same', () => {
    for (const [input, expected] of cases) {
      if (!expected) continue;
      expect(parseSearch(formatSearch(expected)), input).toEqual(expected);
    }
  });
});

describe('terms and chips', () => {
  it('keeps each top-level term with its place in the typed text', () => {
    const input = 'invoice from:alice -has:attachment "q3 plan"';
    const terms = parseSearchTerms(input);
    expect(terms.map((t) => input.slice(t.start, t.end))).toEqual(['invoice', 'from:alice', '-has:attachment', '"q3 plan"']);
    expect(removeSearchTerm(input, terms[1]!)).toBe('invoice -has:attachment "q3 plan"');
    expect(removeSearchTerm(input, terms[2]!)).toBe('invoice from:alice "q3 plan"');
  });

  it('spans a whole OR and a quoted value', () => {
    const input = 'subject:"big news" a OR b';
    expect(parseSearchTerms(input).map((t) => input.slice(t.start, t.end))).toEqual(['subject:"big news"', 'a OR b']);
  });

  it('knows when the query names where to look', () => {
    expect(namesPlace(parseSearch('from:a'))).toBe(false);
    expect(namesPlace(parseSearch('x in:trash'))).toBe(true);
    expect(namesPlace(parseSearch('-in:inbox'))).toBe(true);
  });
});

describe('values', () => {
  it('reads dates as UTC days and refuses impossible ones', () => {
    expect(parseSearchDate('2026/1/5')?.toISOString()).toBe('2026-01-05T00:00:00.000Z');
    expect(parseSearchDate('2025-02-29')).toBeNull();
    expect(parseSearchDate('2026/13/01')).toBeNull();
  });

  it('reads sizes in powers of 1024', () => {
    expect(parseSearchSize('1M')).toBe(1_048_576);
    expect(parseSearchSize('500k')).toBe(512_000);
    expect(parseSearchSize('2048')).toBe(2048);
    expect(parseSearchSize('1.5M')).toBe(1_572_864);
  });

  it('counts months and years on the calendar', () => {
    const now = new Date('2026-03-31T12:00:00Z');
    expect(ageCutoff({ amount: 2, unit: 'd' }, now).toISOString()).toBe('2026-03-29T12:00:00.000Z');
    expect(ageCutoff({ amount: 1, unit: 'y' }, now).toISOString()).toBe('2025-03-31T12:00:00.000Z');
  });
});

describe('values the database could not take', () => {
  it('reads an absurd size or age as text, or as the earliest date', () => {
    expect(parseSearch('larger:99999999999999999999M')).toEqual(w('larger:99999999999999999999M'));
    expect(ageCutoff({ amount: 9999, unit: 'y' }, new Date('2026-01-01T00:00:00Z')).toISOString()).toBe('0001-01-01T00:00:00.000Z');
  });
});

describe('the text every match must contain (what a server text search is asked)', () => {
  it.each([
    ['invoice', ['invoice']],
    ['invoice march', ['invoice', 'march']],
    ['"design review" budget', ['design review', 'budget']],
    ['from:ada invoice has:attachment', ['invoice']],
    ['invoice -draft', ['invoice']],
    ['invoice OR receipt', []],
    ['(invoice OR receipt) march', ['march']],
    ['from:ada', []],
    ['invoice invoice', ['invoice']],
    ['', []],
  ])('%j needs %j', (query, expected) => {
    expect(requiredText(parseSearch(query))).toEqual(expected);
  });
});
