/**
 * The API's one error shape: `{ "error": { "code": "...", "message": "..." } }`.
 * Services throw domain errors (core/errors.ts); this module is the one place
 * that gives each kind its HTTP status. Anything else becomes a 500 with a
 * generic message and is logged, so no stack trace ever reaches a client.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorKind } from '../../core/errors';

const STATUS: Record<ErrorKind, ContentfulStatusCode> = {
  invalid: 400,
  unauthenticated: 401,
  provider_auth: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unprocessable: 422,
  rate_limited: 429,
  provider_failed: 502,
  unavailable: 503,
  provider_timeout: 504,
};

export function statusOf(kind: ErrorKind): ContentfulStatusCode {
  return STATUS[kind];
}

export function errorBody(code: string, message: string) {
  return { error: { code, message } };
}
