/**
 * The session and sign-in, sign-up, sign-out and Google sign-in against
 * better-auth's endpoints under /api/auth. better-auth serves these itself, so
 * they are not on the typed client; their answers are typed from core/auth.ts.
 * A session check the server could not answer (no connection, or a 5xx such as
 * 503 while the database is down) is not a sign-out: it is reported as
 * `error`, so the guard shows the server's message with a retry instead of
 * sending the visitor to /auth. Each sign-in or sign-up refreshes the cached
 * session before resolving, so the route guard sees the new state at once.
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AuthOptions, SessionData, SessionUser } from '../../core/auth';
import type { socialSignInSchema } from '../../core/auth';
import type { z } from 'zod';
import { adoptOwner, forgetOffline } from '../lib/offline/cache';
import { offlineOwner } from '../lib/offline/owner';
import { readAnswer } from './client';
import { ApiError, NETWORK_ERROR_MESSAGE } from './errors';

export type { SessionUser } from '../../core/auth';
type SocialSignIn = z.infer<typeof socialSignInSchema>;

type Json = Record<string, unknown> | unknown[] | null;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: Json;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** Calls a better-auth endpoint with JSON; its `{ code, message }` failures become ApiError like every other. */
export async function authRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
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

  return (await readAnswer(response)) as T;
}

export const sessionQueryKey = ['auth', 'session'] as const;

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: async ({ signal, client }) => {
    const data = await authRequest<SessionData | null>('/api/auth/get-session', { method: 'GET', signal });
    // Before any screen sees the answer: a saved offline copy that is not this person's is dropped.
    await (data?.user ? adoptOwner(client, data.user) : forgetOffline());
    return data;
  },
  staleTime: 5 * 60_000,
  retry: false,
});

export interface UseSession {
  user: SessionUser | null;
  session: SessionData['session'] | null;
  /** True only until the first answer (or failure) for this tab. */
  isPending: boolean;
  isSignedIn: boolean;
  /** Why the check failed when the server could not say whether anyone is signed in; null otherwise. */
  error: ApiError | null;
  /** Runs the check again. */
  retry(): void;
}

/** A failed check that says nothing about the session: the network or the server (e.g. its database) failed. */
export function isSessionCheckUnavailable(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

let unreachableThisVisit = false;

/**
 * The signed-in user. With no network at all (the check is paused, or never
 * reached the server) the owner of this browser's offline copy stands in, so
 * saved mail can be read; a server that answers decides, even with a 5xx.
 */
export function useSession(): UseSession {
  const { data, isPending, error, refetch, fetchStatus } = useQuery(sessionQueryOptions);
  if (data !== undefined) unreachableThisVisit = false;
  else if ((isPending && fetchStatus === 'paused') || (error instanceof ApiError && error.status === 0)) unreachableThisVisit = true;
  // Sticky for the visit: each screen that mounts asks again, and a failing check must not flip back to "Loading".
  const unreachable = unreachableThisVisit && data === undefined;
  const user = data?.user ?? (unreachable ? offlineOwner() : null);
  return {
    user,
    session: data?.session ?? null,
    isPending: isPending && !unreachable,
    isSignedIn: user !== null,
    error: isSessionCheckUnavailable(error) ? error : unreachable ? new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE) : null,
    retry: () => void refetch(),
  };
}

export interface SignInInput {
  email: string;
  password: string;
}

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

async function refreshSession(queryClient: QueryClient) {
  try {
    return await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
  } catch {
    return null;
  }
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignInInput) => {
      await authRequest('/api/auth/sign-in/email', { body: { email: input.email.trim(), password: input.password } });
      return refreshSession(queryClient);
    },
  });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignUpInput) => {
      const name = `${input.firstName.trim()} ${input.lastName.trim()}`.trim();
      await authRequest('/api/auth/sign-up/email', { body: { name, email: input.email.trim(), password: input.password } });
      return refreshSession(queryClient);
    },
  });
}

/**
 * Signs out. The caller navigates away first, then calls `forget()` to drop
 * every cached row of this user. `forget` removes the queries instead of
 * setting the session to null: a null session would make the still-mounted
 * guard bounce to /auth before the navigation commits. The offline copy in
 * IndexedDB (mail, outbox) goes too.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => authRequest<unknown>('/api/auth/sign-out', { body: {} }),
  });
  const forget = () => {
    queryClient.removeQueries();
    return forgetOffline();
  };
  return { ...mutation, forget };
}

export const authOptionsQueryOptions = {
  queryKey: ['auth', 'options'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => authRequest<AuthOptions>('/api/auth/options', { method: 'GET', signal }),
  staleTime: Infinity,
  retry: false,
};

export const GOOGLE_CALLBACK_PATH = '/auth/callback/google';

/** Asks the server for Microsoft's sign-in URL; the caller sends the browser there. */
export async function startMicrosoftSignIn(): Promise<string> {
  const { url } = await authRequest<SocialSignIn>('/api/auth/sign-in/social', {
    body: { provider: 'microsoft', callbackURL: '/dashboard', errorCallbackURL: '/auth?error=microsoft' },
  });
  return url;
}

/** Asks the server for Google's consent URL; the caller sends the browser there. */
export async function startGoogleSignIn(): Promise<string> {
  const { url } = await authRequest<SocialSignIn>('/api/auth/sign-in/social', {
    body: { provider: 'google', callbackURL: GOOGLE_CALLBACK_PATH, errorCallbackURL: `${GOOGLE_CALLBACK_PATH}?error=1` },
  });
  return url;
}
