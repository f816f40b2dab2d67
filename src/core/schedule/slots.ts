/**
 * The times the Schedule Send popover offers: every 30 minutes from 08:00 to
 * 23:30, as 'HH:mm' strings.
 */

export const SLOT_START_MINUTES = 8 * 60;
export const SLOT_END_MINUTES = 23 * 60 + 30;
export const SLOT_STEP_MINUTES = 30;

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** 'HH:mm' for a number of minutes after midnight. */
export function minutesToSlot(minutes: number): string {
  return `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}

/** The 32 schedule slots, '08:00' to '23:30'. */
export const SCHEDULE_SLOTS: readonly string[] = Object.freeze(
  Array.from(
    { length: (SLOT_END_MINUTES - SLOT_START_MINUTES) / SLOT_STEP_MINUTES + 1 },
    (_, i) => minutesToSlot(SLOT_START_MINUTES + i * SLOT_STEP_MINUTES),
  ),
);

/**
 * Parses 'HH:mm' (24-hour, two-digit fields) into hours and minutes, or
 * returns null when it is not a valid time of day.
 */
export function parseTimeOfDay(time: string): { hours: number; minutes: number } | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time.trim());
  return match ? { hours: Number(match[1]), minutes: Number(match[2]) } : null;
}
