import { describe, expect, it } from 'vitest';
import { confirmDeleteForever } from './texts';

describe('delete forever texts', () => {
  it('says a capped count is a lower bound', () => {
    expect(confirmDeleteForever(1000, true)).toBe('Delete 1,000+ emails forever?');
    expect(confirmDeleteForever(1000)).toBe('Delete 1,000 emails forever?');
    expect(confirmDeleteForever(1)).toBe('Delete this email forever?');
  });
});
