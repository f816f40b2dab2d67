/**
 * Tracking HTTP: the public endpoints under /t (no session needed; the
 * recipient is not a user) and the sender's /api/tracked.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { Auth } from '../auth/auth';
import type { AppEnv } from '../http/context';
import { errorBody } from '../http/errors';
import { readId, readQuery } from '../http/validate';
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

const listQuery = z.object({ q: z.string().max(500).optional() });

export function createTrackedRoutes(tracking: TrackingService) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const { q } = readQuery(c, listQuery);
      return c.json({ items: await tracking.list(c.get('user'), q), publicUrlReachable: tracking.publicUrlReachable });
    })
    .get('/:id', async (c) => c.json(await tracking.get(c.get('user'), readId(c, 'id', trackedNotFound))));
}
