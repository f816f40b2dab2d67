/**
 * The signed-in user's server events: one shared EventSource on /api/events
 * (emailsent, followupdue, tracking, newmail, mailchanged, import), opened with the
 * first subscriber and closed with the last, fanned out to every subscriber.
 */

export type ServerEventType = 'emailsent' | 'followupdue' | 'tracking' | 'newmail' | 'mailchanged' | 'import';
export type ServerEventData = Record<string, unknown>;
export type ServerEventHandlers = Partial<Record<ServerEventType, (data: ServerEventData) => void>>;

const TYPES: readonly ServerEventType[] = ['emailsent', 'followupdue', 'tracking', 'newmail', 'mailchanged', 'import'];

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

/** The window event fired for each due follow-up; `event.detail` is `{ id, subject, recipient }`. */
export const FOLLOW_UP_DUE_WINDOW_EVENT = 'followupdue';
