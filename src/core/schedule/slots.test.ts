import { describe, expect, it } from 'vitest';
import { parseTimeOfDay, SCHEDULE_SLOTS } from './slots';

describe('SCHEDULE_SLOTS', () => {
  it('offers 32 slots every 30 minutes from 08:00 to 23:30', () => {
    expect(SCHEDULE_SLOTS).toHaveLength(32);
    expect(SCHEDULE_SLOTS[0]).toBe('08:00');
    expect(SCHEDULE_SLOTS[1]).toBe('08:30');
    expect(SCHEDULE_SLOTS.at(-1)).toBe('23:30');
    expect(new Set(SCHEDULE_SLOTS).size).toBe(32);
  });
});

describe('parseTimeOfDay', () => {
  it('reads a 24-hour HH:mm time', () => {
    expect(parseTimeOfDay('00:00')).toEqual({ hours: 0, minutes: 0 });
    expect(parseTimeOfDay('23:59')).toEqual({ hours: 23, minutes: 59 });
  });

  it('refuses malformed or out-of-range times', () => {
    for (const bad of ['24:00', '8:00', '12:60', '', 'noon', '12:00:00']) expect(parseTimeOfDay(bad)).toBeNull();
  });
});
