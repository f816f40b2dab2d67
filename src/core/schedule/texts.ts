/**
 * User-visible texts of scheduled sending and follow-ups, written once so the UI shows and the tests assert the same words.
 */
import type { ToastText } from '../templates/texts';

// Scheduling from compose
export const SCHEDULE_IN_PAST_ERROR = 'Cannot schedule an email in the past. Please select a future date and time.';
export const SCHEDULE_BUTTON_TEXT = 'Schedule';
export const SCHEDULE_POPOVER_TEXT = "Select when you'd like this email to be sent";
export const SCHEDULE_TIME_PLACEHOLDER = 'Select time';
export const TOAST_SCHEDULING_FAILED: ToastText = {
  title: 'Scheduling failed',
  description: 'There was an error scheduling your email',
};

// Scheduled emails page
export const EMPTY_SCHEDULED = 'No Scheduled Emails';
export const SCHEDULED_NOT_FOUND = 'Scheduled email not found';
export const CANCEL_SCHEDULED_FAILED = 'Failed to cancel the scheduled email.';
export const TOAST_SCHEDULED_CANCELED: ToastText = {
  title: 'Email canceled',
  description: 'The scheduled email has been canceled.',
};

// Follow-ups
export const EMPTY_FOLLOW_UPS = 'No Follow-Ups';
export const SET_FOLLOW_UP_TITLE = 'Set Follow-Up Reminder';
export const SET_FOLLOW_UP_DESCRIPTION = 'Create a follow-up reminder for this email';
export const FOLLOW_UP_STATUS_FAILED = 'Failed to update the follow-up status';
export const FOLLOW_UP_DELETE_FAILED = 'Failed to delete the follow-up';
export const FOLLOW_UP_SNOOZE_FAILED = 'Failed to snooze the follow-up';
export const TOAST_FOLLOW_UP_CREATE_FAILED: ToastText = {
  title: 'Error',
  description: 'Failed to create follow-up reminder',
};
export const TOAST_FOLLOW_UP_COMPLETED: ToastText = { title: 'Follow-up completed' };
export const TOAST_FOLLOW_UP_DELETED: ToastText = { title: 'Follow-up deleted' };
/** `newDate` is the snoozed-to date already formatted (see formatFollowUpDate). */
export const toastFollowUpSnoozed = (newDate: string): ToastText => ({
  title: 'Follow-up snoozed',
  description: newDate,
});
export const OVERDUE_BADGE = 'Overdue';
