import { describe, expect, it } from 'vitest';
import { dueInstant } from './due-date';

describe('dueInstant', () => {
  it('makes a future day due at 9:00 local time', () => {
    const due = dueInstant(new Date(2026, 2, 10, 0, 0), new Date(2026, 2, 5, 15, 30));
    expect(due).toEqual(new Date(2026, 2, 10, 9, 0));
  });

  it('makes today due now once its morning has passed', () => {
    const now = new Date(2026, 2, 5, 15, 30);
    expect(dueInstant(new Date(2026, 2, 5), now)).toEqual(now);
  });

  it('keeps 9:00 today when it is still early', () => {
    expect(dueInstant(new Date(2026, 2, 5), new Date(2026, 2, 5, 7, 0))).toEqual(new Date(2026, 2, 5, 9, 0));
  });

  it('keeps yesterday at 9:00 (a snooze may go there)', () => {
    expect(dueInstant(new Date(2026, 2, 4), new Date(2026, 2, 5, 12, 0))).toEqual(new Date(2026, 2, 4, 9, 0));
  });
});
