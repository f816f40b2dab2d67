/**
 * An IMAP account against a real Dovecot: a varied MIME corpus synced into
 * the unified inbox, bodies and attachments read on open, folders listed, and
 * what another client does (flags, expunge, a folder recreated under a new
 * UIDVALIDITY) taken over by the next sync without loss or duplicates.
 */
import { ImapFlow } from 'imapflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imapAccountBody, startDovecot, type Dovecot } from '../../../../tests/helpers/dovecot';
import { until } from '../../../../tests/helpers/server-process';
import { startSmtpAuthServer, type SmtpAuthServer } from '../../../../tests/helpers/smtp-auth';
import { createTestContext, dbKinds, type TestContext, type TestUser } from '../../../../tests/helpers/test-app';

const PASSWORD = 'imap-sync-secret';
const CRLF = (text: string) => text.replace(/\r?\n/g, '\r\n');

/** Messages other clients write: several charsets, RFC 2231 names, alternatives, a forwarded message, broken headers, bare 8-bit. */
const CORPUS: Record<string, Buffer> = {
  latin1: Buffer.from(CRLF(`From: =?ISO-8859-1?Q?Ren=E9e?= <renee@example.org>
To: me@imap.test
Subject: =?ISO-8859-1?Q?Caf=E9_cr=E8me?=
Date: Mon, 02 Nov 2026 09:00:00 +0000
Message-ID: <latin1@example.org>
Content-Type: text/plain; charset=ISO-8859-1
Content-Transfer-Encoding: quoted-printable

Un caf=E9, s'il vous pla=EEt.
`)),
  koi8: Buffer.from(CRLF(`From: Ivan <ivan@example.ru>
To: me@imap.test
Subject: =?KOI8-R?B?8NLJ18XU?= =?UTF-8?B?IOaXpeacrOiqng==?=
Date: Tue, 03 Nov 2026 09:00:00 +0000
Message-ID: <koi8@example.ru>
Content-Type: text/plain; charset=UTF-8

Hello in two scripts.
`)),
  alternative: Buffer.from(CRLF(`From: Ada <ada@example.com>
To: me@imap.test
Subject: Quarterly numbers
Date: Wed, 04 Nov 2026 09:00:00 +0000
Message-ID: <alt@example.com>
MIME-Version: 1.0
Content-Type: multipart/alternative; boundary="b1"

--b1
Content-Type: text/plain; charset=UTF-8

Numbers are up.
--b1
Content-Type: text/html; charset=UTF-8

<p>Numbers are <b>up</b>.</p>
--b1--
`)),
  rfc2231: Buffer.from(CRLF(`From: Billing <billing@example.com>
To: me@imap.test
Subject: Your rates
Date: Thu, 05 Nov 2026 09:00:00 +0000
Message-ID: <rates@example.com>
MIME-Version: 1.0
Content-Type: multipart/mixed; boundary="b2"

--b2
Content-Type: text/plain; charset=UTF-8

Rates attached.
--b2
Content-Type: application/pdf
Content-Disposition: attachment; filename*=UTF-8''%E2%82%AC%20rates.pdf
Content-Transfer-Encoding: base64

JVBERi0xLjQK
--b2--
`)),
  forwarded: Buffer.from(CRLF(`From: Grace <grace@example.com>
To: me@imap.test
Subject: Fwd: Launch
Date: Fri, 06 Nov 2026 09:00:00 +0000
Message-ID: <fwd@example.com>
MIME-Version: 1.0
Content-Type: multipart/mixed; boundary="b3"

--b3
Content-Type: text/plain; charset=UTF-8

See below.
--b3
Content-Type: message/rfc822

From: Linus <linus@example.com>
Subject: Launch
Date: Thu, 05 Nov 2026 08:00:00 +0000

We launch on Monday.
--b3--
`)),
  broken: Buffer.from(CRLF(`From: not an address at all
Subject: Broken headers
X-Garbage: =?broken?=

Still readable.
`)),
  eightBit: Buffer.concat([
    Buffer.from(CRLF(`From: Old Mailer <old@example.net>
To: me@imap.test
Subject: Bare 8-bit
Date: Sat, 07 Nov 2026 09:00:00 +0000
Message-ID: <8bit@example.net>
Content-Type: text/plain

Na`)),
    Buffer.from([0xef, 0x76, 0x65, 0x0d, 0x0a]),
  ]),
};

