import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dbKinds, type TestContext, type TestUser } from '../../../tests/helpers/test-app';
import type { Split } from '../../core/mail/splits';
import type { MailList, ThreadList } from '../mail/types';

describe.each(dbKinds())('split-inbox tabs on %s', (kind) => {
  let t: TestContext;
  let ada: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  beforeAll(async () => {
    t = await createTestContext(kind);
    ada = await t.signUp({ name: 'Ada Lovelace' });
    bob = await t.signUp({ name: 'Bob Builder' });
    carol = await t.signUp({ name: 'Carol Chen' });
  });
  afterAll(() => t.close());

  const send = (from: TestUser, to: TestUser, subject: string) => t.request('/api/mail/send', { user: from, json: { to: [to.email], cc: [], bcc: [], subject, body: 'Hello.' } });
  const splits = async (user: TestUser) => ((await (await t.request('/api/splits', { user })).json()) as { splits: Split[] }).splits;
  const list = async (user: TestUser, query: string) => (await (await t.request(`/api/mail/messages?${query}`, { user })).json()) as MailList;

  it('lists the inbox mail a tab’s search finds, with its unread count, across the typed search too', async () => {
    await send(bob, ada, 'Bob one');
    await send(bob, ada, 'Bob two');
    await send(carol, ada, 'Carol one');
    const res = await t.request('/api/splits', { user: ada, json: { name: ' Bob ', query: `from:${bob.email}` } });
    expect(res.status).toBe(201);
    const bobTab = (await res.json()) as Split;
    expect(bobTab).toMatchObject({ name: 'Bob', query: `from:${bob.email}`, position: 0, unread: 2 });

    const page = await list(ada, `split=${bobTab.id}`);
    expect(page.items.map((i) => i.subject).sort()).toEqual(['Bob one', 'Bob two']);
    expect(page.total).toBe(2);
    expect((await list(ada, `split=${bobTab.id}&q=two`)).items.map((i) => i.subject)).toEqual(['Bob two']);
    const threads = (await (await t.request(`/api/mail/threads?split=${bobTab.id}`, { user: ada })).json()) as ThreadList;
    expect(threads.items.map((i) => i.subject).sort()).toEqual(['Bob one', 'Bob two']);

    // Reading one lowers the tab's count; archiving the other takes it out of the tab (a tab is of the inbox).
    await t.request(`/api/mail/messages/${page.items[0]!.id}/read`, { user: ada, json: { read: true } });
    expect((await splits(ada))[0]!.unread).toBe(1);
    await t.request(`/api/mail/messages/${page.items[1]!.id}/archive`, { user: ada, method: 'POST' });
    expect((await list(ada, `split=${bobTab.id}`)).total).toBe(1);

    const renamed = await t.request(`/api/splits/${bobTab.id}`, { user: ada, method: 'PATCH', json: { name: 'Builders', query: `from:${carol.email}` } });
    expect(await renamed.json()).toMatchObject({ name: 'Builders', unread: 1 });
    expect((await list(ada, `split=${bobTab.id}`)).items.map((i) => i.subject)).toEqual(['Carol one']);
  });

  it('takes at most 8 tabs and refuses a broken search or name with the field named', async () => {
    for (const [body, text] of [
      [{ name: 'x', query: 'from:(a' }, 'query'],
      [{ name: '', query: 'x' }, 'name'],
      [{ name: 'x'.repeat(41), query: 'x' }, 'name'],
      [{ name: 'ok', query: '' }, 'query'],
    ] as const) {
      const res = await t.request('/api/splits', { user: bob, json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(text);
    }
    for (let i = 0; i < 8; i++) expect((await t.request('/api/splits', { user: bob, json: { name: `Tab ${i}`, query: `tab${i}` } })).status).toBe(201);
    const ninth = await t.request('/api/splits', { user: bob, json: { name: 'Ninth', query: 'x' } });
    expect(ninth.status).toBe(400);
    expect(await ninth.json()).toMatchObject({ error: { code: 'TOO_MANY_SPLITS' } });
    expect((await splits(bob)).map((s) => s.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it("answers an empty change with the tab as it is, and a tab that is not the user's with 404", async () => {
    const made = (await (await t.request('/api/splits', { user: carol, json: { name: 'Receipts', query: 'receipt' } })).json()) as Split;
    const same = await t.request(`/api/splits/${made.id}`, { user: carol, method: 'PATCH', json: {} });
    expect(same.status).toBe(200);
    expect(await same.json()).toMatchObject({ id: made.id, name: 'Receipts', query: 'receipt', position: made.position });
    expect((await t.request(`/api/splits/${made.id}`, { user: bob, method: 'PATCH', json: {} })).status).toBe(404);
    expect((await t.request('/api/splits/no-such-tab', { user: carol, method: 'PATCH', json: {} })).status).toBe(404);
    expect((await t.request(`/api/splits/${made.id}`, { user: carol, method: 'DELETE' })).status).toBe(204);
  });

  it("keeps one user's tabs from another", async () => {
    const [adaTab] = await splits(ada);
    expect((await t.request(`/api/mail/messages?split=${adaTab!.id}`, { user: carol })).status).toBe(404);
    expect((await t.request(`/api/splits/${adaTab!.id}`, { user: carol, method: 'PATCH', json: { name: 'Mine' } })).status).toBe(404);
    expect((await t.request(`/api/splits/${adaTab!.id}`, { user: carol, method: 'DELETE' })).status).toBe(404);
    expect(await splits(carol)).toEqual([]);
    expect((await t.request(`/api/splits/${adaTab!.id}`, { user: ada, method: 'DELETE' })).status).toBe(204);
    expect(await splits(ada)).toEqual([]);
  });
});
