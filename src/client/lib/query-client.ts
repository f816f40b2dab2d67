import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/errors';

/** The app's one TanStack Query cache (signed-in areas only; the landing page does not load it). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will not get better by asking again.
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
    },
    mutations: { retry: false },
  },
});
