import { describe, expect, it } from 'vitest';
import type { MailItem } from '../../../core/mail/types';
import { entriesOf, groupByDay } from './date-groups';

const item = (id: string, date: string): MailItem => ({
  id, accountId: 'a1', threadId: id, subject: id, sender: 'a', senderEmail: 'a@x.test', preview: '', date, read: true, starred: false, labels: [], category: 'primary',
});

describe('entriesOf', () => {
  it('lays the day groups out as one run of lines, each day header before its rows, in the list order', () => {
    const now = new Date(2026, 10, 27, 18);
    const items = [item('a', new Date(2026, 10, 27, 9).toISOString()), item('b', new Date(2026, 10, 27, 8).toISOString()), item('c', new Date(2026, 10, 26, 9).toISOString())];
    const lines = entriesOf(groupByDay(items, now));
    expect(lines.map((l) => (l.kind === 'day' ? `# ${l.label}` : l.item.id))).toEqual(['# Today', 'a', 'b', '# Yesterday', 'c']);
    // Keys stay unique across days and rows, so a line keeps its measured height as the list grows.
    expect(new Set(lines.map((l) => l.key)).size).toBe(lines.length);
  });
});
