import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dbKinds, type TestContext, type TestUser } from '../../../tests/helpers/test-app';
import { initialsOf, SAMPLE_CONTACTS, type Contact } from './contacts';

describe.each(dbKinds())('contact suggestions on %s', (kind) => {
  let t: TestContext;
  let ada: TestUser;
  let bob: TestUser;
  let cleo: TestUser;
  let dora: TestUser;
  let newcomer: TestUser;
  beforeAll(async () => {
    t = await createTestContext(kind);
    ada = await t.signUp({ name: 'Ada Lovelace' });
    bob = await t.signUp({ name: 'Bob Builder' });
    cleo = await t.signUp({ name: 'Cleo Park' });
    dora = await t.signUp({ name: 'Dora Explorer' });
    newcomer = await t.signUp({ name: 'New Comer' });
  });
  afterAll(() => t.close());

  const contacts = async (user: TestUser, q = '') => {
    const res = await t.request(`/api/mail/contacts${q ? `?q=${encodeURIComponent(q)}` : ''}`, { user });
    expect(res.status).toBe(200);
    return ((await res.json()) as { contacts: Contact[] }).contacts;
  };
  const send = async (from: TestUser, body: Record<string, unknown>) => {
    const res = await t.request('/api/mail/send', { user: from, json: { subject: 'Hi', body: '<p>Hi</p>', ...body } });
    expect(res.status).toBe(200);
  };

  it('offers the 8 sample contacts, 3 of them frequent, to an account with only its welcome mail', async () => {
    const list = await contacts(newcomer);
    expect(list).toEqual(SAMPLE_CONTACTS);
    expect(list).toHaveLength(8);
    expect(list.filter((c) => c.frequentlyUsed)).toHaveLength(3);
  });

  it('ranks the people a user wrote to and heard from by how many messages they exchanged', async () => {
    await send(ada, { to: [bob.email] });
    await send(ada, { to: [bob.email], cc: [cleo.email] });
    await send(bob, { to: [ada.email] });
    await send(cleo, { to: [ada.email] });
    await send(ada, { to: [], bcc: [dora.email] });
    await t.request('/api/mail/drafts', { user: ada, json: { to: [newcomer.email], subject: 'draft' } });

    const list = await contacts(ada);
    expect(list.map((c) => c.email)).toEqual([bob.email, cleo.email, dora.email]);
    expect(list[0]).toEqual({ email: bob.email, name: 'Bob Builder', avatar: 'BB', frequentlyUsed: true });
    expect(list.every((c) => c.frequentlyUsed)).toBe(true);
    expect(list.map((c) => c.email)).not.toContain(ada.email);
  });

  it('filters suggestions by name or address, case-insensitively', async () => {
    expect((await contacts(ada, 'CLEO')).map((c) => c.email)).toEqual([cleo.email]);
    expect((await contacts(ada, dora.email.slice(0, 8).toUpperCase())).map((c) => c.email)).toEqual([dora.email]);
    expect(await contacts(ada, 'nobody-matches')).toEqual([]);
  });

  it('keeps one mailbox\'s correspondents out of another\'s suggestions', async () => {
    const list = await contacts(cleo);
    expect(list.map((c) => c.email)).toEqual([ada.email]);
  });

  it('refuses an over-long query and a signed-out caller', async () => {
    expect((await t.request(`/api/mail/contacts?q=${'a'.repeat(300)}`, { user: ada })).status).toBe(400);
    expect((await t.request('/api/mail/contacts')).status).toBe(401);
  });
});

describe('initialsOf', () => {
  it('takes the first and last word\'s first letters', () => {
    expect(initialsOf('Ada King Lovelace')).toBe('AL');
    expect(initialsOf('bob')).toBe('B');
    expect(initialsOf('  ')).toBeNull();
  });
});
