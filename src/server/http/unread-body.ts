/**
 * Reads to its end a request body the app answered without reading, before
 * the answer leaves, so a keep-alive client gets its answer instead of a
 * reset connection.
 *
 * A route may refuse a request from its headers alone (a Content-Length over
 * the body limit, no session). @hono/node-server then gives up on the unread
 * rest after half a second by destroying the socket, and Hono's body stream,
 * once opened and left unread, holds the socket paused so that rest never
 * arrives: the client, still writing, sees ECONNRESET or EPIPE and never reads
 * the 413. Reading the rest here, whatever the route, keeps the connection
 * usable for the next request.
 */
import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';

/** More than the largest body limit (a 40 MB send), so every refusal of a plausible upload reaches its client. */
export const UNREAD_BODY_DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;
/** A client that stops sending halfway is not waited on for long. */
const DRAIN_TIMEOUT_MS = 30_000;

/**
 * Discards the rest of `incoming`. Resolves true when the body ended, false
 * when it grew past `limitBytes`, failed or stalled past `timeoutMs`; reading
 * stops then, and the connection cannot carry another request.
 */
export function drainIncoming(incoming: IncomingMessage, limitBytes: number, timeoutMs: number): Promise<boolean> {
  if (incoming.readableEnded) return Promise.resolve(true);
  return new Promise((resolve) => {
    let bytes = 0;
    const finish = (ended: boolean) => {
      clearTimeout(timer);
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onFailure);
      incoming.off('close', onFailure);
      if (!ended) incoming.pause();
      resolve(ended);
    };
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > limitBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onFailure = () => finish(incoming.readableEnded);
    const timer = setTimeout(() => finish(false), timeoutMs);
    // The web stream wrapping the body listens here too and pauses the socket while nobody pulls from it;
    // nobody will now. Node's own discarding of an unread request drops these listeners the same way.
    incoming.removeAllListeners('data');
    incoming.on('data', onData);
    incoming.once('end', onEnd);
    incoming.once('error', onFailure);
    incoming.once('close', onFailure);
    incoming.resume();
  });
}

/**
 * Middleware, registered first so it wraps every route and the error
 * handler: after the answer is ready, reads what is left of the request body
 * on the Node socket (nothing when served without one, as in tests calling
 * `app.request`). A body too large to be worth reading gets its answer with
 * `Connection: close` instead.
 */
export function finishReadingBody(
  limitBytes = UNREAD_BODY_DRAIN_LIMIT_BYTES,
  timeoutMs = DRAIN_TIMEOUT_MS,
): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return;
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (!incoming || typeof incoming.resume !== 'function' || incoming.readableEnded || incoming.destroyed) return;
    const declared = Number(incoming.headers['content-length'] ?? 0);
    const ended = declared <= limitBytes && (await drainIncoming(incoming, limitBytes, timeoutMs));
    if (!ended) closeAfter(c);
  };
}

function closeAfter(c: Parameters<MiddlewareHandler>[0]): void {
  try {
    c.res.headers.set('Connection', 'close');
  } catch {
    // A response whose headers are frozen (one passed through from fetch) is copied first.
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set('Connection', 'close');
  }
}
