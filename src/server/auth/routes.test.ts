import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user as userTable, session as sessionTable } from '../db/schema';
import { createTestContext, dbKinds, makeUserInput, type TestContext } from '../../../tests/helpers/test-app';
import { TEXT_FILL_ALL_FIELDS, TEXT_RATE_LIMITED } from './routes';
import { TEXT_SIGN_IN_REQUIRED } from '../app';

describe.each(dbKinds())('accounts on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(kind);
  });
  afterAll(() => t.close());

  const userCount = async () => (await t.db.db.select({ n: count() }).from(userTable))[0]!.n;

  it('answers health with the engine in use', async () => {
    const res = await t.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, db: kind });
  });

  it('registers an account, signs it in with an httpOnly SameSite=Lax cookie and never echoes the token', async () => {
    const input = makeUserInput({ name: 'Grace Hopper' });
    const res = await t.request('/api/auth/sign-up/email', { json: input });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body.token).toBeUndefined();

    const me = await t.request('/api/me', { headers: { cookie: cookie!.split(';')[0]! } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ name: 'Grace Hopper', email: input.email });
  });

  it.each([
    ['a missing name', (u: ReturnType<typeof makeUserInput>) => ({ email: u.email, password: u.password }), 400],
    ['a missing password', (u: ReturnType<typeof makeUserInput>) => ({ name: u.name, email: u.email }), 400],
    ['a malformed email', (u: ReturnType<typeof makeUserInput>) => ({ ...u, email: 'not-an-address' }), 400],
    ['a short password', (u: ReturnType<typeof makeUserInput>) => ({ ...u, password: 'short' }), 400],
    ['a password of eight spaces', (u: ReturnType<typeof makeUserInput>) => ({ ...u, password: '        ' }), 400],
    ['a password of five letters padded with spaces', (u: ReturnType<typeof makeUserInput>) => ({ ...u, password: '  a b c d e  ' }), 400],
    ['a 1 MB name', (u: ReturnType<typeof makeUserInput>) => ({ ...u, name: 'x'.repeat(1024 * 1024) }), 413],
    ['a 300-character name', (u: ReturnType<typeof makeUserInput>) => ({ ...u, name: 'y'.repeat(300) }), 400],
    ['a name with control characters', (u: ReturnType<typeof makeUserInput>) => ({ ...u, name: 'A\u0000B' }), 400],
  ])('refuses sign-up with %s and creates nothing', async (_label, make, status) => {
    const before = await userCount();
    const res = await t.request('/api/auth/sign-up/email', { json: make(makeUserInput()) });
    expect(res.status).toBe(status);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.message.length).toBeGreaterThan(3);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await userCount()).toBe(before);
  });

  it('refuses malformed JSON on sign-up', async () => {
    const before = await userCount();
    const res = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name": "x",',
    });
    expect(res.status).toBe(400);
    expect(await userCount()).toBe(before);
  });

  it('refuses an email that is already used, whatever its case, and keeps one account', async () => {
    const first = await t.signUp();
    const res = await t.request('/api/auth/sign-up/email', {
      json: { name: 'Someone Else', email: first.email.toUpperCase(), password: 'another password' },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/already/i);
    const rows = await t.db.db.select().from(userTable).where(eq(userTable.email, first.email.toLowerCase()));
    expect(rows).toHaveLength(1);
  });

  it('answers a wrong password and an unknown email with the same error and no session', async () => {
    const account = await t.signUp();
    const wrong = await t.request('/api/auth/sign-in/email', { json: { email: account.email, password: 'not the password' } });
    const unknown = await t.request('/api/auth/sign-in/email', { json: { email: 'nobody@example.com', password: 'not the password' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const a = await wrong.json();
    const b = await unknown.json();
    expect(a).toEqual(b);
    expect(a).toEqual({ error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' } });
    expect(wrong.headers.getSetCookie().filter((c) => /session_token=[^;]+/.test(c))).toEqual([]);
  });

  it('refuses blank sign-in fields with the spec text', async () => {
    const res = await t.request('/api/auth/sign-in/email', { json: { email: '', password: '' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message: TEXT_FILL_ALL_FIELDS } });
  });

  it('signs in with the right password, then signs out and loses access', async () => {
    const account = await t.signUp();
    const signIn = await t.request('/api/auth/sign-in/email', { json: { email: account.email, password: account.password } });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    expect((await t.request('/api/me', { headers: { cookie } })).status).toBe(200);

    const out = await t.request('/api/auth/sign-out', { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{}' });
    expect(out.status).toBe(200);
    expect((await t.request('/api/me', { headers: { cookie } })).status).toBe(401);
    const sessions = await t.db.db.select().from(sessionTable).where(eq(sessionTable.userId, account.id));
    expect(sessions).toHaveLength(1); // the sign-up session is still there; the signed-out one is gone
  });

  it('refuses a sign-in from a foreign origin', async () => {
    const account = await t.signUp();
    const res = await t.request('/api/auth/sign-in/email', {
      json: { email: account.email, password: account.password },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie().filter((c) => /session_token=[^;]+/.test(c))).toEqual([]);
  });

  it('tells the client whether Google and Microsoft sign-in are configured', async () => {
    const res = await t.request('/api/auth/options');
    expect(await res.json()).toEqual({ google: false, microsoft: false });
  });

  it('answers no /api route but health, auth and the API documents without a session', async () => {
    const publicPaths = /^\/api\/(auth\/|health$|openapi\.json$|docs(\/|$)|\*$)/;
    const paths = t.app.routes
      .filter((r) => r.path.startsWith('/api') && !publicPaths.test(r.path))
      .map((r) => ({ method: r.method === 'ALL' ? 'GET' : r.method, path: r.path.replace(/:(\w+)/g, 'x').replace(/\*$/, 'x') }));
    expect(paths.length).toBeGreaterThan(0);
    for (const { method, path } of paths) {
      const res = await t.request(path, { method, headers: { 'content-type': 'application/json' }, body: method === 'GET' ? undefined : '{}' });
      expect({ path, method, status: res.status }).toEqual({ path, method, status: 401 });
      expect(await res.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: TEXT_SIGN_IN_REQUIRED } });
    }
  });

  it('answers an unknown API path with a JSON 404 for a signed-in user', async () => {
    const account = await t.signUp();
    const res = await t.request('/api/no-such-thing', { user: account });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
  });
});

describe('sign-in rate limit', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext('pglite', { AUTH_RATE_LIMIT: '3' });
  });
  afterAll(() => t.close());

  it('answers 429 with a message once an address has been tried too often', async () => {
    const account = await t.signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.request('/api/auth/sign-in/email', { json: { email: account.email, password: 'wrong password' } });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(await res.json()).toEqual({ error: { code: 'RATE_LIMITED', message: TEXT_RATE_LIMITED } });
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Even the right password waits out the window.
    const right = await t.request('/api/auth/sign-in/email', { json: { email: account.email, password: account.password } });
    expect(right.status).toBe(429);
  });

  it('answers 429 with a message once one client has signed up too often, and creates no more accounts', async () => {
    const statuses: number[] = [];
    const emails: string[] = [];
    for (let i = 0; i < 4; i++) {
      const input = makeUserInput();
      emails.push(input.email);
      const res = await t.request('/api/auth/sign-up/email', { json: input });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(await res.json()).toEqual({ error: { code: 'RATE_LIMITED', message: TEXT_RATE_LIMITED } });
        expect(res.headers.getSetCookie()).toEqual([]);
      }
    }
    // The previous test already signed up once from this client address.
    expect(statuses).toEqual([200, 200, 429, 429]);
    const created = await t.db.db.select({ email: userTable.email }).from(userTable).where(eq(userTable.email, emails[2]!));
    expect(created).toEqual([]);
  });
});

describe('session cookies behind https', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext('pglite', { PUBLIC_URL: 'https://mail.example.com' });
  });
  afterAll(() => t.close());

  it('marks the session cookie Secure, httpOnly and SameSite=Lax when PUBLIC_URL is https', async () => {
    const res = await t.request('/api/auth/sign-up/email', { json: makeUserInput() });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => /session_token=/.test(c));
    expect(cookie).toMatch(/^__Secure-better-auth\.session_token=/);
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });
});
