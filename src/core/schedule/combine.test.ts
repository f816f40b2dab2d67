import { describe, expect, it } from 'vitest';
import { combineDateAndSlot } from './combine';

describe('combineDateAndSlot', () => {
  it('puts the slot on the local calendar day of a picker date', () => {
    const picked = new Date(2026, 2, 5); // local midnight, as a date picker gives it
    expect(combineDateAndSlot(picked, '14:30')).toEqual(new Date(2026, 2, 5, 14, 30));
  });

  it('reads a yyyy-MM-dd day in a named time zone', () => {
    expect(combineDateAndSlot('2026-03-05', '14:30', 'UTC')?.toISOString()).toBe('2026-03-05T14:30:00.000Z');
    expect(combineDateAndSlot('2026-07-01', '09:00', 'Europe/Paris')?.toISOString()).toBe('2026-07-01T07:00:00.000Z');
    expect(combineDateAndSlot('2026-01-15', '09:00', 'America/New_York')?.toISOString()).toBe(
      '2026-01-15T14:00:00.000Z',
    );
    expect(combineDateAndSlot('2026-01-15', '08:00', 'Asia/Kolkata')?.toISOString()).toBe('2026-01-15T02:30:00.000Z');
  });

  it('reads the calendar day of a Date in the named zone', () => {
    // 23:30 UTC on Mar 5 is already Mar 6 in Tokyo.
    expect(combineDateAndSlot(new Date('2026-03-05T23:30:00Z'), '08:00', 'Asia/Tokyo')?.toISOString()).toBe(
      '2026-03-05T23:00:00.000Z',
    );
  });

  it('moves a wall time skipped by spring-forward past the jump', () => {
    expect(combineDateAndSlot('2026-03-08', '02:30', 'America/New_York')?.toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
  });

  it('picks the first occurrence of a wall time repeated at fall-back', () => {
    expect(combineDateAndSlot('2026-11-01', '01:30', 'America/New_York')?.toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
    expect(combineDateAndSlot('2026-10-25', '01:30', 'Europe/London')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('returns null for an invalid day or time', () => {
    expect(combineDateAndSlot('2026-02-30', '10:00', 'UTC')).toBeNull();
    expect(combineDateAndSlot('tomorrow', '10:00')).toBeNull();
    expect(combineDateAndSlot(new Date(Number.NaN), '10:00')).toBeNull();
    expect(combineDateAndSlot('2026-03-05', '25:00', 'UTC')).toBeNull();
  });

  it('throws for an unknown time zone', () => {
    expect(() => combineDateAndSlot('2026-03-05', '10:00', 'Mars/Olympus')).toThrow(RangeError);
  });
});