describe.each(dbKinds())('IMAP sync on %s', (kind) => {
  let t: TestContext;
  let ada: TestUser;
  let bob: TestUser;
  let dovecot: Dovecot;
  let smtp: SmtpAuthServer;
  let other: ImapFlow;
  let accountId: string;
  const username = `me-${kind}@imap.test`;

  const api = async <T>(user: TestUser, path: string): Promise<T> => {
    const res = await t.request(path, { user });
    expect(res.status, `${path}: ${res.status}`).toBe(200);
    return (await res.json()) as T;
  };
  type Page = { items: { id: string; accountId: string; subject: string; sender: string; read: boolean; starred: boolean }[]; total: number };
  const listAll = (user: TestUser, query: string) => api<Page>(user, `/api/mail/messages?${query}`);
  const sync = () => t.app.services.mail.imap.syncNow(ada.id, accountId);

  beforeAll(async () => {
    [dovecot, smtp] = await Promise.all([startDovecot([{ username, password: PASSWORD }]), startSmtpAuthServer([{ username, password: PASSWORD }])]);
    other = new ImapFlow({ host: dovecot.host, port: dovecot.port, secure: false, doSTARTTLS: false, auth: { user: username, pass: PASSWORD }, logger: false });
    await other.connect();
    for (const raw of Object.values(CORPUS)) await other.append('INBOX', raw);
    await other.append('Sent', Buffer.from(CRLF(`From: me@imap.test\nTo: ada@example.com\nSubject: Sent from my phone\nDate: Sun, 08 Nov 2026 09:00:00 +0000\nMessage-ID: <sent@imap.test>\n\nOn my way.\n`)), ['\\Seen']);
    await other.mailboxCreate('Projects');
    await other.append('Projects', Buffer.from(CRLF(`From: pm@example.com\nSubject: Project plan\nDate: Sun, 08 Nov 2026 10:00:00 +0000\nMessage-ID: <plan@example.com>\n\nThe plan.\n`)));

    t = await createTestContext(kind, { config: { MAIL_ALLOW_PRIVATE_HOSTS: 'true' } });
    ada = await t.signUp({ name: 'Ada' });
    bob = await t.signUp({ name: 'Bob' });
    const res = await t.request('/api/accounts', {
      user: ada,
      json: imapAccountBody(dovecot, smtp, username, PASSWORD),
    });
    expect(res.status).toBe(201);
    accountId = ((await res.json()) as { id: string }).id;
    await until(
      async () => (await api<{ accounts: { id: string; status: string }[] }>(ada, '/api/accounts')).accounts.find((a) => a.id === accountId)?.status === 'ready',
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

  it('lists the synced mail in the unified inbox beside the local mailbox, decoded, newest first', async () => {
    const inbox = await listAll(ada, 'tab=inbox');
    expect(inbox.items.some((i) => i.accountId === accountId)).toBe(true);
    expect(inbox.items.some((i) => i.accountId !== accountId)).toBe(true);
    const only = await listAll(ada, `tab=inbox&account=${accountId}`);
    // A message without a Date header is dated when the server received it: just now, so first.
    expect(only.items.map((i) => i.subject)).toEqual(['Broken headers', 'Bare 8-bit', 'Fwd: Launch', 'Your rates', 'Quarterly numbers', 'Привет 日本語', 'Café crème']);
    expect(only.total).toBe(7);
    expect(only.items.every((i) => i.accountId === accountId)).toBe(true);
    expect(only.items.find((i) => i.subject === 'Café crème')).toMatchObject({ sender: 'Renée', read: false });
    expect((await listAll(ada, `tab=sent&account=${accountId}`)).items.map((i) => i.subject)).toEqual(['Sent from my phone']);
    expect((await listAll(ada, `tab=archived&account=${accountId}`)).items.map((i) => i.subject)).toEqual(['Project plan']);
  });

  it('opens bodies and attachments: alternatives, RFC 2231 names, a forwarded message, bare 8-bit', async () => {
    const only = await listAll(ada, `tab=inbox&account=${accountId}&page=1`);
    const open = async (subject: string) => {
      const id = only.items.find((i) => i.subject === subject)!.id;
      return api<{ html: string; text: string; attachments: { filename: string; mimeType: string }[] }>(ada, `/api/mail/messages/${id}`);
    };
    expect((await open('Quarterly numbers')).html).toContain('<b>up</b>');
    expect((await open('Your rates')).attachments).toEqual([expect.objectContaining({ filename: '€ rates.pdf', mimeType: 'application/pdf' })]);
    expect((await open('Fwd: Launch')).attachments.map((a) => a.mimeType)).toEqual(['message/rfc822']);
    expect((await open('Café crème')).text).toContain("Un café, s'il vous plaît.");
    expect((await open('Broken headers')).text).toContain('Still readable.');
    expect((await open('Bare 8-bit')).text).toMatch(/^Na.ve/);
  });

  it('downloads the original of a message byte for byte as the server keeps it, bare 8-bit and all', async () => {
    const only = await listAll(ada, `tab=inbox&account=${accountId}`);
    for (const [subject, original] of [
      ['Café crème', CORPUS.latin1!],
      ['Bare 8-bit', CORPUS.eightBit!],
    ] as const) {
      const id = only.items.find((i) => i.subject === subject)!.id;
      const res = await t.request(`/api/mail/messages/${id}/raw`, { user: ada });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('message/rfc822');
      expect(Buffer.compare(Buffer.from(await res.arrayBuffer()), original)).toBe(0);
      expect((await t.request(`/api/mail/messages/${id}/raw`, { user: bob })).status).toBe(404);
    }
  });

  it('lists the account\'s folders with their counts', async () => {
    const { folders } = await api<{ folders: { path: string; specialUse?: string; total: number; unread: number }[] }>(ada, `/api/accounts/${accountId}/folders`);
    expect(folders.map((f) => f.path).sort()).toEqual(['Drafts', 'INBOX', 'Junk', 'Projects', 'Sent', 'Trash']);
    expect(folders.find((f) => f.path === 'INBOX')).toMatchObject({ total: 7, unread: 7, specialUse: '\\Inbox' });
    expect(folders.find((f) => f.path === 'Sent')).toMatchObject({ total: 1, unread: 0, specialUse: '\\Sent' });
    expect(folders.find((f) => f.path === 'Projects')).toMatchObject({ total: 1 });
    const { accounts } = await api<{ accounts: { id: string; unread: number }[] }>(ada, '/api/accounts');
    expect(accounts.find((a) => a.id === accountId)).toMatchObject({ unread: 7 });
  });

  it('takes over flags changed and mail expunged in another client', async () => {
    const lock = await other.getMailboxLock('INBOX');
    try {
      const [cafe] = await other.search({ subject: 'Café' }, { uid: true }) || [];
      const [rates] = await other.search({ subject: 'rates' }, { uid: true }) || [];
      const [broken] = await other.search({ subject: 'Broken' }, { uid: true }) || [];
      await other.messageFlagsAdd(String(cafe), ['\\Seen'], { uid: true });
      await other.messageFlagsAdd(String(rates), ['\\Flagged'], { uid: true });
      await other.messageDelete(String(broken), { uid: true });
    } finally {
      lock.release();
    }
    await sync();
    const only = await listAll(ada, `tab=inbox&account=${accountId}`);
    expect(only.items.map((i) => i.subject)).not.toContain('Broken headers');
    expect(only.total).toBe(6);
    expect(only.items.find((i) => i.subject === 'Café crème')).toMatchObject({ read: true });
    expect(only.items.find((i) => i.subject === 'Your rates')).toMatchObject({ starred: true });
    expect((await listAll(ada, 'tab=starred')).items.map((i) => i.subject)).toContain('Your rates');
  });

  it('re-syncs a folder whose UIDVALIDITY changed with no duplicate and no loss', async () => {
    await other.mailboxDelete('Projects');
    await other.mailboxCreate('Projects');
    await other.append('Projects', Buffer.from(CRLF(`From: pm@example.com\nSubject: Project plan\nDate: Sun, 08 Nov 2026 10:00:00 +0000\nMessage-ID: <plan@example.com>\n\nThe plan.\n`)));
    await other.append('Projects', Buffer.from(CRLF(`From: pm@example.com\nSubject: Project budget\nDate: Sun, 08 Nov 2026 11:00:00 +0000\nMessage-ID: <budget@example.com>\n\nThe budget.\n`)));
    await sync();
    expect((await listAll(ada, `tab=archived&account=${accountId}`)).items.map((i) => i.subject)).toEqual(['Project budget', 'Project plan']);
  });

  it('writes read, star, archive, trash and restore back to the server', async () => {
    const only = await listAll(ada, `tab=inbox&account=${accountId}`);
    const id = only.items.find((i) => i.subject === 'Quarterly numbers')!.id;
    const post = (path: string, json: unknown = {}) => t.request(`/api/mail/messages/${id}/${path}`, { user: ada, json });
    const serverFlags = async (path: string) => {
      const lock = await other.getMailboxLock(path);
      try {
        // A plain FETCH never reports another session's expunges (RFC 3501); NOOP brings them in first.
        await other.noop();
        const found: { subject: string; flags: string[] }[] = [];
        for await (const m of other.fetch('1:*', { envelope: true, flags: true })) found.push({ subject: m.envelope?.subject ?? '', flags: [...(m.flags ?? [])] });
        return found;
      } finally {
        lock.release();
      }
    };

    expect((await post('star', { starred: true })).status).toBe(200);
    expect((await post('read', { read: true })).status).toBe(200);
    expect((await serverFlags('INBOX')).find((m) => m.subject === 'Quarterly numbers')!.flags.sort()).toEqual(['\\Flagged', '\\Seen']);

    expect((await post('archive')).status).toBe(200);
    expect((await serverFlags('INBOX')).map((m) => m.subject)).not.toContain('Quarterly numbers');
    expect((await serverFlags('Archive')).map((m) => m.subject)).toEqual(['Quarterly numbers']);
    expect((await listAll(ada, `tab=archived&account=${accountId}`)).items.map((i) => i.subject)).toContain('Quarterly numbers');

    expect((await post('trash')).status).toBe(200);
    expect((await serverFlags('Trash')).map((m) => m.subject)).toEqual(['Quarterly numbers']);
    expect((await post('restore')).status).toBe(200);
    expect((await serverFlags('INBOX')).map((m) => m.subject)).toContain('Quarterly numbers');
    // Moving kept the message's flags and its place in the cache: one copy, still starred, nothing new after a sync.
    await sync();
    const after = await listAll(ada, `tab=inbox&account=${accountId}`);
    expect(after.items.filter((i) => i.subject === 'Quarterly numbers')).toEqual([expect.objectContaining({ id, starred: true, read: true })]);
  });

  it('deletes forever from the trash with \\Deleted and UID EXPUNGE, leaving what another client marked \\Deleted', async () => {
    const id = (await listAll(ada, `tab=inbox&account=${accountId}`)).items.find((i) => i.subject === 'Привет 日本語')!.id;
    // Another client's message marked \Deleted but not yet expunged: a plain EXPUNGE would take it too.
    await other.append('Trash', Buffer.from(CRLF(`From: x@example.com\nSubject: Kept for the other client\nMessage-ID: <kept@example.com>\n\nStill here.\n`)), ['\\Deleted']);
    const trashOnServer = async () => {
      const lock = await other.getMailboxLock('Trash');
      try {
        await other.noop();
        const subjects: string[] = [];
        for await (const m of other.fetch('1:*', { envelope: true })) subjects.push(m.envelope?.subject ?? '');
        return subjects;
      } finally {
        lock.release();
      }
    };
    expect((await t.request(`/api/mail/messages/${id}`, { user: ada, method: 'DELETE' })).status).toBe(409);
    expect((await t.request(`/api/mail/messages/${id}/trash`, { user: ada, method: 'POST' })).status).toBe(200);
    expect(await trashOnServer()).toContain('Привет 日本語');
    expect((await t.request(`/api/mail/messages/${id}`, { user: bob, method: 'DELETE' })).status).toBe(404);
    expect(await trashOnServer()).toContain('Привет 日本語');

    expect((await t.request(`/api/mail/messages/${id}`, { user: ada, method: 'DELETE' })).status).toBe(204);
    expect(await trashOnServer()).toEqual(['Kept for the other client']);
    // Gone from the cache, and a sync does not bring it back.
    await sync();
    expect((await listAll(ada, `tab=trash&account=${accountId}`)).items.map((i) => i.subject)).not.toContain('Привет 日本語');
    expect((await t.request(`/api/mail/messages/${id}`, { user: ada })).status).toBe(404);
  });

  it('sends through the account\'s SMTP with its Sent copy filed, and a reply threads and goes from the receiving account', async () => {
    const sent = await t.request('/api/mail/send', {
      user: ada,
      json: { accountId, to: ['grace@example.com'], bcc: ['boss@example.com'], subject: 'Status from IMAP', body: '<p>All <b>good</b>.</p>' },
    });
    expect(sent.status).toBe(200);
    const mail = smtp.received.at(-1)!;
    expect(mail).toMatchObject({ from: username, to: ['grace@example.com', 'boss@example.com'], user: username });
    expect(mail.raw).toMatch(/^Subject: Status from IMAP/m);
    expect(mail.raw).not.toMatch(/^Bcc:/m);
    const lock = await other.getMailboxLock('Sent');
    try {
      const subjects: string[] = [];
      for await (const m of other.fetch('1:*', { envelope: true })) subjects.push(m.envelope?.subject ?? '');
      expect(subjects).toContain('Status from IMAP');
    } finally {
      lock.release();
    }
    expect((await listAll(ada, `tab=sent&account=${accountId}`)).items.map((i) => i.subject)).toEqual(['Status from IMAP', 'Sent from my phone']);
    // The next sync finds the filed copy already cached: still one.
    await sync();
    expect((await listAll(ada, `tab=sent&account=${accountId}`)).items.filter((i) => i.subject === 'Status from IMAP')).toHaveLength(1);

    const original = (await listAll(ada, `tab=inbox&account=${accountId}`)).items.find((i) => i.subject === 'Your rates')!;
    const reply = await t.request('/api/mail/send', { user: ada, json: { to: ['billing@example.com'], subject: 'Re: Your rates', body: 'Thanks', replyTo: original.id } });
    expect(reply.status).toBe(200);
    const replied = smtp.received.at(-1)!;
    expect(replied.from).toBe(username);
    expect(replied.raw).toMatch(/^In-Reply-To: <rates@example\.com>/m);
    expect(replied.raw).toMatch(/^References: <rates@example\.com>/m);
  });

  it("saves a draft in the account's Drafts folder, flagged as a draft, where other clients can finish it", async () => {
    const res = await t.request('/api/mail/drafts', { user: ada, json: { accountId, to: ['grace@example.com'], subject: 'Half-written plan', body: '<p>First point</p>' } });
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: string };
    expect(smtp.received.some((m) => m.raw.includes('Half-written plan'))).toBe(false);
    const lock = await other.getMailboxLock('Drafts');
    try {
      const drafts: { subject: string; flags: string[]; from: string }[] = [];
      for await (const m of other.fetch('1:*', { envelope: true, flags: true })) {
        drafts.push({ subject: m.envelope?.subject ?? '', flags: [...(m.flags ?? [])].filter((f) => f !== '\\Recent').sort(), from: m.envelope?.from?.[0]?.address ?? '' });
      }
      expect(drafts).toEqual([{ subject: 'Half-written plan', flags: ['\\Draft', '\\Seen'], from: username }]);
    } finally {
      lock.release();
    }
    const listed = await listAll(ada, `tab=drafts&account=${accountId}`);
    expect(listed.items.map((i) => [i.id, i.subject])).toEqual([[id, 'Half-written plan']]);
    // The next sync finds the server's copy already cached: still one draft, not in the inbox.
    await sync();
    expect((await listAll(ada, `tab=drafts&account=${accountId}`)).items.map((i) => i.subject)).toEqual(['Half-written plan']);
    expect((await listAll(ada, `tab=inbox&account=${accountId}`)).items.map((i) => i.subject)).not.toContain('Half-written plan');
    // A draft without an account stays in the local mailbox.
    const local = await t.request('/api/mail/drafts', { user: ada, json: { subject: 'Local note' } });
    expect(local.status).toBe(200);
    expect((await listAll(ada, `tab=drafts&account=${accountId}`)).items.map((i) => i.subject)).toEqual(['Half-written plan']);
    expect((await listAll(ada, 'tab=drafts')).items.map((i) => i.subject).sort()).toEqual(['Half-written plan', 'Local note']);
  });

  it('replaces the draft on the server when it is saved again, and takes it away once it is sent', async () => {
    const serverDrafts = async () => {
      const lock = await other.getMailboxLock('Drafts');
      try {
        await other.noop();
        const subjects: string[] = [];
        for await (const m of other.fetch('1:*', { envelope: true })) subjects.push(m.envelope?.subject ?? '');
        return subjects.filter((s) => s.startsWith('Budget draft'));
      } finally {
        lock.release();
      }
    };
    const save = async (json: Record<string, unknown>) => {
      const res = await t.request('/api/mail/drafts', { user: ada, json: { accountId, to: ['grace@example.com'], ...json } });
      expect(res.status, await res.clone().text()).toBe(200);
      return ((await res.json()) as { id: string }).id;
    };
    const first = await save({ subject: 'Budget draft', body: '<p>v1</p>' });
    expect(await serverDrafts()).toEqual(['Budget draft']);
    const second = await save({ subject: 'Budget draft v2', body: '<p>v2</p>', draftId: first });
    // Other clients see only the newer draft, and so does the next sync.
    expect(await serverDrafts()).toEqual(['Budget draft v2']);
    await sync();
    const listed = (await listAll(ada, `tab=drafts&account=${accountId}`)).items.filter((i) => i.subject.startsWith('Budget draft'));
    expect(listed.map((i) => [i.id, i.subject])).toEqual([[second, 'Budget draft v2']]);

    const sent = await t.request('/api/mail/send', { user: ada, json: { accountId, to: ['grace@example.com'], subject: 'Budget draft v2', body: '<p>v2</p>', draftId: second } });
    expect(sent.status).toBe(200);
    expect(smtp.received.some((m) => m.raw.includes('Budget draft v2'))).toBe(true);
    expect(await serverDrafts()).toEqual([]);
    await sync();
    expect((await listAll(ada, `tab=drafts&account=${accountId}`)).items.map((i) => i.subject)).not.toContain('Budget draft v2');
  });

  it('says so and changes nothing when the server refuses a change', async () => {
    const only = await listAll(ada, `tab=inbox&account=${accountId}`);
    const item = only.items.find((i) => i.subject === 'Fwd: Launch')!;
    await dovecot.setPassword(username, 'changed-elsewhere');
    try {
      const res = await t.request(`/api/mail/messages/${item.id}/star`, { user: ada, json: { starred: true } });
      expect(res.status).toBe(502);
      expect(await res.json()).toMatchObject({ error: { code: 'IMAP_WRITE_FAILED', message: expect.stringContaining('The mail server did not take the change: IMAP: the user name or password was not accepted.') } });
      expect((await listAll(ada, `tab=inbox&account=${accountId}`)).items.find((i) => i.id === item.id)).toMatchObject({ starred: false });
      // The next sync marks the account: its status is error with the reason in words.
      await expect(sync()).rejects.toMatchObject({ code: 'IMAP_AUTH_FAILED' });
      const { accounts } = await api<{ accounts: { id: string; status: string; error?: string }[] }>(ada, '/api/accounts');
      expect(accounts.find((a) => a.id === accountId)).toMatchObject({ status: 'error', error: expect.stringContaining('IMAP: the user name or password was not accepted.') });
    } finally {
      await dovecot.setPassword(username, PASSWORD);
    }
    await sync();
    const { accounts } = await api<{ accounts: { id: string; status: string }[] }>(ada, '/api/accounts');
    expect(accounts.find((a) => a.id === accountId)).toMatchObject({ status: 'ready' });
  });

  it('survives Dovecot restarting in the middle of a sync: the next sync has every message once', async () => {
    const before = (await listAll(ada, `tab=inbox&account=${accountId}`)).total;
    dovecot.deliver(
      username,
      Array.from({ length: 1500 }, (_, i) => `From: bulk@example.com\nSubject: Bulk ${i}\nMessage-ID: <bulk-${i}@example.com>\nDate: Mon, 09 Nov 2026 09:00:00 +0000\n\nBulk ${i}.\n`),
    );
    const interrupted = sync().then(
      () => 'finished',
      () => 'failed',
    );
    await new Promise((resolve) => setTimeout(resolve, 150));
    await dovecot.restart();
    expect(['finished', 'failed']).toContain(await interrupted);
    await other.logout().catch(() => undefined);
    other = new ImapFlow({ host: dovecot.host, port: dovecot.port, secure: false, doSTARTTLS: false, auth: { user: username, pass: PASSWORD }, logger: false });
    await other.connect();
    await sync();
    expect((await listAll(ada, `tab=inbox&account=${accountId}`)).total).toBe(before + 1500);
    const [duplicates] = (await t.db.executeSql(
      `select count(message_id_header) - count(distinct message_id_header) as n from mail_message where account_id = $1`,
      [accountId],
    )).rows;
    expect(Number(duplicates!.n)).toBe(0);
    const { accounts } = await api<{ accounts: { id: string; status: string }[] }>(ada, '/api/accounts');
    expect(accounts.find((a) => a.id === accountId)).toMatchObject({ status: 'ready' });
  });

  it('keeps the account and its mail from another user', async () => {
    expect((await listAll(bob, 'tab=inbox')).items.some((i) => i.accountId === accountId)).toBe(false);
    const foreign = await t.request(`/api/mail/messages?tab=inbox&account=${accountId}`, { user: bob });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ error: { code: 'ACCOUNT_NOT_FOUND', message: 'That account does not exist.' } });
    const id = (await listAll(ada, `tab=inbox&account=${accountId}`)).items[0]!.id;
    expect((await t.request(`/api/mail/messages/${id}`, { user: bob })).status).toBe(404);
  });

  it('stores a message whose subject, sender and body decode to NUL characters (PostgreSQL text cannot hold them)', async () => {
    await other.mailboxCreate('Old exports');
    await other.append(
      'Old exports',
      Buffer.from(CRLF(`From: =?utf-8?Q?Old=00Mailer?= <old@example.net>
Subject: =?utf-8?Q?Old=00export?=
Date: Sun, 08 Nov 2026 12:00:00 +0000
Message-ID: <nul@example.net>
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: quoted-printable

Kept=00 despite the NUL.
`)),
    );
    await sync();
    const archived = await listAll(ada, `tab=archived&account=${accountId}`);
    const row = archived.items.find((i) => i.subject === 'Oldexport');
    expect(row, JSON.stringify(archived.items.map((i) => i.subject))).toMatchObject({ sender: 'OldMailer' });
    expect((await api<{ text: string }>(ada, `/api/mail/messages/${row!.id}`)).text).toContain('Kept despite the NUL.');
  });
});
