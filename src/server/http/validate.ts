/** Request parsing that fails with a 4xx in the API's error shape, never a 500. */
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import { ERR_NUL_CHARACTER } from '../../core/schemas';
import { describeZodError, errorBody, HttpError } from './errors';

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
  if (field !== undefined) throw new HttpError(400, 'VALIDATION_ERROR', `${field}: ${ERR_NUL_CHARACTER}`);
}

export const TEXT_INVALID_JSON = 'The request body is not valid JSON.';

export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  const text = await c.req.text();
  if (text.trim() === '') {
    body = {};
  } else {
    try {
      body = JSON.parse(text);
    } catch {
      throw new HttpError(400, 'INVALID_JSON', TEXT_INVALID_JSON);
    }
  }
  refuseNul(body);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new HttpError(400, 'VALIDATION_ERROR', describeZodError(parsed.error));
  return parsed.data;
}

export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const query = c.req.query();
  refuseNul(query);
  const parsed = schema.safeParse(query);
  if (!parsed.success) throw new HttpError(400, 'VALIDATION_ERROR', describeZodError(parsed.error));
  return parsed.data;
}

const ID = /^[A-Za-z0-9_-]{1,200}$/;

/** A route id that could exist; anything else (traversal, SQL, control characters) is simply not found. */
export function readId(c: Context, name: string, notFound: () => HttpError): string {
  const value = c.req.param(name) ?? '';
  if (!ID.test(value)) throw notFound();
  return value;
}

export function limitBody(maxBytes: number, message = `The request is larger than ${Math.ceil(maxBytes / 1024)} KB.`) {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) => c.json(errorBody('PAYLOAD_TOO_LARGE', message), 413),
  });
}
