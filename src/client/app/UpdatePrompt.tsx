import { useRegisterSW } from 'virtual:pwa-register/react';
import { RefreshCw } from 'lucide-react';
import { Button } from '../ui/button';

export const TEXT_UPDATE_AVAILABLE = 'A new version of Email Buddy is ready.';
export const TEXT_UPDATE_RELOAD = 'Reload';
export const TEXT_UPDATE_LATER = 'Later';

/**
 * How long Reload waits for the new build to take over before reloading anyway. The browser hands over only once
 * the running worker has no work in hand, and on a busy machine that once never came within 40 s (a browser test):
 * a click on Reload must reload. If the old build still answers that load, the new one is still waiting, and the
 * page offers it again.
 */
const RELOAD_FALLBACK_MS = 3_000;

/**
 * Registers the service worker and, when a newer build has been downloaded, asks before switching to it: reloading
 * under someone mid-sentence would lose what they are typing, so the old code keeps running until they choose.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    // Marks the page once its worker registration listens for updates: a build that starts installing before
    // then is the registration's own business, not news for this page (the browser tests wait for the mark).
    onRegisteredSW: () => document.documentElement.setAttribute('data-sw-registered', ''),
  });
  if (!needRefresh) return null;
  return (
    <div
      role="status"
      className="fixed bottom-4 left-1/2 z-[70] flex w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 items-center gap-3 rounded-lg border bg-card px-4 py-3 text-sm text-card-foreground shadow-lg"
    >
      <RefreshCw className="size-4 shrink-0 text-primary" aria-hidden="true" />
      <span className="flex-1">{TEXT_UPDATE_AVAILABLE}</span>
      <Button size="sm" variant="ghost" onClick={() => setNeedRefresh(false)}>
        {TEXT_UPDATE_LATER}
      </Button>
      <Button
        size="sm"
        onClick={() => {
          void updateServiceWorker(true);
          window.setTimeout(() => window.location.reload(), RELOAD_FALLBACK_MS);
        }}
      >
        {TEXT_UPDATE_RELOAD}
      </Button>
    </div>
  );
}
