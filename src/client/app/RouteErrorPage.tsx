import { useRouteError } from './routing';

export const ROUTE_ERROR_TITLE = 'Something went wrong';
export const ROUTE_ERROR_DESCRIPTION = 'This screen failed to load. Reloading usually fixes it.';

/** Last-resort screen for a route that threw or whose code failed to download (e.g. after a deploy). */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className="grid min-h-dvh place-items-center px-6">
      <div className="max-w-sm text-center">
        <h1 className="text-xl font-semibold tracking-tight">{ROUTE_ERROR_TITLE}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{ROUTE_ERROR_DESCRIPTION}</p>
        <div className="mt-6 flex justify-center gap-2">
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="h-9 rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90"
          >
            Reload
          </button>
          <a href="/" className="inline-flex h-9 items-center rounded-md border px-4 text-sm font-medium hover:bg-accent">
            Home
          </a>
        </div>
      </div>
    </main>
  );
}
