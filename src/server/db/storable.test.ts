import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { storable } from './storable';

describe('storable text', () => {
  it('drops NUL characters and mends half characters, in strings, arrays and objects, keeping dates and bytes', () => {
    const date = new Date('2026-01-02T03:04:05Z');
    const bytes = Buffer.from([0, 1, 2]);
    expect(storable({ subject: 'Hel\0lo 🎉', to: [{ name: 'Cut \ud83c', email: 'a@example.com' }], date, bytes })).toEqual({
      subject: 'Hello 🎉',
      to: [{ name: 'Cut \ufffd', email: 'a@example.com' }],
      date,
      bytes,
    });
    expect(storable('\udf89 alone')).toBe('\ufffd alone');
  });

  it('keeps an SQL fragment among the values of an update as it is', () => {
    const labels = sql`array['x']`;
    const mended = storable({ subject: 'a\0b', labels });
    expect(mended.subject).toBe('ab');
    expect(mended.labels).toBe(labels);
  });
});
