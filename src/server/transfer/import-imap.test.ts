import { ImapFlow } from 'imapflow';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { imapAccountBody, startDovecot, type Dovecot } from '../../../tests/helpers/dovecot';
import { until } from '../../../tests/helpers/server-process';
import { startSmtpAuthServer, type SmtpAuthServer } from '../../../tests/helpers/smtp-auth';
import { createTestContext, type TestContext, type TestUser } from '../../../tests/helpers/test-app';
import { importFile } from '../../../tests/helpers/imports';
import type { MailList } from '../mail/types';
import { mboxEntry } from './mbox';

const PASSWORD = 'imap-import-secret';
const CRLF = (text: string) => text.replace(/\r?\n/g, '\r\n');
const note = (id: string, subject: string, extra = '') =>
  Buffer.from(CRLF(`From: Pat <pat@example.org>\nTo: ada@imap.test\nSubject: ${subject}\nDate: Tue, 03 Jun 2025 09:00:00 +0000\nMessage-ID: <${id}@example.org>\n${extra}\nHello from ${subject}.\n`));

describe('import into an IMAP account (Dovecot)', () => {
  let dovecot: Dovecot;
  let smtp: SmtpAuthServer;
  let other: ImapFlow;
  let t: TestContext;
  let ada: TestUser;
  let bob: TestUser;
  let accountId: string;
  const username = 'ada@imap.test';

  beforeAll(async () => {
    [dovecot, smtp] = await Promise.all([startDovecot([{ username, password: PASSWORD }]), startSmtpAuthServer([{ username, password: PASSWORD }])]);
    other = new ImapFlow({ host: dovecot.host, port: dovecot.port, secure: false, doSTARTTLS: false, auth: { user: username, pass: PASSWORD }, logger: false });
    await other.connect();
    await other.append('INBOX', note('already', 'Already on the server'));
    await other.mailboxCreate('Projects');
    t = await createTestContext('pglite', { config: { MAIL_ALLOW_PRIVATE_HOSTS: 'true' } });
    ada = await t.signUp({ name: 'Ada' });
    bob = await t.signUp({ name: 'Bob' });
    const res = await t.request('/api/accounts', { user: ada, json: imapAccountBody(dovecot, smtp, username, PASSWORD) });
    expect(res.status).toBe(201);
    accountId = ((await res.json()) as { id: string }).id;
    await until(
      async () => ((await (await t.request('/api/accounts', { user: ada })).json()) as { accounts: { id: string; status: string }[] }).accounts.find((a) => a.id === accountId)?.status === 'ready',
      20_000,
      'the first sync',
    );
  });
  afterAll(async () => {
    await other?.logout().catch(() => undefined);
    await t?.close();
    await dovecot?.stop();
    await smtp?.close();
  });

  const importInto = (user: TestUser, body: Buffer, query: string) => importFile(t, user, body, 'application/mbox', query);

  it('APPENDs each message to the inbox byte for byte with its flags, skips what the account already has, and lists them after the sync', async () => {
    const starred = note('starred', 'Starred and unread', 'X-Gmail-Labels: Inbox,Starred,Unread\n');
    const read = note('read', 'Read long ago', 'Status: RO\n');
    const date = new Date('2025-06-03T09:00:00Z');
    const file = Buffer.concat([mboxEntry('pat@example.org', date, starred), mboxEntry('pat@example.org', date, read), mboxEntry('pat@example.org', date, note('already', 'Already on the server'))]);
    const view = await importInto(ada, file, `?account=${accountId}`);
    expect(view).toMatchObject({ status: 'done', imported: 2, skipped: 1, failed: 0, accountId });

    const lock = await other.getMailboxLock('INBOX');
    try {
      const found = new Map<string, { flags: string[]; source: Buffer }>();
      for await (const message of other.fetch('1:*', { envelope: true, flags: true, source: true })) {
        // \Recent goes to whichever session sees the message first: not ours to assert.
        found.set(message.envelope?.subject ?? '', { flags: [...(message.flags ?? [])].filter((f) => f !== '\\Recent'), source: message.source! });
      }
      expect([...found.keys()].sort()).toEqual(['Already on the server', 'Read long ago', 'Starred and unread']);
      expect(found.get('Starred and unread')!.flags).toEqual(['\\Flagged']);
      expect(found.get('Read long ago')!.flags).toEqual(['\\Seen']);
      expect(Buffer.compare(found.get('Starred and unread')!.source, starred)).toBe(0);
    } finally {
      lock.release();
    }
    await vi.waitFor(
      async () => {
        const list = (await (await t.request(`/api/mail/messages?tab=inbox&account=${accountId}`, { user: ada })).json()) as MailList;
        expect(list.items.map((i) => i.subject).sort()).toEqual(['Already on the server', 'Read long ago', 'Starred and unread']);
        expect(list.items.find((i) => i.subject === 'Starred and unread')).toMatchObject({ starred: true, read: false });
      },
      { timeout: 20_000, interval: 200 },
    );
  });

  it("files into a folder chosen by its id, and refuses another user's account or an unknown folder", async () => {
    const folders = ((await (await t.request(`/api/accounts/${accountId}/folders`, { user: ada })).json()) as { folders: { id: string; path: string }[] }).folders;
    const projects = folders.find((f) => f.path === 'Projects')!;
    const view = await importInto(ada, mboxEntry('pat@example.org', new Date(), note('plan', 'The project plan')), `?account=${accountId}&folder=${projects.id}`);
    expect(view).toMatchObject({ status: 'done', imported: 1, folder: projects.id });
    const status = await other.status('Projects', { messages: true });
    expect(status && status.messages).toBe(1);
    // Once synced, the folder lists on its own (`folder` on /messages and /threads), and exports on its own.
    await vi.waitFor(
      async () => {
        const list = (await (await t.request(`/api/mail/messages?folder=${projects.id}`, { user: ada })).json()) as MailList;
        expect(list.items.map((i) => i.subject)).toEqual(['The project plan']);
      },
      { timeout: 20_000, interval: 200 },
    );
    const threads = (await (await t.request(`/api/mail/threads?folder=${projects.id}`, { user: ada })).json()) as { items: { subject: string }[] };
    expect(threads.items.map((i) => i.subject)).toEqual(['The project plan']);
    const exported = await t.request(`/api/export?folder=${projects.id}`, { user: ada });
    expect(exported.headers.get('content-disposition')).toContain('filename="email-buddy-Projects-');
    expect(exported.headers.get('x-message-count')).toBe('1');
    expect((await t.request(`/api/mail/messages?folder=${projects.id}`, { user: bob })).status).toBe(404);

    const unknown = await t.request(`/api/import?account=${accountId}&folder=not-a-folder`, { user: ada, method: 'POST', body: 'x', headers: { 'content-type': 'application/mbox' } });
    expect(unknown.status).toBe(404);
    const theirs = await t.request(`/api/import?account=${accountId}`, { user: bob, method: 'POST', body: 'x', headers: { 'content-type': 'application/mbox' } });
    expect(theirs.status).toBe(404);
  });
});
