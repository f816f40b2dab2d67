/** GET /api/events: the signed-in user's server-sent events, with a heartbeat so proxies keep it open. */
import { streamSSE } from 'hono/streaming';
import type { EventBus, AppEvent } from './events';
import { createRoute, createRouter } from './http/route';

export const HEARTBEAT_MS = 25_000;

const eventsRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['events'],
  summary: "The signed-in user's server-sent events: emailsent, followupdue, tracking, newmail, mailchanged",
  responses: {
    200: {
      description: 'A text/event-stream: a ready event, then one event per change, each data a JSON object, with a heartbeat comment every 25 s',
    },
  },
});

export function createEventRoutes(bus: EventBus) {
  return createRouter().openapi(eventsRoute, (c) => {
    const userId = c.get('user').id;
    return streamSSE(c, async (stream) => {
      const queue: AppEvent[] = [];
      let wake: (() => void) | undefined;
      const unsubscribe = bus.subscribe(userId, (event) => {
        queue.push(event);
        wake?.();
      });
      stream.onAbort(() => {
        unsubscribe();
        wake?.();
      });
      await stream.writeSSE({ event: 'ready', data: '{}' });
      while (!stream.aborted && !stream.closed) {
        const event = queue.shift();
        if (event) {
          await stream.writeSSE({ event: event.type, data: JSON.stringify(event.data) });
          continue;
        }
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, HEARTBEAT_MS).unref?.();
        });
        wake = undefined;
        if (queue.length === 0 && !stream.aborted) await stream.write(': heartbeat\n\n');
      }
      unsubscribe();
    });
  });
}
