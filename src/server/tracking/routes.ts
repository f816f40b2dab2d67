/**
 * Tracking HTTP: the public endpoints under /t (no session needed; the
 * recipient is not a user) and the sender's /api/tracked.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { Auth } from '../auth/auth';
import { errorBody } from '../http/errors';
import { createRoute, createRouter, errors, json, pathId, queryChecks } from '../http/route';
import { TEXT_INVALID_TRACKING_LINK, trackedNotFound, type TrackingService } from './service';

/** A transparent 1x1 GIF. */
export const PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const NO_STORE = 'no-store, no-cache, must-revalidate, private, max-age=0';

export function createPublicTrackingRoutes(tracking: TrackingService, auth: Auth) {
  return new Hono()
    .get('/o/:token', async (c) => {
      const token = c.req.param('token').replace(/\.gif$/i, '');
      try {
        const session = c.req.header('cookie') ? await auth.api.getSession({ headers: c.req.raw.headers }) : null;
        await tracking.pixelFetched(token, { userAgent: c.req.header('user-agent') ?? null, viewerId: session?.user.id });
      } catch {
        // The pixel always answers: a recording failure must not show a broken image.
      }
      return c.body(new Uint8Array(PIXEL_GIF), 200, {
        'Content-Type': 'image/gif',
        'Content-Length': String(PIXEL_GIF.length),
        'Cache-Control': NO_STORE,
        Pragma: 'no-cache',
        Expires: '0',
      });
    })
    .get('/c/:token', async (c) => {
      const target = await tracking.clicked(c.req.param('token'));
      if (!target) return c.json(errorBody('INVALID_TRACKING_LINK', TEXT_INVALID_TRACKING_LINK), 400, { 'Cache-Control': NO_STORE });
      c.header('Cache-Control', NO_STORE);
      c.header('Referrer-Policy', 'no-referrer');
      return c.redirect(target, 302);
    });
}

const trackedEmailSchema = z.object({
  id: z.string(),
  sentMessageId: z.string().nullable(),
  subject: z.string(),
  recipient: z.string(),
  status: z.enum(['sent', 'delivered', 'read', 'failed']),
  trackOpens: z.boolean(),
  trackClicks: z.boolean(),
  sentAt: z.string(),
  readAt: z.string().nullable(),
  openCount: z.number(),
  opens: z.array(z.object({ at: z.string(), userAgent: z.string().nullable(), kind: z.enum(['human', 'prefetch', 'sender', 'in-app']) })),
  clickedLinks: z.array(z.object({ url: z.string(), clickedAt: z.string() })),
  links: z.array(z.object({ index: z.number(), url: z.string() })),
});

const tags = ['tracking'];
const routes = {
  list: createRoute({
    method: 'get',
    path: '/',
    tags,
    summary: "The user's tracked emails, searched by q, and whether recipients can reach this server's tracking links",
    middleware: queryChecks,
    request: { query: z.object({ q: z.string().max(500).optional() }) },
    responses: {
      200: json(z.object({ items: z.array(trackedEmailSchema), publicUrlReachable: z.boolean() }), 'The tracked emails'),
      ...errors(400),
    },
  }),
  get: createRoute({
    method: 'get',
    path: '/{id}',
    tags,
    summary: 'One tracked email with its opens and clicks',
    request: { params: z.object({ id: pathId(trackedNotFound) }) },
    responses: { 200: json(trackedEmailSchema, 'The tracked email'), ...errors(404) },
  }),
};

export function createTrackedRoutes(tracking: TrackingService) {
  return createRouter()
    .openapi(routes.list, async (c) =>
      c.json({ items: await tracking.list(c.get('user'), c.req.valid('query').q), publicUrlReachable: tracking.publicUrlReachable }, 200),
    )
    .openapi(routes.get, async (c) => c.json(await tracking.get(c.get('user'), c.req.valid('param').id), 200));
}
