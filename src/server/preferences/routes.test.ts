import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '../../core/preferences/values';
import { createTestContext, dbKinds, type TestContext, type TestUser } from '../../../tests/helpers/test-app';

describe.each(dbKinds())('/api/preferences on %s', (kind) => {
  let t: TestContext;
  let ada: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await createTestContext(kind);
    ada = await t.signUp({ name: 'Ada' });
    bob = await t.signUp({ name: 'Bob' });
  });
  afterAll(() => t.close());

  const get = async (user: TestUser) => {
    const res = await t.request('/api/preferences', { user });
    expect(res.status).toBe(200);
    return res.json();
  };
  const patch = (user: TestUser, json: unknown) => t.request('/api/preferences', { user, method: 'PATCH', json });
  const messageOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;

  it('starts from the defaults, keeps each change, and never shows one person\'s settings to another', async () => {
    expect(await get(ada)).toEqual(DEFAULT_PREFERENCES);
    expect(DEFAULT_PREFERENCES).toMatchObject({ readingPane: 'right', density: 'comfortable', conversationView: true, undoSendSeconds: 10, markReadOnOpen: true, replyPosition: 'above', endlessScroll: false });

    const first = await patch(ada, { markReadOnOpen: false, undoSendSeconds: 30 });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ...DEFAULT_PREFERENCES, markReadOnOpen: false, undoSendSeconds: 30 });
    // A second change keeps the first.
    expect(await (await patch(ada, { density: 'compact' })).json()).toEqual({ ...DEFAULT_PREFERENCES, markReadOnOpen: false, undoSendSeconds: 30, density: 'compact' });
    expect(await get(ada)).toMatchObject({ markReadOnOpen: false, undoSendSeconds: 30, density: 'compact' });
    expect(await (await patch(ada, { endlessScroll: true })).json()).toMatchObject({ density: 'compact', endlessScroll: true });
    expect(await get(bob)).toEqual(DEFAULT_PREFERENCES);
  });

  it('refuses an unknown key or value, naming it, and changes nothing', async () => {
    const before = await get(bob);
    const cases: [unknown, string][] = [
      [{ theme: 'dark' }, 'Unknown preference: theme.'],
      [{ readingPane: 'left' }, 'readingPane is one of "right", "below", "off".'],
      [{ undoSendSeconds: 7 }, 'undoSendSeconds is one of 0, 5, 10, 20, 30.'],
      [{ undoSendSeconds: '10' }, 'undoSendSeconds is one of 0, 5, 10, 20, 30.'],
      [{ markReadOnOpen: 'no' }, 'markReadOnOpen is true or false.'],
      [{ replyPosition: null }, 'replyPosition is one of "above", "below".'],
      [{ endlessScroll: 'yes' }, 'endlessScroll is true or false.'],
    ];
    for (const [body, message] of cases) {
      const res = await patch(bob, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await messageOf(res)).toContain(message);
    }
    for (const body of ['[]', '"x"', 'not json']) {
      const res = await t.request('/api/preferences', { user: bob, method: 'PATCH', headers: { 'content-type': 'application/json' }, body });
      expect(res.status, body).toBe(400);
    }
    expect(await get(bob)).toEqual(before);
    expect((await t.request('/api/preferences')).status).toBe(401);
  });
});
