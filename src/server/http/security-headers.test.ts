import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createLogger } from '../logger';
import { createTestContext, openTestDb, testConfig, type TestContext } from '../../../tests/helpers/test-app';

describe('security headers', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext('pglite');
  });
  afterAll(() => t.close());

  it('forbid inline scripts, framing and MIME sniffing on every answer', async () => {
    for (const path of ['/api/health', '/api/mail/messages']) {
      const res = await t.request(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('refuses a state-changing API call from a foreign origin', async () => {
    const user = await t.signUp();
    const res = await t.request('/api/mail/drafts', { user, json: { subject: 'x' }, headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('FORBIDDEN_ORIGIN');
  });
});

describe('security headers on the app pages', () => {
  it('send the same policy with index.html for every client route, and the 404 page', async () => {
    const clientDir = mkdtempSync(path.join(os.tmpdir(), 'eb-client-'));
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Email Buddy</title><script type="module" src="/assets/app.js"></script>');
    const db = await openTestDb('pglite');
    try {
      const app = createApp({ config: testConfig(), db, logger: createLogger('silent'), clientDir });
      for (const route of ['/', '/dashboard', '/compose?to=a%40example.com', '/no-such-page']) {
        const res = await app.request(`http://localhost:3000${route}`);
        expect(res.status).toBe(200);
        expect(await res.text()).toContain('<title>Email Buddy</title>');
        const csp = res.headers.get('content-security-policy') ?? '';
        expect(csp).toContain("script-src 'self'");
        expect(csp).not.toMatch(/script-src[^;]*(unsafe-inline|unsafe-eval)/);
        expect(csp).toContain("frame-ancestors 'none'");
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      }
    } finally {
      await db.close();
      rmSync(clientDir, { recursive: true, force: true });
    }
  });
});
