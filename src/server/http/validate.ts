/**
 * Reading a request: the one JSON reader, body limits, and the checks every
 * input passes before a schema sees it. Failures are domain errors, answered
 * as a 4xx in the API's error shape, never a 500.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { Invalid } from '../../core/errors';
import { ERR_NUL_CHARACTER } from '../../core/schemas';
import { errorBody } from './errors';

/**
 * The path (`to.0`, `name`) of the first string in `value` (keys included)
 * that holds a NUL character, or undefined. PostgreSQL text cannot store NUL,
 * so such input is refused before it reaches a query.
 */
export function findNul(value: unknown, path: readonly (string | number)[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'body' : undefined;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findNul(item, [...path, i]);
      if (found !== undefined) return found;
    }
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '')].join('.');
      const found = findNul(item, [...path, key]);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** Refuses a parsed body or query holding a NUL character anywhere, naming the field. */
export function refuseNul(value: unknown): void {
  const field = findNul(value);
  if (field !== undefined) throw new Invalid('VALIDATION_ERROR', `${field}: ${ERR_NUL_CHARACTER}`, { field });
}

export const TEXT_INVALID_JSON = 'The request body is not valid JSON.';

/** Parses a request body as JSON; an empty body is `{}` so a route whose fields are all optional needs none. */
export function parseJsonText(text: string): unknown {
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Invalid('INVALID_JSON', TEXT_INVALID_JSON);
  }
  refuseNul(body);
  return body;
}

/**
 * The one JSON reader. It runs after the body limit and before the route's
 * schema: it parses the body whatever its Content-Type says (clients that
 * send JSON as text/plain, or none, were always served), refuses NUL
 * characters, and hands the parsed value to the schema validator.
 */
export const readJsonBody: MiddlewareHandler = async (c, next) => {
  const body = parseJsonText(await c.req.text());
  c.req.bodyCache.json = Promise.resolve(body);
  if (!/^application\/([\w.-]+\+)?json\b/i.test(c.req.header('content-type') ?? '')) {
    c.req.raw.headers.set('content-type', 'application/json');
  }
  await next();
};

/** Every query value is checked for NUL before its schema reads it. */
export const refuseNulInQuery: MiddlewareHandler = async (c, next) => {
  refuseNul(c.req.queries());
  await next();
};

export function limitBody(maxBytes: number, message = `The request is larger than ${Math.ceil(maxBytes / 1024)} KB.`) {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) => c.json(errorBody('PAYLOAD_TOO_LARGE', message), 413),
  });
}

