import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dbKinds, type TestContext, type TestUser } from '../../../tests/helpers/test-app';
import { expectCountsConsistent as expectCounts } from '../../../tests/helpers/mail-counts';
import { ERR_BULK_TARGET_REQUIRED } from '../../core/mail/bulk';
import type { MailList } from './types';

describe.each(dbKinds())('bulk actions on %s', (kind) => {
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
  const expectCountsConsistent = (user: TestUser) => expectCounts(t.db.db, user.id);

  it('archives chosen messages in one request, and restore brings them back', async () => {
    const inbox = await list(ada);
    const [a, b] = inbox.items;
    const res = await bulk(ada, { action: 'archive', ids: [a!.id, b!.id] });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ affected: 2, ids: expect.arrayContaining([a!.id, b!.id]) });
    const after = await list(ada);
    expect(after.items.map((i) => i.id)).not.toContain(a!.id);
    expect(after.counts).toMatchObject({ inbox: inbox.counts.inbox - 2, archived: 2 });
    expect((await list(ada, '?tab=archived')).items.map((i) => i.id).sort()).toEqual([a!.id, b!.id].sort());
    await expectCountsConsistent(ada);

    expect(await (await bulk(ada, { action: 'restore', ids: [a!.id, b!.id] })).json()).toMatchObject({ affected: 2 });
    expect((await list(ada)).counts).toMatchObject({ inbox: inbox.counts.inbox, archived: 0 });
    await expectCountsConsistent(ada);
  });

  it('marks a whole tab read by query, with the unread count following', async () => {
    expect((await list(ada)).unread).toBeGreaterThan(0);
    const res = await bulk(ada, { action: 'read', query: { tab: 'inbox' } });
    const { affected } = (await res.json()) as { affected: number };
    expect(affected).toBe((await list(ada)).counts.inbox);
    expect((await list(ada)).unread).toBe(0);
    expect((await list(ada)).items.every((i) => i.read)).toBe(true);
    await bulk(ada, { action: 'unread', query: { tab: 'inbox', q: 'launch plan' } });
    const unread = (await list(ada)).items.filter((i) => !i.read);
    expect(unread.map((i) => i.subject)).toEqual(['Can you review the launch plan by Friday?']);
    await expectCountsConsistent(ada);
  });

  it('stars and unstars, trashes, and restores from the trash', async () => {
    const [a] = (await list(ada)).items;
    await bulk(ada, { action: 'star', ids: [a!.id, a!.id] });
    expect((await list(ada, '?tab=starred')).items.map((i) => i.id)).toEqual([a!.id]);
    await bulk(ada, { action: 'unstar', ids: [a!.id] });
    expect((await list(ada, '?tab=starred')).items).toEqual([]);
    await bulk(ada, { action: 'trash', ids: [a!.id] });
    expect((await list(ada, '?tab=trash')).items.map((i) => i.id)).toEqual([a!.id]);
    await bulk(ada, { action: 'restore', ids: [a!.id] });
    expect((await list(ada, '?tab=trash')).items).toEqual([]);
    expect((await list(ada)).items.map((i) => i.id)).toContain(a!.id);
    await expectCountsConsistent(ada);
  });

  it("counts another user's ids as 0 and leaves them alone", async () => {
    const bobs = await list(bob);
    const [mine] = (await list(ada)).items;
    const res = await bulk(ada, { action: 'trash', ids: [bobs.items[0]!.id, mine!.id, 'no-such-id'] });
    expect(await res.json()).toEqual({ affected: 1, ids: [mine!.id] });
    expect((await list(bob)).counts).toEqual(bobs.counts);
    expect((await list(bob)).items.map((i) => i.id)).toContain(bobs.items[0]!.id);
    await bulk(ada, { action: 'restore', ids: [mine!.id] });
  });

  it('refuses a broken request with a message naming the problem', async () => {
    const [a] = (await list(ada)).items;
    const unknown = await bulk(ada, { action: 'explode', ids: [a!.id] });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(await unknown.json())).toContain('action is one of archive, trash, restore, read, unread, star, unstar');
    const both = await bulk(ada, { action: 'read', ids: [a!.id], query: { tab: 'inbox' } });
    expect(both.status).toBe(400);
    expect(JSON.stringify(await both.json())).toContain('Give either ids or query, not both.');
    const neither = await bulk(ada, { action: 'read' });
    expect(neither.status).toBe(400);
    expect(JSON.stringify(await neither.json())).toContain(ERR_BULK_TARGET_REQUIRED);
    expect((await bulk(ada, { action: 'read', query: { account: 'someone-elses' } })).status).toBe(404);
  });

  it('refuses a search it cannot read as written, as a rule does, and changes nothing', async () => {
    const before = await list(bob);
    expect(before.unread).toBeGreaterThan(0);
    for (const [q, problem] of [
      ['(((', 'A bracket is not closed.'],
      ['"launch plan', 'A quote is not closed.'],
    ] as const) {
      const res = await bulk(bob, { action: 'read', query: { tab: 'inbox', q } });
      expect(res.status, q).toBe(400);
      expect(await res.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message: `query.q: ${problem}` } });
    }
    const after = await list(bob);
    expect(after.unread).toBe(before.unread);
    expect(after.counts).toEqual(before.counts);
  });
});
