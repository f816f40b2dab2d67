import { addDays, subDays } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dbKinds, type TestContext, type TestUser } from '../../../tests/helpers/test-app';
import type { AppEvent } from '../events';
import type { MailList } from '../mail/types';
import { ERR_DUE_DATE } from './routes';
import { FOLLOW_UP_RECIPIENT_MESSAGE, FOLLOW_UP_REQUIRED_MESSAGE, SNOOZE_TOO_EARLY_MESSAGE } from './service';
import type { FollowUpDto } from './service';

const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

function makeFollowUp(over: Record<string, unknown> = {}) {
  return { subject: 'Contract renewal', recipient: 'client@example.com', dueDate: addDays(new Date(), 3).toISOString(), ...over };
}

describe.each(dbKinds())('follow-up reminders on %s', (kind) => {
  let t: TestContext;
  let ada: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  beforeAll(async () => {
    t = await createTestContext(kind);
    ada = await t.signUp({ name: 'Ada Lovelace' });
    bob = await t.signUp({ name: 'Bob Builder' });
    carol = await t.signUp({ name: 'Carol Clerk' });
  });
  afterAll(() => t.close());

  const create = async (user: TestUser, over: Record<string, unknown> = {}) => {
    const res = await t.request('/api/follow-ups', { user, json: makeFollowUp(over) });
    expect(res.status).toBe(201);
    return (await res.json()) as FollowUpDto;
  };
  const list = async (user: TestUser) => (await (await t.request('/api/follow-ups', { user })).json()) as FollowUpDto[];
  const patch = (user: TestUser, id: string, json: unknown) => t.request(`/api/follow-ups/${id}`, { user, method: 'PATCH', json });

  it('creates a pending reminder with medium priority by default and lists it by due date', async () => {
    const later = await create(ada, { subject: 'Later', dueDate: addDays(new Date(), 9).toISOString() });
    const sooner = await create(ada, { subject: '  Sooner ', recipient: ' Zed <zed@example.com> ', notes: 'call first', priority: 'high' });
    expect(later).toMatchObject({ status: 'pending', priority: 'medium', notes: '', emailId: null, notifiedAt: null });
    expect(sooner).toMatchObject({ subject: 'Sooner', recipient: 'Zed <zed@example.com>', notes: 'call first', priority: 'high' });
    expect((await list(ada)).map((f) => f.subject)).toEqual(['Sooner', 'Later']);
  });

  it('completes, snoozes and deletes a reminder', async () => {
    const f = await create(ada);
    const done = await patch(ada, f.id, { status: 'completed' });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ status: 'completed' });
    // Reopened with a new date, as the contract's PATCH takes them.
    const reopened = await patch(ada, f.id, { status: 'pending', dueDate: addDays(new Date(), 2).toISOString() });
    expect(reopened.status).toBe(200);
    expect(await reopened.json()).toMatchObject({ status: 'pending' });

    const g = await create(ada);
    const newDate = addDays(new Date(), 7);
    const snoozed = await patch(ada, g.id, { dueDate: newDate.toISOString() });
    expect(snoozed.status).toBe(200);
    const after = (await snoozed.json()) as FollowUpDto;
    expect(after.status).toBe('snoozed');
    expect(new Date(after.dueDate).getTime()).toBe(newDate.getTime());

    expect((await t.request(`/api/follow-ups/${g.id}`, { user: ada, method: 'DELETE' })).status).toBe(200);
    expect((await list(ada)).some((x) => x.id === g.id)).toBe(false);
    expect((await t.request(`/api/follow-ups/${g.id}`, { user: ada, method: 'DELETE' })).status).toBe(404);
  });

  it('lets a reminder be snoozed to yesterday but not to a day before', async () => {
    const f = await create(ada);
    expect((await patch(ada, f.id, { dueDate: subDays(new Date(), 1).toISOString() })).status).toBe(200);
    const tooEarly = await patch(ada, f.id, { dueDate: subDays(new Date(), 3).toISOString() });
    expect(tooEarly.status).toBe(400);
    expect((await errorOf(tooEarly)).message).toBe(SNOOZE_TOO_EARLY_MESSAGE);
  });

  it('needs a date, a subject and a recipient, and writes nothing otherwise', async () => {
    const before = (await list(ada)).length;
    for (const json of [makeFollowUp({ dueDate: undefined }), makeFollowUp({ subject: '  ' }), makeFollowUp({ recipient: '' }), {}]) {
      const res = await t.request('/api/follow-ups', { user: ada, json });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toBe(FOLLOW_UP_REQUIRED_MESSAGE);
    }
    expect((await list(ada)).length).toBe(before);
  });

  it('takes one address as the recipient, with or without a name, and refuses anything else', async () => {
    const before = (await list(ada)).length;
    for (const recipient of ['not-an-email', 'grace@', 'a@b.c, d@e.f', 'Grace Hopper']) {
      const res = await t.request('/api/follow-ups', { user: ada, json: makeFollowUp({ recipient }) });
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toMatchObject({ code: 'INVALID_RECIPIENT', message: FOLLOW_UP_RECIPIENT_MESSAGE });
    }
    expect((await list(ada)).length).toBe(before);
    const named = await t.request('/api/follow-ups', { user: ada, json: makeFollowUp({ recipient: 'Grace Hopper <grace@example.com>' }) });
    expect(named.status).toBe(201);
  });

  it('refuses wrong types, unknown dates, priorities and statuses, oversize fields and malformed JSON', async () => {
    const bad = [
      makeFollowUp({ subject: 42 }),
      makeFollowUp({ recipient: ['a@b.c'] }),
      makeFollowUp({ dueDate: 'next tuesday-ish' }),
      makeFollowUp({ dueDate: 1_700_000_000_000 }),
      makeFollowUp({ priority: 'urgent' }),
      makeFollowUp({ subject: 's'.repeat(1001) }),
      makeFollowUp({ notes: 'n'.repeat(10_001) }),
      makeFollowUp({ emailId: '../etc/passwd' }),
      [],
      'text',
    ];
    for (const json of bad) expect((await t.request('/api/follow-ups', { user: ada, json })).status).toBe(400);
    const malformed = await t.request('/api/follow-ups', { user: ada, method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"subject":' });
    expect(malformed.status).toBe(400);
    expect((await errorOf(malformed)).code).toBe('INVALID_JSON');
    expect((await t.request('/api/follow-ups', { user: ada, json: makeFollowUp({ notes: 'n'.repeat(100_000) }) })).status).toBe(413);

    const f = await create(ada);
    for (const json of [{ status: 'snoozed' }, { status: 'done' }, { priority: 'urgent' }, { dueDate: 'soon' }, { userId: bob.id }, { status: true }]) {
      expect((await patch(ada, f.id, json)).status).toBe(400);
    }
    expect((await list(ada)).find((x) => x.id === f.id)).toMatchObject({ status: 'pending', priority: 'medium' });
  });

  it('refuses a due date that is not a strict date and time in the years 1970 to 9999, naming the field, and stores nothing', async () => {
    const before = await list(carol);
    const bad = ['+010000-01-01T00:00:00Z', '+100000-01-01T00:00:00Z', '-271821-04-20T00:00:00Z', '9999-12-31T23:00:00-05:00', '1969-12-31T00:00:00Z', 'hello 12', '1', '2030-02-30T09:00:00Z', '2030-06-01'];
    for (const dueDate of bad) {
      const res = await t.request('/api/follow-ups', { user: carol, json: makeFollowUp({ dueDate }) });
      expect(res.status, dueDate).toBe(400);
      expect((await errorOf(res)).message, dueDate).toBe(`dueDate: ${ERR_DUE_DATE}`);
    }
    expect(await list(carol)).toEqual(before);

    const f = await create(carol, { dueDate: '2031-05-04T09:30:00+02:00' });
    expect(f.dueDate).toBe('2031-05-04T07:30:00.000Z');
    for (const dueDate of bad) {
      const res = await patch(carol, f.id, { dueDate });
      expect(res.status, dueDate).toBe(400);
      expect((await errorOf(res)).message, dueDate).toBe(`dueDate: ${ERR_DUE_DATE}`);
    }
    expect((await list(carol)).find((x) => x.id === f.id)).toMatchObject({ dueDate: '2031-05-04T07:30:00.000Z', status: 'pending' });
  });

  it("answers 404 to another user for every reminder id, and never lists another user's reminders", async () => {
    const f = await create(ada, { subject: 'Private' });
    expect((await patch(bob, f.id, { status: 'completed' })).status).toBe(404);
    expect((await patch(bob, f.id, { dueDate: addDays(new Date(), 1).toISOString() })).status).toBe(404);
    expect((await t.request(`/api/follow-ups/${f.id}`, { user: bob, method: 'DELETE' })).status).toBe(404);
    expect((await list(bob)).some((x) => x.id === f.id)).toBe(false);
    expect((await list(ada)).find((x) => x.id === f.id)).toMatchObject({ status: 'pending', subject: 'Private' });
  });

  it("ties a reminder to the user's own email and refuses someone else's", async () => {
    const inbox = (await (await t.request('/api/mail/messages', { user: ada })).json()) as MailList;
    const own = inbox.items[0]!;
    const tied = await create(ada, { emailId: own.id });
    expect(tied.emailId).toBe(own.id);
    expect(tied.threadId).toBe(own.threadId);
    const foreign = await t.request('/api/follow-ups', { user: bob, json: makeFollowUp({ emailId: own.id }) });
    expect(foreign.status).toBe(404);
  });

  describe('when the recipient replies in the thread', () => {
    const sendTo = async (from: TestUser, to: TestUser, subject: string, replyTo?: string) => {
      const res = await t.request('/api/mail/send', { user: from, json: { to: [to.email], subject, body: `<p>${subject}</p>`, replyTo } });
      expect(res.status).toBe(200);
      return (await res.json()) as { id: string };
    };
    const inboxId = async (user: TestUser, subject: string) => {
      const inbox = (await (await t.request('/api/mail/messages', { user })).json()) as MailList;
      return inbox.items.find((i) => i.subject === subject)!.id;
    };

    it('completes the reminder by itself before its due date', async () => {
      const sent = await sendTo(ada, bob, 'Proposal for Q3');
      const f = await create(ada, { emailId: sent.id, recipient: `Bob <${bob.email.toUpperCase()}>`, subject: 'Proposal for Q3' });
      const other = await create(ada, { emailId: sent.id, recipient: 'someone.else@example.com' });
      await sendTo(bob, ada, 'Re: Proposal for Q3', await inboxId(bob, 'Proposal for Q3'));
      const after = await list(ada);
      expect(after.find((x) => x.id === f.id)?.status).toBe('completed');
      expect(after.find((x) => x.id === other.id)?.status).toBe('pending');
    });

    it('leaves it open for mail outside the thread, from someone else, or after the due date', async () => {
      const sent = await sendTo(ada, bob, 'Budget review');
      const f = await create(ada, { emailId: sent.id, recipient: bob.email });
      await sendTo(bob, ada, 'Unrelated news');
      expect((await list(ada)).find((x) => x.id === f.id)?.status).toBe('pending');

      // Carol answers a copy of the same thread: not the recipient the reminder waits for.
      const toCarol = await sendTo(ada, carol, 'Budget review (Carol)');
      const g = await create(ada, { emailId: toCarol.id, recipient: bob.email });
      await sendTo(carol, ada, 'Re: Budget review (Carol)', await inboxId(carol, 'Budget review (Carol)'));
      expect((await list(ada)).find((x) => x.id === g.id)?.status).toBe('pending');

      const late = await sendTo(ada, bob, 'Late answer');
      const h = await create(ada, { emailId: late.id, recipient: bob.email, dueDate: subDays(new Date(), 1).toISOString() });
      await sendTo(bob, ada, 'Re: Late answer', await inboxId(bob, 'Late answer'));
      expect((await list(ada)).find((x) => x.id === h.id)?.status).toBe('pending');
    });
  });
});

