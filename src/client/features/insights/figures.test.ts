import { describe, expect, it } from 'vitest';
import { busiestDay, dailyRates, peak, senderNames, total } from './figures';

const days = (...counts: number[]) => counts.map((count, i) => ({ date: `2026-11-0${i + 1}`, count }));

describe('busiestDay', () => {
  it('adds received and sent, and picks the latest of equal days', () => {
    expect(busiestDay(days(3, 1, 2), days(0, 2, 1))).toEqual({ date: '2026-11-03', count: 3 });
    expect(busiestDay(days(5, 0, 1), days(0, 0, 0))).toEqual({ date: '2026-11-01', count: 5 });
  });

  it('has none when no mail moved', () => {
    expect(busiestDay(days(0, 0), days(0, 0))).toBeNull();
  });
});

describe('peak', () => {
  it('finds the highest point, the latest of equals', () => {
    expect(peak(days(1, 4, 2, 4, 3))).toEqual({ date: '2026-11-04', count: 4 });
    expect(peak([])).toBeUndefined();
  });
});

describe('total', () => {
  it('sums the series', () => {
    expect(total(days(1, 4, 2))).toBe(7);
  });
});

describe('dailyRates', () => {
  it('gives a day without tracked mail no rate rather than zero', () => {
    expect(
      dailyRates([
        { sent: 4, opened: 2, clicked: 1 },
        { sent: 0, opened: 0, clicked: 0 },
        { sent: 1, opened: 0, clicked: 0 },
      ]),
    ).toEqual({ open: [50, null, 0], click: [25, null, 0] });
  });
});

describe('senderNames', () => {
  it('uses the display name, or the address when there is none', () => {
    expect(senderNames([{ email: 'a@x.test', name: 'Ada' }, { email: 'b@x.test', name: ' ' }])).toEqual(['Ada', 'b@x.test']);
  });

  it('adds the address when two senders share a name', () => {
    expect(
      senderNames([
        { email: 'maya@work.test', name: 'Maya Chen' },
        { email: 'g@x.test', name: 'Grace' },
        { email: 'maya@home.test', name: 'Maya Chen' },
      ]),
    ).toEqual(['Maya Chen (maya@work.test)', 'Grace', 'Maya Chen (maya@home.test)']);
  });
});
