import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dbKinds, type TestContext, type TestUser } from '../../../tests/helpers/test-app';
import { VIEW_CONVERSATION_NOT_FOUND } from '../../core/mail/errors';
import { mailMessage } from '../db/schema/mail';
import { newMessageRow } from './store';
import { initialThreadId, rethread, threadIdFor } from './threads';
import type { ThreadDetail, ThreadList } from './types';

describe.each(dbKinds())('conversations on %s', (kind) => {
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

  const threads = async (user: TestUser, query = '') => {
    const res = await t.request(`/api/mail/threads${query}`, { user });
    expect(res.status).toBe(200);
    return (await res.json()) as ThreadList;
  };
  const send = async (user: TestUser, body: Record<string, unknown>) => {
    const res = await t.request('/api/mail/send', { user, json: body });
    expect(res.status).toBe(200);
    return (await res.json()) as { id: string; threadId: string };
  };

  let threadId: string;

  it('gathers a reply chain between two people into one conversation for each of them', async () => {
    const first = await send(ada, { to: [bob.email], subject: 'Launch plan', body: '<p>Can you review the launch plan by Friday?</p>' });
    const bobInbox = await t.request('/api/mail/messages', { user: bob }).then((r) => r.json() as Promise<{ items: { id: string; subject: string }[] }>);
    const received = bobInbox.items.find((i) => i.subject === 'Launch plan')!;
    const reply = await send(bob, {
      to: [ada.email],
      subject: 'Re: Launch plan',
      body: '<p>Looks good. One question on the dates.</p><blockquote>Can you review the launch plan by Friday?</blockquote>',
      replyTo: received.id,
    });
    const adaInbox = await t.request('/api/mail/messages', { user: ada }).then((r) => r.json() as Promise<{ items: { id: string; subject: string }[] }>);
    const answer = adaInbox.items.find((i) => i.subject === 'Re: Launch plan')!;
    const last = await send(ada, { to: [bob.email], subject: 'Re: Launch plan', body: '<p>Dates are fixed, thanks!</p>', replyTo: answer.id });
    expect(last.threadId).toBe(first.threadId);
    threadId = first.threadId;

    const list = await threads(ada);
    const conversation = list.items.find((i) => i.threadId === threadId)!;
    expect(conversation).toMatchObject({
      subject: 'Launch plan',
      messageCount: 3,
      unread: true,
      latestMessageId: answer.id,
      messageIds: [answer.id],
      preview: expect.stringContaining('Dates are fixed'),
    });
    expect(conversation.participants.map((p) => p.email)).toEqual([ada.email, bob.email]);
    // The welcome mail is there too, one conversation per message; the conversation with the newest activity leads.
    expect(list.items[0]!.threadId).toBe(threadId);
    expect(list.total).toBe(list.items.length);

    const bobs = await threads(bob);
    expect(bobs.items.find((i) => i.subject === 'Launch plan')).toMatchObject({ messageCount: 3, messageIds: [expect.any(String), received.id] });
    expect(reply.threadId).toBe(bobs.items.find((i) => i.subject === 'Launch plan')!.threadId);
  });

  it('opens the whole conversation oldest first, the own replies included', async () => {
    const res = await t.request(`/api/mail/threads/${threadId}`, { user: ada });
    expect(res.status).toBe(200);
    const detail = (await res.json()) as ThreadDetail;
    expect(detail.subject).toBe('Launch plan');
    expect(detail.messages.map((m) => [m.from.email, m.subject])).toEqual([
      [ada.email, 'Launch plan'],
      [bob.email, 'Re: Launch plan'],
      [ada.email, 'Re: Launch plan'],
    ]);
    expect(detail.messages[1]!.html).toContain('<blockquote>');
    expect(detail.messages.every((m) => m.threadId === threadId)).toBe(true);
  });

  it('lists a conversation in Sent by its sent messages, and finds it by a word of any message', async () => {
    const sent = await threads(ada, '?tab=sent');
    expect(sent.items.find((i) => i.threadId === threadId)).toMatchObject({ messageCount: 3, messageIds: [expect.any(String), expect.any(String)] });
    const found = await threads(ada, `?q=${encodeURIComponent('question dates')}`);
    expect(found.items.map((i) => i.threadId)).toEqual([threadId]);
    const none = await threads(ada, '?q=zebracrossing');
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it('keeps a conversation from anyone else: 404 with a clear text, and absent from their list', async () => {
    const res = await t.request(`/api/mail/threads/${threadId}`, { user: carol });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'THREAD_NOT_FOUND', message: VIEW_CONVERSATION_NOT_FOUND } });
    const list = await threads(carol);
    expect(list.items.map((i) => i.threadId)).not.toContain(threadId);
    expect((await t.request('/api/mail/threads?tab=nowhere', { user: carol })).status).toBe(400);
  });

  it('shows a trashed message only once the whole conversation is in the trash', async () => {
    const detail = (await (await t.request(`/api/mail/threads/${threadId}`, { user: bob })).json()) as ThreadDetail;
    const first = detail.messages[0]!;
    expect((await t.request(`/api/mail/messages/${first.id}/trash`, { user: bob, method: 'POST' })).status).toBe(200);
    const after = (await (await t.request(`/api/mail/threads/${threadId}`, { user: bob })).json()) as ThreadDetail;
    expect(after.messages.map((m) => m.id)).not.toContain(first.id);
    expect(after.messages).toHaveLength(2);
    const trash = await threads(bob, '?tab=trash');
    expect(trash.items.find((i) => i.threadId === threadId)).toMatchObject({ messageCount: 1, messageIds: [first.id] });
  });

  describe('rethread, as mail arrives in any order', () => {
    const store = async (user: TestUser, id: string, headers: { inReplyTo?: string; references?: string[] }, subject = 'Offsite', day = 1) => {
      const row = newMessageRow({
        userId: user.id,
        messageIdHeader: `<${id}@mail.test>`,
        inReplyTo: headers.inReplyTo ?? null,
        references: headers.references?.join(' ') ?? null,
        threadId: initialThreadId(headers.references ?? [], headers.inReplyTo, `<${id}@mail.test>`, id),
        subject,
        from: { name: 'Dee', email: 'dee@mail.test' },
        to: [{ name: '', email: user.email }],
        date: new Date(Date.UTC(2026, 10, day, 9)),
        snippet: id,
        html: null,
        text: id,
        labels: ['INBOX'],
      });
      await t.db.db.insert(mailMessage).values(row);
      const threads = await rethread(t.db.db, user.id, [row.id!]);
      return { id: row.id!, threadId: threads.get(row.id!)! };
    };
    const threadOf = async (user: TestUser, id: string) =>
      (await t.db.db.select({ threadId: mailMessage.threadId }).from(mailMessage).where(and(eq(mailMessage.userId, user.id), eq(mailMessage.id, id))))[0]!.threadId;

    it('gathers replies that came before their parent, and merges two half-threads when the link arrives', async () => {
      // The grandchild names only its parent (a client that trims References); the child arrives last.
      const grandchild = await store(carol, 'gc', { inReplyTo: '<child@mail.test>' }, 'Re: Offsite', 3);
      const root = await store(carol, 'root', {}, 'Offsite', 1);
      expect(root.threadId).not.toBe(grandchild.threadId);
      const child = await store(carol, 'child', { inReplyTo: '<root@mail.test>', references: ['<root@mail.test>'] }, 'Re: Offsite', 2);
      expect(child.threadId).toBe(root.threadId);
      expect(await threadOf(carol, grandchild.id)).toBe(root.threadId);
      expect(root.threadId).toBe(threadIdFor('<root@mail.test>'));
      const list = await threads(carol);
      expect(list.items.find((i) => i.threadId === root.threadId)).toMatchObject({ messageCount: 3, subject: 'Offsite' });
    });

    it('joins a header-less "AW:" by its subject, but never another user\'s conversation', async () => {
      const original = await store(bob, 'budget', {}, 'Budget 2027', 5);
      const answer = await store(bob, 'budget-aw', {}, 'AW: Budget 2027', 6);
      expect(answer.threadId).toBe(original.threadId);
      const elsewhere = await store(carol, 'budget-sv', {}, 'SV: Budget 2027', 6);
      expect(elsewhere.threadId).not.toBe(original.threadId);
      // A message of Carol's that refers to Bob's message stays in Carol's mailbox.
      const refers = await store(carol, 'refers', { inReplyTo: '<budget@mail.test>' }, 'Re: Budget 2027', 7);
      expect(await threadOf(bob, original.id)).toBe(original.threadId);
      expect((await threads(bob)).items.find((i) => i.threadId === original.threadId)).toMatchObject({ messageCount: 2 });
      expect(refers.threadId).toBe(threadIdFor('<budget@mail.test>'));
    });
  });
});
