/**
 * The signed-in user, from better-auth's `GET /api/auth/get-session`
 * (`{ session, user }`, or `null` when signed out). A failed check counts as
 * signed out: the guard then sends the visitor to /auth.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

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
}

export function useSession(): UseSession {
  const { data, isPending } = useQuery(sessionQueryOptions);
  const user = data?.user ?? null;
  return { user, session: data?.session ?? null, isPending, isSignedIn: user !== null };
}
