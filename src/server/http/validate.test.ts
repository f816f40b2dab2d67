import { describe, expect, it } from 'vitest';
import { findNul } from './validate';

describe('findNul', () => {
  it('names the first field whose text holds a NUL character', () => {
    expect(findNul({ subject: 'ok', to: ['a@example.com', 'b\u0000@example.com'] })).toBe('to.1');
    expect(findNul({ tracking: { note: 'x\u0000' } })).toBe('tracking.note');
    expect(findNul('\u0000')).toBe('body');
  });

  it('finds a NUL hidden in an object key', () => {
    expect(findNul({ ['na\u0000me']: 'x' })).toBe('name');
  });

  it('passes text without NUL, including other control characters and Unicode', () => {
    expect(findNul({ body: 'line\r\n\ttab \u0007 👩‍👩‍👧‍👦 \u202E', n: 1, b: true, z: null, list: [] })).toBeUndefined();
  });
});
