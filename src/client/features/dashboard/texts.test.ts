import { describe, expect, it } from 'vitest';
import { allMatchingSelected, pageRange, selectAllMatching } from './texts';

describe('list counts', () => {
  it('says a search that stopped counting has more', () => {
    expect(pageRange(1, 10, 1000, true)).toBe('1–10 of 1,000+');
    expect(selectAllMatching(1000, true)).toBe('Select all 1,000+ that match');
    expect(allMatchingSelected(1000, true)).toBe('All 1,000+ selected');
  });

  it('gives an exact count as it is, with thousands marked', () => {
    expect(pageRange(11, 16, 16)).toBe('11–16 of 16');
    expect(pageRange(1, 50, 12345)).toBe('1–50 of 12,345');
  });
});
