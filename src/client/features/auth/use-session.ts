/**
 * The signed-in user, from better-auth's `GET /api/auth/get-session`
 * (`{ session, user }`, or `null` when signed out). A check the server could
 * not answer (no connection, or a 5xx such as 503 while the database is down)
 * is not a sign-out: it is reported as `error`, so the guard shows the
 * server's message with a retry instead of sending the visitor to /auth.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../lib/api';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  image?: string | null;
}

export interface SessionData {
  session: { id: string; expiresAt: string; userId?: string };
  user: SessionUser;
}

export const sessionQueryKey = ['auth', 'session'] as const;

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) => api.get<SessionData | null>('/api/auth/get-session', signal),
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

export function useSession(): UseSession {
  const { data, isPending, error, refetch } = useQuery(sessionQueryOptions);
  const user = data?.user ?? null;
  return {
    user,
    session: data?.session ?? null,
    isPending,
    isSignedIn: user !== null,
    error: isSessionCheckUnavailable(error) ? error : null,
    retry: () => void refetch(),
  };
}
