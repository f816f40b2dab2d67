import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { signInPathFor } from '../features/auth/safe-next';
import { useSession } from '../features/auth/use-session';
import { useServerEvents } from '../lib/notifications';
import { LogoMark } from '../ui/logo';
import { Spinner } from '../ui/spinner';
import { AppHeader } from './shell/AppHeader';
import { CommandPalette } from './shell/CommandPalette';
import { useShortcuts } from './shell/use-shortcuts';

export const SESSION_LOADING_LABEL = 'Loading your workspace';

/**
 * Every signed-in screen: the session guard (a signed-out visitor goes to
 * /auth?next=<where they were going>), the app header, the command palette
 * and the keyboard shortcuts.
 */
export function AppLayout() {
  const { user, isPending } = useSession();
  const location = useLocation();
  const [paletteOpen, setPaletteOpen] = useState(false);
  useShortcuts(user !== null);
  useServerEvents(user !== null);

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

  if (!user) {
    return <Navigate to={signInPathFor(location.pathname + location.search + location.hash)} replace />;
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader user={user} onOpenPalette={() => setPaletteOpen(true)} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <CommandPalette open={paletteOpen} setOpen={setPaletteOpen} />
    </div>
  );
}
