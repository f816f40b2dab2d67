import { describe, expect, it } from 'vitest';
import { dayTitle, formatDuration, formatPercent, shortDate } from './format';

describe('formatDuration', () => {
  it.each([
    [0, '< 1 min'],
    [0.4, '< 1 min'],
    [1, '1 min'],
    [42, '42 min'],
    [42.4, '42 min'],
    [59.6, '1 h'],
    [60, '1 h'],
    [185, '3 h 5 min'],
    [23 * 60 + 59, '23 h 59 min'],
    [24 * 60 - 0.2, '1 d'],
    [26 * 60, '1 d 2 h'],
    [26 * 60 + 20, '1 d 2 h'],
    [47 * 60 + 40, '2 d'],
    [9 * 24 * 60 + 5 * 60, '9 d 5 h'],
  ])('writes %s minutes as "%s"', (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });
});

describe('formatPercent', () => {
  it('rounds to a whole percentage', () => {
    expect(formatPercent(1, 3)).toBe('33%');
    expect(formatPercent(2, 3)).toBe('67%');
    expect(formatPercent(5, 5)).toBe('100%');
  });

  it('calls nothing of nothing 0%', () => {
    expect(formatPercent(0, 0)).toBe('0%');
  });
});

describe('day keys', () => {
  it('keep their calendar day whatever the time zone', () => {
    expect(shortDate('2026-11-20')).toBe('Nov 20');
    expect(shortDate('2026-01-01')).toBe('Jan 1');
    expect(dayTitle('2026-11-20')).toBe('Fri, Nov 20');
  });
});
