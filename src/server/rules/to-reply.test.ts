import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dbKinds, type TestContext, type TestUser } from '../../../tests/helpers/test-app';
import { MailStore } from '../mail/store';
import type { MailList, ThreadList } from '../mail/types';

describe.each(dbKinds())('the To reply view on %s', (kind) => {
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

  const send = async (from: TestUser, body: Record<string, unknown>) => {
    const res = await t.request('/api/mail/send', { user: from, json: { cc: [], bcc: [], ...body } });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as { id: string };
  };
  const toReply = async (user: TestUser) => (await (await t.request('/api/mail/messages?tab=to-reply', { user })).json()) as MailList;
  const subjects = async (user: TestUser) => (await toReply(user)).items.map((i) => i.subject).filter((s) => !s.includes('launch plan')).sort();

  it('lists what asks something of the user until they answer, from the newest message of each conversation', async () => {
    await send(bob, { to: [ada.email], subject: 'Budget numbers', body: 'Could you send me the budget numbers by Friday?' });
    await send(bob, { to: [ada.email], subject: 'Trip photos', body: 'Here are the photos from the trip. Enjoy!' });
    await send(bob, { to: [carol.email], cc: [ada.email], subject: 'Venue choice', body: 'Which venue do you both prefer for the offsite?' });
    await send(bob, { to: [carol.email], subject: 'Not for Ada', body: 'Can you review this?' });

    expect(await subjects(ada)).toEqual(['Budget numbers', 'Venue choice']);
    const list = await toReply(ada);
    expect(list.counts['to-reply']).toBe(list.total);
    expect((await t.request('/api/mail/messages', { user: ada }).then((r) => r.json()) as MailList).counts['to-reply']).toBe(list.total);

    // Ada answers the budget question: the conversation's newest message is hers now.
    const budget = (await toReply(ada)).items.find((i) => i.subject === 'Budget numbers')!;
    await send(ada, { to: [bob.email], subject: 'Re: Budget numbers', body: 'Attached.', replyTo: budget.id });
    expect(await subjects(ada)).toEqual(['Venue choice']);

    // Bob asks again in the same conversation: it is back, as his newest message.
    const bobsCopy = (await (await t.request(`/api/mail/messages?q=${encodeURIComponent('subject:"Re: Budget numbers"')}`, { user: bob })).json()) as MailList;
    await send(bob, { to: [ada.email], subject: 'Re: Budget numbers', body: 'Thanks! Can you also share last year’s?', replyTo: bobsCopy.items[0]!.id });
    const again = await toReply(ada);
    expect(again.items.filter((i) => i.subject.includes('Budget numbers')).map((i) => i.subject)).toEqual(['Re: Budget numbers']);

    const threads = (await (await t.request('/api/mail/threads?tab=to-reply', { user: ada })).json()) as ThreadList;
    expect(threads.items.map((i) => i.subject).filter((s) => !s.includes('launch plan')).sort()).toEqual(['Budget numbers', 'Venue choice']);
  });

  it("keeps each user's view to their own mail", async () => {
    expect(await subjects(bob)).toEqual([]);
    expect(await subjects(carol)).toEqual(['Not for Ada', 'Venue choice']);
  });

  it('includes a message a rule marked "to reply", even without a question', async () => {
    await t.request('/api/rules', { user: ada, json: { name: 'Carol needs answers', when: { query: `from:${carol.email}` }, actions: [{ type: 'toReply' }] } });
    await send(carol, { to: [ada.email], subject: 'Status update', body: 'The venue is booked.' });
    expect(await subjects(ada)).toContain('Status update');
  });

  it('reads new mail once when lists arrive together: the later ones wait for the reading in hand, then see its answer', async () => {
    const dan = await t.signUp({ name: 'Dan Dunn' });
    await send(bob, { to: [dan.email], subject: 'Slides', body: 'Could you share the slides from Tuesday?' });
    await send(bob, { to: [dan.email], subject: 'Trip photos', body: 'Here are the photos from the trip. Enjoy!' });
    const store = new MailStore(t.db.db);
    const first = store.refreshAsks(dan.id);
    expect(store.refreshAsks(dan.id)).toBe(first);
    await first;
    // Done, a new call reads again (and finds nothing left to read).
    expect(store.refreshAsks(dan.id)).not.toBe(first);
    expect(await Promise.all([subjects(dan), subjects(dan), subjects(dan)])).toEqual([['Slides'], ['Slides'], ['Slides']]);
  });
});
