/** Texts of the snooze menu and its notices. */
import { formatDate } from '../../lib/date-format';
export const SNOOZE = 'Snooze';
export const SNOOZE_UNTIL = 'Snooze until';
export const SNOOZE_TYPE_LABEL = 'Or type a time';
export const SNOOZE_PLACEHOLDER = 'e.g. thu 9am, in 2 hours';
export const SNOOZE_UNREADABLE = 'Type a time ahead, such as “thu 9am”.';
export const UNSNOOZE = 'Unsnooze';
export const BACK_FROM_SNOOZE = 'Back from snooze';

/** "Sat, Nov 28, 9:00 AM". */
export function snoozeTimeLabel(at: Date): string {
  return formatDate(at, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }, 'en-US');
}
export const snoozedUntil = (at: Date) => `Snoozed until ${snoozeTimeLabel(at)}`;
