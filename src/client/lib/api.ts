/**
 * Untyped calls for features not yet moved onto the typed client in
 * client/api/; it goes when the last one has moved.
 */
import { ApiError, NETWORK_ERROR_MESSAGE, toApiError } from '../api/errors';

export { ApiError, errorMessage, NETWORK_ERROR_MESSAGE } from '../api/errors';

type Json = Record<string, unknown> | unknown[] | null;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: Json;
  signal?: AbortSignal;
  headers?: Record<string, string>;
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

