/**
 * Labels and rules on an IMAP account, against a real Dovecot: a label is a
 * flag keyword on the server (Dovecot keeps any keyword: PERMANENTFLAGS \*),
 * read back by another client and taken over from one; a rule acts once on
 * mail the server delivers.
 */
import { ImapFlow } from 'imapflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imapAccountBody, startDovecot, type Dovecot } from '../../../tests/helpers/dovecot';
import { until } from '../../../tests/helpers/server-process';
import { startSmtpAuthServer, type SmtpAuthServer } from '../../../tests/helpers/smtp-auth';
import { createTestContext, type TestContext, type TestUser } from '../../../tests/helpers/test-app';
import type { Label } from '../../core/mail/labels';
import type { MailList } from '../mail/types';

const PASSWORD = 'imap-labels-secret';
const username = 'labels@imap.test';
const raw = (subject: string, id: string, from = 'pm@example.com') =>
  `From: ${from}\r\nTo: ${username}\r\nSubject: ${subject}\r\nDate: Mon, 23 Nov 2026 09:00:00 +0000\r\nMessage-ID: <${id}@example.com>\r\n\r\nBody of ${subject}.\r\n`;

describe('labels and rules on an IMAP account (Dovecot)', () => {
  let dovecot: Dovecot;
  let smtp: SmtpAuthServer;
  let other: ImapFlow;
  let t: TestContext;
  let ada: TestUser;
  let accountId: string;

  beforeAll(async () => {
    [dovecot, smtp] = await Promise.all([startDovecot([{ username, password: PASSWORD }]), startSmtpAuthServer([{ username, password: PASSWORD }])]);
    other = new ImapFlow({ host: dovecot.host, port: dovecot.port, secure: false, doSTARTTLS: false, auth: { user: username, pass: PASSWORD }, logger: false });
    await other.connect();
    await other.append('INBOX', Buffer.from(raw('Plan A', 'plan-a')));
    await other.append('INBOX', Buffer.from(raw('Plan B', 'plan-b')));
    t = await createTestContext('pglite', { config: { MAIL_ALLOW_PRIVATE_HOSTS: 'true' } });
    ada = await t.signUp({ name: 'Ada' });
    const res = await t.request('/api/accounts', { user: ada, json: imapAccountBody(dovecot, smtp, username, PASSWORD) });
    expect(res.status).toBe(201);
    accountId = ((await res.json()) as { id: string }).id;
    await until(async () => (await list(`account=${accountId}`)).total === 2, 20_000, 'the first sync');
    // The mail shows while the first sync still runs; what the account learned of the server is saved at its end.
    await until(
      async () => {
        const { accounts } = (await (await t.request('/api/accounts', { user: ada })).json()) as { accounts: { id: string; status: string }[] };
        return accounts.find((a) => a.id === accountId)?.status !== 'syncing';
      },
      20_000,
      'the first sync to finish',
    );
  });
  afterAll(async () => {
    await other?.logout().catch(() => undefined);
    await t?.close();
    await dovecot?.stop();
    await smtp?.close();
  });

  const list = async (query: string) => (await (await t.request(`/api/mail/messages?${query}`, { user: ada })).json()) as MailList;
  const sync = () => t.app.services.mail.imap.syncNow(ada.id, accountId);
  const serverFlags = async (subject: string) => {
    const lock = await other.getMailboxLock('INBOX');
    try {
      // Mail delivered behind this connection's back shows after a NOOP.
      await other.noop();
      for await (const m of other.fetch('1:*', { envelope: true, flags: true })) if (m.envelope?.subject === subject) return [...(m.flags ?? [])];
      return undefined;
    } finally {
      lock.release();
    }
  };

  it('writes a label as a keyword another client sees, and takes one set elsewhere', async () => {
    const label = (await (await t.request('/api/labels', { user: ada, json: { name: 'Project X', color: 'teal' } })).json()) as Label;
    const planA = (await list(`account=${accountId}`)).items.find((i) => i.subject === 'Plan A')!;
    const res = await t.request(`/api/mail/messages/${planA.id}/labels`, { user: ada, json: { add: [label.id] } });
    expect(await res.json()).toEqual({ labels: [label.id] });
    expect(await serverFlags('Plan A')).toContain('Project_X');
    // Settings says where this account keeps labels.
    const { accounts } = (await (await t.request('/api/accounts', { user: ada })).json()) as { accounts: { id: string; labels?: string }[] };
    expect(accounts.find((a) => a.id === accountId)).toMatchObject({ labels: 'keywords' });

    // Another client puts the same keyword on Plan B: the next sync shows it under the label.
    const lock = await other.getMailboxLock('INBOX');
    try {
      const uids = await other.search({ subject: 'Plan B' }, { uid: true });
      await other.messageFlagsAdd(uids || [], ['Project_X'], { uid: true });
    } finally {
      lock.release();
    }
    await sync();
    expect((await list(`label=${label.id}`)).items.map((i) => i.subject).sort()).toEqual(['Plan A', 'Plan B']);

    // A flag change from elsewhere keeps the label given here.
    await t.request(`/api/mail/messages/${planA.id}/read`, { user: ada, json: { read: true } });
    await sync();
    expect((await list(`label=${label.id}`)).total).toBe(2);

    await t.request(`/api/mail/messages/${planA.id}/labels`, { user: ada, json: { remove: [label.id] } });
    expect(await serverFlags('Plan A')).not.toContain('Project_X');
  });

  it('runs a rule once on mail the server delivers, writing its label to the server', async () => {
    await t.request('/api/rules', {
      user: ada,
      json: { name: 'Invoices', when: { query: 'from:billing@vendor.example' }, actions: [{ type: 'label', labelName: 'Invoices' }, { type: 'star' }] },
    });
    dovecot.deliver(username, [raw('Invoice 42', 'inv-42', 'billing@vendor.example'), raw('Hello', 'hello-1', 'friend@example.com')]);
    await sync();
    await sync();
    const invoice = (await list(`account=${accountId}&q=${encodeURIComponent('subject:"Invoice 42"')}`)).items[0]!;
    expect(invoice.starred).toBe(true);
    expect(invoice.labels).toHaveLength(1);
    expect(await serverFlags('Invoice 42')).toEqual(expect.arrayContaining(['\\Flagged', 'Invoices']));
    expect((await list(`account=${accountId}&q=${encodeURIComponent('subject:hello')}`)).items[0]!.labels).toEqual([]);
    const history = (await (await t.request('/api/rules/history', { user: ada })).json()) as { total: number };
    expect(history.total).toBe(1);
  });
});
