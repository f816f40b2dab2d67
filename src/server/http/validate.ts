/** Request parsing that fails with a 4xx in the API's error shape, never a 500. */
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import { describeZodError, errorBody, HttpError } from './errors';

export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  const text = await c.req.text();
  if (text.trim() === '') {
    body = {};
  } else {
    try {
      body = JSON.parse(text);
    } catch {
      throw new HttpError(400, 'INVALID_JSON', 'The request body is not valid JSON.');
    }
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new HttpError(400, 'VALIDATION_ERROR', describeZodError(parsed.error));
  return parsed.data;
}

export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const parsed = schema.safeParse(c.req.query());
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
