/**
 * Serves the built single-page app: hashed assets with long caching, and
 * index.html for every other non-API path so client-side routes load.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './http/context';

export function serveClient(app: Hono<AppEnv>, clientDir: string) {
  const root = path.relative(process.cwd(), clientDir) || '.';
  const indexFile = path.join(clientDir, 'index.html');
  const index = () => (existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : '<!doctype html><title>Email Buddy</title><p>The client is not built.</p>');

  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('*', serveStatic({ root }));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(index());
  });
}
