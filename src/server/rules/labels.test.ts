import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dbKinds, type TestContext, type TestUser } from '../../../tests/helpers/test-app';
import type { Label } from '../../core/mail/labels';
import type { MailList, MailMessage } from '../mail/types';

describe.each(dbKinds())('labels on %s', (kind) => {
  let t: TestContext;
  let ada: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await createTestContext(kind);
    ada = await t.signUp({ name: 'Ada Lovelace' });
    bob = await t.signUp({ name: 'Bob Builder' });
  });
  afterAll(() => t.close());

  const labels = async (user: TestUser) => ((await (await t.request('/api/labels', { user })).json()) as { labels: Label[] }).labels;
  const create = (user: TestUser, body: unknown) => t.request('/api/labels', { user, json: body });
  const list = async (user: TestUser, query = '') => (await (await t.request(`/api/mail/messages${query}`, { user })).json()) as MailList;
  const apply = (user: TestUser, id: string, body: unknown) => t.request(`/api/mail/messages/${id}/labels`, { user, json: body });
  const made = async (user: TestUser, name: string, color?: string) => (await (await create(user, { name, ...(color ? { color } : {}) })).json()) as Label;

  it('makes, renames, recolours and deletes a label, refusing a name the user already has', async () => {
    const res = await create(ada, { name: '  Finance  ', color: 'green' });
    expect(res.status).toBe(201);
    const finance = (await res.json()) as Label;
    expect(finance).toMatchObject({ name: 'Finance', color: 'green', unread: 0, total: 0 });
    expect(finance.id).toMatch(/^lbl_/);

    const clash = await create(ada, { name: 'finance' });
    expect(clash.status).toBe(409);
    expect(await clash.json()).toMatchObject({ error: { code: 'LABEL_EXISTS', message: 'You already have a label named “finance”.' } });

    const renamed = await t.request(`/api/labels/${finance.id}`, { user: ada, method: 'PATCH', json: { name: 'Money', color: 'amber' } });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ id: finance.id, name: 'Money', color: 'amber' });
    expect((await labels(ada)).map((l) => l.name)).toEqual(['Money']);

    const other = await made(ada, 'Travel');
    const onto = await t.request(`/api/labels/${other.id}`, { user: ada, method: 'PATCH', json: { name: 'MONEY' } });
    expect(onto.status).toBe(409);

    expect((await t.request(`/api/labels/${finance.id}`, { user: ada, method: 'DELETE' })).status).toBe(204);
    expect((await labels(ada)).map((l) => l.name)).toEqual(['Travel']);
  });

  it('puts labels on a message, lists the label with counts, finds it by label:, and takes it off', async () => {
    const work = await made(ada, 'Work Stuff', 'purple');
    const [first, second] = (await list(ada)).items;
    const res = await apply(ada, first!.id, { add: [work.id] });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ labels: [work.id] });
    await apply(ada, second!.id, { add: [work.id] });
    await t.request(`/api/mail/messages/${second!.id}/read`, { user: ada, json: { read: true } });

    const rows = (await list(ada)).items;
    expect(rows.find((r) => r.id === first!.id)!.labels).toEqual([work.id]);
    // System states are tabs, not labels: an inbox row's labels hold only the user's.
    expect(rows.find((r) => r.id !== first!.id && r.id !== second!.id)!.labels).toEqual([]);

    const byLabel = await list(ada, `?label=${work.id}`);
    expect(byLabel.items.map((i) => i.id).sort()).toEqual([first!.id, second!.id].sort());
    expect(byLabel.total).toBe(2);
    expect((await labels(ada)).find((l) => l.id === work.id)).toMatchObject({ total: 2, unread: first!.read ? 0 : 1 });

    const found = await list(ada, `?q=${encodeURIComponent('label:"work stuff"')}`);
    expect(found.items.map((i) => i.id).sort()).toEqual([first!.id, second!.id].sort());
    expect((await list(ada, '?q=label:work-stuff')).total).toBe(2);

    const detail = (await (await t.request(`/api/mail/messages/${first!.id}`, { user: ada })).json()) as MailMessage;
    expect(detail.labelIds).toEqual([work.id]);

    // Archived, it still lists under its label (all mail but the trash), and leaves it when trashed.
    await t.request(`/api/mail/messages/${first!.id}/archive`, { user: ada, method: 'POST' });
    expect((await list(ada, `?label=${work.id}`)).total).toBe(2);
    await t.request(`/api/mail/messages/${first!.id}/trash`, { user: ada, method: 'POST' });
    expect((await list(ada, `?label=${work.id}`)).items.map((i) => i.id)).toEqual([second!.id]);
    await t.request(`/api/mail/messages/${first!.id}/restore`, { user: ada, method: 'POST' });

    expect(await (await apply(ada, first!.id, { remove: [work.id] })).json()).toEqual({ labels: [] });
    expect((await list(ada, `?label=${work.id}`)).items.map((i) => i.id)).toEqual([second!.id]);

    // Deleting the label takes it off its messages; they stay.
    await t.request(`/api/labels/${work.id}`, { user: ada, method: 'DELETE' });
    expect((await list(ada)).items.find((r) => r.id === second!.id)!.labels).toEqual([]);
  });

  it('labels and unlabels many messages in one bulk request, by ids or by a search', async () => {
    const vip = await made(ada, 'VIP');
    const inbox = (await list(ada)).items;
    const res = await t.request('/api/mail/bulk', { user: ada, json: { action: 'label', labelId: vip.id, ids: inbox.slice(0, 3).map((i) => i.id) } });
    expect(await res.json()).toMatchObject({ affected: 3 });
    expect((await list(ada, `?label=${vip.id}`)).total).toBe(3);

    const off = await t.request('/api/mail/bulk', { user: ada, json: { action: 'unlabel', labelId: vip.id, query: { label: vip.id } } });
    expect(await off.json()).toMatchObject({ affected: 3 });
    expect((await list(ada, `?label=${vip.id}`)).total).toBe(0);

    const missing = await t.request('/api/mail/bulk', { user: ada, json: { action: 'label', ids: [inbox[0]!.id] } });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: { message: expect.stringContaining('labelId') } });
  });

  it("keeps one user's labels from another: not listed, not applicable, not filterable", async () => {
    const secret = await made(ada, 'Secret');
    const [adaMessage] = (await list(ada)).items;
    const [bobMessage] = (await list(bob)).items;
    expect(await labels(bob)).toEqual([]);

    // Bob cannot put Ada's label on his mail, nor touch her message, nor list by her label.
    expect((await apply(bob, bobMessage!.id, { add: [secret.id] })).status).toBe(404);
    expect((await apply(bob, adaMessage!.id, { add: [secret.id] })).status).toBe(404);
    expect((await t.request(`/api/mail/messages?label=${secret.id}`, { user: bob })).status).toBe(404);
    expect((await t.request(`/api/labels/${secret.id}`, { user: bob, method: 'PATCH', json: { name: 'Mine' } })).status).toBe(404);
    expect((await t.request(`/api/labels/${secret.id}`, { user: bob, method: 'DELETE' })).status).toBe(404);
    const bulk = await t.request('/api/mail/bulk', { user: bob, json: { action: 'label', labelId: secret.id, ids: [bobMessage!.id] } });
    expect(bulk.status).toBe(404);

    // The same name is Bob's to make; and Ada's label still exists with its name.
    expect((await create(bob, { name: 'Secret' })).status).toBe(201);
    expect((await labels(ada)).some((l) => l.id === secret.id && l.name === 'Secret')).toBe(true);
    // label: searches only the searcher's labels.
    await apply(ada, adaMessage!.id, { add: [secret.id] });
    expect((await list(bob, '?q=label:secret')).total).toBe(0);
  });

  it("answers an empty change with the label as it is, and another user's label with 404", async () => {
    const plans = await made(ada, 'Plans', 'blue');
    const same = await t.request(`/api/labels/${plans.id}`, { user: ada, method: 'PATCH', json: {} });
    expect(same.status).toBe(200);
    expect(await same.json()).toMatchObject({ id: plans.id, name: 'Plans', color: 'blue' });
    expect((await t.request(`/api/labels/${plans.id}`, { user: bob, method: 'PATCH', json: {} })).status).toBe(404);
    expect((await t.request('/api/labels/lbl_nope', { user: ada, method: 'PATCH', json: {} })).status).toBe(404);
    expect((await labels(ada)).find((l) => l.id === plans.id)).toMatchObject({ name: 'Plans', color: 'blue' });
  });

  it('refuses bad label input with the field named', async () => {
    for (const [body, text] of [
      [{}, 'name'],
      [{ name: '   ' }, 'Give the label a name.'],
      [{ name: 'x'.repeat(61) }, 'at most 60'],
      [{ name: 'a\u0007b' }, 'one line'],
      [{ name: 'Fine', color: 'chartreuse' }, 'color is one of'],
      [{ name: 'Fine', extra: true }, 'extra'],
    ] as const) {
      const res = await create(ada, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(text);
    }
    const [message] = (await list(ada)).items;
    expect((await apply(ada, message!.id, {})).status).toBe(400);
    expect((await apply(ada, message!.id, { add: ['lbl_nope'] })).status).toBe(404);
    expect((await apply(ada, 'no-such-message', { add: [] , remove: ['x'] })).status).toBe(404);
  });
});
