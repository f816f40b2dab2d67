import { validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../tests/helpers/test-app';
import { API_TITLE } from './openapi';

type Document = { openapi: string; info: { title: string }; paths: Record<string, Record<string, { responses: Record<string, unknown>; requestBody?: unknown }>> };

/** Routes that are the documents themselves, and the catch-all that answers 404 for any other path. */
const NOT_OPERATIONS = new Set(['/openapi.json', '/docs', '/docs/init.js', '/docs/{file}', '/*']);

describe('the OpenAPI document', () => {
  let t: TestContext;
  let doc: Document;
  beforeAll(async () => {
    t = await createTestContext('pglite');
    const res = await t.request('/api/openapi.json');
    expect(res.status).toBe(200);
    doc = (await res.json()) as Document;
  });
  afterAll(() => t.close());

  it('is served without a session and is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe(API_TITLE);
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
  });

  it('lists every route the API serves, each with its responses', () => {
    const mounted = new Set<string>();
    for (const route of t.app.routes) {
      if (!route.path.startsWith('/api/') || route.method === 'ALL') continue;
      const path = route.path.slice('/api'.length).replace(/:(\w+)/g, '{$1}');
      if (NOT_OPERATIONS.has(path) || path.endsWith('/*')) continue;
      mounted.add(`${route.method.toLowerCase()} ${path}`);
    }
    const documented = new Set(Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method} ${path}`)));
    expect(mounted.size).toBeGreaterThan(40);
    expect([...mounted].filter((op) => !documented.has(op))).toEqual([]);
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        expect(Object.keys(op.responses), `${method} ${path}`).not.toHaveLength(0);
      }
    }
  });

  it('describes the better-auth routes the app serves, and request bodies where a route takes one', () => {
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/auth/sign-up/email', '/auth/sign-in/email', '/auth/sign-out', '/auth/get-session']));
    expect(doc.paths['/templates']!.post!.requestBody).toBeDefined();
    expect(doc.paths['/templates/{id}']!.patch!.requestBody).toBeDefined();
  });

  it('renders Swagger UI from files we serve, under our own CSP', async () => {
    const page = await t.request('/api/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<div id="swagger-ui"></div>');
    expect(html).not.toMatch(/https?:\/\//);
    const bundle = await t.request('/api/docs/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toContain('javascript');
    expect((await t.request('/api/docs/..%2Fpackage.json')).status).toBe(404);
  });
});
