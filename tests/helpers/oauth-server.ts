/**
 * A stand-in for Microsoft's identity platform (login.microsoftonline.com) on a
 * free loopback port: the v2.0 authorize and token endpoints of the common
 * tenant (authorization code with PKCE, refresh), plus an RFC 7662
 * introspection endpoint that Dovecot's oauth2 passdb and the test SMTP server
 * ask whether an access token is live. Shapes follow Microsoft's documented
 * answers, errors included (`invalid_grant` with an AADSTS description).
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { freePort } from './ports';

export interface OAuthUser {
  email: string;
  name: string;
}

export interface OAuthStandIn {
  /** The authority, as MICROSOFT_AUTHORITY_URL takes it (no tenant). */
  authority: string;
  introspectionUrl: string;
  clientId: string;
  clientSecret: string;
  /** The person who consents at the next authorize request. */
  signInAs(user: OAuthUser): void;
  /** A live refresh token (and access token) for `email`, as a finished consent would give. */
  issue(email: string, options?: { accessTtlSeconds?: number }): { accessToken: string; refreshToken: string; expiresAt: number };
  /** Access tokens issued from now on live this long. */
  setAccessTtl(seconds: number): void;
  /** Ends every access token now (the server forgets them), as an expiry would. */
  expireAccessTokens(): void;
  /** Withdraws consent: every refresh token of `email` is refused from now on. */
  revoke(email: string): void;
  /** A new consent after a withdrawal: refresh tokens of `email` work again. */
  unrevoke(email: string): void;
  /** How many refresh grants each email redeemed. */
  refreshes(email: string): number;
  /** Scopes asked for at each authorize request, in order. */
  authorizeScopes: string[][];
  /** Every access and refresh token handed out so far (to check none leaks into logs or answers). */
  issuedTokens(): string[];
  /** Whether `token` is a live access token for `email` (what the SMTP stand-in checks). */
  isLive(email: string, token: string): boolean;
  close(): Promise<void>;
}

const TENANT_ID = '9188040d-6c67-4c5b-b112-36a304b66dad';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** An ID token shaped like Entra's (unsigned: the code flow reads it straight from the token endpoint). */
function idToken(authority: string, clientId: string, user: OAuthUser): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    aud: clientId,
    iss: `${authority}/${TENANT_ID}/v2.0`,
    iat: now,
    nbf: now,
    exp: now + 3600,
    name: user.name,
    email: user.email,
    preferred_username: user.email,
    oid: createHash('sha256').update(user.email).digest('hex').slice(0, 32),
    sub: base64url(user.email),
    tid: TENANT_ID,
    ver: '2.0',
  };
  return `${base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}.`;
}

