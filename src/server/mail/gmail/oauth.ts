/**
 * Google OAuth 2.0 for "Connect Gmail": the authorization code flow with
 * offline access (https://developers.google.com/identity/protocols/oauth2/web-server),
 * and the token endpoint for the code exchange and refresh. Talks to the
 * injected token URL (Google's by default, the fake in tests).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { MailError } from '../../../core/mail/errors';

export const GOOGLE_AUTH_URL = 'https://accounts.google.com/o/oauth2/v2/auth';
export const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
export const GOOGLE_REVOKE_URL = 'https://oauth2.googleapis.com/revoke';

/** Read, modify, labels, and the send right the original app forgot. */
export const GMAIL_SCOPES = [
  'https://www.googleapis.com/auth/gmail.readonly',
  'https://www.googleapis.com/auth/gmail.modify',
  'https://www.googleapis.com/auth/gmail.labels',
  'https://www.googleapis.com/auth/gmail.send',
] as const;

/**
 * Gmail read over IMAP and sent over SMTP (SASL XOAUTH2) takes Google's one
 * mail scope; openid and email name the mailbox in the ID token, so adding it
 * needs no Gmail API call (which some administrators block).
 */
export const GMAIL_IMAP_SCOPES = ['https://mail.google.com/', 'openid', 'email'] as const;

export const ERR_AUTH_FAILED = 'Authentication failed - Could not connect your Gmail account. Please try again.';

export interface GoogleOAuthClient {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Default https://oauth2.googleapis.com/token. */
  tokenUrl?: string;
  /** Default https://oauth2.googleapis.com/revoke. */
  revokeUrl?: string;
  fetch?: typeof fetch;
}

export interface TokenSet {
  accessToken: string;
  /** Only on the code exchange (and only with access_type=offline). */
  refreshToken?: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  scope: string;
  /** Only when the consent asked for openid. */
  idToken?: string;
}

/** An unguessable `state` for one consent round trip (256 bits, base64url). */
export function newOAuthState(): string {
  return randomBytes(32).toString('base64url');
}

/** Compares the returned `state` with the one stored in the session, in constant time. */
export function statesMatch(expected: string | null | undefined, received: string | null | undefined): boolean {
  if (!expected || !received) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(received);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The consent URL. `state` must be an unguessable value bound to the user's
 * session and checked on return (RFC 6749 §10.12, CSRF).
 */
export function buildConsentUrl(
  client: Pick<GoogleOAuthClient, 'clientId' | 'redirectUri'>,
  state: string,
  options: { loginHint?: string; authUrl?: string; scopes?: readonly string[]; includeGrantedScopes?: boolean } = {},
): string {
  const params = new URLSearchParams({
    client_id: client.clientId,
    redirect_uri: client.redirectUri,
    response_type: 'code',
    scope: (options.scopes ?? GMAIL_SCOPES).join(' '),
    access_type: 'offline',
    prompt: 'consent',
    state,
  });
  if (options.includeGrantedScopes !== false) params.set('include_granted_scopes', 'true');
  if (options.loginHint) params.set('login_hint', options.loginHint);
  return `${options.authUrl ?? GOOGLE_AUTH_URL}?${params}`;
}

interface TokenResponse {
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
  scope?: string;
  id_token?: string;
  error?: string;
  error_description?: string;
}

async function postToken(client: GoogleOAuthClient, form: Record<string, string>, now: () => number): Promise<TokenSet> {
  const res = await (client.fetch ?? fetch)(client.tokenUrl ?? GOOGLE_TOKEN_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: client.clientId, client_secret: client.clientSecret, ...form }).toString(),
  });
  const body = (await res.json().catch(() => ({}))) as TokenResponse;
  if (!res.ok || !body.access_token) {
    // invalid_grant means the refresh token was revoked or expired: the user must reconnect.
    const code = body.error === 'invalid_grant' ? 'INVALID_TOKEN' : 'GMAIL_ERROR';
    throw new MailError(code, code === 'INVALID_TOKEN' ? 'INVALID_TOKEN' : ERR_AUTH_FAILED, {
      cause: new Error(`${body.error ?? res.status}: ${body.error_description ?? ''}`),
    });
  }
  return {
    accessToken: body.access_token,
    refreshToken: body.refresh_token,
    expiresAt: now() + (body.expires_in ?? 3600) * 1000,
    scope: body.scope ?? '',
    ...(body.id_token ? { idToken: body.id_token } : {}),
  };
}

/** How long Disconnect waits for Google's revocation before it gives up (the local disconnect is already done). */
export const REVOKE_TIMEOUT_MS = 5_000;

/**
 * Revokes the grant behind a token (Google's OAuth 2.0 revocation endpoint):
 * revoking the refresh token also ends its access tokens. True when Google
 * confirmed it, or answered that the token was already invalid.
 */
export async function revokeToken(client: GoogleOAuthClient, token: string): Promise<boolean> {
  const res = await (client.fetch ?? fetch)(client.revokeUrl ?? GOOGLE_REVOKE_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
    signal: AbortSignal.timeout(REVOKE_TIMEOUT_MS),
  });
  if (res.ok) return true;
  const body = (await res.json().catch(() => ({}))) as TokenResponse;
  return body.error === 'invalid_token';
}

/** Exchanges an authorization code (RFC 6749 §4.1.3). */
export function exchangeCode(client: GoogleOAuthClient, code: string, now: () => number = Date.now): Promise<TokenSet> {
  return postToken(client, { grant_type: 'authorization_code', code, redirect_uri: client.redirectUri }, now);
}

/** Gets a new access token from a refresh token (RFC 6749 §6). */
export function refreshAccessToken(client: GoogleOAuthClient, refreshToken: string, now: () => number = Date.now): Promise<TokenSet> {
  return postToken(client, { grant_type: 'refresh_token', refresh_token: refreshToken }, now);
}
