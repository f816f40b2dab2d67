import { parseDate } from 'chrono-node';
import { describe, expect, it } from 'vitest';
import { readSnoozeText, snoozePresets } from './snooze-times';

const local = (y: number, mo: number, d: number, h = 0, mi = 0) => new Date(y, mo - 1, d, h, mi);
const chrono = (text: string, ref: Date) => parseDate(text, ref, { forwardDate: true });

describe('snoozePresets', () => {
  it('on a Wednesday morning offers later today, tomorrow at 8, Saturday at 9 and Monday at 8', () => {
    const wednesday = local(2026, 11, 25, 9, 20);
    expect(snoozePresets(wednesday)).toEqual([
      { preset: 'later-today', at: local(2026, 11, 25, 13) },
      { preset: 'tomorrow', at: local(2026, 11, 26, 8) },
      { preset: 'weekend', at: local(2026, 11, 28, 9) },
      { preset: 'next-week', at: local(2026, 11, 30, 8) },
    ]);
  });

  it('leaves out later today in the evening, and this weekend on a weekend', () => {
    const saturdayEvening = local(2026, 11, 28, 19, 5);
    expect(snoozePresets(saturdayEvening)).toEqual([
      { preset: 'tomorrow', at: local(2026, 11, 29, 8) },
      { preset: 'next-week', at: local(2026, 11, 30, 8) },
    ]);
  });

  it('on a Sunday, offers Monday morning once, as tomorrow', () => {
    const sunday = local(2026, 11, 29, 10);
    expect(snoozePresets(sunday)).toEqual([
      { preset: 'later-today', at: local(2026, 11, 29, 14) },
      { preset: 'tomorrow', at: local(2026, 11, 30, 8) },
    ]);
  });

  it('on a Monday, next week is the Monday after', () => {
    const monday = local(2026, 11, 30, 10);
    expect(snoozePresets(monday).find((c) => c.preset === 'next-week')!.at).toEqual(local(2026, 12, 7, 8));
  });
});

describe('readSnoozeText', () => {
  const now = local(2026, 11, 25, 9, 20);
  it.each([
    ['thu 9am', local(2026, 11, 26, 9)],
    ['tomorrow 2pm', local(2026, 11, 26, 14)],
    ['in 2 hours', local(2026, 11, 25, 11, 20)],
    ['dec 3 at 10:30', local(2026, 12, 3, 10, 30)],
  ])('reads %j', (text, expected) => {
    expect(readSnoozeText(text, now, chrono)).toEqual(expected);
  });

  it('reads seconds ahead too', () => {
    expect(readSnoozeText('in 5 seconds', now, chrono)!.getTime()).toBe(now.getTime() + 5000);
  });

  it('gives null for nothing, nonsense, or the past', () => {
    expect(readSnoozeText('  ', now, chrono)).toBeNull();
    expect(readSnoozeText('whenever', now, chrono)).toBeNull();
    expect(readSnoozeText('yesterday', now, chrono)).toBeNull();
  });
});
