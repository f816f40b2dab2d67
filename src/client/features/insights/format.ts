/** How the Insights screen writes durations, shares and the server's UTC day keys. */
import { format, parseISO } from 'date-fns';

const HOUR = 60;
const DAY = 24 * HOUR;

/**
 * A duration in minutes, to the unit a person thinks in: "42 min",
 * "3 h 5 min", "1 d 2 h". Past a day the minutes no longer matter, and
 * anything under a minute reads "< 1 min" rather than a misleading "0 min".
 */
export function formatDuration(minutes: number): string {
  if (!(minutes >= 1)) return '< 1 min';
  const total = Math.round(minutes);
  if (total < HOUR) return `${total} min`;
  if (total < DAY) {
    const rest = total % HOUR;
    return rest ? `${Math.floor(total / HOUR)} h ${rest} min` : `${total / HOUR} h`;
  }
  const hours = Math.round(minutes / HOUR);
  const rest = hours % 24;
  return rest ? `${Math.floor(hours / 24)} d ${rest} h` : `${hours / 24} d`;
}

/** `part` of `whole` as a whole percentage; nothing of nothing is 0%. */
export function formatPercent(part: number, whole: number): string {
  return `${whole > 0 ? Math.round((part / whole) * 100) : 0}%`;
}

/**
 * The server's day keys (YYYY-MM-DD, a UTC calendar day) written as that
 * calendar day, "Nov 20", whatever the browser's time zone: parsed as a local
 * date, the day never shifts.
 */
export function shortDate(day: string): string {
  return format(parseISO(day), 'MMM d');
}

/** A day key with its weekday, "Fri, Nov 20", for the tooltips. */
export function dayTitle(day: string): string {
  return format(parseISO(day), 'EEE, MMM d');
}
