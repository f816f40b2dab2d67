/**
 * How the browser sees a failed call to our API: a non-2xx answer becomes an
 * `ApiError` carrying the server's `{ "error": { "code", "message" } }`, and
 * no answer at all is status 0 with a readable message.
 */

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** The input field a 400 names (`actions.0.to`), when the server said which. */
  readonly field?: string;

  constructor(status: number, code: string, message: string, field?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    if (field) this.field = field;
  }
}

export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';

function statusMessage(status: number): string {
  if (status === 401) return 'You are not signed in';
  if (status === 403) return 'You do not have access to this';
  if (status === 404) return 'Not found';
  if (status === 429) return 'Too many requests. Please wait a moment and try again.';
  if (status >= 500) return 'Something went wrong on the server';
  return `Request failed (${status})`;
}

/** Reads `{ error: { code, message, field? } }`; tolerates better-auth's flat `{ code, message }`. */
export function toApiError(status: number, payload: unknown): ApiError {
  const p = (payload ?? {}) as { error?: unknown; code?: unknown; message?: unknown };
  const inner = (typeof p.error === 'object' && p.error !== null ? p.error : p) as {
    code?: unknown;
    message?: unknown;
    field?: unknown;
  };
  const code = typeof inner.code === 'string' && inner.code ? inner.code : `HTTP_${status}`;
  const message =
    typeof inner.message === 'string' && inner.message
      ? inner.message
      : typeof p.error === 'string' && p.error
        ? p.error
        : statusMessage(status);
  return new ApiError(status, code, message, typeof inner.field === 'string' && inner.field ? inner.field : undefined);
}

/** The message to show a person for any thrown value. */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError || err instanceof Error) return err.message;
  return 'Something went wrong';
}
