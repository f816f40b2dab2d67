/**
 * The signed-in user's server events in the browser: one shared EventSource on
 * `/api/events` (server-sent events: emailsent, followupdue, tracking, newmail,
 * mailchanged), fanned out to every subscriber, plus the browser notifications
 * the spec asks for.
 *
 * - `subscribeToServerEvents(handlers)` adds handlers and returns the unsubscribe;
 *   the stream opens with the first subscriber and closes with the last.
 * - `useServerEvents()` (called once in AppLayout) keeps the stream open while
 *   signed in, re-dispatches `emailsent` as a window event of the same name, and
 *   shows the 'Email Sent' notification when permission is granted (asked once
 *   if undecided); it does the same for `followupdue` (window event
 *   `followupdue`, 'Follow-up Due' / 'Follow-ups Due' notification).
 */
import { useEffect } from 'react';
import { followUpDueNotice } from '../../core/schedule/rules';

export type ServerEventType = 'emailsent' | 'followupdue' | 'tracking' | 'newmail' | 'mailchanged';
export type ServerEventData = Record<string, unknown>;
export type ServerEventHandlers = Partial<Record<ServerEventType, (data: ServerEventData) => void>>;

const TYPES: readonly ServerEventType[] = ['emailsent', 'followupdue', 'tracking', 'newmail', 'mailchanged'];
export const NOTIFICATION_EMAIL_SENT_TITLE = 'Email Sent';
export const emailSentBody = (subject: string) => (subject ? `Your scheduled email "${subject}" has been sent.` : 'Your scheduled email has been sent.');

const subscribers = new Set<ServerEventHandlers>();
let source: EventSource | null = null;

function open() {
  if (source || typeof EventSource === 'undefined') return;
  source = new EventSource('/api/events', { withCredentials: true });
  for (const type of TYPES) {
    source.addEventListener(type, (event) => {
      let data: ServerEventData = {};
      try {
        data = JSON.parse((event as MessageEvent<string>).data) as ServerEventData;
      } catch {
        // A malformed event carries nothing useful; handlers still hear of it.
      }
      for (const handlers of [...subscribers]) handlers[type]?.(data);
    });
  }
}

function closeIfIdle() {
  if (subscribers.size > 0 || !source) return;
  source.close();
  source = null;
}

export function subscribeToServerEvents(handlers: ServerEventHandlers): () => void {
  subscribers.add(handlers);
  open();
  return () => {
    subscribers.delete(handlers);
    closeIfIdle();
  };
}

/** Shows a browser notification when the user allowed them; never throws. */
export function notify(title: string, body: string) {
  try {
    if (typeof Notification !== 'undefined' && Notification.permission === 'granted') new Notification(title, { body });
  } catch {
    // Some browsers only allow notifications from a service worker; the in-page update still happens.
  }
}

/** Asks for notification permission once, when the user has not decided yet. */
export function requestNotificationPermissionOnce() {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
  void Notification.requestPermission().catch(() => {});
}

/** The window event fired for each due follow-up; `event.detail` is `{ id, subject, recipient }`. */
export const FOLLOW_UP_DUE_WINDOW_EVENT = 'followupdue';
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
        if (data.status !== 'failed') notify(NOTIFICATION_EMAIL_SENT_TITLE, emailSentBody(String(data.subject ?? '')));
      },
      followupdue: onFollowUpDue,
    });
  }, [enabled]);
}
