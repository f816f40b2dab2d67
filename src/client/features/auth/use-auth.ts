/**
 * Sign-in, sign-up, sign-out and Google sign-in against better-auth's
 * endpoints under `/api/auth`. Each success refreshes the cached session
 * before resolving, so the route guard sees the new state at once.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { sessionQueryOptions } from './use-session';

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
      await api.post('/api/auth/sign-in/email', { email: input.email.trim(), password: input.password });
      return refreshSession(queryClient);
    },
  });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignUpInput) => {
      const name = `${input.firstName.trim()} ${input.lastName.trim()}`.trim();
      await api.post('/api/auth/sign-up/email', { name, email: input.email.trim(), password: input.password });
      return refreshSession(queryClient);
    },
  });
}

/**
 * Signs out. The caller navigates away first, then calls `forget()` to drop
 * every cached row of this user. `forget` removes the queries instead of
 * setting the session to null: a null session would make the still-mounted
 * guard bounce to /auth before the navigation commits.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => api.post<unknown>('/api/auth/sign-out', {}),
  });
  const forget = () => queryClient.removeQueries();
  return { ...mutation, forget };
}

export interface AuthOptions {
  google: boolean;
}

export const authOptionsQueryOptions = {
  queryKey: ['auth', 'options'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get<AuthOptions>('/api/auth/options', signal),
  staleTime: Infinity,
  retry: false,
};

export const GOOGLE_CALLBACK_PATH = '/auth/callback/google';

/** Asks the server for Google's consent URL; the caller sends the browser there. */
export async function startGoogleSignIn(): Promise<string> {
  const { url } = await api.post<{ url: string }>('/api/auth/sign-in/social', {
    provider: 'google',
    callbackURL: GOOGLE_CALLBACK_PATH,
    errorCallbackURL: `${GOOGLE_CALLBACK_PATH}?error=1`,
  });
  return url;
}
