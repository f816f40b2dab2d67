import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from './routing';
import { queryClient } from '../lib/query-client';
import { persistOfflineCache, restoreOfflineCache } from '../lib/offline/cache';

/** The saved offline copy is back in the cache before the first signed-in screen renders (the route waits for it). */
export const sessionRootReady = restoreOfflineCache(queryClient).then(() => {
  persistOfflineCache(queryClient);
});

/** Parent of every route that needs the session or server data (auth pages and the app). */
export function SessionRoot() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}

