import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dbKinds, type TestContext, type TestUser } from '../../../tests/helpers/test-app';
import { expectCountsConsistent } from '../../../tests/helpers/mail-counts';
import type { MailList } from './types';

describe.each(dbKinds())('deleting mail forever on %s', (kind) => {
  let t: TestContext;
  let ada: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await createTestContext(kind);
    ada = await t.signUp({ name: 'Ada Lovelace' });
    bob = await t.signUp({ name: 'Bob Builder' });
  });
  afterAll(() => t.close());

  const list = async (user: TestUser, query = '') => (await (await t.request(`/api/mail/messages${query}`, { user })).json()) as MailList;
  const bulk = (user: TestUser, body: unknown) => t.request('/api/mail/bulk', { user, json: body });
  const remove = (user: TestUser, id: string) => t.request(`/api/mail/messages/${id}`, { user, method: 'DELETE' });
  const trash = (user: TestUser, id: string) => t.request(`/api/mail/messages/${id}/trash`, { user, method: 'POST' });

  it('deletes a message in the trash for good: gone from every list, its page and search', async () => {
    const [first] = (await list(ada)).items;
    await trash(ada, first!.id);
    const before = await list(ada, '?tab=trash');
    const res = await remove(ada, first!.id);
    expect(res.status).toBe(204);
    const after = await list(ada, '?tab=trash');
    expect(after.items.map((i) => i.id)).not.toContain(first!.id);
    expect(after.counts.trash).toBe(before.counts.trash - 1);
    expect((await t.request(`/api/mail/messages/${first!.id}`, { user: ada })).status).toBe(404);
    expect((await list(ada, `?q=${encodeURIComponent(`"${first!.subject}" in:anywhere`)}`)).items.map((i) => i.id)).not.toContain(first!.id);
    // Asked again (a second tab, a retry): it is no longer there.
    expect((await remove(ada, first!.id)).status).toBe(404);
    await expectCountsConsistent(t.db.db, ada.id);
  });

  it('refuses mail outside the trash with a message saying how, and changes nothing', async () => {
    const inbox = await list(ada);
    const [message] = inbox.items;
    const res = await remove(ada, message!.id);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: { code: 'NOT_IN_TRASH', message: 'Only mail in the trash can be deleted forever. Move it to the trash first.' } });
    expect((await list(ada)).items.map((i) => i.id)).toEqual(inbox.items.map((i) => i.id));
  });

  it("answers 404 for another user's message, which stays in their trash", async () => {
    const [bobs] = (await list(bob)).items;
    await trash(bob, bobs!.id);
    const res = await remove(ada, bobs!.id);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: 'MESSAGE_NOT_FOUND' } });
    expect((await list(bob, '?tab=trash')).items.map((i) => i.id)).toContain(bobs!.id);
    expect((await bulk(ada, { action: 'delete', ids: [bobs!.id] }).then((r) => r.json())) as unknown).toEqual({ affected: 0, ids: [] });
    expect((await list(bob, '?tab=trash')).items.map((i) => i.id)).toContain(bobs!.id);
  });

  it('bulk delete takes only the chosen mail that is in the trash', async () => {
    const [a, b, kept] = (await list(ada)).items;
    await bulk(ada, { action: 'trash', ids: [a!.id, b!.id] });
    const res = await bulk(ada, { action: 'delete', ids: [a!.id, b!.id, kept!.id, 'no-such-id'] });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { affected: number; ids: string[] };
    expect(body.affected).toBe(2);
    expect(body.ids.sort()).toEqual([a!.id, b!.id].sort());
    expect((await list(ada)).items.map((i) => i.id)).toContain(kept!.id);
    await expectCountsConsistent(t.db.db, ada.id);
  });

  it('empties the trash by query, leaving the rest of the mailbox as it was', async () => {
    const inbox = await list(ada);
    await bulk(ada, { action: 'trash', ids: [inbox.items[0]!.id] });
    const trashed = (await list(ada, '?tab=trash')).counts.trash;
    expect(trashed).toBe(1);
    const res = await bulk(ada, { action: 'delete', query: { tab: 'trash' } });
    expect(await res.json()).toMatchObject({ affected: trashed });
    const after = await list(ada, '?tab=trash');
    expect(after.items).toEqual([]);
    expect(after.counts.trash).toBe(0);
    expect(after.counts.inbox).toBe(inbox.counts.inbox - 1);
    // A search across all mail selects only what is in the trash: nothing now.
    expect(await (await bulk(ada, { action: 'delete', query: { q: 'in:anywhere' } })).json()).toEqual({ affected: 0, ids: [] });
    expect((await list(ada)).counts.inbox).toBe(inbox.counts.inbox - 1);
    await expectCountsConsistent(t.db.db, ada.id);
  });
});
