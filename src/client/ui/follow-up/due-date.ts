/**
 * Turns a day picked in a calendar into the due instant sent to the server.
 * A reminder for a day is due at {@link DUE_HOUR}:00 local time that day; a day
 * whose morning has already passed (today, in the afternoon) is due right away.
 */
import { isBefore, setHours, startOfHour } from 'date-fns';

export const DUE_HOUR = 9;

export function dueInstant(day: Date, now: Date): Date {
  const morning = startOfHour(setHours(day, DUE_HOUR));
  return isBefore(morning, now) && morning.toDateString() === now.toDateString() ? now : morning;
}
