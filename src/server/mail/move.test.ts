/**
 * Moving mail into a folder (bulk `move` with `folder`, and a rule's move
 * action): the local mailbox's folders are the inbox, archived and trash tabs;
 * an IMAP account's folders are its server's, moved with IMAP MOVE against a
 * real Dovecot and read back by another client.
 */
import { ImapFlow } from 'imapflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imapAccountBody, startDovecot, type Dovecot } from '../../../tests/helpers/dovecot';
import { expectCountsConsistent } from '../../../tests/helpers/mail-counts';
import { until } from '../../../tests/helpers/server-process';
import { startSmtpAuthServer, type SmtpAuthServer } from '../../../tests/helpers/smtp-auth';
import { createTestContext, dbKinds, type TestContext, type TestUser } from '../../../tests/helpers/test-app';
import { ERR_FOLDER_OF_ANOTHER_ACCOUNT, ERR_NOT_A_DESTINATION } from '../../core/mail/bulk';
import type { MailList } from './types';

type ErrorBody = { error: { code: string; message: string } };

describe.each(dbKinds())('moving local mail into a folder on %s', (kind) => {
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

  it('moves messages to archived, to trash and back to the inbox by folder name', async () => {
    const inbox = await list(ada);
    const [a, b] = inbox.items;
    const archived = await bulk(ada, { action: 'move', folder: 'archived', ids: [a!.id, b!.id] });
    expect(archived.status).toBe(200);
    expect(await archived.json()).toEqual({ affected: 2, ids: expect.arrayContaining([a!.id, b!.id]) });
    expect((await list(ada, '?tab=archived')).items.map((i) => i.id).sort()).toEqual([a!.id, b!.id].sort());

    expect(await (await bulk(ada, { action: 'move', folder: 'trash', ids: [a!.id] })).json()).toMatchObject({ affected: 1 });
    expect((await list(ada, '?tab=trash')).items.map((i) => i.id)).toEqual([a!.id]);
    // Out of the trash into the archive: neither in the trash nor in the inbox.
    await bulk(ada, { action: 'move', folder: 'archived', ids: [a!.id] });
    expect((await list(ada, '?tab=trash')).total).toBe(0);
    expect((await list(ada, '?tab=archived')).total).toBe(2);

    await bulk(ada, { action: 'move', folder: 'inbox', query: { tab: 'archived' } });
    expect((await list(ada)).counts).toMatchObject({ inbox: inbox.counts.inbox, archived: 0, trash: 0 });
    await expectCountsConsistent(t.db.db, ada.id);
  });

  it('refuses a move without a folder, into a tab that is not a folder, or into a folder that is not there', async () => {
    const [a] = (await list(ada)).items;
    const missing = await bulk(ada, { action: 'move', ids: [a!.id] });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as ErrorBody).error.message).toContain('Move needs folder');

    for (const folder of ['sent', 'starred', 'drafts']) {
      const res = await bulk(ada, { action: 'move', folder, ids: [a!.id] });
      expect(res.status, folder).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'NOT_A_DESTINATION', message: ERR_NOT_A_DESTINATION } });
    }
    const unknown = await bulk(ada, { action: 'move', folder: 'no-such-folder', ids: [a!.id] });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as ErrorBody).error.code).toBe('FOLDER_NOT_FOUND');
    expect((await list(ada)).items.map((i) => i.id)).toContain(a!.id);
  });

  it("moves none of another user's messages", async () => {
    const [a] = (await list(ada)).items;
    const res = await bulk(bob, { action: 'move', folder: 'trash', ids: [a!.id] });
    expect(await res.json()).toEqual({ affected: 0, ids: [] });
    expect((await list(ada)).items.map((i) => i.id)).toContain(a!.id);
  });
});

const PASSWORD = 'imap-move-secret';
const username = 'move@imap.test';
const raw = (subject: string, id: string) =>
  `From: pm@example.com\r\nTo: ${username}\r\nSubject: ${subject}\r\nDate: Mon, 23 Nov 2026 09:00:00 +0000\r\nMessage-ID: <${id}@example.com>\r\n\r\nBody of ${subject}.\r\n`;

