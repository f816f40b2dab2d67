/**
 * /api/mail/gmail: connect (consent URL), Google's callback, disconnect,
 * status and "refresh now". The OAuth `state` travels in a signed, httpOnly
 * cookie scoped to this path, valid 10 minutes and bound to the user id, and
 * is compared in constant time on return.
 */
import { Hono, type Context } from 'hono';
import { deleteCookie, getSignedCookie, setSignedCookie } from 'hono/cookie';
import { z } from 'zod';
import type { Config } from '../../config';
import type { AppEnv } from '../../http/context';
import { Conflict } from '../../../core/errors';
import { readQuery } from '../../http/validate';
import { TEXT_GMAIL_NOT_CONNECTED, type GmailConnection } from './connection';
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

export function createGmailRoutes(gmail: GmailConnection, config: Config) {
  const secure = config.publicUrl.startsWith('https://');
  const clearState = (c: Context<AppEnv>) => deleteCookie(c, GMAIL_STATE_COOKIE, { path: COOKIE_PATH, secure });

  return new Hono<AppEnv>()
    .get('/status', async (c) => c.json(await gmail.status(c.get('user').id)))
    .post('/connect', async (c) => {
      const user = c.get('user');
      const { url, state } = gmail.startConnect();
      await setSignedCookie(c, GMAIL_STATE_COOKIE, `${user.id}.${state}`, config.sessionSecret, {
        httpOnly: true,
        secure,
        sameSite: 'Lax',
        path: COOKIE_PATH,
        maxAge: GMAIL_STATE_TTL_SECONDS,
      });
      return c.json({ url });
    })
    .get('/callback', async (c) => {
      const user = c.get('user');
      const query = readQuery(c, callbackQuery);
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
    .post('/disconnect', async (c) => {
      await gmail.disconnect(c.get('user').id);
      return c.json(await gmail.status(c.get('user').id));
    })
    .post('/sync', async (c) => {
      const userId = c.get('user').id;
      if (!(await gmail.status(userId)).connected) throw new Conflict('GMAIL_NOT_CONNECTED', TEXT_GMAIL_NOT_CONNECTED);
      return c.json(await gmail.requestSync(userId));
    });
}
