import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dbKinds, type TestContext, type TestUser } from '../../../tests/helpers/test-app';
import { TEXT_DRAFT_NOT_FOUND } from './service';
import type { MailList, MailMessage } from './types';

describe.each(dbKinds())('a saved draft reopened on %s', (kind) => {
  let t: TestContext;
  let ada: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await createTestContext(kind);
    ada = await t.signUp({ name: 'Ada Lovelace' });
    bob = await t.signUp({ name: 'Bob Builder' });
  });
  afterAll(() => t.close());

  const drafts = async (user: TestUser) => {
    const res = await t.request('/api/mail/messages?tab=drafts', { user });
    expect(res.status).toBe(200);
    return (await res.json()) as MailList;
  };
  const save = (user: TestUser, json: Record<string, unknown>) => t.request('/api/mail/drafts', { user, json });
  const saved = async (user: TestUser, json: Record<string, unknown>) => {
    const res = await save(user, json);
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as { id: string }).id;
  };
  const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

  it('replaces the draft it was opened from when saved again: one draft, the newer words, its file kept', async () => {
    const first = await saved(ada, {
      to: [bob.email],
      subject: 'Offsite plan',
      body: '<p>First thoughts</p>',
      attachments: [{ filename: 'agenda.txt', mimeType: 'text/plain', content: Buffer.from('9:00 coffee').toString('base64') }],
    });
    const second = await saved(ada, {
      to: [bob.email],
      subject: 'Offsite plan, v2',
      body: '<p>Second thoughts</p>',
      attachments: [{ filename: 'agenda.txt', mimeType: 'text/plain', content: Buffer.from('9:00 coffee').toString('base64') }],
      draftId: first,
    });
    expect(second).not.toBe(first);
    const list = await drafts(ada);
    expect(list.items.map((i) => [i.id, i.subject])).toEqual([[second, 'Offsite plan, v2']]);
    expect(list.counts.drafts).toBe(1);
    expect((await t.request(`/api/mail/messages/${first}`, { user: ada })).status).toBe(404);
    const shown = (await (await t.request(`/api/mail/messages/${second}`, { user: ada })).json()) as MailMessage;
    expect(shown.html).toContain('Second thoughts');
    expect(shown.attachments.map((a) => a.filename)).toEqual(['agenda.txt']);
  });

  it('is gone from Drafts once sent, and the mail arrives', async () => {
    const id = await saved(ada, { to: [bob.email], subject: 'Send me later', body: '<p>Ready now</p>' });
    const res = await t.request('/api/mail/send', { user: ada, json: { to: [bob.email], subject: 'Send me later', body: '<p>Ready now</p>', draftId: id } });
    expect(res.status).toBe(200);
    expect((await drafts(ada)).items.map((i) => i.subject)).not.toContain('Send me later');
    const inbox = (await (await t.request('/api/mail/messages', { user: bob })).json()) as MailList;
    expect(inbox.items.map((i) => i.subject)).toContain('Send me later');
  });

  it('is gone from Drafts at once when sent through the undo window', async () => {
    const id = await saved(ada, { to: [bob.email], subject: 'Held a moment', body: '<p>x</p>' });
    const res = await t.request('/api/mail/send', { user: ada, json: { to: [bob.email], subject: 'Held a moment', body: '<p>x</p>', draftId: id, delaySeconds: 30 } });
    expect(res.status).toBe(202);
    expect((await drafts(ada)).items.map((i) => i.subject)).not.toContain('Held a moment');
  });

  it('keeps a reply draft in its conversation when reopened: saved again and sent after the undo window, it still answers', async () => {
    await t.request('/api/mail/send', { user: bob, json: { to: [ada.email], subject: 'Venue question', body: '<p>Which room?</p>' } });
    const inbox = (await (await t.request('/api/mail/messages', { user: ada })).json()) as MailList;
    const question = inbox.items.find((i) => i.subject === 'Venue question')!;
    const first = await saved(ada, { to: [bob.email], subject: 'Re: Venue question', body: '<p>Room</p>', replyTo: question.id });
    // Compose sends back what the draft holds, without naming the message it answers.
    const second = await saved(ada, { to: [bob.email], subject: 'Re: Venue question', body: '<p>Room 4</p>', draftId: first });
    const draft = (await drafts(ada)).items.find((i) => i.id === second)!;
    expect(draft.threadId).toBe(question.threadId);

    // Held for the undo window, the send answers the question: taken back, it reopens as that reply.
    const held = await t.request('/api/mail/send', { user: ada, json: { to: [bob.email], subject: 'Re: Venue question', body: '<p>Room 4</p>', draftId: second, delaySeconds: 30 } });
    expect(held.status).toBe(202);
    const { outboxId } = (await held.json()) as { outboxId: string };
    const back = await t.request(`/api/mail/outbox/${outboxId}/cancel`, { user: ada, method: 'POST' });
    expect(((await back.json()) as { draft: { replyTo: string | null } }).draft.replyTo).toBe(question.id);

    // Sent at once from a reopened reply draft, it lands in the asker's conversation.
    const third = await saved(ada, { to: [bob.email], subject: 'Re: Venue question', body: '<p>Room 4</p>', replyTo: question.id });
    const fourth = await saved(ada, { to: [bob.email], subject: 'Re: Venue question', body: '<p>Room 4, at ten</p>', draftId: third });
    const sent = await t.request('/api/mail/send', { user: ada, json: { to: [bob.email], subject: 'Re: Venue question', body: '<p>Room 4, at ten</p>', draftId: fourth } });
    expect(sent.status).toBe(200);
    const answer = ((await (await t.request('/api/mail/messages', { user: bob })).json()) as MailList).items.find((i) => i.subject === 'Re: Venue question')!;
    const asked = ((await (await t.request('/api/mail/messages?tab=sent', { user: bob })).json()) as MailList).items.find((i) => i.subject === 'Venue question')!;
    expect(answer.threadId).toBe(asked.threadId);
  });

  it('lives on as the scheduled email when scheduled, and is gone from Drafts', async () => {
    const id = await saved(ada, { to: [bob.email], subject: 'For Monday', body: '<p>Agenda</p>' });
    const scheduledTime = new Date(Date.now() + 86_400_000).toISOString();
    const res = await t.request('/api/scheduled', { user: ada, json: { to: [bob.email], subject: 'For Monday', body: '<p>Agenda</p>', draftId: id, scheduledTime } });
    expect(res.status, await res.clone().text()).toBe(201);
    expect((await drafts(ada)).items.map((i) => i.subject)).not.toContain('For Monday');
    const scheduled = (await (await t.request('/api/scheduled', { user: ada })).json()) as { items: { subject: string; body: string }[] };
    expect(scheduled.items.filter((e) => e.subject === 'For Monday')).toHaveLength(1);
  });

  it("refuses a draftId that is not one of the user's drafts, and sends or saves nothing", async () => {
    const own = await saved(ada, { to: [], subject: 'Mine alone', body: '<p>private</p>' });
    const sentRes = await t.request('/api/mail/send', { user: ada, json: { to: [bob.email], subject: 'A sent one', body: '<p>s</p>' } });
    const sentId = ((await sentRes.json()) as { id: string }).id;
    const before = (await drafts(bob)).counts.drafts;
    for (const draftId of [own, sentId, 'no-such-draft']) {
      // Bob cannot replace or send away Ada's draft, nor a message that is not a draft.
      const who = draftId === sentId ? ada : bob;
      for (const path of ['/api/mail/drafts', '/api/mail/send']) {
        const res = await t.request(path, { user: who, json: { to: [ada.email], subject: 'Should not exist', body: '<p>n</p>', draftId } });
        expect(res.status, `${path} ${draftId}`).toBe(404);
        expect(await errorOf(res)).toEqual({ code: 'DRAFT_NOT_FOUND', message: TEXT_DRAFT_NOT_FOUND });
      }
    }
    expect((await drafts(bob)).counts.drafts).toBe(before);
    expect((await drafts(ada)).items.map((i) => i.subject)).toContain('Mine alone');
    const adaInbox = (await (await t.request('/api/mail/messages', { user: ada })).json()) as MailList;
    expect(adaInbox.items.map((i) => i.subject)).not.toContain('Should not exist');
  });

  it('discards a draft for good with DELETE /api/mail/drafts/:id; not another user\'s, nor a message that is no draft', async () => {
    const id = await saved(ada, { to: [bob.email], subject: 'Second thoughts', body: '<p>never mind</p>' });
    const sentRes = await t.request('/api/mail/send', { user: ada, json: { to: [bob.email], subject: 'Sent, not a draft', body: '<p>s</p>' } });
    const sentId = ((await sentRes.json()) as { id: string }).id;
    // Bob cannot discard Ada's draft; nobody discards a sent message or an unknown id this way.
    for (const [who, target] of [[bob, id], [ada, sentId], [ada, 'no-such-draft']] as const) {
      const res = await t.request(`/api/mail/drafts/${target}`, { user: who, method: 'DELETE' });
      expect(res.status, target).toBe(404);
      expect(await errorOf(res)).toEqual({ code: 'DRAFT_NOT_FOUND', message: TEXT_DRAFT_NOT_FOUND });
    }
    expect((await drafts(ada)).items.map((i) => i.subject)).toContain('Second thoughts');
    expect((await t.request(`/api/mail/messages/${sentId}`, { user: ada })).status).toBe(200);

    const res = await t.request(`/api/mail/drafts/${id}`, { user: ada, method: 'DELETE' });
    expect(res.status).toBe(204);
    expect((await drafts(ada)).items.map((i) => i.subject)).not.toContain('Second thoughts');
    expect((await t.request(`/api/mail/messages/${id}`, { user: ada })).status).toBe(404);
    expect((await t.request(`/api/mail/drafts/${id}`, { user: ada, method: 'DELETE' })).status).toBe(404);
  });
});
