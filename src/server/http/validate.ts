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

/** A value on the walk and how it was reached, so a path is spelled out only for the one that holds NUL. */
interface Visit {
  value: unknown;
  at?: string | number;
  parent?: Visit;
}

function pathOf(visit: Visit): string {
  const path: (string | number)[] = [];
  for (let v: Visit | undefined = visit; v?.at !== undefined; v = v.parent) path.unshift(v.at);
  return path.join('.');
}

/**
 * The path (`to.0`, `name`) of the first string in `value` (keys included)
 * that holds a NUL character, or undefined. PostgreSQL text cannot store NUL,
 * so such input is refused before it reaches a query. The walk keeps its own
 * stack: a body nested thousands of levels deep must get its 400, not
 * overflow the call stack.
 */
export function findNul(value: unknown): string | undefined {
  const stack: Visit[] = [{ value }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const current = visit.value;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return pathOf(visit) || 'body';
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], at: i, parent: visit });
    } else if (current !== null && typeof current === 'object') {
      // In reverse, so that each key is checked just before its value, in the object's order. A key is
      // named without its NUL, which would not show.
      const entries = Object.entries(current);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i]!;
        stack.push({ value: item, at: key, parent: visit }, { value: key, at: key.replaceAll('\u0000', ''), parent: visit });
      }
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
  const text = await c.req.text();
  const body = parseJsonText(text);
  c.req.bodyCache.json = Promise.resolve(body);
  // The schema validator parses the cached text once more, and an empty text is not JSON. (Hono keeps
  // promises in the cache, whatever its type says.)
  if (text.trim() === '') c.req.bodyCache.text = Promise.resolve('{}') as unknown as string;
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