describe.each(dbKinds())('follow-up due notices on %s', (kind) => {
  let t: TestContext;
  let ada: TestUser;
  beforeAll(async () => {
    t = await createTestContext(kind, { jobs: true });
    ada = await t.signUp({ name: 'Ada Lovelace' });
  });
  afterAll(() => t.close());

  const nextDue = (userId: string, timeoutMs: number) =>
    new Promise<AppEvent | null>((resolve) => {
      const timer = setTimeout(() => {
        off();
        resolve(null);
      }, timeoutMs);
      const off = t.app.events.subscribe(userId, (event) => {
        if (event.type !== 'followupdue') return;
        clearTimeout(timer);
        off();
        resolve(event);
      });
    });

  it("announces a reminder to the user's tabs at its due time, once", async () => {
    const dueDate = new Date(Date.now() + 1000);
    const heard = nextDue(ada.id, 8000);
    const res = await t.request('/api/follow-ups', { user: ada, json: makeFollowUp({ subject: 'Ping Dana', recipient: 'dana@example.com', dueDate: dueDate.toISOString() }) });
    const f = (await res.json()) as FollowUpDto;
    const event = await heard;
    expect(event?.data).toEqual({ id: f.id, subject: 'Ping Dana', recipient: 'dana@example.com' });
    const listed = ((await (await t.request('/api/follow-ups', { user: ada })).json()) as FollowUpDto[]).find((x) => x.id === f.id)!;
    expect(listed.notifiedAt).not.toBeNull();
    expect(new Date(listed.notifiedAt!).getTime()).toBeGreaterThanOrEqual(dueDate.getTime());
    expect(await t.app.services.followUpWorker.sweep()).toBe(0);
  });

  it('announces a snoozed reminder again at its new due time, and never a completed one', async () => {
    const heardFirst = nextDue(ada.id, 8000);
    const f = (await (await t.request('/api/follow-ups', { user: ada, json: makeFollowUp({ subject: 'Snooze me', dueDate: new Date().toISOString() }) })).json()) as FollowUpDto;
    expect((await heardFirst)?.data.id).toBe(f.id);

    const heardAgain = nextDue(ada.id, 8000);
    await t.request(`/api/follow-ups/${f.id}`, { user: ada, method: 'PATCH', json: { dueDate: new Date(Date.now() + 1000).toISOString() } });
    expect((await heardAgain)?.data.id).toBe(f.id);

    const g = (await (await t.request('/api/follow-ups', { user: ada, json: makeFollowUp({ subject: 'Done early', dueDate: new Date(Date.now() + 1000).toISOString() }) })).json()) as FollowUpDto;
    await t.request(`/api/follow-ups/${g.id}`, { user: ada, method: 'PATCH', json: { status: 'completed' } });
    expect(await nextDue(ada.id, 3000)).toBeNull();
  });
});
