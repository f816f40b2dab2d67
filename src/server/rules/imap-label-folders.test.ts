/**
 * Labels on an IMAP account whose server takes no new keywords (a proxy in front of Dovecot drops \* from
 * its PERMANENTFLAGS): a label is a copy in a folder named after it, which another client sees and can make
 * or take away, and which Email Buddy never lists as a second message.
 */
import { eq } from 'drizzle-orm';
import { ImapFlow } from 'imapflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imapAccountBody, startDovecot, type Dovecot } from '../../../tests/helpers/dovecot';
import { startNoKeywordsProxy, type NoKeywordsProxy } from '../../../tests/helpers/imap-no-keywords';
import { until } from '../../../tests/helpers/server-process';
import { startSmtpAuthServer, type SmtpAuthServer } from '../../../tests/helpers/smtp-auth';
import { createTestContext, dbKinds, type TestContext, type TestUser } from '../../../tests/helpers/test-app';
import type { Label } from '../../core/mail/labels';
import type { MailList } from '../mail/types';
import { mailAccount } from '../db/schema/mail';

const PASSWORD = 'imap-label-folders-secret';
const raw = (subject: string, id: string) =>
  `From: pm@example.com\r\nTo: me@imap.test\r\nSubject: ${subject}\r\nDate: Mon, 23 Nov 2026 09:00:00 +0000\r\nMessage-ID: <${id}@example.com>\r\n\r\nBody of ${subject}.\r\n`;

