import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '../../../tests/helpers/test-app';

describe('GET /api/accounts/discover', () => {
  let t: TestContext;
  let ada: TestUser;
  beforeAll(async () => {
    t = await createTestContext('pglite');
    ada = await t.signUp({ name: 'Ada Lovelace' });
  });
  afterAll(() => t.close());

  const discover = (email: string | null, options: { anonymous?: boolean } = {}) =>
    t.request(`/api/accounts/discover${email === null ? '' : `?email=${encodeURIComponent(email)}`}`, options.anonymous ? {} : { user: ada });

  it('needs a session', async () => {
    const res = await discover('ann@fastmail.com', { anonymous: true });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
  });

  it('fills the form for a known provider, and names the sign-in Microsoft addresses need', async () => {
    const fastmail = await discover('Ann@FastMail.com');
    expect(fastmail.status).toBe(200);
    expect(await fastmail.json()).toEqual({
      source: 'ispdb',
      provider: 'Fastmail',
      note: expect.stringContaining('app password'),
      imap: { host: 'imap.fastmail.com', port: 993, security: 'tls' },
      smtp: { host: 'smtp.fastmail.com', port: 465, security: 'tls' },
    });
    const outlook = await discover('ann@outlook.com');
    expect(outlook.status).toBe(200);
    expect(await outlook.json()).toEqual({ oauth: 'microsoft' });
  });

  it('refuses a missing or malformed address with a message that says what to enter', async () => {
    for (const [email, message] of [
      [null, 'email: Enter an email address.'],
      ['', 'email: Enter an email address.'],
      ['not-an-address', 'email: Enter a valid email address.'],
    ] as const) {
      const res = await discover(email);
      expect(res.status, String(email)).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR', message } });
    }
  });
});
