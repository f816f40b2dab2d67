import { count, eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERR_ATTACHMENTS_TOTAL } from '../../core/mail/limits';
import { mailMessage } from '../db/schema/mail';
import { createTestContext, dbKinds, type TestContext, type TestUser } from '../../../tests/helpers/test-app';
import { ERR_MISSING_RECIPIENT, VIEW_MESSAGE_NOT_FOUND } from '../../core/mail/errors';
import { MailStore } from './store';
import type { MailList, MailMessage } from './types';

describe.each(dbKinds())('the local mailbox on %s', (kind) => {
  let t: TestContext;
  let ada: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await createTestContext(kind);
    ada = await t.signUp({ name: 'Ada Lovelace' });
    bob = await t.signUp({ name: 'Bob Builder' });
  });
  afterAll(() => t.close());

  const list = async (user: TestUser, query = '') => {
    const res = await t.request(`/api/mail/messages${query}`, { user });
    expect(res.status).toBe(200);
    return (await res.json()) as MailList;
  };
  const send = (user: TestUser, body: Record<string, unknown>) => t.request('/api/mail/send', { user, json: body });
  const message = async (user: TestUser, id: string) => t.request(`/api/mail/messages/${id}`, { user });
  const rowCount = async () => (await t.db.db.select({ n: count() }).from(mailMessage))[0]!.n;

  it('gives a new account its welcome mail, unread, with a question and a link', async () => {
    const inbox = await list(ada);
    expect(inbox.items).toHaveLength(4);
    expect(inbox.counts).toMatchObject({ inbox: 4, starred: 0, sent: 0, drafts: 0, archived: 0, trash: 0 });
    expect(inbox.unread).toBe(4);
    expect(inbox.items.map((i) => i.subject)).toContain('Can you review the launch plan by Friday?');
    expect(inbox.items.every((i) => !i.read)).toBe(true);
  });

  it('delivers mail from one account to another at once, into the inbox and the sender\'s Sent', async () => {
    const res = await send(ada, {
      to: [`Bob <${bob.email}>`],
      subject: 'Quarterly numbers',
      body: '<p>Hello Bob, the <strong>quarterly</strong> spreadsheet is attached. Shall we discuss the forecast tomorrow?</p>',
      attachments: [{ filename: 'numbers.csv', mimeType: 'text/csv', content: Buffer.from('a,b\n1,2\n').toString('base64') }],
    });
    expect(res.status).toBe(200);
    const { id: sentId } = (await res.json()) as { id: string };

    const inbox = await list(bob);
    const item = inbox.items.find((i) => i.subject === 'Quarterly numbers')!;
    expect(item).toMatchObject({ sender: 'Ada Lovelace', senderEmail: ada.email, read: false, hasAttachments: true });
    expect(item.preview).toContain('Hello Bob, the quarterly spreadsheet is attached.');
    expect(Date.now() - new Date(item.date!).getTime()).toBeLessThan(60_000);
    expect(inbox.counts.inbox).toBe(5);

    const sent = await list(ada, '?tab=sent');
    expect(sent.items.map((i) => i.id)).toEqual([sentId]);
    expect(sent.counts.sent).toBe(1);

    const opened = (await (await message(bob, item.id)).json()) as MailMessage;
    expect(opened.html).toContain('<strong>quarterly</strong>');
    expect(opened.attachments).toEqual([expect.objectContaining({ filename: 'numbers.csv', mimeType: 'text/csv', size: 8 })]);
    const download = await t.request(`/api/mail/messages/${item.id}/attachments/${opened.attachments[0]!.id}`, { user: bob });
    expect(download.headers.get('content-disposition')).toContain('numbers.csv');
    expect(Buffer.from(await download.arrayBuffer()).toString()).toBe('a,b\n1,2\n');
  });

  it('downloads a message as the same RFC 5322 bytes every time, with its attachment, to its owner only', async () => {
    const item = (await list(bob)).items.find((i) => i.subject === 'Quarterly numbers')!;
    const first = await t.request(`/api/mail/messages/${item.id}/raw`, { user: bob });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('message/rfc822');
    expect(first.headers.get('content-disposition')).toContain('filename="Quarterly numbers.eml"');
    const bytes = Buffer.from(await first.arrayBuffer());
    const again = Buffer.from(await (await t.request(`/api/mail/messages/${item.id}/raw`, { user: bob })).arrayBuffer());
    expect(Buffer.compare(bytes, again)).toBe(0);

    const parsed = await simpleParser(bytes);
    expect(parsed.subject).toBe('Quarterly numbers');
    expect(parsed.from?.value[0]).toMatchObject({ name: 'Ada Lovelace', address: ada.email });
    expect(parsed.html).toContain('<strong>quarterly</strong>');
    expect(parsed.attachments.map((a) => [a.filename, a.content.toString()])).toEqual([['numbers.csv', 'a,b\n1,2\n']]);

    // Ada sent it, but this copy is Bob's: hers is another message with another id.
    const stranger = await t.request(`/api/mail/messages/${item.id}/raw`, { user: ada });
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toEqual({ error: { code: 'MESSAGE_NOT_FOUND', message: VIEW_MESSAGE_NOT_FOUND } });
  });

  it('keeps star and read changes, with the counts and tabs following', async () => {
    const { items } = await list(bob);
    const target = items[0]!;
    const star = await t.request(`/api/mail/messages/${target.id}/star`, { user: bob, json: { starred: true } });
    expect(await star.json()).toEqual({ starred: true });
    const read = await t.request(`/api/mail/messages/${target.id}/read`, { user: bob, json: {} });
    expect(await read.json()).toEqual({ read: true });

    const starred = await list(bob, '?tab=starred');
    expect(starred.items.map((i) => i.id)).toEqual([target.id]);
    expect(starred.items[0]!.read).toBe(true);
    expect(starred.counts.starred).toBe(1);
    expect(starred.unread).toBe(4);

    await t.request(`/api/mail/messages/${target.id}/read`, { user: bob, json: { read: false } });
    await t.request(`/api/mail/messages/${target.id}/star`, { user: bob, json: { starred: false } });
    const after = await list(bob);
    expect(after.unread).toBe(5);
    expect(after.counts.starred).toBe(0);
  });

  it('moves a message to Archived and Trash and back', async () => {
    const { items } = await list(bob);
    const target = items.at(-1)!;
    await t.request(`/api/mail/messages/${target.id}/archive`, { user: bob, method: 'POST' });
    expect((await list(bob, '?tab=archived')).items.map((i) => i.id)).toEqual([target.id]);
    await t.request(`/api/mail/messages/${target.id}/trash`, { user: bob, method: 'POST' });
    const trash = await list(bob, '?tab=trash');
    expect(trash.items.map((i) => i.id)).toEqual([target.id]);
    expect(trash.counts).toMatchObject({ archived: 0, trash: 1 });
    await t.request(`/api/mail/messages/${target.id}/restore`, { user: bob, method: 'POST' });
    expect((await list(bob)).items.map((i) => i.id)).toContain(target.id);
  });

  it('finds mail by a body word (stemmed), a subject word and the sender address', async () => {
    expect((await list(bob, '?q=forecasts')).items.map((i) => i.subject)).toEqual(['Quarterly numbers']);
    expect((await list(bob, '?q=quarterly')).total).toBe(1);
    expect((await list(bob, `?q=${encodeURIComponent(ada.email)}`)).items.map((i) => i.subject)).toEqual(['Quarterly numbers']);
    expect((await list(bob, '?q=zeppelin')).items).toEqual([]);
    expect((await list(bob, '?q=%20%20')).total).toBe(5);
  });

  it('threads a reply under the original in both mailboxes', async () => {
    const original = (await list(bob)).items.find((i) => i.subject === 'Quarterly numbers')!;
    const res = await send(bob, { to: [ada.email], subject: 'Re: Quarterly numbers', body: '<p>Yes, 10am works.</p>', replyTo: original.id });
    expect(res.status).toBe(200);
    const reply = (await list(ada)).items.find((i) => i.subject === 'Re: Quarterly numbers')!;
    const adaSent = (await list(ada, '?tab=sent')).items.find((i) => i.subject === 'Quarterly numbers')!;
    expect(reply.threadId).toBe(adaSent.threadId);
    const [row] = await t.db.db.select().from(mailMessage).where(eq(mailMessage.id, reply.id));
    const [sentRow] = await t.db.db.select().from(mailMessage).where(eq(mailMessage.id, adaSent.id));
    expect(row!.inReplyTo).toBe(sentRow!.messageIdHeader);
  });

  it('refuses another user\'s message ids with 404 for reading, starring, marking and downloading', async () => {
    const adaMessage = (await list(ada)).items[0]!;
    for (const [path, init] of [
      [`/api/mail/messages/${adaMessage.id}`, {}],
      [`/api/mail/messages/${adaMessage.id}/star`, { json: { starred: true } }],
      [`/api/mail/messages/${adaMessage.id}/read`, { json: { read: true } }],
      [`/api/mail/messages/${adaMessage.id}/trash`, { method: 'POST' }],
      [`/api/mail/messages/${adaMessage.id}/attachments/x`, {}],
    ] as const) {
      const res = await t.request(path, { user: bob, ...init });
      expect(res.status).toBe(404);
    }
    const still = (await (await message(ada, adaMessage.id)).json()) as MailMessage;
    expect(still.starred).toBe(false);
    expect(still.inInbox).toBe(true);
    expect((await list(bob)).items.map((i) => i.id)).not.toContain(adaMessage.id);
  });

  it('answers unknown and malformed ids with the spec text', async () => {
    for (const id of ['no-such-id', '..%2F..%2Fetc%2Fpasswd', "1'%20or%201=1", 'x'.repeat(300)]) {
      const res = await message(ada, id);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'MESSAGE_NOT_FOUND', message: VIEW_MESSAGE_NOT_FOUND } });
    }
  });

  it('refuses a send without recipients, with bad addresses, bad JSON or wrong types, and writes nothing', async () => {
    const before = await rowCount();
    const cases: [Record<string, unknown> | string, number, string?][] = [
      [{ to: [], subject: 'x', body: 'y' }, 400, ERR_MISSING_RECIPIENT],
      [{ to: ['not-an-address'], subject: 'x', body: 'y' }, 400],
      [{ to: 'bob@example.com' }, 400],
      [{ to: [bob.email], subject: 42 }, 400],
      ['{"to": [', 400],
    ];
    for (const [body, status, text] of cases) {
      const res = await t.request('/api/mail/send', {
        user: ada,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      expect(res.status).toBe(status);
      const json = (await res.json()) as { error: { message: string } };
      if (text) expect(json.error.message).toBe(text);
    }
    expect(await rowCount()).toBe(before);
  });

  it('refuses attachments over 25 MB in total with the spec text and stores nothing', async () => {
    const before = await rowCount();
    const nineMb = Buffer.alloc(9 * 1024 * 1024, 7).toString('base64');
    const res = await send(ada, {
      to: [bob.email],
      subject: 'Too big',
      body: '<p>x</p>',
      attachments: [1, 2, 3].map((n) => ({ filename: `part${n}.bin`, mimeType: 'application/octet-stream', content: nineMb })),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: { code: 'ATTACHMENTS_TOO_LARGE', message: ERR_ATTACHMENTS_TOTAL } });
    expect(await rowCount()).toBe(before);
  });

  it('keeps mail to an outside address in Sent and says outside delivery is not configured', async () => {
    const res = await send(ada, { to: ['someone@elsewhere.example'], subject: 'Outside', body: '<p>Hi</p>' });
    expect(res.status).toBe(422);
    const json = (await res.json()) as { error: { code: string; message: string } };
    expect(json.error.code).toBe('OUTSIDE_DELIVERY_NOT_CONFIGURED');
    expect(json.error.message).toContain('someone@elsewhere.example');
    expect((await list(ada, '?tab=sent')).items.map((i) => i.subject)).toContain('Outside');
  });

  it('saves a draft into Drafts', async () => {
    const res = await t.request('/api/mail/drafts', { user: ada, json: { to: [], subject: 'Half a thought', body: '<p>To be continued</p>' } });
    expect(res.status).toBe(200);
    const drafts = await list(ada, '?tab=drafts');
    expect(drafts.items.map((i) => i.subject)).toEqual(['Half a thought']);
    expect(drafts.counts.drafts).toBe(1);
  });

  it('serves received HTML with scripts, handlers, javascript: links and remote images disarmed', async () => {
    await send(ada, {
      to: [bob.email],
      subject: 'Hostile',
      body: '<p>Hi</p><script>window.hacked=1</script><img src="x" onerror="window.hacked=2"><a href="javascript:alert(1)">click</a><img src="https://tracker.example/p.gif">',
    });
    const item = (await list(bob)).items.find((i) => i.subject === 'Hostile')!;
    const shown = (await (await message(bob, item.id)).json()) as MailMessage;
    expect(shown.html).not.toMatch(/<script/i);
    expect(shown.html).not.toMatch(/onerror/i);
    expect(shown.html).not.toMatch(/javascript:/i);
    expect(shown.html).not.toMatch(/\ssrc="https:\/\/tracker/);
    expect(shown.remoteImagesBlocked).toBe(1);
    const allowed = (await (await t.request(`/api/mail/messages/${item.id}?images=1`, { user: bob })).json()) as MailMessage;
    expect(allowed.html).toContain('src="https://tracker.example/p.gif"');
  });

  it('answers the profile with the account address and the message total', async () => {
    const res = await t.request('/api/mail/profile', { user: bob });
    const profile = (await res.json()) as { emailAddress: string; messagesTotal: number; provider: string };
    expect(profile.emailAddress).toBe(bob.email);
    expect(profile.provider).toBe('local');
    expect(profile.messagesTotal).toBeGreaterThanOrEqual(6);
  });

  it('refuses bad list parameters', async () => {
    for (const query of ['?tab=spam', '?page=0', '?page=abc', `?q=${'x'.repeat(600)}`]) {
      const res = await t.request(`/api/mail/messages${query}`, { user: ada });
      expect(res.status).toBe(400);
    }
  });

  it('pages a list and its conversations by the size asked for, ten rows when none is named', async () => {
    type Page = { items: { id?: string; threadId: string }[]; total: number; page: number; pageSize: number };
    const get = async (path: string) => (await (await t.request(path, { user: bob })).json()) as Page;
    const whole = await get('/api/mail/messages?tab=inbox');
    expect(whole.pageSize).toBe(10);
    expect(whole.total).toBeGreaterThanOrEqual(6);
    const first = await get('/api/mail/messages?tab=inbox&pageSize=3');
    const second = await get('/api/mail/messages?tab=inbox&pageSize=3&page=2');
    expect([first.pageSize, first.items.length, second.items.length]).toEqual([3, 3, 3]);
    expect([...first.items, ...second.items].map((i) => i.id)).toEqual(whole.items.slice(0, 6).map((i) => i.id));
    expect(second.total).toBe(whole.total);
    const threads = await get('/api/mail/threads?tab=inbox&pageSize=2');
    expect([threads.pageSize, threads.items.length]).toEqual([2, 2]);
  });

  it('refuses a page size outside 1 to 100, saying what it takes', async () => {
    for (const route of ['messages', 'threads']) {
      for (const size of ['0', '101', 'abc', '2.5']) {
        const res = await t.request(`/api/mail/${route}?pageSize=${size}`, { user: ada });
        expect(res.status, `${route} pageSize=${size}`).toBe(400);
        expect(((await res.json()) as { error: { message: string } }).error.message).toContain('pageSize is a whole number from 1 to 100.');
      }
    }
  });
});

describe.each(dbKinds())('tab counts on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(kind);
  });
  afterAll(() => t.close());

  it('stay equal to counting the messages through sends, label changes and deletes', async () => {
    const ada = await t.signUp();
    const bob = await t.signUp();
    const store = new MailStore(t.db.db);
    for (let i = 0; i < 6; i++) {
      await t.request('/api/mail/send', { user: ada, json: { to: [bob.email, ada.email], subject: `Note ${i}`, body: `<p>n${i}</p>` } });
    }
    await t.request('/api/mail/drafts', { user: ada, json: { subject: 'Draft', body: '<p>d</p>' } });
    const ids = (await store.list(bob.id, 'inbox', { page: 1, size: 10 })).items.map((i) => i.id);
    const actions: [string, unknown][] = [
      ['star', { starred: true }],
      ['read', { read: true }],
      ['archive', undefined],
      ['trash', undefined],
      ['restore', undefined],
      ['read', { read: false }],
      ['star', { starred: false }],
      ['trash', undefined],
    ];
    for (const [i, id] of ids.entries()) {
      for (const [action, body] of actions.slice(0, (i % actions.length) + 1)) {
        await t.request(`/api/mail/messages/${id}/${action}`, body ? { user: bob, json: body } : { user: bob, method: 'POST' });
      }
    }
    await store.deleteMessages(bob.id, ids.slice(0, 2));
    for (const user of [ada, bob]) {
      expect(await store.counts(user.id)).toEqual(await store.countFromMessages(user.id));
    }
    const counts = await store.counts(ada.id);
    expect(counts).toMatchObject({ sent: 6, drafts: 1 });
  });
});
