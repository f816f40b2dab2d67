/**
 * The signed-in user's server events (`GET /api/events`, server-sent events)
 * and the browser notifications they raise.
 *
 * Talks to: the server's event stream (one EventSource per tab, reconnected
 * by the browser) and the Notification API. Promises: each handler in
 * `serverEventHandlers` runs once per event; a `followupdue` is also
 * re-dispatched as the window event `followupdue` (detail: its data) so any
 * open screen can refresh, and shows the spec's "Follow-up Due" /
 * "Follow-ups Due" notification when permission is granted (asked once per
 * tab when undecided). Areas add their own event types to
 * `serverEventHandlers` (e.g. `emailsent` for scheduled sending).
 */
import { followUpDueNotice, type Notice } from '../../core/schedule/rules';

export type ServerEventType = 'emailsent' | 'followupdue' | 'tracking' | 'newmail' | 'mailchanged';
export type ServerEventData = Record<string, unknown>;
export type ServerEventHandler = (data: ServerEventData) => void;
export type ServerEventHandlers = Partial<Record<ServerEventType, ServerEventHandler>>;

export const SERVER_EVENTS_URL = '/api/events';
/** The window event fired for each due follow-up; `event.detail` is `{ id, subject, recipient }`. */
export const FOLLOW_UP_DUE_WINDOW_EVENT = 'followupdue';
/**
 * Due notices that arrive together (the sweep, several reminders due the
 * same minute) become one "Follow-ups Due" notification instead of a burst.
 */
export const NOTICE_BATCH_MS = 1000;

let permissionAsked = false;

/** Asks for notification permission once per tab when the user has not decided yet. */
export function requestNotificationPermission(): void {
  if (permissionAsked || typeof Notification === 'undefined' || Notification.permission !== 'default') return;
  permissionAsked = true;
  void Notification.requestPermission().catch(() => undefined);
}

/** Shows a browser notification when permission is granted; returns whether it did. */
export function showNotice(notice: Notice): boolean {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return false;
  try {
    new Notification(notice.title, { body: notice.body });
    return true;
  } catch {
    // Some mobile browsers only allow notifications from a service worker.
    return false;
  }
}

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
  if (notice) showNotice(notice);
}

/** Handles one `followupdue`: window event at once, notification batched over {@link NOTICE_BATCH_MS}. */
export function onFollowUpDue(data: ServerEventData): void {
  const item: DueFollowUp = { id: String(data.id ?? ''), subject: String(data.subject ?? ''), recipient: String(data.recipient ?? '') };
  window.dispatchEvent(new CustomEvent(FOLLOW_UP_DUE_WINDOW_EVENT, { detail: item }));
  dueBatch.push(item);
  batchTimer ??= setTimeout(flushDueBatch, NOTICE_BATCH_MS);
}

/** What the app layout subscribes with; each area adds its event here. */
export const serverEventHandlers: ServerEventHandlers = {
  followupdue: onFollowUpDue,
};

/**
 * Opens the tab's event stream and calls `handlers` for each event; returns
 * the function that closes it. Asks for notification permission if undecided.
 * Call once per tab (the app layout does).
 */
export function subscribeToServerEvents(handlers: ServerEventHandlers = serverEventHandlers): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  requestNotificationPermission();
  const source = new EventSource(SERVER_EVENTS_URL, { withCredentials: true });
  const listeners = Object.entries(handlers).map(([type, handler]) => {
    const listener = (event: MessageEvent<string>) => {
      let data: ServerEventData = {};
      try {
        const parsed: unknown = JSON.parse(event.data);
        if (parsed && typeof parsed === 'object') data = parsed as ServerEventData;
      } catch {
        return;
      }
      handler?.(data);
    };
    source.addEventListener(type, listener);
    return [type, listener] as const;
  });
  return () => {
    for (const [type, listener] of listeners) source.removeEventListener(type, listener);
    source.close();
  };
}
