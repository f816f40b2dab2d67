import { describe, expect, it } from 'vitest';
import { removeSearchTerm } from '../../../../core/mail/search-query';
import { searchChips, searchScope, unknownOperators } from './chips';
import { searchSuggestions } from './suggestions';

const people = [
  { name: 'Alice Archer', email: 'alice-x@example.com' },
  { name: 'Bob Builder', email: 'bob@builders.test' },
];
const recent = ['from:bob invoice', 'has:attachment'];

describe('searchSuggestions', () => {
  it('offers people after from: and keeps what was typed before', () => {
    const s = searchSuggestions('invoice from:ar', { people, recent });
    expect(s.map((x) => x.query)).toEqual(['invoice from:alice-x@example.com ']);
    expect(s[0]).toMatchObject({ kind: 'person', label: 'Alice Archer', detail: 'alice-x@example.com', runs: false });
    expect(searchSuggestions('-to:', { people, recent }).map((x) => x.query)).toEqual(['-to:alice-x@example.com ', '-to:bob@builders.test ']);
  });

  it('completes operator names and their values', () => {
    expect(searchSuggestions('lunch fr', { people, recent }).map((x) => x.query)).toEqual(['lunch from:']);
    expect(searchSuggestions('in:tr', { people, recent }).map((x) => x.label)).toEqual(['in:trash']);
    expect(searchSuggestions('is:', { people, recent }).map((x) => x.query)).toEqual(['is:unread ', 'is:read ', 'is:starred ', 'is:snoozed ']);
    expect(searchSuggestions('has:a', { people, recent }).map((x) => x.query)).toEqual(['has:attachment ']);
  });

  it("offers the user's labels after label:, a space in a name written as Gmail writes it", () => {
    const labels = ['Work', 'Travel plans', 'Receipts'];
    expect(searchSuggestions('label:', { people, recent, labels }).map((x) => x.query)).toEqual(['label:Work ', 'label:Travel-plans ', 'label:Receipts ']);
    expect(searchSuggestions('invoice -label:tr', { people, recent, labels }).map((x) => x.query)).toEqual(['invoice -label:Travel-plans ']);
  });

  it('lists recent searches when empty, and those containing the text after', () => {
    expect(searchSuggestions('', { people, recent }).map((x) => [x.kind, x.query, x.runs])).toEqual([
      ['recent', 'from:bob invoice', true],
      ['recent', 'has:attachment', true],
    ]);
    expect(searchSuggestions('invo', { people, recent }).map((x) => x.query)).toEqual(['from:bob invoice']);
  });

  it('does not split a quoted phrase being typed', () => {
    expect(searchSuggestions('"from fr', { people, recent })).toEqual([]);
  });
});

describe('unknownOperators', () => {
  it('names terms typed like operators that are not ones, or whose value the operator does not take', () => {
    expect(unknownOperators('is:important -has:pdf after:yesterday from:bob "a:b" https://x.test invoice')).toEqual(['is:important', '-has:pdf', 'after:yesterday']);
    expect(unknownOperators('from:me is:unread after:2026/01/01 larger:1M')).toEqual([]);
  });
});

describe('chips and scope', () => {
  it('makes a chip of each operator term, and removing one leaves the rest', () => {
    const q = 'invoice from:bob -has:attachment {a b} (to:carol OR to:dan)';
    const chips = searchChips(q);
    expect(chips.map((c) => c.text)).toEqual(['from:bob', '-has:attachment', '(to:carol OR to:dan)']);
    expect(removeSearchTerm(q, chips[0]!)).toBe('invoice -has:attachment {a b} (to:carol OR to:dan)');
  });

  it('says where the search looked', () => {
    const label = (t: string) => t.toUpperCase();
    expect(searchScope('lunch', undefined, label)).toBe('Searched all mail except Trash');
    expect(searchScope('lunch', 'sent', label)).toBe('Searched SENT');
    expect(searchScope('lunch in:anywhere', undefined, label)).toBe('Searched All mail, Trash included');
    expect(searchScope('in:trash OR in:Projects', undefined, label)).toBe('Searched Trash, projects');
  });
});
