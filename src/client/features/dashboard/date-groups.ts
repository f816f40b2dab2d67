/** Groups a page of mail under day headers (Today, Yesterday, then dates) in the viewer's time zone. */
import type { MailItem } from '../../../core/mail/types';
import { DEFAULT_DATE } from '../../../core/mail/types';
import { formatDate } from '../../lib/date-format';
import { DATE_TODAY, DATE_YESTERDAY } from './texts';

export interface DateGroup {
  key: string;
  label: string;
  items: MailItem[];
}

function dayKey(d: Date): string {
  return `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;
}

/** "Today", "Yesterday", "Mon, Nov 17" this year, "Nov 17, 2025" before. */
export function dayLabel(date: Date, now: Date): string {
  if (dayKey(date) === dayKey(now)) return DATE_TODAY;
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  if (dayKey(date) === dayKey(yesterday)) return DATE_YESTERDAY;
  if (date.getFullYear() === now.getFullYear()) {
    return formatDate(date, { weekday: 'short', month: 'short', day: 'numeric' }, 'en-US');
  }
  return formatDate(date, { month: 'short', day: 'numeric', year: 'numeric' }, 'en-US');
}

/** Keeps the list's order; consecutive items of the same day share one header. */
export function groupByDay(items: MailItem[], now: Date = new Date()): DateGroup[] {
  const groups: DateGroup[] = [];
  for (const item of items) {
    // Under the day it sits at in the list: a message back from a snooze, the day it came back.
    const when = item.wokenAt ?? item.date;
    const d = when ? new Date(when) : null;
    const valid = d !== null && !Number.isNaN(d.getTime());
    const key = valid ? dayKey(d) : 'unknown';
    const last = groups.at(-1);
    if (last && last.key === key) last.items.push(item);
    else groups.push({ key, label: valid ? dayLabel(d, now) : DEFAULT_DATE, items: [item] });
  }
  return groups;
}

/** The time on a row: "3:42 PM" today, "Nov 17" this year, "11/17/25" before. */
export function rowTime(iso: string | null, now: Date = new Date()): string {
  if (!iso) return DEFAULT_DATE;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return DEFAULT_DATE;
  if (dayKey(d) === dayKey(now)) return formatDate(d, { hour: 'numeric', minute: '2-digit' }, 'en-US');
  if (d.getFullYear() === now.getFullYear()) return formatDate(d, { month: 'short', day: 'numeric' }, 'en-US');
  return formatDate(d, { month: 'numeric', day: 'numeric', year: '2-digit' }, 'en-US');
}

/** A line of a long list: a day's header or a message's row. */
export type Entry = { kind: 'day'; key: string; label: string } | { kind: 'row'; key: string; item: MailItem };

/** The day groups as one run of lines, each header before its day's rows. */
export function entriesOf(groups: readonly DateGroup[]): Entry[] {
  const entries: Entry[] = [];
  for (const group of groups) {
    entries.push({ kind: 'day', key: `day:${group.key}`, label: group.label });
    for (const item of group.items) entries.push({ kind: 'row', key: item.id, item });
  }
  return entries;
}

