import { describe, expect, it } from 'vitest';
import { formatRecipient, parseChips, recipientInitials, splitEntries, toRecipient } from './recipients';

const contacts = [{ email: 'john.doe@example.com', name: 'John Doe' }];

describe('recipient chips', () => {
  it('turns a pasted list with a display name into two chips', () => {
    const { added, rest } = parseChips('A <a@x.io>, b@y.io', []);
    expect(added).toEqual([
      { email: 'a@x.io', name: 'A' },
      { email: 'b@y.io', name: '' },
    ]);
    expect(rest).toBe('');
  });

  it('keeps an invalid entry as text and never makes it a chip', () => {
    const { added, rest } = parseChips('not-an-address, ok@x.io, bad@nodot', []);
    expect(added.map((r) => r.email)).toEqual(['ok@x.io']);
    expect(rest).toBe('not-an-address, bad@nodot');
  });

  it('ignores duplicates case-insensitively, against existing chips and within the paste', () => {
    const { added } = parseChips('Ada@X.io, b@y.io, B@Y.IO', [{ email: 'ada@x.io', name: '' }]);
    expect(added.map((r) => r.email)).toEqual(['b@y.io']);
  });

  it('accepts a known contact by name', () => {
    expect(toRecipient('john doe', contacts)).toEqual({ email: 'john.doe@example.com', name: 'John Doe' });
    expect(toRecipient('Jane', contacts)).toBeNull();
  });

  it('does not split inside quotes or angle brackets', () => {
    expect(splitEntries('"Doe, John" <j@x.io>; k@x.io')).toEqual(['"Doe, John" <j@x.io>', 'k@x.io']);
  });

  it('keeps a quoted name with escaped quotes and commas in one chip, as formatRecipient writes it', () => {
    const name = 'Say "hi, there" <b>';
    const formatted = formatRecipient({ email: 'j@x.io', name });
    expect(splitEntries(`${formatted}, k@x.io`)).toEqual([formatted, 'k@x.io']);
    expect(parseChips(`${formatted}, k@x.io`, []).added).toEqual([
      { email: 'j@x.io', name },
      { email: 'k@x.io', name: '' },
    ]);
  });

  it('formats chips for the server, quoting names that need it', () => {
    expect(formatRecipient({ email: 'a@x.io', name: '' })).toBe('a@x.io');
    expect(formatRecipient({ email: 'a@x.io', name: 'Ada L' })).toBe('Ada L <a@x.io>');
    expect(formatRecipient({ email: 'j@x.io', name: 'Doe, John' })).toBe('"Doe, John" <j@x.io>');
    expect(parseChips(formatRecipient({ email: 'j@x.io', name: 'Doe, John' }), []).added).toEqual([{ email: 'j@x.io', name: 'Doe, John' }]);
  });

  it('gives chips initials from the name or the address', () => {
    expect(recipientInitials({ email: 'a@x.io', name: 'Ada Lovelace' })).toBe('AL');
    expect(recipientInitials({ email: 'bob.builder@x.io', name: '' })).toBe('BB');
  });
});
