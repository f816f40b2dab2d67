/**
 * The Idempotency-Key header on every change a signed-in user makes (POST,
 * PUT, PATCH, DELETE under /api): the first request with a key runs and its
 * answer is kept for a day; the same request again with the same key gets that
 * answer back (with `Idempotent-Replayed: true`) and runs nothing, so a send
 * retried after a lost response never goes twice. The same key on another
 * request, or while the first is still running, is a 409. Answers that are
 * not JSON (a stream, a file) or are server errors are not kept: the retry
 * runs again. A request is told apart by its method, path, query and body;
 * a body larger than any route takes is not read here (the route's own limit
 * refuses it), and a streamed upload is left to its route untouched.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Database } from '../db/open';
import { idempotencyKey } from '../db/schema/idempotency';
import { SEND_BODY_LIMIT_BYTES } from '../mail/routes';
import type { AppEnv } from './context';
import { errorBody } from './errors';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
export const TEXT_IDEMPOTENCY_KEY_INVALID = 'Idempotency-Key must be 1 to 255 visible characters.';
export const TEXT_IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was already used for a different request.';
export const TEXT_IDEMPOTENCY_KEY_IN_USE = 'A request with this Idempotency-Key is still being handled; try again in a moment.';

const KEPT_MS = 24 * 60 * 60_000;
const VALID_KEY = /^[\x21-\x7e]{1,255}$/;
const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The request's body, read from a clone so that the route still reads it
 * itself (a multipart upload keeps its boundary); undefined, and read no
 * further, once it is longer than `maxBytes`.
 */
async function bodyUpTo(request: Request, maxBytes: number): Promise<Buffer | undefined> {
  if (!request.body) return Buffer.alloc(0);
  if (Number(request.headers.get('content-length')) > maxBytes) return undefined;
  const reader = request.clone().body!.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks, size);
    size += value.byteLength;
    if (size > maxBytes) {
      // Not awaited: a cancelled clone settles only once the route is done with the original.
      void reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
}

export interface IdempotencyOptions {
  /** The largest body a route takes: a send with its attachments. */
  maxBodyBytes?: number;
  /** Paths whose body is streamed to its route as it arrives (an mbox import): held here, it would be read twice. */
  streamed?: readonly string[];
}

export function idempotency(db: Database, options: IdempotencyOptions = {}): MiddlewareHandler<AppEnv> {
  const maxBodyBytes = options.maxBodyBytes ?? SEND_BODY_LIMIT_BYTES;
  const streamed = new Set(options.streamed);
  let lastSweep = 0;
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (key === undefined || !CHANGES.has(c.req.method) || streamed.has(c.req.path.replace(/\/+$/, ''))) return next();
    if (!VALID_KEY.test(key)) return c.json(errorBody('INVALID_IDEMPOTENCY_KEY', TEXT_IDEMPOTENCY_KEY_INVALID), 400);

    const userId = c.get('user').id;
    const body = await bodyUpTo(c.req.raw, maxBodyBytes);
    // Too large for any route, so its limit refuses it: there is nothing to run twice, nor an answer worth keeping.
    if (body === undefined) return next();
    const url = new URL(c.req.url);
    const requestHash = createHash('sha256').update(`${c.req.method} ${url.pathname}${url.search}\n`).update(body).digest('hex');
    const expired = new Date(Date.now() - KEPT_MS);
    if (Date.now() - lastSweep > 60 * 60_000) {
      lastSweep = Date.now();
      await db.delete(idempotencyKey).where(lt(idempotencyKey.createdAt, expired));
    }
    const mine = and(eq(idempotencyKey.userId, userId), eq(idempotencyKey.key, key));
    const claim = async () =>
      (await db.insert(idempotencyKey).values({ userId, key, requestHash }).onConflictDoNothing().returning({ key: idempotencyKey.key })).length > 0;
    let claimed = await claim();
    // A key last used more than a day ago is free again: the old answer goes (only when it is still that one), and the claim is tried once more.
    if (!claimed && (await db.delete(idempotencyKey).where(and(mine, lt(idempotencyKey.createdAt, expired))).returning({ key: idempotencyKey.key })).length > 0) {
      claimed = await claim();
    }

    if (!claimed) {
      const [first] = await db.select().from(idempotencyKey).where(mine);
      if (!first) return c.json(errorBody('IDEMPOTENCY_KEY_IN_USE', TEXT_IDEMPOTENCY_KEY_IN_USE), 409, { 'Retry-After': '1' });
      if (first.requestHash !== requestHash) return c.json(errorBody('IDEMPOTENCY_KEY_REUSED', TEXT_IDEMPOTENCY_KEY_REUSED), 409);
      if (first.status === null) return c.json(errorBody('IDEMPOTENCY_KEY_IN_USE', TEXT_IDEMPOTENCY_KEY_IN_USE), 409, { 'Retry-After': '1' });
      const headers = new Headers({ [REPLAYED_HEADER]: 'true' });
      if (first.contentType) headers.set('content-type', first.contentType);
      return new Response(first.status === 204 ? null : first.body, { status: first.status, headers });
    }

    let kept = false;
    try {
      await next();
      const contentType = c.res.headers.get('content-type');
      const status = c.res.status;
      const storable = status < 500 && (status === 204 || (contentType?.includes('application/json') ?? false));
      if (storable) {
        const text = status === 204 ? '' : await c.res.clone().text();
        await db.update(idempotencyKey).set({ status, contentType, body: text }).where(mine);
        kept = true;
      }
    } finally {
      // Nothing worth replaying (or the request failed): the key is free for the retry.
      if (!kept) await db.delete(idempotencyKey).where(and(mine, sql`${idempotencyKey.status} is null`)).catch(() => {});
    }
  };
}
