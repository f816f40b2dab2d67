import { MutationCache, onlineManager, QueryClient } from '@tanstack/react-query';
import { changeHoldHooks, holdListsForReplay } from '../api/change-hold';
import { ApiError } from '../api/errors';
import { hasUnsent } from './offline/outbox';

/** The app's one TanStack Query cache (signed-in areas only; the landing page does not load it). */
export const queryClient = new QueryClient({
  mutationCache: new MutationCache(changeHoldHooks),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will not get better by asking again.
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
    },
    // A change made offline runs at once: the mail ones go to the outbox, the rest say the network is missing,
    // instead of waiting silently (TanStack's default) for a network that may come back after the tab is closed.
    mutations: { retry: false, networkMode: 'always' },
  },
});

// TanStack Query assumes it starts online and only listens for changes; a page loaded without a network must
// start paused, showing the saved offline copy instead of failing every request.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

// Subscribed before the query client mounts (it subscribes when the provider renders), so this runs before the
// lists' own refetch on reconnect: changes queued offline hold the lists until the outbox has replayed them.
onlineManager.subscribe((online) => {
  if (online && hasUnsent()) holdListsForReplay();
});
