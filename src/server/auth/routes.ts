/**
 * /api/auth: better-auth's handler, behind our own input checks and rate
 * limits, with its error answers reshaped into the API's error format.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { signInSchema, signUpSchema } from '../../core/schemas';
import type { Config } from '../config';
import { Invalid } from '../../core/errors';
import { errorBody } from '../http/errors';
import { invalidInput } from '../http/route';
import { parseJsonText, refuseNul } from '../http/validate';
import { CLIENT_IP_HEADER, type Auth } from './auth';
import { RateLimiter } from './rate-limit';

export const AUTH_BODY_LIMIT_BYTES = 16 * 1024;
export const TEXT_RATE_LIMITED = 'Too many attempts. Please wait a minute and try again.';
export const TEXT_FILL_ALL_FIELDS = 'Please fill in all fields';
export const TEXT_AUTH_NOT_FOUND = 'No such sign-in endpoint.';
export const TEXT_AUTH_ERROR = 'The sign-in request could not be completed.';

/**
 * The better-auth endpoints the app uses. better-auth serves many more
 * (update-user, change-email, change-password, revoke-session, verify-email…);
 * none has a screen here, so each would only be surface for an attacker and
 * they answer 404 until a feature needs one.
 */
const BETTER_AUTH_ENDPOINTS: readonly RegExp[] = [
  /^\/sign-up\/email$/,
  /^\/sign-in\/email$/,
  /^\/sign-in\/social$/,
  /^\/sign-out$/,
  /^\/get-session$/,
  /^\/callback\/google$/,
  /^\/callback\/microsoft$/,
  /^\/error$/,
];

/**
 * The body as the API's one JSON reader sees it, read from a copy so
 * better-auth can still read the request. A body that is not JSON is left
 * for better-auth to refuse in its own words; NUL is refused here.
 */
async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.raw.clone().text();
  if (text.trim() === '') return undefined;
  try {
    return parseJsonText(text);
  } catch (error) {
    if (error instanceof Invalid && error.code === 'INVALID_JSON') return undefined;
    throw error;
  }
}

/**
 * The session lives in an httpOnly cookie; a copy of its token in a JSON body
 * would hand it to any script on the page, so it is removed.
 */
async function withoutTokens(response: Response): Promise<Response> {
  if (!response.ok || !response.headers.get('content-type')?.includes('application/json')) return response;
  const body = (await response.clone().json().catch(() => null)) as
    | { token?: unknown; session?: { token?: unknown } | null }
    | null;
  if (!body || typeof body !== 'object') return response;
  delete body.token;
  if (body.session && typeof body.session === 'object') delete body.session.token;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

/** better-auth answers `{ code, message }`; the API promises `{ error: { code, message } }`. */
async function reshapeError(response: Response): Promise<Response> {
  if (response.status < 400) return withoutTokens(response);
  if (!response.headers.get('content-type')?.includes('application/json')) {
    // better-auth answers an unknown endpoint with an empty 404; the API always answers JSON.
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    headers.set('content-type', 'application/json');
    const notFound = response.status === 404;
    return new Response(JSON.stringify(errorBody(notFound ? 'NOT_FOUND' : 'AUTH_ERROR', notFound ? TEXT_AUTH_NOT_FOUND : TEXT_AUTH_ERROR)), {
      status: response.status,
      headers,
    });
  }
  const body = (await response.clone().json().catch(() => null)) as { code?: string; message?: string; error?: unknown } | null;
  if (!body || typeof body.error === 'object') return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(
    JSON.stringify(errorBody(body.code ?? 'AUTH_ERROR', body.message ?? response.statusText ?? 'Authentication error')),
    { status: response.status, headers },
  );
}

export interface AuthRoutesOptions {
  /** Answers a return to /callback/google that is not better-auth's (Gmail over IMAP); undefined passes it on. */
  beforeGoogleCallback?(c: Context): Promise<Response | undefined>;
}

export function createAuthRoutes(config: Config, auth: Auth, options: AuthRoutesOptions = {}) {
  const minute = 60_000;
  const signInPerAccount = new RateLimiter(config.authRateLimit, minute);
  const signInPerClient = new RateLimiter(config.authRateLimit * 5, minute);
  const signUpPerClient = new RateLimiter(config.authRateLimit, minute);

  const limited = (c: Context, retryAfterSeconds: number) =>
    c.json(errorBody('RATE_LIMITED', TEXT_RATE_LIMITED), 429, { 'Retry-After': String(retryAfterSeconds) });
  const tooLarge = bodyLimit({
    maxSize: AUTH_BODY_LIMIT_BYTES,
    onError: (c) => c.json(errorBody('PAYLOAD_TOO_LARGE', 'The request is too large.'), 413),
  });

  return new Hono()
    // Every better-auth endpoint, not only the two below, gets the body cap and the NUL refusal.
    .use('*', tooLarge, async (c, next) => {
      refuseNul(c.req.query());
      if (c.req.method !== 'GET') await readJson(c);
      await next();
    })
    .get('/options', (c) => c.json({ google: Boolean(config.google), microsoft: Boolean(config.microsoft) }))
    .post('/sign-up/email', tooLarge, async (c, next) => {
      const ip = c.req.header(CLIENT_IP_HEADER) ?? 'unknown';
      const verdict = signUpPerClient.hit(ip);
      if (!verdict.allowed) return limited(c, verdict.retryAfterSeconds);
      const parsed = signUpSchema.safeParse(await readJson(c));
      if (!parsed.success) throw invalidInput(parsed.error);
      await next();
    })
    .post('/sign-in/email', tooLarge, async (c, next) => {
      const body = await readJson(c);
      const parsed = signInSchema.safeParse(body);
      if (!parsed.success) return c.json(errorBody('VALIDATION_ERROR', TEXT_FILL_ALL_FIELDS), 400);
      const ip = c.req.header(CLIENT_IP_HEADER) ?? 'unknown';
      const perClient = signInPerClient.hit(ip);
      if (!perClient.allowed) return limited(c, perClient.retryAfterSeconds);
      const perAccount = signInPerAccount.hit(`${ip}|${parsed.data.email.toLowerCase()}`);
      if (!perAccount.allowed) return limited(c, perAccount.retryAfterSeconds);
      await next();
    })
    .get('/callback/google', async (c, next) => {
      const answered = await options.beforeGoogleCallback?.(c);
      if (answered) return answered;
      await next();
    })
    .on(['GET', 'POST'], '/*', async (c) => {
      const endpoint = c.req.path.replace(/^\/api\/auth/, '');
      if (!BETTER_AUTH_ENDPOINTS.some((allowed) => allowed.test(endpoint))) {
        return c.json(errorBody('NOT_FOUND', TEXT_AUTH_NOT_FOUND), 404);
      }
      return reshapeError(await auth.handler(c.req.raw));
    });
}
