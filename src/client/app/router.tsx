/**
 * Every route of the SPA. Each screen is lazy-loaded so a visitor downloads
 * only what the page in front of them needs: the landing page never pulls in
 * TanStack Query, cmdk or the app shell.
 *
 * To plug in a screen: export `XxxPage` from `features/<area>/XxxPage.tsx` and
 * point the matching route below at it. App routes sit under `AppLayout`
 * (session guard, app header, palette, shortcuts); routes that need the
 * session but no guard sit directly under `SessionRoot`.
 */
import { INFO_PATHS } from '../features/info/paths';
import { createBrowserRouter, type RouteObject } from './routing';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';

function InitialLoad() {
  return null;
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    // Shown while the first screen's code downloads; the page is blank for a few ms anyway.
    HydrateFallback: InitialLoad,
    children: [
      {
        lazy: () => import('./PublicLayout').then((m) => ({ Component: m.PublicLayout })),
        children: [
          {
            index: true,
            lazy: () => import('../features/landing/LandingPage').then((m) => ({ Component: m.LandingPage })),
          },
          // The footer's pages, and the Terms and Privacy the sign-up form links to.
          ...INFO_PATHS.map((path) => ({
            path,
            lazy: () => import('../features/info/InfoPage').then((m) => ({ Component: m.InfoPage })),
          })),
          {
            path: '*',
            lazy: () => import('../features/not-found/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
          },
        ],
      },
      {
        lazy: () => import('./SessionRoot').then(async (m) => {
          await m.sessionRootReady;
          return { Component: m.SessionRoot };
        }),
        children: [
          {
            path: 'auth',
            lazy: () => import('../features/auth/AuthPage').then((m) => ({ Component: m.AuthPage })),
          },
          {
            path: 'auth/callback/google',
            lazy: () =>
              import('../features/auth/GoogleCallbackPage').then((m) => ({ Component: m.GoogleCallbackPage })),
          },
          {
            lazy: () => import('./AppLayout').then((m) => ({ Component: m.AppLayout })),
            children: [
              {
                // The list and an open message: one screen with a reading pane on wide windows (MailScreen).
                lazy: () => import('./MailScreen').then((m) => ({ Component: m.MailScreen })),
                children: [{ path: 'dashboard' }, { path: 'email/:messageId' }, { path: 'message/:messageId' }],
              },
              {
                path: 'compose',
                lazy: () => import('../features/compose/ComposePage').then((m) => ({ Component: m.ComposePage })),
              },
              {
                path: 'settings',
                lazy: () => import('../features/settings/SettingsPage').then((m) => ({ Component: m.SettingsPage })),
              },
              {
                path: 'ai-tools',
                lazy: () => import('../features/ai-tools/AiToolsPage').then((m) => ({ Component: m.AiToolsPage })),
              },
              {
                path: 'templates',
                lazy: () => import('../features/templates/TemplatesPage').then((m) => ({ Component: m.TemplatesPage })),
              },
              {
                path: 'scheduled',
                lazy: () => import('../features/scheduled/ScheduledPage').then((m) => ({ Component: m.ScheduledPage })),
              },
              {
                path: 'follow-ups',
                lazy: () => import('../features/follow-ups/FollowUpsPage').then((m) => ({ Component: m.FollowUpsPage })),
              },
              {
                path: 'tracked',
                lazy: () => import('../features/tracking/TrackingPage').then((m) => ({ Component: m.TrackingPage })),
              },
              {
                path: 'insights',
                lazy: () => import('../features/insights/InsightsPage').then((m) => ({ Component: m.InsightsPage })),
              },
              {
                path: 'subscriptions',
                lazy: () => import('../features/subscriptions/SubscriptionsPage').then((m) => ({ Component: m.SubscriptionsPage })),
              },
              {
                path: 'rules',
                lazy: () => import('../features/rules/RulesPage').then((m) => ({ Component: m.RulesPage })),
              },
              {
                path: 'offline',
                lazy: () => import('../features/offline/OfflinePage').then((m) => ({ Component: m.OfflinePage })),
              },
            ],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
