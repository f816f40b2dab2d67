import { lazy, Suspense, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from './routing';
import { signInPathFor } from '../features/auth/safe-next';
import { useSession } from '../api/auth';
import { useOfflinePrefetch } from '../api/offline-prefetch';
import { useOutboxReplay } from '../api/outbox';
import { useServerEvents } from '../lib/notifications';
import { LogoMark } from '../ui/logo';
import { Button } from '../ui/button';
import { preloadDialogs } from '../ui/dialog';
import { Spinner } from '../ui/spinner';
import { AppHeader } from './shell/AppHeader';
import { OfflineBanner } from './shell/OfflineBanner';
import { usePaletteShortcut } from './shell/palette-shortcut';
import { useShortcuts } from './shell/use-shortcuts';

// The palette (cmdk) and the ? help load the first time they are asked for: most visits open neither. The help
// shows in the app's dialog, whose code is fetched beside the help's instead of after it.
const CommandPalette = lazy(() => import('./shell/CommandPalette').then((m) => ({ default: m.CommandPalette })));
const ShortcutsHelp = lazy(() => Promise.all([import('./shell/ShortcutsHelp'), preloadDialogs()]).then(([m]) => ({ default: m.ShortcutsHelp })));

export const SESSION_LOADING_LABEL = 'Loading your workspace';
export const TEXT_SESSION_CHECK_FAILED = 'Email Buddy is not available right now';
export const TEXT_RETRY = 'Try again';
export const TEXT_SKIP_TO_CONTENT = 'Skip to content';

/**
 * Every signed-in screen: the session guard (a signed-out visitor goes to
 * /auth?next=<where they were going>), the app header, the command palette
 * and the keyboard shortcuts with their ? help.
 */
export function AppLayout() {
  const { user, isPending, error, retry } = useSession();
  const location = useLocation();
  const [paletteOpen, setPaletteOpen] = useState(false);
  // Once opened, the palette stays mounted: closing it plays its fade-out.
  const paletteWanted = useRef(false);
  paletteWanted.current ||= paletteOpen;
  const [helpOpen, setHelpOpen] = useState(false);
  const [helpLoaded, setHelpLoaded] = useState(false);
  // Keys count from the loading screen on: what is pressed before the session is confirmed happens once it is.
  usePaletteShortcut(setPaletteOpen, user !== null || isPending);
  useShortcuts(user !== null ? 'on' : isPending ? 'waiting' : 'off', () => {
    setHelpLoaded(true);
    setHelpOpen(true);
  });
  useServerEvents(user !== null);
  useOutboxReplay(user !== null);
  useOfflinePrefetch(user !== null);

  if (isPending) {
    return (
      <div className="grid min-h-dvh place-items-center">
        <div className="flex flex-col items-center gap-4">
          <LogoMark className="size-10 rounded-xl" />
          <Spinner className="text-muted-foreground" label={SESSION_LOADING_LABEL} />
        </div>
      </div>
    );
  }

  // The server could not check the session (e.g. its database is down): say so, and keep the visitor here.
  if (!user && error) {
    return (
      <div className="grid min-h-dvh place-items-center p-6">
        <div role="alert" className="flex max-w-md flex-col items-center gap-4 text-center">
          <LogoMark className="size-10 rounded-xl" />
          <h1 className="text-lg font-semibold">{TEXT_SESSION_CHECK_FAILED}</h1>
          <p className="text-sm text-muted-foreground">{error.message}</p>
          <Button onClick={retry}>{TEXT_RETRY}</Button>
        </div>
      </div>
    );
  }

  if (!user) {
    return <Navigate to={signInPathFor(location.pathname + location.search + location.hash)} replace />;
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <AppHeader user={user} onOpenPalette={() => setPaletteOpen(true)} />
      <OfflineBanner />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      {paletteWanted.current && (
        <Suspense fallback={null}>
          <CommandPalette open={paletteOpen} setOpen={setPaletteOpen} />
        </Suspense>
      )}
      {helpLoaded && (
        <Suspense fallback={null}>
          <ShortcutsHelp open={helpOpen} onOpenChange={setHelpOpen} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * The first stop of Tab on every signed-in screen, hidden until focused: it
 * takes a keyboard user past the header's links to the screen itself. Focus is
 * moved by hand, since following "#main" would put a hash in the route.
 */
function SkipLink() {
  return (
    <a
      href="#main"
      onClick={(e) => {
        e.preventDefault();
        document.getElementById('main')?.focus();
      }}
      className="sr-only z-50 rounded-md bg-primary text-sm font-medium text-primary-foreground shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2.5 focus:ring-2 focus:ring-ring focus:ring-offset-2"
    >
      {TEXT_SKIP_TO_CONTENT}
    </a>
  );
}
