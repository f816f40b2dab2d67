import { describe, expect, it } from 'vitest';
import { fillPlaceholders, knownPlaceholderValues, leftoverPlaceholders, parsePlaceholders, placeholderLabel, previewText } from './placeholders';

describe('parsePlaceholders', () => {
  it('lists each distinct placeholder once in first-appearance order', () => {
    expect(parsePlaceholders('Hi {name}, {your_name} from {company} on {date}. Bye {name}')).toEqual([
      'name',
      'your_name',
      'company',
      'date',
    ]);
  });

  it('ignores braces that do not hold an identifier', () => {
    expect(parsePlaceholders('{ name } {} {a-b} {1st} {"k": 1} {{x}} body { color: red }')).toEqual(['x']);
  });

  it('returns nothing for content without placeholders', () => {
    expect(parsePlaceholders('Plain text')).toEqual([]);
  });

  it('treats names case-sensitively', () => {
    expect(parsePlaceholders('{Name} {name}')).toEqual(['Name', 'name']);
  });
});

describe('fillPlaceholders', () => {
  it('replaces every occurrence of each placeholder', () => {
    expect(fillPlaceholders('{name}, hi {name}. From {your_name}', { name: 'Ana', your_name: 'Bo' })).toBe(
      'Ana, hi Ana. From Bo',
    );
  });

  it('keeps a placeholder whose value is missing or blank', () => {
    expect(fillPlaceholders('Dear {name} at {company}', { company: '  ' })).toBe('Dear {name} at {company}');
  });

  it('inserts values literally, including dollar patterns', () => {
    expect(fillPlaceholders('Price {p}', { p: "$& $1 $'" })).toBe("Price $& $1 $'");
  });

  it('does not read inherited object properties as values', () => {
    expect(fillPlaceholders('{constructor} {toString}', {})).toBe('{constructor} {toString}');
  });

  it('leaves non-placeholder braces untouched', () => {
    expect(fillPlaceholders('{ name } {name}', { name: 'Ana' })).toBe('{ name } Ana');
  });
});

describe('previewText', () => {
  it('keeps content of 100 characters or fewer as is', () => {
    const text = 'a'.repeat(100);
    expect(previewText(text)).toBe(text);
  });

  it('cuts longer content at 100 characters and adds an ellipsis', () => {
    expect(previewText('b'.repeat(150))).toBe(`${'b'.repeat(100)}...`);
  });

  it('never splits an emoji', () => {
    const text = `${'c'.repeat(99)}😀😀`;
    expect(previewText(text)).toBe(`${'c'.repeat(99)}😀...`);
  });
});

describe('what compose knows for the common placeholders', () => {
  const now = new Date(2026, 10, 29, 15, 0);
  it('fills the sender, the one recipient by first name and the date, and leaves what it does not know', () => {
    expect(knownPlaceholderValues({ yourName: 'Ada Lovelace', recipientName: 'Doe, Jane', now })).toEqual({ your_name: 'Ada Lovelace', name: 'Jane', date: 'November 29, 2026' });
    expect(knownPlaceholderValues({ yourName: ' ', now })).toEqual({ date: 'November 29, 2026' });
    expect(fillPlaceholders('Best regards,\n{your_name}, {company}', knownPlaceholderValues({ yourName: 'Ada', now }))).toBe('Best regards,\nAda, {company}');
  });

  it('labels a placeholder in words, and finds the ones still in a text', () => {
    expect(placeholderLabel('your_name')).toBe('Your name');
    expect(placeholderLabel('invoice_number')).toBe('Invoice number');
    expect(leftoverPlaceholders('Dear {name}, see {company} and {name}. Not { this } or {}.')).toEqual(['{name}', '{company}']);
  });
});
