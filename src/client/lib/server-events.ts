/**
 * The browser's one connection to `GET /api/events` (server-sent events for
 * the signed-in user). Every subscriber shares a single EventSource, opened on
 * the first subscription and closed when the last one leaves; the browser
 * reconnects by itself after a network drop.
 */

export const SERVER_EVENT_TYPES = ['newmail', 'mailchanged', 'emailsent', 'tracking', 'followupdue'] as const;
export type ServerEventType = (typeof SERVER_EVENT_TYPES)[number];

type Listener = (type: ServerEventType, data: unknown) => void;

const listeners = new Set<Listener>();
let source: EventSource | null = null;

function parse(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

function open(): void {
  if (source || typeof EventSource === 'undefined') return;
  source = new EventSource('/api/events', { withCredentials: true });
  for (const type of SERVER_EVENT_TYPES) {
    source.addEventListener(type, (event) => {
      const data = parse((event as MessageEvent).data);
      for (const listener of [...listeners]) listener(type, data);
    });
  }
}

/** Calls `listener` for every server event until the returned function is called. */
export function subscribeToServerEvents(listener: Listener): () => void {
  listeners.add(listener);
  open();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && source) {
      source.close();
      source = null;
    }
  };
}
