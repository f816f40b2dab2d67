import { describe, expect, it } from 'vitest';
import { filterSnippets, filterTemplates } from './search';

const makeTemplate = (over: Partial<{ id: number; name: string; category: string; content: string }> = {}) => ({
  id: 1,
  name: 'Weekly report',
  category: 'Business',
  content: 'Here is the report.',
  ...over,
});

const templates = [
  makeTemplate({ id: 1 }),
  makeTemplate({ id: 2, name: 'Birthday', category: 'Personal', content: 'Happy birthday {name}!' }),
  makeTemplate({ id: 3, name: 'Nudge', category: 'Follow-up', content: 'Any news on the INVOICE?' }),
];

const snippets = [
  { id: 'a', name: 'Closing', content: 'Best regards' },
  { id: 'b', name: 'Availability', content: 'Free on Monday' },
];

describe('filterTemplates', () => {
  it('matches the name ignoring case', () => {
    expect(filterTemplates(templates, 'BIRTH').map((t) => t.id)).toEqual([2]);
  });

  it('matches the category', () => {
    expect(filterTemplates(templates, 'follow-UP').map((t) => t.id)).toEqual([3]);
  });

  it('matches the content', () => {
    expect(filterTemplates(templates, 'invoice').map((t) => t.id)).toEqual([3]);
  });

  it('keeps everything for a blank query', () => {
    expect(filterTemplates(templates, '  ')).toHaveLength(3);
  });

  it('returns nothing when no field matches', () => {
    expect(filterTemplates(templates, 'zebra')).toEqual([]);
  });
});

describe('filterSnippets', () => {
  it('matches the name or the content ignoring case', () => {
    expect(filterSnippets(snippets, 'closing').map((s) => s.id)).toEqual(['a']);
    expect(filterSnippets(snippets, 'MONDAY').map((s) => s.id)).toEqual(['b']);
  });

  it('keeps everything for an empty query', () => {
    expect(filterSnippets(snippets, '')).toHaveLength(2);
  });
});
