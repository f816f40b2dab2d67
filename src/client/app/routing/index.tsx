/**
 * The client's router: the part of React Router's API the app uses (lazy routes, layouts with <Outlet>, links,
 * search parameters, history state, scroll restoration, an error screen), over the History API. React Router
 * was 31 kB gzipped of every first visit (its data router, form actions, fetchers and server rendering came
 * along); this is what the screens need of it.
 *
 * Like React Router's data router, a navigation to a screen whose code is not loaded yet keeps the current
 * screen (useNavigation() says "loading") until the code is in, then shows the new one at once.
 */
import {
  Component,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type ErrorInfo,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { flattenRoutes, matchBranches, type RouteMatch, type RouteObject } from './match';

export type { RouteObject } from './match';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** Unique per history entry: scroll positions are kept under it. */
  key: string;
}

export type To = string | { pathname?: string; search?: string; hash?: string };

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Keep the page where it is scrolled (a change of search parameters on the same screen). */
  preventScrollReset?: boolean;
}

export interface NavigateFunction {
  (to: To, options?: NavigateOptions): Promise<void>;
  (delta: number): Promise<void>;
}

interface RouterState {
  location: Location;
  matches: RouteMatch[];
  /** Set while the next screen's code loads. */
  loading: boolean;
  /** The history action that led here: a back or forward restores the scroll position. */
  action: 'push' | 'replace' | 'pop';
  preventScrollReset: boolean;
  error: unknown;
}

interface HistoryEntryState {
  usr?: unknown;
  key?: string;
}

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

function currentLocation(): Location {
  const entry = (window.history.state ?? {}) as HistoryEntryState;
  return { pathname: window.location.pathname, search: window.location.search, hash: window.location.hash, state: entry.usr ?? null, key: entry.key ?? 'default' };
}

function hrefOf(to: To, from: Pick<Location, 'pathname'>): string {
  if (typeof to === 'string') {
    const url = new URL(to, window.location.origin + from.pathname);
    return url.pathname + url.search + url.hash;
  }
  const pathname = to.pathname ?? from.pathname;
  const search = to.search ? (to.search.startsWith('?') ? to.search : `?${to.search}`) : '';
  const hash = to.hash ? (to.hash.startsWith('#') ? to.hash : `#${to.hash}`) : '';
  return pathname + search + hash;
}

export interface Router {
  state(): RouterState;
  subscribe(listener: () => void): () => void;
  navigate: NavigateFunction;
  /** Loads the first screen's code; until then the root route's HydrateFallback shows. */
  ready: Promise<void>;
  hydrateFallback: RouteObject['HydrateFallback'];
}

async function loadRoutes(matches: RouteMatch[]): Promise<void> {
  await Promise.all(
    matches.map(async ({ route }) => {
      if (!route.lazy) return;
      const load = route.lazy;
      const loaded = await load();
      // Once loaded, the route is an ordinary one: the next visit renders it at once.
      if (route.lazy === load) {
        Object.assign(route, loaded);
        delete route.lazy;
      }
    }),
  );
}

