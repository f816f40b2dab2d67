/**
 * The rules of scheduling and follow-ups that both the compose popover and the
 * server apply: validation of a chosen time, the calendar window, display
 * formats, follow-up due/overdue states and the due notices.
 */
import { addMonths, format, isAfter, isBefore, startOfDay, subDays } from 'date-fns';
import { combineDateAndSlot } from './combine';
import { SCHEDULE_IN_PAST_ERROR } from './texts';
import { isValidEmail, parseAddress, parseAddressList } from '../mail/address';

/** How far ahead the calendar lets a user schedule. */
export const SCHEDULE_WINDOW_MONTHS = 3;

export type ScheduleValidation = { ok: true; at: Date } | { ok: false; error: string };

/**
 * Checks the popover's selection: both a day and an 'HH:mm' time are needed
 * and together they must lie strictly after `now`. Any failure carries the
 * same alert text: one message covers all three cases.
 */
export function validateSchedule(input: {
  date: Date | string | null | undefined;
  time: string | null | undefined;
  now: Date;
  timeZone?: string;
}): ScheduleValidation {
  if (!input.date || !input.time) return { ok: false, error: SCHEDULE_IN_PAST_ERROR };
  const at = combineDateAndSlot(input.date, input.time, input.timeZone);
  if (!at || !isAfter(at, input.now)) return { ok: false, error: SCHEDULE_IN_PAST_ERROR };
  return { ok: true, at };
}

/**
 * True for calendar days the schedule picker greys out: days before today
 * and days more than {@link SCHEDULE_WINDOW_MONTHS} months after today
 * (local calendar days of the runtime).
 */
export function isDayDisabled(day: Date, now: Date): boolean {
  const today = startOfDay(now);
  const d = startOfDay(day);
  return isBefore(d, today) || isAfter(d, addMonths(today, SCHEDULE_WINDOW_MONTHS));
}

/**
 * The server's check of a scheduled instant: after `now` and not past the
 * last day of the window. Mirrors {@link isDayDisabled} so an API client
 * cannot schedule what the picker would refuse.
 */
export function isWithinScheduleWindow(at: Date, now: Date): boolean {
  return isAfter(at, now) && !isDayDisabled(at, now);
}

/** The schedule button once a time is chosen: 'MMM d at HH:mm', e.g. "Mar 5 at 14:30". */
export function formatScheduleButton(at: Date): string {
  return format(at, "MMM d 'at' HH:mm");
}

/** Scheduled For on /scheduled: "MMM d, yyyy 'at' h:mm a", e.g. "Mar 5, 2026 at 2:30 PM". */
export function formatScheduledFor(at: Date): string {
  return format(at, "MMM d, yyyy 'at' h:mm a");
}

/** A follow-up's due date: "MMM d, yyyy", e.g. "Mar 5, 2026". */
export function formatFollowUpDate(at: Date): string {
  return format(at, 'MMM d, yyyy');
}

export type FollowUpStatus = 'pending' | 'snoozed' | 'completed';
export type FollowUpPriority = 'high' | 'medium' | 'low';
export const FOLLOW_UP_PRIORITIES: readonly FollowUpPriority[] = ['high', 'medium', 'low'];
export const DEFAULT_FOLLOW_UP_PRIORITY: FollowUpPriority = 'medium';

/** The fields of a follow-up these rules read. */
export interface FollowUpLike {
  status: FollowUpStatus;
  dueDate: Date;
}

/** Overdue: still pending and the due instant has passed. The Overdue badge replaces the status. */
export function isFollowUpOverdue(f: FollowUpLike, now: Date): boolean {
  return f.status === 'pending' && isBefore(f.dueDate, now);
}

/** Due: pending with a due instant at or before `now`; this is what triggers a notice. */
export function isFollowUpDue(f: FollowUpLike, now: Date): boolean {
  return f.status === 'pending' && f.dueDate.getTime() <= now.getTime();
}

/** The snooze calendar greys out days before yesterday. */
export function isSnoozeDayDisabled(day: Date, now: Date): boolean {
  return isBefore(startOfDay(day), startOfDay(subDays(now, 1)));
}

/** Whether the Create Follow-Up button is enabled: date, subject and recipient are set. */
export function canCreateFollowUp(input: { dueDate?: Date | null; subject?: string; recipient?: string }): boolean {
  return Boolean(input.dueDate) && Boolean(input.subject?.trim()) && isFollowUpRecipient(input.recipient ?? '');
}

/** One person to follow up with, by address ("ana@x.io" or "Ana <ana@x.io>"): Reply writes to it, and their answer closes the reminder. */
export function isFollowUpRecipient(text: string): boolean {
  const address = parseAddress(text);
  // Read as a list too, it must be this one address: "a@x.io, b@y.io" is two ("Doe, Jane" <j@x.io> is one).
  const list = parseAddressList(text);
  return address !== null && isValidEmail(address.email) && list.length === 1 && list[0]!.email === address.email;
}

export interface Notice {
  title: string;
  body: string;
}

/**
 * The browser notification for the follow-ups that just fell due, or null
 * when there are none: one names its subject and recipient, several give the count.
 */
export function followUpDueNotice(due: readonly { subject: string; recipient: string }[]): Notice | null {
  if (due.length === 0) return null;
  if (due.length === 1) {
    const [f] = due;
    return { title: 'Follow-up Due', body: `Follow-up "${f!.subject}" with ${f!.recipient} is due.` };
  }
  return { title: 'Follow-ups Due', body: `You have ${due.length} follow-ups that require your attention.` };
}
