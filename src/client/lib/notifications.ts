/**
 * The app-wide notices of server events (the stream itself is api/events.ts):
 * - `useServerEvents()` (called once in AppLayout) keeps the stream open while
 *   signed in, re-dispatches `emailsent` as a window event of the same name, and
 *   shows the 'Email Sent' notification when permission is granted (asked once
 *   if undecided), or for a send that failed a 'Failed to send email' notice and notification; it does the same for `followupdue` (window event
 *   `followupdue`, 'Follow-up Due' / 'Follow-ups Due' notification).
 */
import { useEffect } from 'react';
import { followUpDueNotice } from '../../core/schedule/rules';
import { FOLLOW_UP_DUE_WINDOW_EVENT, subscribeToServerEvents, type ServerEventData } from '../api/events';
import { toast } from '../ui/use-toast';
import { BACK_FROM_SNOOZE } from '../ui/snooze/texts';

export const NOTIFICATION_EMAIL_SENT_TITLE = 'Email Sent';
export const NOTIFICATION_SEND_FAILED_TITLE = 'Failed to send email';
/** What went wrong, with the subject to tell which email: the server's reason is a sentence of its own. */
export const sendFailedBody = (subject: string, reason: unknown) => {
  const why = typeof reason === 'string' && reason.trim() ? reason.trim() : 'It could not be delivered.';
  return subject ? `“${subject}”: ${why.charAt(0).toUpperCase()}${why.slice(1)}` : why;
};
export const emailSentBody = (subject: string, kind?: unknown) => {
  // A send held only for its undo window was never "scheduled" in the person's eyes.
  const what = kind === 'outbox' ? 'Your email' : 'Your scheduled email';
  return subject ? `${what} "${subject}" has been sent.` : `${what} has been sent.`;
};

/** Shows a browser notification when the user allowed them; never throws. */
export function notify(title: string, body: string, tag?: string) {
  try {
    // A tag makes the copies every open tab shows of one event a single notification.
    if (typeof Notification !== 'undefined' && Notification.permission === 'granted') new Notification(title, { body, ...(tag ? { tag } : {}) });
  } catch {
    // Some browsers only allow notifications from a service worker; the in-page update still happens.
  }
}

/** Asks for notification permission once, when the user has not decided yet. */
export function requestNotificationPermissionOnce() {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
  void Notification.requestPermission().catch(() => {});
}

/**
 * Due notices that arrive together (the server's sweep, several reminders due
 * the same minute) become one "Follow-ups Due" notification, not a burst.
 */
export const NOTICE_BATCH_MS = 1000;

interface DueFollowUp {
  id: string;
  subject: string;
  recipient: string;
}

let dueBatch: DueFollowUp[] = [];
let batchTimer: ReturnType<typeof setTimeout> | undefined;

function flushDueBatch() {
  const notice = followUpDueNotice(dueBatch);
  dueBatch = [];
  batchTimer = undefined;
  if (notice) notify(notice.title, notice.body);
}

/** Handles one `followupdue`: the window event at once, the notification batched over {@link NOTICE_BATCH_MS}. */
export function onFollowUpDue(data: ServerEventData): void {
  const item: DueFollowUp = { id: String(data.id ?? ''), subject: String(data.subject ?? ''), recipient: String(data.recipient ?? '') };
  window.dispatchEvent(new CustomEvent(FOLLOW_UP_DUE_WINDOW_EVENT, { detail: item }));
  dueBatch.push(item);
  batchTimer ??= setTimeout(flushDueBatch, NOTICE_BATCH_MS);
}

/** Keeps the event stream open for the signed-in app and shows the app-wide notices. */
export function useServerEvents(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    requestNotificationPermissionOnce();
    return subscribeToServerEvents({
      emailsent: (data) => {
        window.dispatchEvent(new CustomEvent('emailsent', { detail: data }));
        if (data.status !== 'failed') {
          notify(NOTIFICATION_EMAIL_SENT_TITLE, emailSentBody(String(data.subject ?? ''), data.kind));
          return;
        }
        // A send that fails once its undo window or its time has passed happens away from compose: without this,
        // nothing would tell the person their email never went.
        const body = sendFailedBody(String(data.subject ?? ''), data.reason);
        toast({ title: NOTIFICATION_SEND_FAILED_TITLE, description: body, variant: 'destructive', duration: 30_000 });
        notify(NOTIFICATION_SEND_FAILED_TITLE, body, `emailsent:${String(data.id ?? '')}`);
      },
      followupdue: onFollowUpDue,
      newmail: (data) => {
        if (data.reason !== 'snooze') return;
        const subject = String(data.subject ?? '');
        toast({ title: BACK_FROM_SNOOZE, description: subject });
        notify(BACK_FROM_SNOOZE, subject);
      },
    });
  }, [enabled]);
}
