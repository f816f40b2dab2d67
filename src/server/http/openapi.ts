/**
 * GET /api/openapi.json and GET /api/docs: the OpenAPI 3.1 document of every
 * /api route, generated from the schemas the routes declare, and Swagger UI
 * rendering it. Swagger UI's files come from the swagger-ui-dist package and
 * are served by us (no CDN), under the app's own Content-Security-Policy.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { z } from 'zod';
import { authOptionsSchema, sessionSchema, sessionUserSchema, socialSignInSchema } from '../../core/auth';
import { signInSchema, signUpSchema } from '../../core/schemas';
import type { AppEnv } from './context';
import { errorBody } from './errors';
import { errors, json, jsonBody } from './route';

export const API_TITLE = 'Email Buddy API';

const DOCS_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${API_TITLE}</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>
`;

// An external file, not an inline script: the app's CSP allows scripts from 'self' only.
const DOCS_INIT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });\n`;

const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const swaggerDir = () => path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

export function createDocsRoutes(api: OpenAPIHono<AppEnv>) {
  let document: unknown;
  const assets = new Map<string, Promise<Buffer>>();
  return new Hono()
    .get('/openapi.json', (c) => {
      // Built on first request, when every route has been registered.
      document ??= api.getOpenAPI31Document({
        openapi: '3.1.0',
        info: {
          title: API_TITLE,
          version: '1',
          description:
            'Every route but health, auth and these documents needs the session cookie that sign-in sets. ' +
            'Errors are `{ "error": { "code", "message" } }`.',
        },
        servers: [{ url: '/api' }],
      });
      return c.json(document as Record<string, unknown>);
    })
    .get('/docs', (c) => c.html(DOCS_HTML))
    .get('/docs/init.js', (c) => c.body(DOCS_INIT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }))
    .get('/docs/:file', async (c) => {
      const file = c.req.param('file');
      const type = ASSETS[file];
      if (!type) return c.json(errorBody('NOT_FOUND', `No API document file named ${file}.`), 404);
      if (!assets.has(file)) assets.set(file, readFile(path.join(swaggerDir(), file)));
      return c.body(new Uint8Array(await assets.get(file)!), 200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400' });
    });
}


/**
 * better-auth answers /api/auth/* itself, so these routes have no schema of
 * ours to be generated from; they are described here so the document lists
 * every route the API serves.
 */
export function describeAuthRoutes(api: OpenAPIHono<AppEnv>): void {
  const tags = ['auth'];
  const register = api.openAPIRegistry.registerPath.bind(api.openAPIRegistry);
  register({
    method: 'post',
    path: '/auth/sign-up/email',
    tags,
    summary: 'Create an account with email and password; sets the session cookie',
    request: { body: jsonBody(signUpSchema) },
    responses: { 200: json(z.object({ user: sessionUserSchema }), 'Signed up and signed in'), ...errors(400, 413, 422, 429) },
  });
  register({
    method: 'post',
    path: '/auth/sign-in/email',
    tags,
    summary: 'Sign in with email and password; sets the session cookie',
    request: { body: jsonBody(signInSchema) },
    responses: { 200: json(z.object({ user: sessionUserSchema }), 'Signed in'), ...errors(400, 401, 413, 429) },
  });
  register({
    method: 'post',
    path: '/auth/sign-in/social',
    tags,
    summary: 'Start "Continue with Google": answers the consent URL to open',
    request: { body: jsonBody(z.object({ provider: z.literal('google'), callbackURL: z.string().optional() })) },
    responses: { 200: json(socialSignInSchema, 'The consent URL'), ...errors(400, 404) },
  });
  register({
    method: 'get',
    path: '/auth/callback/google',
    tags,
    summary: "Google's return from the consent page; signs in and redirects to the app",
    responses: { 302: { description: 'Back to the app' } },
  });
  register({
    method: 'get',
    path: '/auth/options',
    tags,
    summary: 'Which sign-in methods this server offers besides email and password',
    responses: { 200: json(authOptionsSchema, 'The options') },
  });
  register({
    method: 'get',
    path: '/auth/error',
    tags,
    summary: "better-auth's page for a sign-in that failed at the provider",
    responses: { 200: { description: 'An HTML page naming the error' } },
  });
  register({
    method: 'post',
    path: '/auth/sign-out',
    tags,
    summary: 'Sign out: ends the session and clears its cookie',
    responses: { 200: json(z.object({ success: z.boolean() }), 'Signed out') },
  });
  register({
    method: 'get',
    path: '/auth/get-session',
    tags,
    summary: 'The signed-in user and session, or null',
    responses: { 200: json(sessionSchema.nullable(), 'The session') },
  });
}
