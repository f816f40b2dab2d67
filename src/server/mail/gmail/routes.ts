/**
 * /api/mail/gmail: connect (consent URL), Google's callback, disconnect,
 * status and "refresh now". The OAuth `state` travels in a signed, httpOnly
 * cookie scoped to this path, valid 10 minutes and bound to the user id, and
 * is compared in constant time on return.
 */
import type { Context } from 'hono';
import { deleteCookie, getSignedCookie, setSignedCookie } from 'hono/cookie';
import { z } from 'zod';
import { gmailStatusSchema, gmailSyncOutcomeSchema } from '../../../core/mail/schemas';
import type { Config } from '../../config';
import type { AppEnv } from '../../http/context';
import { createRoute, createRouter, errors, json, queryChecks } from '../../http/route';
import type { GmailConnection } from './connection';
import { statesMatch } from './oauth';

export const GMAIL_STATE_COOKIE = 'eb_gmail_state';
export const GMAIL_STATE_TTL_SECONDS = 600;
const COOKIE_PATH = '/api/mail/gmail';

/** Where the browser lands after Google: the client's callback page, or the dashboard's failed state. */
export const GMAIL_CONNECTED_REDIRECT = '/auth/callback/google?connected=1';
export const GMAIL_FAILED_REDIRECT = '/dashboard?auth=failed';

const callbackQuery = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(256).optional(),
});

const tags = ['gmail'];
const routes = {
  status: createRoute({
    method: 'get',
    path: '/status',
    tags,
    summary: 'Whether Gmail is connected, configured, and the redirect URI to register',
    responses: { 200: json(gmailStatusSchema, 'The status') },
  }),
  connect: createRoute({
    method: 'post',
    path: '/connect',
    tags,
    summary: "Start connecting Gmail: answers Google's consent URL and sets the signed state cookie",
    responses: { 200: json(z.object({ url: z.string() }), 'The consent URL to open'), ...errors(400) },
  }),
  callback: createRoute({
    method: 'get',
    path: '/callback',
    tags,
    summary: "Google's return from the consent page; redirects to the app, connected or failed",
    middleware: queryChecks,
    request: { query: callbackQuery },
    responses: { 302: { description: 'To the callback page when connected, else to the dashboard in its failed state' }, ...errors(400) },
  }),
  disconnect: createRoute({
    method: 'post',
    path: '/disconnect',
    tags,
    summary: 'Disconnect Gmail: revokes the grant, removes the tokens and the cached Gmail mail',
    responses: { 200: json(gmailStatusSchema, 'The status after') },
  }),
  sync: createRoute({
    method: 'post',
    path: '/sync',
    tags,
    summary: 'Refresh now: queue a sync (or run it at once without a queue)',
    responses: {
      200: json(z.object({ queued: z.boolean(), result: gmailSyncOutcomeSchema.optional() }), 'Queued or done'),
      ...errors(401, 409, 502, 503, 504),
    },
  }),
};

export function createGmailRoutes(gmail: GmailConnection, config: Config) {
  const secure = config.publicUrl.startsWith('https://');
  const clearState = (c: Context<AppEnv>) => deleteCookie(c, GMAIL_STATE_COOKIE, { path: COOKIE_PATH, secure });

  return createRouter()
    .openapi(routes.status, async (c) => c.json(await gmail.status(c.get('user').id), 200))
    .openapi(routes.connect, async (c) => {
      const user = c.get('user');
      const { url, state } = gmail.startConnect();
      await setSignedCookie(c, GMAIL_STATE_COOKIE, `${user.id}.${state}`, config.sessionSecret, {
        httpOnly: true,
        secure,
        sameSite: 'Lax',
        path: COOKIE_PATH,
        maxAge: GMAIL_STATE_TTL_SECONDS,
      });
      return c.json({ url }, 200);
    })
    .openapi(routes.callback, async (c) => {
      const user = c.get('user');
      const query = c.req.valid('query');
      // A missing, expired or tampered cookie reads as false or undefined.
      const stored = (await getSignedCookie(c, config.sessionSecret, GMAIL_STATE_COOKIE)) || '';
      clearState(c);
      const dot = stored.indexOf('.');
      const boundTo = dot > 0 ? stored.slice(0, dot) : undefined;
      const expected = dot > 0 ? stored.slice(dot + 1) : undefined;
      // Either way the state is checked first: a forged callback must not even reach Google's token endpoint.
      const stateOk = boundTo === user.id && statesMatch(expected, query.state);
      if (!stateOk || query.error || !query.code) return c.redirect(GMAIL_FAILED_REDIRECT, 302);
      try {
        await gmail.finishConnect(user.id, query.code);
      } catch {
        // finishConnect logged why; nothing was stored.
        return c.redirect(GMAIL_FAILED_REDIRECT, 302);
      }
      return c.redirect(GMAIL_CONNECTED_REDIRECT, 302);
    })
    .openapi(routes.disconnect, async (c) => {
      await gmail.disconnect(c.get('user').id);
      return c.json(await gmail.status(c.get('user').id), 200);
    })
    .openapi(routes.sync, async (c) => c.json(await gmail.refreshNow(c.get('user').id), 200));
}
