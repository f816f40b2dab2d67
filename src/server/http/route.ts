/**
 * The one way an /api route is declared: @hono/zod-openapi's `createRoute`
 * with zod schemas for its params, query, JSON body and responses. From that
 * one declaration come the request validation, the OpenAPI document and the
 * browser client's types (`hc<AppType>`), so a field is typed once.
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { z, type ZodError, type ZodType } from 'zod';
import { DomainError, Invalid, NotFound } from '../../core/errors';
import type { AppEnv } from './context';
import { limitBody, readJsonBody, refuseNulInQuery } from './validate';

export { createRoute } from '@hono/zod-openapi';

/**
 * What a schema check may carry in its `params` to choose the error a
 * failure becomes: a domain error (an id that cannot exist is simply not
 * found) or a code kept from before the schema existed (REQUIRED_FIELDS).
 */
export interface IssueParams {
  error?: () => DomainError;
  code?: string;
}

/** Turns the first failed check into a domain error naming the field. */
export function invalidInput(error: ZodError): DomainError {
  const issue = error.issues[0];
  if (!issue) return new Invalid('VALIDATION_ERROR', 'Invalid request');
  const field = issue.path.length > 0 ? issue.path.join('.') : 'body';
  const params = (issue.code === 'custom' ? issue.params : undefined) as IssueParams | undefined;
  if (params?.error) return params.error();
  if (params?.code) return new Invalid(params.code, issue.message, { field });
  return new Invalid('VALIDATION_ERROR', `${field}: ${issue.message}`, { field });
}

/** A router whose validation failures are thrown as domain errors for the app's one error handler. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw invalidInput(result.error);
    },
  });
}

const ID = /^[A-Za-z0-9_-]{1,200}$/;

/** A path id that could exist; anything else (traversal, SQL, control characters) is simply not found. */
export function pathId(notFound: () => DomainError = () => new NotFound('NOT_FOUND', 'Not found')) {
  return z.string().refine((value) => ID.test(value), { params: { error: notFound } satisfies IssueParams });
}

/** A JSON request body: read by the one JSON reader after `limit` bytes are checked, then validated by `schema`. */
export function jsonBody<S extends ZodType>(schema: S) {
  return { content: { 'application/json': { schema } }, required: true } as const;
}

/** Middleware for a route with a JSON body: its size limit first, then the one JSON reader. */
export function bodyOf(maxBytes: number, tooLargeMessage?: string): MiddlewareHandler[] {
  return [limitBody(maxBytes, tooLargeMessage), readJsonBody];
}

/** Middleware for a route with a query: NUL is refused in any value, as in bodies. */
export const queryChecks: MiddlewareHandler[] = [refuseNulInQuery];

/** A JSON response. */
export function json<S extends ZodType>(schema: S, description: string) {
  return { content: { 'application/json': { schema } }, description } as const;
}

export const errorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

/** Documented error answers; their bodies are all the one error shape. */
export function errors(...statuses: (400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 502 | 503 | 504)[]) {
  return Object.fromEntries(statuses.map((status) => [status, json(errorSchema, ERROR_DESCRIPTIONS[status])])) as Record<
    (typeof statuses)[number],
    ReturnType<typeof json<typeof errorSchema>>
  >;
}

const ERROR_DESCRIPTIONS = {
  400: 'The input breaks a rule; the message names the field.',
  401: 'Not signed in, or the mail provider refused our credentials.',
  403: 'Not allowed.',
  404: 'Not found for this user.',
  409: 'The thing is not in a state that allows this.',
  413: 'The body is larger than this route takes.',
  422: 'Well-formed but cannot be acted on.',
  429: 'Too many requests.',
  502: 'The mail provider or model failed.',
  503: 'Unavailable for now; try again.',
  504: 'The mail provider did not answer in time.',
} as const;

/**
 * A value that passes `check`, typed as T; a failure answers `code` with
 * `message`. For fields whose refusals had their own codes before they had
 * schemas (REQUIRED_FIELDS for a missing or blank text, whatever its type).
 */
export function checked<T>(check: (value: unknown) => boolean, code: string, message: string) {
  return z.custom<T>(check, { message, params: { code } satisfies IssueParams });
}

/** The options of a `refine` whose failure answers `code` with `message`. */
export function rule(code: string, message: string) {
  return { message, params: { code } satisfies IssueParams };
}