export function createBrowserRouter(routes: RouteObject[]): Router {
  const branches = flattenRoutes(routes);
  const listeners = new Set<() => void>();
  const matchesOf = (pathname: string) => matchBranches(branches, pathname) ?? [];
  window.history.scrollRestoration = 'manual';
  // The first entry gets its key before it is read, so its scroll position is kept under the key it keeps.
  if (!(window.history.state as HistoryEntryState | null)?.key) {
    window.history.replaceState({ ...((window.history.state as object | null) ?? {}), key: newKey() } satisfies HistoryEntryState, '');
  }
  let state: RouterState = { location: currentLocation(), matches: [], loading: true, action: 'pop', preventScrollReset: false, error: null };
  let latest = 0;

  const set = (next: Partial<RouterState>) => {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  };

  /** Shows `location` once its routes' code is in; a later navigation started meanwhile wins. */
  async function transition(location: Location, action: RouterState['action'], preventScrollReset: boolean, commit?: () => void): Promise<void> {
    const ticket = ++latest;
    const matches = matchesOf(location.pathname);
    let error: unknown = null;
    if (matches.some((m) => m.route.lazy)) {
      set({ loading: true });
      try {
        await loadRoutes(matches);
      } catch (caught) {
        error = caught;
      }
      if (ticket !== latest) return;
    }
    // Where the page being left is scrolled, read now: Preact changes the page as it renders the next screen.
    if (state.matches.length > 0 && location.key !== state.location.key) scrollPositions()[state.location.key] = window.scrollY;
    commit?.();
    set({ location, matches, loading: false, action, preventScrollReset, error });
  }

  window.addEventListener('popstate', () => void transition(currentLocation(), 'pop', false));

  const navigate = ((to: To | number, options: NavigateOptions = {}) => {
    if (typeof to === 'number') {
      window.history.go(to);
      return Promise.resolve();
    }
    const href = hrefOf(to, state.location);
    const url = new URL(href, window.location.origin);
    const replace = options.replace ?? false;
    const key = newKey();
    const location: Location = { pathname: url.pathname, search: url.search, hash: url.hash, state: options.state ?? null, key };
    return transition(location, replace ? 'replace' : 'push', options.preventScrollReset ?? false, () => {
      const entry: HistoryEntryState = { usr: options.state ?? null, key };
      try {
        if (replace) window.history.replaceState(entry, '', href);
        else window.history.pushState(entry, '', href);
      } catch {
        // Too many history writes in a short time (Safari counts them) or state it cannot keep: load the page instead.
        if (replace) window.location.replace(href);
        else window.location.assign(href);
      }
    });
  }) as NavigateFunction;

  return {
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate,
    ready: transition(state.location, 'pop', false),
    hydrateFallback: routes[0]?.HydrateFallback ?? null,
  };
}

const RouterContext = createContext<Router | null>(null);
const StateContext = createContext<RouterState | null>(null);
/** What an <Outlet> renders: the next route down the matches, from the route that holds it. */
const OutletContext = createContext<ReactNode>(null);
const ErrorContext = createContext<unknown>(null);

function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('A routing hook was used outside <RouterProvider>');
  return router;
}

function useRouterState(): RouterState {
  const routerState = useContext(StateContext);
  if (!routerState) throw new Error('A routing hook was used outside <RouterProvider>');
  return routerState;
}

interface BoundaryProps {
  fallback: RouteObject['ErrorBoundary'];
  /** A new location clears a caught error: the next screen gets its chance. */
  locationKey: string;
  children: ReactNode;
}