describe('moving IMAP mail into its server folders (Dovecot)', () => {
  let dovecot: Dovecot;
  let smtp: SmtpAuthServer;
  let other: ImapFlow;
  let t: TestContext;
  let ada: TestUser;
  let bob: TestUser;
  let accountId: string;
  let folders: { id: string; path: string; total: number }[];

  beforeAll(async () => {
    [dovecot, smtp] = await Promise.all([startDovecot([{ username, password: PASSWORD }]), startSmtpAuthServer([{ username, password: PASSWORD }])]);
    other = new ImapFlow({ host: dovecot.host, port: dovecot.port, secure: false, doSTARTTLS: false, auth: { user: username, pass: PASSWORD }, logger: false });
    await other.connect();
    await other.mailboxCreate('Projects');
    for (const [subject, id] of [
      ['Kickoff notes', 'kickoff'],
      ['Budget draft', 'budget'],
      ['Invoice 42', 'invoice'],
    ]) {
      await other.append('INBOX', Buffer.from(raw(subject!, id!)));
    }
    t = await createTestContext('pglite', { config: { MAIL_ALLOW_PRIVATE_HOSTS: 'true' } });
    ada = await t.signUp({ name: 'Ada' });
    bob = await t.signUp({ name: 'Bob' });
    const res = await t.request('/api/accounts', { user: ada, json: imapAccountBody(dovecot, smtp, username, PASSWORD) });
    expect(res.status).toBe(201);
    accountId = ((await res.json()) as { id: string }).id;
    await until(async () => (await list(`account=${accountId}`)).total === 3, 20_000, 'the first sync');
    folders = ((await (await t.request(`/api/accounts/${accountId}/folders`, { user: ada })).json()) as { folders: typeof folders }).folders;
  });
  afterAll(async () => {
    await other?.logout().catch(() => undefined);
    await t?.close();
    await dovecot?.stop();
    await smtp?.close();
  });

  const list = async (query: string, user = ada) => (await (await t.request(`/api/mail/messages?${query}`, { user })).json()) as MailList;
  const bulk = (body: unknown, user = ada) => t.request('/api/mail/bulk', { user, json: body });
  const folderId = (path: string) => folders.find((f) => f.path === path)!.id;
  const subjectsOnServer = async (path: string) => {
    const lock = await other.getMailboxLock(path);
    try {
      await other.noop();
      const subjects: string[] = [];
      if ((other.mailbox && other.mailbox.exists) || 0) for await (const m of other.fetch('1:*', { envelope: true })) subjects.push(m.envelope?.subject ?? '');
      return subjects.sort();
    } finally {
      lock.release();
    }
  };

  it('moves a message into another folder on the server, and lists it there with the inbox count down', async () => {
    const kickoff = (await list(`account=${accountId}&q=kickoff`)).items[0]!;
    const res = await bulk({ action: 'move', folder: folderId('Projects'), ids: [kickoff.id] });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ affected: 1, ids: [kickoff.id] });

    expect(await subjectsOnServer('Projects')).toEqual(['Kickoff notes']);
    expect(await subjectsOnServer('INBOX')).toEqual(['Budget draft', 'Invoice 42']);
    expect((await list(`folder=${folderId('Projects')}`)).items.map((i) => i.subject)).toEqual(['Kickoff notes']);
    expect((await list(`account=${accountId}`)).items.map((i) => i.subject).sort()).toEqual(['Budget draft', 'Invoice 42']);
    // A sync finds it where it was put: once, in Projects, not back in the inbox.
    await t.app.services.mail.imap.syncNow(ada.id, accountId);
    expect((await list(`folder=${folderId('Projects')}`)).total).toBe(1);
    expect((await list(`account=${accountId}`)).total).toBe(2);
    await expectCountsConsistent(t.db.db, ada.id);
  });

  it('moves by search, and back into the inbox by its folder id', async () => {
    const res = await bulk({ action: 'move', folder: folderId('Projects'), query: { account: accountId, q: 'budget' } });
    expect(await res.json()).toMatchObject({ affected: 1 });
    expect(await subjectsOnServer('Projects')).toEqual(['Budget draft', 'Kickoff notes']);

    const back = await bulk({ action: 'move', folder: folderId('INBOX'), query: { q: 'in:anywhere kickoff' } });
    expect(await back.json()).toMatchObject({ affected: 1 });
    expect(await subjectsOnServer('INBOX')).toEqual(['Invoice 42', 'Kickoff notes']);
    expect((await list(`account=${accountId}`)).items.map((i) => i.subject).sort()).toEqual(['Invoice 42', 'Kickoff notes']);
  });

  it("refuses to move local mail into an IMAP account's folder, and another user cannot use the folder", async () => {
    const local = (await list('tab=inbox')).items.find((i) => i.accountId !== accountId)!;
    const res = await bulk({ action: 'move', folder: folderId('Projects'), ids: [local.id] });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'FOLDER_OF_ANOTHER_ACCOUNT', message: ERR_FOLDER_OF_ANOTHER_ACCOUNT } });

    const bobs = (await list('tab=inbox', bob)).items[0]!;
    const foreign = await bulk({ action: 'move', folder: folderId('Projects'), ids: [bobs.id] }, bob);
    expect(foreign.status).toBe(404);
    expect(await subjectsOnServer('Projects')).toEqual(['Budget draft']);
  });

  it('a rule with a move action files arriving mail into the folder', async () => {
    const rule = await t.request('/api/rules', {
      user: ada,
      json: { name: 'Invoices to Projects', accountId, when: { query: 'subject:invoice' }, actions: [{ type: 'move', folder: folderId('Projects') }] },
    });
    expect(rule.status).toBe(201);
    const ruleId = ((await rule.json()) as { id: string }).id;
    const applied = await t.request(`/api/rules/${ruleId}/apply`, { user: ada, json: {} });
    expect(applied.status).toBe(200);
    expect(await applied.json()).toMatchObject({ affected: 1 });
    expect(await subjectsOnServer('Projects')).toEqual(['Budget draft', 'Invoice 42']);
    expect((await list(`folder=${folderId('Projects')}`)).items.map((i) => i.subject).sort()).toEqual(['Budget draft', 'Invoice 42']);
  });
});
