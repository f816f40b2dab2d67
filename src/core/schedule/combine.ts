/**
 * Turns the popover's "calendar day + HH:mm" into an instant, optionally in a
 * named IANA time zone, using only `Intl` (core has no time-zone library).
 */
import { parseTimeOfDay } from './slots';

export interface CalendarDay {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Wall-clock fields of `instant` as seen in `timeZone`. Throws RangeError for an unknown zone. */
function wallClock(instant: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return parts as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

/** Milliseconds to add to UTC to get the wall clock of `timeZone` at `instant`. */
function zoneOffset(instant: number, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000));
}

/** The calendar day of `date` in `timeZone`, or in the runtime's local zone when none is given. */
export function calendarDayOf(date: Date, timeZone?: string): CalendarDay {
  if (!timeZone) return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
  const w = wallClock(date.getTime(), timeZone);
  return { year: w.year, month: w.month, day: w.day };
}

function parseDay(date: Date | string, timeZone?: string): CalendarDay | null {
  if (date instanceof Date) return Number.isNaN(date.getTime()) ? null : calendarDayOf(date, timeZone);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  if (!match) return null;
  const day = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const check = new Date(Date.UTC(day.year, day.month - 1, day.day));
  // Rejects 2026-02-30 and friends, which Date would silently roll over.
  return check.getUTCMonth() === day.month - 1 && check.getUTCDate() === day.day ? day : null;
}

/**
 * The instant at which the wall clock shows `time` ('HH:mm') on the calendar
 * day of `date`.
 *
 * `date` is either a Date (its calendar day is read in `timeZone`, or in the
 * local zone, so a date picker's local midnight works) or 'yyyy-MM-dd'.
 * Without `timeZone` the runtime's local zone is used. A wall time skipped by
 * a DST jump is moved forward by the jump (02:30 becomes 03:30); a repeated one to
 * its first occurrence. Returns null for an invalid date or time; throws
 * RangeError for an unknown time zone.
 */
export function combineDateAndSlot(date: Date | string, time: string, timeZone?: string): Date | null {
  const day = parseDay(date, timeZone);
  const tod = parseTimeOfDay(time);
  if (!day || !tod) return null;
  if (!timeZone) return new Date(day.year, day.month - 1, day.day, tod.hours, tod.minutes, 0, 0);

  const wall = Date.UTC(day.year, day.month - 1, day.day, tod.hours, tod.minutes);
  // Two passes settle the offset except inside a DST gap, where the two
  // candidate offsets disagree; the larger instant is the post-jump time.
  const first = wall - zoneOffset(wall, timeZone);
  const second = wall - zoneOffset(first, timeZone);
  if (first === second) {
    // In an overlap the earlier offset may also map to this wall time.
    const earlier = wall - zoneOffset(first - 3_600_000, timeZone);
    return new Date(earlier < first && zoneOffset(earlier, timeZone) === wall - earlier ? earlier : first);
  }
  return new Date(Math.max(first, second));
}