class RouteBoundary extends Component<BoundaryProps, { error: unknown; key: string }> {
  override state = { error: null as unknown, key: this.props.locationKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, current: { error: unknown; key: string }) {
    return props.locationKey === current.key ? null : { error: null, key: props.locationKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    const Fallback = this.props.fallback;
    if (this.state.error === null || !Fallback) return this.props.children;
    return (
      <ErrorContext.Provider value={this.state.error}>
        <Fallback />
      </ErrorContext.Provider>
    );
  }
}

function renderMatches(matches: RouteMatch[], locationKey: string, loadError: unknown): ReactNode {
  let outlet: ReactNode = null;
  for (let i = matches.length - 1; i >= 0; i--) {
    const { route } = matches[i]!;
    const Screen = route.Component;
    let element: ReactNode = Screen ? (
      <OutletContext.Provider value={outlet}>
        <Screen />
      </OutletContext.Provider>
    ) : (
      outlet
    );
    if (route.ErrorBoundary) {
      element =
        loadError !== null ? (
          <ErrorContext.Provider value={loadError}>
            <route.ErrorBoundary />
          </ErrorContext.Provider>
        ) : (
          <RouteBoundary fallback={route.ErrorBoundary} locationKey={locationKey}>
            {element}
          </RouteBoundary>
        );
    }
    outlet = element;
  }
  return outlet;
}

export function RouterProvider({ router }: { router: Router }) {
  const routerState = useSyncExternalStore(router.subscribe, router.state);
  const { matches, location, error } = routerState;
  const firstLoad = matches.length === 0 && routerState.loading;
  const Fallback = router.hydrateFallback;
  return (
    <RouterContext.Provider value={router}>
      <StateContext.Provider value={routerState}>
        {firstLoad ? Fallback && <Fallback /> : renderMatches(matches, location.key, error)}
      </StateContext.Provider>
    </RouterContext.Provider>
  );
}

export function Outlet() {
  return <>{useContext(OutletContext)}</>;
}

export function useLocation(): Location {
  return useRouterState().location;
}

export function useNavigate(): NavigateFunction {
  return useRouter().navigate;
}

export function useNavigation(): { state: 'idle' | 'loading' } {
  return { state: useRouterState().loading ? 'loading' : 'idle' };
}

export function useParams<T extends Record<string, string | undefined> = Record<string, string | undefined>>(): T {
  const { matches } = useRouterState();
  return (matches.at(-1)?.params ?? {}) as T;
}

export function useRouteError(): unknown {
  return useContext(ErrorContext);
}

type SearchInit = string | URLSearchParams | Record<string, string> | [string, string][];

export function useSearchParams(): [URLSearchParams, (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => Promise<void>] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const router = useRouter();
  const setParams = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      // The current search as the router has it now, not as this render saw it: two changes in a row both count.
      const current = new URLSearchParams(router.state().location.search);
      const value = new URLSearchParams(typeof next === 'function' ? next(current) : next).toString();
      return navigate({ search: value ? `?${value}` : '' }, options);
    },
    [navigate, router],
  );
  return [params, setParams];
}

export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace, state });
    // Once, when shown: React Router's <Navigate> navigates on render the same way.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: To;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** An <a> with its href, so opening it in a new tab or copying it works; a plain click navigates in the app. */
export function Link({ to, replace, state, preventScrollReset, onClick, target, ...props }: LinkProps) {
  const navigate = useNavigate();
  const { location } = useRouterState();
  const href = hrefOf(to, location);
  const handleClick = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
    if (target && target !== '_self') return;
    e.preventDefault();
    void navigate(to, { replace: replace ?? hrefOf(location, location) === href, state, preventScrollReset });
  };
  return <a {...props} href={href} target={target} onClick={handleClick} />;
}

const SCROLL_KEY = 'email-buddy:scroll-positions';

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/** Where each history entry was scrolled; outside the component, so an error screen replacing it loses nothing. */
let positions: Record<string, number> | null = null;
function scrollPositions(): Record<string, number> {
  return (positions ??= readPositions());
}

/** Scrolls to the top on a new screen, back to where it was on Back and Forward (and after a reload), and to a #hash. */
export function ScrollRestoration() {
  const { location, action, preventScrollReset } = useRouterState();
  const saved = scrollPositions();
  const shown = useRef<string | null>(null);

  useLayoutEffect(() => {
    const first = shown.current === null;
    if (!first && shown.current === location.key) return;
    shown.current = location.key;
    const position = saved[location.key];
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if ((first || action === 'pop') && position !== undefined) window.scrollTo(0, position);
    else if (target) target.scrollIntoView();
    else if (first) return;
    else if (!preventScrollReset) window.scrollTo(0, 0);
  }, [location, action, preventScrollReset, saved]);

  useEffect(() => {
    const save = () => {
      if (shown.current) saved[shown.current] = window.scrollY;
      try {
        sessionStorage.setItem(SCROLL_KEY, JSON.stringify(saved));
      } catch {
        // A full or blocked storage only loses the positions across a reload.
      }
    };
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, [saved]);
  return null;
}
