import { describe, expect, it } from 'vitest';
import { DEFAULT_SNIPPETS, DEFAULT_TEMPLATE_CATEGORY, DEFAULT_TEMPLATES, TEMPLATE_CATEGORIES } from './defaults';
import { parsePlaceholders } from './placeholders';

describe('seeded defaults', () => {
  it('seeds the three templates the spec names', () => {
    expect(DEFAULT_TEMPLATES.map((t) => t.name)).toEqual(['Meeting Request', 'Thank You', 'Follow-up Email']);
  });

  it('seeds the three snippets the spec names', () => {
    expect(DEFAULT_SNIPPETS.map((s) => s.name)).toEqual([
      'Professional Closing',
      'Meeting Availability',
      'Thank You Note',
    ]);
  });

  it('offers the four page categories with Business as the default', () => {
    expect(TEMPLATE_CATEGORIES).toEqual(['Business', 'Personal', 'Follow-up', 'Other']);
    expect(DEFAULT_TEMPLATE_CATEGORY).toBe('Business');
  });

  it('gives every seeded template a known category, content and at least the name placeholders', () => {
    for (const template of DEFAULT_TEMPLATES) {
      expect(TEMPLATE_CATEGORIES).toContain(template.category);
      expect(template.content.trim().length).toBeGreaterThan(0);
      expect(parsePlaceholders(template.content)).toEqual(expect.arrayContaining(['name', 'your_name']));
    }
  });

  it('gives every seeded snippet non-empty content', () => {
    for (const snippet of DEFAULT_SNIPPETS) expect(snippet.content.trim().length).toBeGreaterThan(0);
  });
});