async function formBody(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

function oauthError(res: ServerResponse, error: string, description: string) {
  json(res, 400, { error, error_description: description, error_codes: [50173], timestamp: new Date().toISOString() });
}

export interface OAuthStandInOptions {
  /** A fixed port (the browser tests' long-running stand-in); a free one otherwise. */
  port?: number;
  /** Also answer POST /__sign-in-as, /__revoke, /__unrevoke, /__expire and /__issue (JSON), for a test in another process. */
  control?: boolean;
}

export async function startOAuthStandIn(options: OAuthStandInOptions = {}): Promise<OAuthStandIn> {
  const port = options.port ?? (await freePort());
  const authority = `http://127.0.0.1:${port}`;
  const clientId = 'standin-client-id';
  const clientSecret = 'standin-client-secret';
  let consenting: OAuthUser = { email: 'ada@outlook.test', name: 'Ada Lovelace' };
  let accessTtl = 3600;
  const access = new Map<string, { email: string; expiresAt: number }>();
  const refresh = new Map<string, { email: string; scope: string }>();
  const codes = new Map<string, { user: OAuthUser; challenge: string; redirectUri: string; scope: string }>();
  const revoked = new Set<string>();
  const refreshCount = new Map<string, number>();
  const authorizeScopes: string[][] = [];
  const issued: string[] = [];

  const newAccess = (email: string) => {
    const token = `at-${randomBytes(24).toString('base64url')}`;
    issued.push(token);
    const expiresAt = Date.now() + accessTtl * 1000;
    access.set(token, { email, expiresAt });
    return { token, expiresAt };
  };
  const newRefresh = (email: string, scope: string) => {
    const token = `rt-${randomBytes(24).toString('base64url')}`;
    issued.push(token);
    refresh.set(token, { email, scope });
    return token;
  };
  const isLive = (email: string, token: string) => {
    const entry = access.get(token);
    return Boolean(entry && entry.email === email && entry.expiresAt > Date.now() && !revoked.has(email));
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', authority);
      if (req.method === 'GET' && /^\/[^/]+\/oauth2\/v2\.0\/authorize$/.test(url.pathname)) {
        const q = url.searchParams;
        if (q.get('client_id') !== clientId) return json(res, 400, { error: 'unauthorized_client', error_description: 'AADSTS700016: unknown application' });
        if (q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge')) {
          return json(res, 400, { error: 'invalid_request', error_description: 'AADSTS9002325: PKCE is required' });
        }
        const scope = q.get('scope') ?? '';
        authorizeScopes.push(scope.split(' ').filter(Boolean));
        const code = `code-${randomBytes(16).toString('base64url')}`;
        codes.set(code, { user: consenting, challenge: q.get('code_challenge')!, redirectUri: q.get('redirect_uri') ?? '', scope });
        const back = new URL(q.get('redirect_uri') ?? '');
        back.searchParams.set('code', code);
        if (q.get('state')) back.searchParams.set('state', q.get('state')!);
        res.writeHead(302, { location: back.toString() });
        return res.end();
      }
      if (req.method === 'POST' && /^\/[^/]+\/oauth2\/v2\.0\/token$/.test(url.pathname)) {
        const form = await formBody(req);
        const basic = req.headers.authorization?.startsWith('Basic ')
          ? Buffer.from(req.headers.authorization.slice(6), 'base64').toString('utf8').split(':').map(decodeURIComponent)
          : [];
        const [id, secret] = basic.length === 2 ? basic : [form.get('client_id'), form.get('client_secret')];
        if (id !== clientId || secret !== clientSecret) return json(res, 401, { error: 'invalid_client', error_description: 'AADSTS7000215: Invalid client secret provided.' });
        if (form.get('grant_type') === 'authorization_code') {
          const entry = codes.get(form.get('code') ?? '');
          codes.delete(form.get('code') ?? '');
          const verifier = form.get('code_verifier') ?? '';
          if (!entry || entry.redirectUri !== form.get('redirect_uri') || base64url(createHash('sha256').update(verifier).digest()) !== entry.challenge) {
            return oauthError(res, 'invalid_grant', 'AADSTS70000: The provided authorization code or PKCE verifier is invalid.');
          }
          const { token, expiresAt } = newAccess(entry.user.email);
          return json(res, 200, {
            token_type: 'Bearer',
            scope: entry.scope,
            expires_in: Math.round((expiresAt - Date.now()) / 1000),
            ext_expires_in: accessTtl,
            access_token: token,
            refresh_token: newRefresh(entry.user.email, entry.scope),
            id_token: idToken(authority, clientId, entry.user),
          });
        }
        if (form.get('grant_type') === 'refresh_token') {
          const entry = refresh.get(form.get('refresh_token') ?? '');
          if (!entry || revoked.has(entry.email)) {
            return oauthError(res, 'invalid_grant', 'AADSTS50173: The provided grant has expired due to it being revoked, a fresh auth token is needed.');
          }
          refreshCount.set(entry.email, (refreshCount.get(entry.email) ?? 0) + 1);
          const { token, expiresAt } = newAccess(entry.email);
          // Microsoft may rotate the refresh token; the old one keeps working for a while.
          return json(res, 200, {
            token_type: 'Bearer',
            scope: form.get('scope') ?? entry.scope,
            expires_in: Math.round((expiresAt - Date.now()) / 1000),
            access_token: token,
            refresh_token: newRefresh(entry.email, entry.scope),
          });
        }
        return oauthError(res, 'unsupported_grant_type', 'AADSTS70003: The app requested an unsupported grant type.');
      }
      if (options.control && req.method === 'POST' && url.pathname.startsWith('/__')) {
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        const body = (chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {}) as { email?: string; name?: string };
        if (url.pathname === '/__sign-in-as') consenting = { email: body.email!, name: body.name ?? body.email! };
        else if (url.pathname === '/__revoke') revoked.add(body.email!);
        else if (url.pathname === '/__unrevoke') revoked.delete(body.email!);
        else if (url.pathname === '/__expire') access.clear();
        else if (url.pathname === '/__issue') return json(res, 200, { accessToken: newAccess(body.email!).token });
        else return json(res, 404, { error: 'not_found' });
        return json(res, 200, { ok: true });
      }
      if (req.method === 'GET' && url.pathname === '/__ready') return json(res, 200, { ok: true });
      if (req.method === 'POST' && url.pathname === '/introspect') {
        const form = await formBody(req);
        const token = form.get('token') ?? '';
        const entry = access.get(token);
        if (!entry || !isLive(entry.email, token)) return json(res, 200, { active: false });
        return json(res, 200, { active: true, email: entry.email, exp: Math.floor(entry.expiresAt / 1000) });
      }
      json(res, 404, { error: 'not_found' });
    })().catch((error: unknown) => json(res, 500, { error: 'server_error', error_description: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    authority,
    introspectionUrl: `${authority}/introspect`,
    clientId,
    clientSecret,
    authorizeScopes,
    signInAs: (user) => {
      consenting = user;
    },
    issue(email, options = {}) {
      const before = accessTtl;
      if (options.accessTtlSeconds !== undefined) accessTtl = options.accessTtlSeconds;
      const { token, expiresAt } = newAccess(email);
      accessTtl = before;
      return { accessToken: token, refreshToken: newRefresh(email, 'https://outlook.office.com/IMAP.AccessAsUser.All offline_access'), expiresAt };
    },
    setAccessTtl: (seconds) => {
      accessTtl = seconds;
    },
    expireAccessTokens: () => access.clear(),
    revoke: (email) => revoked.add(email),
    unrevoke: (email) => revoked.delete(email),
    refreshes: (email) => refreshCount.get(email) ?? 0,
    isLive,
    issuedTokens: () => [...issued],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
