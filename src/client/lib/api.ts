/**
 * The browser's one way to call our own API (`/api/*`, same origin, cookie session).
 * Sends and receives JSON; a non-2xx answer becomes an `ApiError` carrying the
 * server's `{ "error": { "code", "message" } }` (see ARCHITECTURE.md, API contract).
 */

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';

type Json = Record<string, unknown> | unknown[] | null;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: Json;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

function statusMessage(status: number): string {
  if (status === 401) return 'You are not signed in';
  if (status === 403) return 'You do not have access to this';
  if (status === 404) return 'Not found';
  if (status === 429) return 'Too many requests. Please wait a moment and try again.';
  if (status >= 500) return 'Something went wrong on the server';
  return `Request failed (${status})`;
}

/** Reads `{ error: { code, message } }`; tolerates better-auth's flat `{ code, message }`. */
function toApiError(status: number, payload: unknown): ApiError {
  const p = (payload ?? {}) as { error?: unknown; code?: unknown; message?: unknown };
  const inner = (typeof p.error === 'object' && p.error !== null ? p.error : p) as {
    code?: unknown;
    message?: unknown;
  };
  const code = typeof inner.code === 'string' && inner.code ? inner.code : `HTTP_${status}`;
  const message =
    typeof inner.message === 'string' && inner.message
      ? inner.message
      : typeof p.error === 'string' && p.error
        ? p.error
        : statusMessage(status);
  return new ApiError(status, code, message);
}

/**
 * Calls `path` (e.g. `/api/templates`) and returns the parsed JSON body
 * (`null` for an empty body). Throws `ApiError`; `status` 0 means the
 * request never got an answer.
 */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, signal, headers } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      signal,
      headers: {
        Accept: 'application/json',
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }

  const text = await response.text();
  let payload: unknown = null;
  if (text) {
    try {
      payload = JSON.parse(text);
    } catch {
      if (!response.ok) throw toApiError(response.status, null);
      throw new ApiError(response.status, 'INVALID_RESPONSE', 'The server sent an unreadable answer');
    }
  }
  if (!response.ok) throw toApiError(response.status, payload);
  return payload as T;
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiFetch<T>(path, { method: 'GET', signal }),
  post: <T>(path: string, body: Json = {}) => apiFetch<T>(path, { method: 'POST', body }),
  patch: <T>(path: string, body: Json = {}) => apiFetch<T>(path, { method: 'PATCH', body }),
  delete: <T>(path: string) => apiFetch<T>(path, { method: 'DELETE' }),
};

/** The message to show a person for any thrown value. */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError || err instanceof Error) return err.message;
  return 'Something went wrong';
}
