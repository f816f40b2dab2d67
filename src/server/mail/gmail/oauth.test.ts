import { afterEach, describe, expect, it } from 'vitest';
import { GmailFake } from '../../../../tests/fakes/gmail-fake';
import { GmailClient } from './api';
import {
  buildConsentUrl,
  exchangeCode,
  GMAIL_SCOPES,
  newOAuthState,
  refreshAccessToken,
  revokeToken,
  statesMatch,
  type GoogleOAuthClient,
} from './oauth';

let fake: GmailFake | undefined;
afterEach(async () => {
  await fake?.stop();
  fake = undefined;
});

const redirectUri = 'http://localhost:3000/api/mail/gmail/callback';

function makeClient(f: GmailFake, overrides: Partial<GoogleOAuthClient> = {}): GoogleOAuthClient {
  return { clientId: f.clientId, clientSecret: f.clientSecret, redirectUri, tokenUrl: f.tokenUrl, ...overrides };
}

describe('buildConsentUrl', () => {
  it('asks for a code with offline access, consent, the four scopes and the state', () => {
    const url = new URL(buildConsentUrl({ clientId: 'cid', redirectUri }, 'st4te'));
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'cid',
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: GMAIL_SCOPES.join(' '),
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'true',
      state: 'st4te',
    });
    expect(url.searchParams.get('scope')).toContain('gmail.send');
  });
});

describe('state', () => {
  it('is fresh each time and must match exactly', () => {
    const s = newOAuthState();
    expect(s).toMatch(/^[\w-]{43}$/);
    expect(newOAuthState()).not.toBe(s);
    expect(statesMatch(s, s)).toBe(true);
    expect(statesMatch(s, `${s}x`)).toBe(false);
    expect(statesMatch(s, null)).toBe(false);
    expect(statesMatch(undefined, undefined)).toBe(false);
  });
});

describe('token endpoint', () => {
  it('exchanges a code for tokens and refreshes the access token', async () => {
    fake = await new GmailFake().start();
    const client = makeClient(fake);
    const tokens = await exchangeCode(client, fake.issueAuthCode(redirectUri), () => 1000);
    expect(tokens.refreshToken).toMatch(/^1\/\//);
    expect(tokens.expiresAt).toBe(1000 + 3599 * 1000);
    const refreshed = await refreshAccessToken(client, tokens.refreshToken!);
    expect(refreshed.accessToken).not.toBe(tokens.accessToken);
    const gmail = new GmailClient({ baseUrl: fake.baseUrl, getAccessToken: () => refreshed.accessToken });
    await expect(gmail.getProfile()).resolves.toMatchObject({ emailAddress: 'me@example.com' });
  });

  it('refuses a code used twice or with another redirect URI', async () => {
    fake = await new GmailFake().start();
    const code = fake.issueAuthCode(redirectUri);
    await expect(exchangeCode(makeClient(fake, { redirectUri: 'http://evil.test/cb' }), code)).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
    await exchangeCode(makeClient(fake), code).catch(() => undefined);
    await expect(exchangeCode(makeClient(fake), code)).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('reports a revoked refresh token as INVALID_TOKEN and a wrong client as a connect failure', async () => {
    fake = await new GmailFake().start();
    await expect(refreshAccessToken(makeClient(fake), 'revoked')).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
    await expect(refreshAccessToken(makeClient(fake, { clientSecret: 'wrong' }), fake.issueRefreshToken())).rejects.toMatchObject({
      code: 'GMAIL_ERROR',
      message: 'Authentication failed - Could not connect your Gmail account. Please try again.',
    });
  });
});

describe('revokeToken', () => {
  it('revokes a refresh token at the revocation endpoint, after which it no longer refreshes', async () => {
    fake = await new GmailFake().start();
    const client = makeClient(fake, { revokeUrl: fake.revokeUrl });
    const refreshToken = fake.issueRefreshToken();
    expect(await revokeToken(client, refreshToken)).toBe(true);
    await expect(refreshAccessToken(client, refreshToken)).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
    // Revoking it again: Google answers invalid_token, which still means it is gone.
    expect(await revokeToken(client, refreshToken)).toBe(true);
  });

  it('reports false when Google answers with a server error', async () => {
    const client: GoogleOAuthClient = {
      clientId: 'cid',
      clientSecret: 'secret',
      redirectUri,
      fetch: async () => new Response(JSON.stringify({ error: 'backend_error' }), { status: 503 }),
    };
    expect(await revokeToken(client, '1//token')).toBe(false);
  });
});
