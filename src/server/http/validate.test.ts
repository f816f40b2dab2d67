import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dbKinds, type TestContext, type TestUser } from '../../../tests/helpers/test-app';
import { DEFAULT_PREFERENCES } from '../../core/preferences/values';
import { findNul } from './validate';

/** `{"to":[[[ … ]]]}`, `depth` arrays deep around `inner`. */
const nestedBody = (depth: number, inner = '') => `{"to":${'['.repeat(depth)}${inner}${']'.repeat(depth)}}`;

describe('findNul', () => {
  it('names the first field whose text holds a NUL character', () => {
    expect(findNul({ subject: 'ok', to: ['a@example.com', 'b\u0000@example.com'] })).toBe('to.1');
    expect(findNul({ tracking: { note: 'x\u0000' } })).toBe('tracking.note');
    expect(findNul('\u0000')).toBe('body');
  });

  it('finds a NUL hidden in an object key', () => {
    expect(findNul({ ['na\u0000me']: 'x' })).toBe('name');
  });

  it('passes text without NUL, including other control characters and Unicode', () => {
    expect(findNul({ body: 'line\r\n\ttab \u0007 👩‍👩‍👧‍👦 \u202E', n: 1, b: true, z: null, list: [] })).toBeUndefined();
  });

  it('walks a value nested far deeper than the call stack goes', () => {
    expect(findNul(JSON.parse(nestedBody(20_000)))).toBeUndefined();
    expect(findNul(JSON.parse(nestedBody(20_000, '"x\\u0000"')))).toBe(`to${'.0'.repeat(20_000)}`);
  });
});

describe.each(dbKinds())('reading a JSON body on %s', (kind) => {
  let t: TestContext;
  let ada: TestUser;
  beforeAll(async () => {
    t = await createTestContext(kind);
    ada = await t.signUp({ name: 'Ada' });
  });
  afterAll(() => t.close());

  const raw = (path: string, method: string, body: string) => t.request(path, { user: ada, method, headers: { 'content-type': 'application/json' }, body });

  it('refuses a body nested thousands of levels deep with a 400 naming the field, and sends nothing', async () => {
    for (const inner of ['', '"x\\u0000"']) {
      const res = await raw('/api/mail/send', 'POST', nestedBody(10_000, inner));
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR', message: expect.stringMatching(/^to\.0/) } });
    }
    const sent = await t.request('/api/mail/messages?tab=sent', { user: ada });
    expect(((await sent.json()) as { total: number }).total).toBe(0);
  });

  it('reads an empty JSON body as {}, so a change of nothing changes nothing', async () => {
    for (const body of ['', '  \n']) {
      const res = await raw('/api/preferences', 'PATCH', body);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual(DEFAULT_PREFERENCES);
    }
  });
});
