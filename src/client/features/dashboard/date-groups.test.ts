import { describe, expect, it } from 'vitest';
import type { MailItem } from '../../../core/mail/types';
import { groupByDay, rowTime } from './date-groups';

const item = (id: string, date: string | null): MailItem => ({
  id,
  accountId: 'a1',
  threadId: id,
  subject: 's',
  sender: 'a',
  senderEmail: 'a@x.test',
  preview: '',
  date,
  read: true,
  starred: false,
  labels: [],
  category: 'primary',
});

describe('groupByDay', () => {
  const now = new Date(2026, 10, 22, 15, 0);

  it('puts today and yesterday under named headers and older mail under its date', () => {
    const groups = groupByDay(
      [
        item('1', new Date(2026, 10, 22, 9).toISOString()),
        item('2', new Date(2026, 10, 22, 8).toISOString()),
        item('3', new Date(2026, 10, 21, 23).toISOString()),
        item('4', new Date(2026, 10, 17, 10).toISOString()),
        item('5', new Date(2025, 0, 3, 10).toISOString()),
      ],
      now,
    );
    expect(groups.map((g) => [g.label, g.items.map((i) => i.id)])).toEqual([
      ['Today', ['1', '2']],
      ['Yesterday', ['3']],
      ['Tue, Nov 17', ['4']],
      ['Jan 3, 2025', ['5']],
    ]);
  });

  it('shows mail without a readable date under Unknown date', () => {
    expect(groupByDay([item('1', null), item('2', 'garbage')], now).map((g) => g.label)).toEqual(['Unknown date']);
  });
});

describe('rowTime', () => {
  const now = new Date(2026, 10, 22, 15, 0);
  it('shows the time for today and the date for earlier days', () => {
    expect(rowTime(new Date(2026, 10, 22, 9, 5).toISOString(), now)).toBe('9:05 AM');
    expect(rowTime(new Date(2026, 9, 2).toISOString(), now)).toBe('Oct 2');
    expect(rowTime(null, now)).toBe('Unknown date');
  });
});
