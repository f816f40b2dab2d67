/**
 * The snooze menu's times, worked out in the reader's own time zone: later
 * today, tomorrow morning, this weekend, next week, or a typed time such as
 * "thu 9am" read by chrono. A choice that is not in the future is never
 * offered.
 */

export type SnoozePreset = 'later-today' | 'tomorrow' | 'weekend' | 'next-week';

export const SNOOZE_PRESET_LABELS: Record<SnoozePreset, string> = {
  'later-today': 'Later today',
  tomorrow: 'Tomorrow morning',
  weekend: 'This weekend',
  'next-week': 'Next week',
};

/** Mornings start at 8, a weekend at 9 on Saturday; "later today" is three hours on, to the next full hour, until 9 pm. */
const MORNING_HOUR = 8;
const WEEKEND_HOUR = 9;
const LATER_TODAY_HOURS = 3;
const LAST_LATER_TODAY_HOUR = 21;

function at(base: Date, days: number, hour: number): Date {
  const d = new Date(base);
  d.setDate(d.getDate() + days);
  d.setHours(hour, 0, 0, 0);
  return d;
}

export function snoozePresets(now: Date): { preset: SnoozePreset; at: Date }[] {
  const choices: { preset: SnoozePreset; at: Date }[] = [];
  const later = new Date(now.getTime() + LATER_TODAY_HOURS * 60 * 60 * 1000);
  later.setMinutes(0, 0, 0);
  later.setHours(later.getHours() + 1);
  if (later.getDate() === now.getDate() && later.getHours() <= LAST_LATER_TODAY_HOUR) choices.push({ preset: 'later-today', at: later });
  choices.push({ preset: 'tomorrow', at: at(now, 1, MORNING_HOUR) });
  const day = now.getDay(); // 0 Sunday … 6 Saturday
  if (day >= 1 && day <= 5) choices.push({ preset: 'weekend', at: at(now, 6 - day, WEEKEND_HOUR) });
  // On a Sunday, next week's Monday morning is tomorrow morning: offered once, as tomorrow.
  if (day !== 0) choices.push({ preset: 'next-week', at: at(now, ((8 - day) % 7) || 7, MORNING_HOUR) });
  return choices;
}

/** A typed time as a future date, or null when it reads as none (or as the past). */
export function readSnoozeText(text: string, now: Date, parse: (text: string, ref: Date) => Date | null): Date | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const date = parse(trimmed, now);
  return date && date.getTime() > now.getTime() ? date : null;
}
