/**
 * The browser's one door to the server: Hono's typed client over the /api
 * routes, whose request and response types are inferred from the schemas the
 * server declares (`AppType`). Rename a field on the server and every screen
 * that reads it fails to compile. Only this folder calls the network.
 */
import { hc, type ClientResponse } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { AppType } from '../../server/app';
import { ApiError, NETWORK_ERROR_MESSAGE, toApiError } from './errors';
import { serverUnreachable } from './reachability';

/** Same-origin JSON with the session cookie; a request that never got an answer is an ApiError with status 0. */
async function apiFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  try {
    const response = await fetch(input, { ...init, headers, credentials: 'same-origin' });
    // A proxy's "bad gateway" or "gateway timeout": the server behind it may be gone (checked before going offline).
    if (response.status === 502 || response.status === 504) serverUnreachable();
    return response;
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    serverUnreachable();
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }
}

export const api = hc<AppType>('/api', { fetch: apiFetch });

/** The body type of a call's successful (2xx) answers. */
export type Ok<R> = R extends ClientResponse<infer Body, infer Status, infer _Format> ? (Status extends SuccessStatusCode ? Body : never) : never;

/** Awaits a typed call: its 2xx JSON body, or an ApiError carrying the server's code and message. */
export async function unwrap<R extends ClientResponse<unknown, number, string>>(call: Promise<R>): Promise<Ok<R>> {
  return (await readAnswer(await call)) as Ok<R>;
}

/** A response's JSON body when it is 2xx, else an ApiError with the server's code and message. */
export async function readAnswer(response: Pick<Response, 'ok' | 'status' | 'text'>): Promise<unknown> {
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
  return payload;
}
