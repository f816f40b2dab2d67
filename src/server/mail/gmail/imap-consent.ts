/**
 * The return from Google's consent for Gmail over IMAP. It lands on
 * /api/auth/callback/google, the sign-in callback, ahead of better-auth: a
 * `state` with our prefix is ours, anything else is a sign-in and passes on.
 * The state travels in a signed, httpOnly cookie scoped to that path, valid
 * ten minutes and bound to the user who started, and is compared in constant
 * time before Google's token endpoint is ever asked.
 */
import type { Context } from 'hono';
import { deleteCookie, generateSignedCookie, getSignedCookie } from 'hono/cookie';
import { DomainError } from '../../../core/errors';
import type { Config } from '../../config';
import { IMAP_STATE_PREFIX, type GmailConnection, type GmailImapGrant } from './connection';
import { statesMatch } from './oauth';

export const GMAIL_IMAP_STATE_COOKIE = 'eb_gmail_imap_state';
const COOKIE_PATH = '/api/auth/callback/google';
const STATE_TTL_SECONDS = 600;
const MAX_PARAM_LENGTH = 2048;

/** Settings › Email, with the account added or the reason it was not (the page words it). */
export const IMAP_CONNECTED_REDIRECT = '/settings?tab=email';
export const imapFailedRedirect = (reason: string) => `/settings?tab=email&oauth=failed&error=${encodeURIComponent(reason)}`;

const secureCookies = (config: Config) => config.publicUrl.startsWith('https://');

export function imapStateCookie(config: Config, userId: string, state: string): Promise<string> {
  return generateSignedCookie(GMAIL_IMAP_STATE_COOKIE, `${userId}.${state}`, config.sessionSecret, {
    httpOnly: true,
    secure: secureCookies(config),
    sameSite: 'Lax',
    path: COOKIE_PATH,
    maxAge: STATE_TTL_SECONDS,
  });
}

export interface GmailImapCallbackDeps {
  gmail: GmailConnection;
  config: Config;
  /** The signed-in user of the request, if any. */
  userOf(headers: Headers): Promise<{ id: string } | null>;
  /** Makes the grant an IMAP account (or renews a signed-out one's tokens). */
  connect(userId: string, grant: GmailImapGrant): Promise<void>;
}

export function createGmailImapCallback(deps: GmailImapCallbackDeps) {
  return async (c: Context): Promise<Response | undefined> => {
    const state = c.req.query('state') ?? '';
    if (!state.startsWith(IMAP_STATE_PREFIX)) return undefined;
    // A missing, expired or tampered cookie reads as false or undefined.
    const stored = (await getSignedCookie(c, deps.config.sessionSecret, GMAIL_IMAP_STATE_COOKIE)) || '';
    deleteCookie(c, GMAIL_IMAP_STATE_COOKIE, { path: COOKIE_PATH, secure: secureCookies(deps.config) });
    const dot = stored.indexOf('.');
    const user = await deps.userOf(c.req.raw.headers);
    if (!user || dot <= 0 || stored.slice(0, dot) !== user.id || !statesMatch(stored.slice(dot + 1), state)) {
      return c.redirect(imapFailedRedirect('state_mismatch'), 302);
    }
    const code = c.req.query('code');
    const error = c.req.query('error');
    if (error || !code || code.length > MAX_PARAM_LENGTH) return c.redirect(imapFailedRedirect((error ?? 'no_code').slice(0, 64)), 302);
    try {
      await deps.gmail.finishImapConnect(user.id, code, deps.connect);
    } catch (error) {
      // finishImapConnect logged why; nothing was stored. Our own refusals name their reason for the page to word.
      return c.redirect(imapFailedRedirect(error instanceof DomainError ? error.code.toLowerCase() : 'not_added'), 302);
    }
    return c.redirect(IMAP_CONNECTED_REDIRECT, 302);
  };
}