describe.each(dbKinds())('labels as folders on an IMAP server without keywords (%s)', (kind) => {
  const username = `folders-${kind}@imap.test`;
  let dovecot: Dovecot;
  let proxy: NoKeywordsProxy;
  let smtp: SmtpAuthServer;
  let other: ImapFlow;
  let t: TestContext;
  let ada: TestUser;
  let bob: TestUser;
  let accountId: string;
  let label: Label;

  beforeAll(async () => {
    [dovecot, smtp] = await Promise.all([startDovecot([{ username, password: PASSWORD }]), startSmtpAuthServer([{ username, password: PASSWORD }])]);
    proxy = await startNoKeywordsProxy(dovecot);
    other = new ImapFlow({ host: dovecot.host, port: dovecot.port, secure: false, doSTARTTLS: false, auth: { user: username, pass: PASSWORD }, logger: false });
    await other.connect();
    await other.append('INBOX', Buffer.from(raw('Plan A', 'plan-a')));
    await other.append('INBOX', Buffer.from(raw('Plan B', 'plan-b')));
    t = await createTestContext(kind, { config: { MAIL_ALLOW_PRIVATE_HOSTS: 'true' } });
    ada = await t.signUp({ name: 'Ada' });
    bob = await t.signUp({ name: 'Bob' });
    const res = await t.request('/api/accounts', { user: ada, json: imapAccountBody(proxy, smtp, username, PASSWORD) });
    expect(res.status).toBe(201);
    accountId = ((await res.json()) as { id: string }).id;
    const account = async () =>
      ((await (await t.request('/api/accounts', { user: ada })).json()) as { accounts: { id: string; status: string; labels?: string }[] }).accounts.find((a) => a.id === accountId);
    await until(async () => (await account())?.status === 'ready' && (await list(`account=${accountId}`)).total === 2, 20_000, 'the first sync');
    label = (await (await t.request('/api/labels', { user: ada, json: { name: 'Project X', color: 'teal' } })).json()) as Label;
  });
  afterAll(async () => {
    await other?.logout().catch(() => undefined);
    await t?.close();
    await proxy?.close();
    await dovecot?.stop();
    await smtp?.close();
  });

  const list = async (query: string, user = ada) => (await (await t.request(`/api/mail/messages?${query}`, { user })).json()) as MailList;
  const sync = () => t.app.services.mail.imap.syncNow(ada.id, accountId);
  const idOf = async (subject: string) => (await list(`tab=inbox&account=${accountId}`)).items.find((i) => i.subject === subject)!.id;
  const setLabel = (id: string, change: { add?: string[]; remove?: string[] }) => t.request(`/api/mail/messages/${id}/labels`, { user: ada, json: change });
  /** Subjects in a folder as another client sees them (NOOP first: expunges from other sessions show then). */
  const serverFolder = async (path: string) => {
    if (!(await other.list()).some((f) => f.path === path)) return undefined;
    const lock = await other.getMailboxLock(path);
    try {
      await other.noop();
      const subjects: string[] = [];
      for await (const m of other.fetch('1:*', { envelope: true })) subjects.push(m.envelope?.subject ?? '');
      return subjects.sort();
    } finally {
      lock.release();
    }
  };
  const inFolder = async (path: string, action: (uidsOf: (subject: string) => Promise<number[]>) => Promise<void>) => {
    const lock = await other.getMailboxLock(path);
    try {
      await action(async (subject) => (await other.search({ subject }, { uid: true })) || []);
    } finally {
      lock.release();
    }
  };
  const labelled = async () => (await list(`label=${label.id}`)).items.map((i) => i.subject).sort();

  it('says in Settings that this account keeps labels as folders', async () => {
    const { accounts } = (await (await t.request('/api/accounts', { user: ada })).json()) as { accounts: { id: string; labels?: string }[] };
    expect(accounts.find((a) => a.id === accountId)).toMatchObject({ labels: 'folders' });
  });

  it('labels a message with a copy in the label folder, listed once', async () => {
    const res = await setLabel(await idOf('Plan A'), { add: [label.id] });
    expect(await res.json()).toEqual({ labels: [label.id] });
    expect(await serverFolder('Project_X')).toEqual(['Plan A']);
    expect(await serverFolder('INBOX')).toEqual(['Plan A', 'Plan B']);
    await sync();
    await sync();
    expect(await labelled()).toEqual(['Plan A']);
    expect((await list(`account=${accountId}&q=in:anywhere`)).total).toBe(2);
    // Labelling twice makes no second copy.
    await setLabel(await idOf('Plan A'), { add: [label.id] });
    expect(await serverFolder('Project_X')).toEqual(['Plan A']);
  });

  it('takes over a copy made and one taken away in another client', async () => {
    await inFolder('INBOX', async (uidsOf) => {
      await other.messageCopy((await uidsOf('Plan B')).join(','), 'Project_X', { uid: true });
    });
    await sync();
    expect(await labelled()).toEqual(['Plan A', 'Plan B']);
    expect((await list(`account=${accountId}&q=in:anywhere`)).total).toBe(2);

    await inFolder('Project_X', async (uidsOf) => {
      await other.messageDelete((await uidsOf('Plan A')).join(','), { uid: true });
    });
    await sync();
    expect(await labelled()).toEqual(['Plan B']);
    expect((await list(`tab=inbox&account=${accountId}`)).items.map((i) => i.subject).sort()).toEqual(['Plan A', 'Plan B']);
  });

  it('removes the copy when the label is taken off here', async () => {
    const res = await setLabel(await idOf('Plan B'), { remove: [label.id] });
    expect(await res.json()).toEqual({ labels: [] });
    expect(await serverFolder('Project_X')).toEqual([]);
    expect(await serverFolder('INBOX')).toEqual(['Plan A', 'Plan B']);
    await sync();
    expect(await labelled()).toEqual([]);
  });

  it('lists mail found only in the label folder as archived with the label; taking the label off moves it to the archive', async () => {
    await other.append('Project_X', Buffer.from(raw('Only here', 'only-here')));
    await sync();
    const only = (await list(`label=${label.id}`)).items;
    expect(only.map((i) => i.subject)).toEqual(['Only here']);
    expect((await list(`tab=archived&account=${accountId}`)).items.map((i) => i.subject)).toEqual(['Only here']);

    const res = await setLabel(only[0]!.id, { remove: [label.id] });
    expect(res.status).toBe(200);
    expect(await serverFolder('Project_X')).toEqual([]);
    expect(await serverFolder('Archive')).toEqual(['Only here']);
    await sync();
    expect(await labelled()).toEqual([]);
    expect((await list(`tab=archived&account=${accountId}`)).items.map((i) => i.subject)).toEqual(['Only here']);
  });

  it('folds a message listed from the label folder into its original once another client files that', async () => {
    await other.append('Project_X', Buffer.from(raw('Late original', 'late')));
    await sync();
    expect(await labelled()).toEqual(['Late original']);
    await other.append('INBOX', Buffer.from(raw('Late original', 'late')));
    await sync();
    const rows = (await list(`account=${accountId}&q=in:anywhere`)).items.filter((i) => i.subject === 'Late original');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.labels).toEqual([label.id]);
    expect((await list(`tab=inbox&account=${accountId}`)).items.map((i) => i.subject)).toContain('Late original');
    // The next sync changes nothing: the copy is remembered, not listed again.
    await sync();
    expect((await list(`account=${accountId}&q=in:anywhere`)).items.filter((i) => i.subject === 'Late original')).toHaveLength(1);
    await setLabel(rows[0]!.id, { remove: [label.id] });
    expect(await serverFolder('Project_X')).toEqual([]);
  });

  it('deletes the copies with the message deleted forever, so it does not come back', async () => {
    const id = await idOf('Plan A');
    await setLabel(id, { add: [label.id] });
    expect(await serverFolder('Project_X')).toEqual(['Plan A']);
    expect((await t.request(`/api/mail/messages/${id}/trash`, { user: ada, method: 'POST' })).status).toBe(200);
    expect((await t.request(`/api/mail/messages/${id}`, { user: ada, method: 'DELETE' })).status).toBe(204);
    expect(await serverFolder('Project_X')).toEqual([]);
    await sync();
    expect((await list(`account=${accountId}&q=in:anywhere`)).items.map((i) => i.subject).sort()).toEqual(['Late original', 'Only here', 'Plan B']);
    expect((await t.request(`/api/mail/messages/${id}`, { user: ada })).status).toBe(404);
  });

  it('deleting the label removes its folder, after moving mail found only there to the archive', async () => {
    const doomed = (await (await t.request('/api/labels', { user: ada, json: { name: 'Doomed' } })).json()) as Label;
    const planB = await idOf('Plan B');
    await setLabel(planB, { add: [doomed.id] });
    await other.append('Doomed', Buffer.from(raw('Kept anyway', 'kept-anyway')));
    await sync();
    expect((await list(`label=${doomed.id}`)).items.map((i) => i.subject).sort()).toEqual(['Kept anyway', 'Plan B']);
    // Put there by another client after the last sync: not listed yet, and still not lost.
    await other.append('Doomed', Buffer.from(raw('Unseen yet', 'unseen-yet')));

    // Bob cannot delete Ada's label.
    expect((await t.request(`/api/labels/${doomed.id}`, { user: bob, method: 'DELETE' })).status).toBe(404);
    expect(await serverFolder('Doomed')).toEqual(['Kept anyway', 'Plan B', 'Unseen yet']);

    expect((await t.request(`/api/labels/${doomed.id}`, { user: ada, method: 'DELETE' })).status).toBe(204);
    expect(await serverFolder('Doomed')).toBeUndefined();
    expect(await serverFolder('Archive')).toEqual(['Kept anyway', 'Only here', 'Unseen yet']);
    await sync();
    const all = (await list(`account=${accountId}&q=in:anywhere`)).items;
    expect(all.filter((i) => i.subject === 'Plan B')).toHaveLength(1);
    expect(all.find((i) => i.subject === 'Kept anyway')!.labels).toEqual([]);
    expect(all.filter((i) => i.subject === 'Unseen yet')).toHaveLength(1);
  });

  it('a label given before the first sync has judged the account still goes to a folder, and settles the account', async () => {
    await t.db.db.update(mailAccount).set({ labelStore: null }).where(eq(mailAccount.id, accountId));
    const early = (await (await t.request('/api/labels', { user: ada, json: { name: 'Early' } })).json()) as Label;
    expect((await setLabel(await idOf('Plan B'), { add: [early.id] })).status).toBe(200);
    expect(await serverFolder('Early')).toEqual(['Plan B']);
    const { accounts } = (await (await t.request('/api/accounts', { user: ada })).json()) as { accounts: { id: string; labels?: string }[] };
    expect(accounts.find((a) => a.id === accountId)).toMatchObject({ labels: 'folders' });
    await setLabel(await idOf('Plan B'), { remove: [early.id] });
    expect(await serverFolder('Early')).toEqual([]);
  });

  it("keeps the account's labelled mail from another user", async () => {
    const id = await idOf('Plan B');
    await setLabel(id, { add: [label.id] });
    expect((await t.request(`/api/mail/messages/${id}/labels`, { user: bob, json: { remove: [label.id] } })).status).toBe(404);
    expect((await list(`label=${label.id}`, bob)).items ?? []).toEqual([]);
    expect(await serverFolder('Project_X')).toEqual(['Plan B']);
  });
});
