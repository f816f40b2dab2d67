import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from './routing';
import { useToastsRequested } from '../ui/use-toast';

// The toast UI (Radix Toast) loads with the first toast, not with the landing page.
const Toaster = lazy(() => import('../ui/toast').then((m) => ({ default: m.Toaster })));
// The service worker is registered by the built app only: the dev server's modules change under it on every save.
const UpdatePrompt = import.meta.env.PROD ? lazy(() => import('./UpdatePrompt').then((m) => ({ default: m.UpdatePrompt }))) : null;

function DeferredToaster() {
  const requested = useToastsRequested();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** A thin bar at the top while the next screen's code loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-primary/15"
    >
      <div className="h-full w-full origin-left animate-indeterminate bg-primary" />
    </div>
  );
}

export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
      <DeferredToaster />
      {UpdatePrompt && (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      )}
    </>
  );
}
