import { describe, expect, it } from 'vitest';
import { flattenRoutes, matchBranches, type RouteObject } from './match';

// The shape of the app's own tree (router.tsx): pathless layouts, an index, a splat, parameters, and a
// pathless screen whose children only name the paths it answers.
const landing: RouteObject = { index: true };
const notFound: RouteObject = { path: '*' };
const publicLayout: RouteObject = { children: [landing, notFound] };
const auth: RouteObject = { path: 'auth' };
const callback: RouteObject = { path: 'auth/callback/google' };
const dashboard: RouteObject = { path: 'dashboard' };
const email: RouteObject = { path: 'email/:messageId' };
const mailScreen: RouteObject = { children: [dashboard, email] };
const settings: RouteObject = { path: 'settings' };
const appLayout: RouteObject = { children: [mailScreen, settings] };
const sessionRoot: RouteObject = { children: [auth, callback, appLayout] };
const root: RouteObject = { children: [publicLayout, sessionRoot] };
const branches = flattenRoutes([root]);

const leafOf = (path: string) => matchBranches(branches, path)?.at(-1);

describe('route matching', () => {
  it('shows the landing page at / and not the catch-all', () => {
    expect(matchBranches(branches, '/')?.map((m) => m.route)).toEqual([root, publicLayout, landing]);
  });

  it('prefers a static path over the catch-all that also matches it', () => {
    expect(matchBranches(branches, '/dashboard')?.map((m) => m.route)).toEqual([root, sessionRoot, appLayout, mailScreen, dashboard]);
    expect(leafOf('/settings')?.route).toBe(settings);
    expect(leafOf('/auth/callback/google')?.route).toBe(callback);
  });

  it('reads a parameter, decoded, and ignores a trailing slash and letter case of static segments', () => {
    expect(leafOf('/email/abc%20def')).toEqual({ route: email, params: { messageId: 'abc def' } });
    expect(leafOf('/Dashboard/')?.route).toBe(dashboard);
  });

  it('sends anything else to the catch-all with the rest of the path', () => {
    expect(leafOf('/no/such/page')).toEqual({ route: notFound, params: { '*': 'no/such/page' } });
    expect(leafOf('/email')?.route).toBe(notFound);
    expect(leafOf('/email/1/2')?.route).toBe(notFound);
    expect(leafOf('/auth/callback')?.route).toBe(notFound);
  });

  it('never matches a pathless layout by itself, and keeps a bad escape as it is', () => {
    expect(matchBranches(flattenRoutes([{ children: [{ path: 'a' }] }]), '/')).toBeNull();
    expect(leafOf('/email/%E0%A4%A')).toEqual({ route: email, params: { messageId: '%E0%A4%A' } });
  });
});
