import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Label } from '../../core/mail/labels';
import { createTestContext, dbKinds, type TestContext, type TestUser } from '../../../tests/helpers/test-app';
import { importFile as importInto, uploadImport } from '../../../tests/helpers/imports';
import { createApp, startWorkers } from '../app';
import { createMemoryBus } from '../events';
import { startJobs } from '../jobs/boss';
import { createLogger } from '../logger';
import type { MailList, MailMessage } from '../mail/types';
import { ERR_NOT_MAIL, type ImportView } from './import';
import { MboxReader, mboxEntry } from './mbox';

const CRLF = (text: string) => text.replace(/\r?\n/g, '\r\n');

/** A message as a mail program would keep it. */
function message(n: number, extra: { headers?: string; body?: string; id?: string } = {}) {
  return [
    `From: Sender ${n} <sender${n}@example.org>`,
    'To: reader@example.com',
    `Subject: Imported note ${n}`,
    `Date: Mon, 0${(n % 9) + 1} Jun 2025 10:00:00 +0000`,
    `Message-ID: <${extra.id ?? `note${n}`}@example.org>`,
    ...(extra.headers ? [extra.headers] : []),
    '',
    extra.body ?? `Body of note ${n}.`,
    '',
  ].join('\n');
}

function mbox(messages: string[], lineEnd: 'lf' | 'crlf' = 'lf') {
  return Buffer.concat(messages.map((m, i) => mboxEntry(`sender${i}@example.org`, new Date(Date.UTC(2025, 5, 1, 10, i)), Buffer.from(lineEnd === 'crlf' ? CRLF(m) : m))));
}

describe.each(dbKinds())('import and export on %s', (kind) => {
  let t: TestContext;
  let ada: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await createTestContext(kind, { jobs: true });
    ada = await t.signUp({ name: 'Ada Lovelace' });
    bob = await t.signUp({ name: 'Bob Builder' });
  });
  afterAll(() => t.close());

  const upload = (user: TestUser, body: Buffer | string, type = 'application/mbox', query = '') => uploadImport(t, user, body, type, query);
  const importFile = (user: TestUser, body: Buffer | string, type = 'application/mbox', query = '') => importInto(t, user, body, type, query);
  const search = async (user: TestUser, q: string) => ((await (await t.request(`/api/mail/messages?q=${encodeURIComponent(q)}`, { user })).json()) as MailList).items;
  const raw = async (user: TestUser, id: string) => Buffer.from(await (await t.request(`/api/mail/messages/${id}/raw`, { user })).arrayBuffer());

  it('imports an mbox: quoted From lines restored, duplicates skipped, a broken message kept and counted, Takeout labels and states taken', async () => {
    const quoted = message(1, { body: 'From the top, please.\n>From a quoted line.\nEnd of note.' });
    const takeout = message(2, { headers: 'X-Gmail-Labels: Inbox,Starred,Unread,Important,Category Promotions,"Clients, 2025",Travel' });
    const archived = message(3, { headers: 'X-Gmail-Labels: Archived,Travel' });
    const file = mbox([quoted, takeout, archived, message(1), '\x00\x01\x02 not a message at all \xff\n']);
    const view = await importFile(ada, file, 'application/mbox', '?filename=Takeout.mbox');
    expect(view).toMatchObject({ status: 'done', imported: 3, skipped: 1, failed: 1, total: 5, bytesDone: file.length, bytesTotal: file.length, filename: 'Takeout.mbox' });

    const [first] = await search(ada, '"Imported note 1"');
    expect(first).toBeDefined();
    expect(await raw(ada, first!.id)).toEqual(Buffer.from(quoted));
    const opened = (await (await t.request(`/api/mail/messages/${first!.id}`, { user: ada })).json()) as MailMessage;
    expect(opened.text).toContain('From the top, please.\n>From a quoted line.');

    const labels = ((await (await t.request('/api/labels', { user: ada })).json()) as { labels: Label[] }).labels;
    expect(labels.map((l) => l.name).sort()).toEqual(['Clients, 2025', 'Travel']);
    const travel = labels.find((l) => l.name === 'Travel')!;
    const [second] = await search(ada, '"Imported note 2"');
    expect(second).toMatchObject({ starred: true, read: false });
    expect(second!.labels.sort()).toEqual(labels.map((l) => l.id).sort());
    const inbox = ((await (await t.request('/api/mail/messages', { user: ada })).json()) as MailList).items.map((i) => i.subject);
    expect(inbox).toContain('Imported note 2');
    expect(inbox).not.toContain('Imported note 3');
    const travelList = ((await (await t.request(`/api/mail/messages?label=${travel.id}`, { user: ada })).json()) as MailList).items.map((i) => i.subject);
    expect(travelList.sort()).toEqual(['Imported note 2', 'Imported note 3']);
    // Without labels or a Status header, imported mail is read; the broken one is listed and says what it is.
    expect((await search(ada, '"Imported note 1"'))[0]!.read).toBe(true);
    const broken = (await search(ada, 'unreadable'))[0];
    expect(broken?.subject).toBe('(unreadable message)');
  });

  it('adds nothing when the same file is imported again, and reads CRLF mbox and single .eml files', async () => {
    const again = await importFile(ada, mbox([message(1), message(2)]));
    expect(again).toMatchObject({ status: 'done', imported: 0, skipped: 2, failed: 0 });
    // Without a Message-ID (and for a message that cannot be read) the same bytes are the same message.
    const noId = message(5).replace(/^Message-ID: .*\n/m, '').replace('Subject: Imported note 5', 'Subject: Kept without an id');
    const withoutIds = mbox([noId, '\x00\x01 unreadable twice \xff\n']);
    expect(await importFile(ada, withoutIds)).toMatchObject({ status: 'done', imported: 1, skipped: 0, failed: 1 });
    expect(await importFile(ada, withoutIds)).toMatchObject({ status: 'done', imported: 0, skipped: 2, failed: 0 });
    expect(await search(ada, '"Kept without an id"')).toHaveLength(1);

    const crlf = await importFile(ada, mbox([message(11), message(12, { body: 'From Windows, with love.' })], 'crlf'));
    expect(crlf).toMatchObject({ status: 'done', imported: 2, total: 2 });
    const [windows] = await search(ada, '"Imported note 12"');
    expect((await raw(ada, windows!.id)).toString()).toBe(CRLF(message(12, { body: 'From Windows, with love.' })));

    const eml = await importFile(ada, message(21, { headers: 'Status: O' }), 'message/rfc822', '?folder=archived&filename=note.eml');
    expect(eml).toMatchObject({ status: 'done', imported: 1, total: 1, folder: 'archived', filename: 'note.eml' });
    const [single] = await search(ada, '"Imported note 21"');
    expect(single).toMatchObject({ read: false });
    expect(((await (await t.request('/api/mail/messages?tab=archived', { user: ada })).json()) as MailList).items.map((i) => i.subject)).toContain('Imported note 21');
  });

  // PostgreSQL's text cannot hold a NUL character; an old mail program's export sometimes has them.
  it('imports a message with NUL characters in its subject and body, its original kept byte for byte', async () => {
    const withNul = message(31, { body: 'Before\x00after, and\x00\x00again.' }).replace('Imported note 31', 'Imported\x00 note 31');
    const cy = await t.signUp({ name: 'Cy Twombly' });
    const view = await importFile(cy, mbox([withNul, message(32)]));
    expect(view).toMatchObject({ status: 'done', imported: 2, failed: 0 });
    const [found] = await search(cy, '"note 31"');
    expect(found?.subject).toBe('Imported note 31');
    const opened = (await (await t.request(`/api/mail/messages/${found!.id}`, { user: cy })).json()) as MailMessage;
    expect(opened.text).toContain('Beforeafter, andagain.');
    expect(await raw(cy, found!.id)).toEqual(Buffer.from(withNul));
  });

  it('refuses what is not mail, an unknown type, folder or account, and writes nothing', async () => {
    const before = ((await (await t.request('/api/import', { user: ada })).json()) as { imports: ImportView[] }).imports.length;
    const notMbox = await upload(ada, '%PDF-1.7\nnot mail\n');
    expect(notMbox.status).toBe(400);
    expect(await notMbox.json()).toEqual({ error: { code: 'NOT_MAIL', message: ERR_NOT_MAIL } });
    const notEml = await upload(ada, '<html><body>hello</body></html>\n', 'message/rfc822');
    expect(notEml.status).toBe(400);
    expect((await upload(ada, '', 'application/mbox')).status).toBe(400);
    const pdf = await upload(ada, 'x', 'application/pdf');
    expect(pdf.status).toBe(400);
    expect(((await pdf.json()) as { error: { code: string } }).error.code).toBe('UNSUPPORTED_TYPE');
    expect((await upload(ada, mbox([message(30)]), 'application/mbox', '?folder=Somewhere')).status).toBe(400);
    const unknown = await upload(ada, mbox([message(30)]), 'application/mbox', '?account=acct-of-nobody');
    expect(unknown.status).toBe(404);
    expect(((await (await t.request('/api/import', { user: ada })).json()) as { imports: ImportView[] }).imports).toHaveLength(before);
    expect(await search(ada, '"Imported note 30"')).toEqual([]);
  });

  it("keeps each user's imports their own", async () => {
    const mine = ((await (await t.request('/api/import', { user: ada })).json()) as { imports: ImportView[] }).imports;
    expect(mine.length).toBeGreaterThanOrEqual(4);
    expect(mine.map((i) => i.filename)).toContain('Takeout.mbox');
    const id = mine[0]!.id;
    expect((await t.request(`/api/import/${id}`, { user: bob })).status).toBe(404);
    expect((await t.request(`/api/import/${id}`, { user: bob, method: 'DELETE' })).status).toBe(404);
    expect(((await (await t.request('/api/import', { user: bob })).json()) as { imports: ImportView[] }).imports).toEqual([]);
  });

  it('exports a label, a tab or a search as one mbox, oldest first, and a round trip into another mailbox keeps every byte', async () => {
    const labels = ((await (await t.request('/api/labels', { user: ada })).json()) as { labels: Label[] }).labels;
    const travel = labels.find((l) => l.name === 'Travel')!;
    const res = await t.request(`/api/export?format=mbox&label=${travel.id}`, { user: ada });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/mbox');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="email-buddy-Travel-\d{4}-\d{2}-\d{2}\.mbox"/);
    const file = Buffer.from(await res.arrayBuffer());
    const reader = new MboxReader();
    const messages = [...reader.push(file), ...reader.end()].map((m) => m.bytes.toString());
    expect(messages.map((m) => /^Subject: (.*)$/m.exec(m)?.[1])).toEqual(['Imported note 2', 'Imported note 3']);

    const searched = await t.request(`/api/export?q=${encodeURIComponent('"Imported note"')}`, { user: ada });
    const all = Buffer.from(await searched.arrayBuffer());
    expect(searched.headers.get('x-message-count')).toBe('6');
    const view = await importFile(bob, all, 'application/mbox', '?filename=from-ada.mbox');
    expect(view).toMatchObject({ status: 'done', imported: 6, skipped: 0, failed: 0 });
    for (const subject of ['Imported note 1', 'Imported note 2', 'Imported note 12', 'Imported note 21']) {
      const [mine] = await search(ada, `"${subject}"`);
      const [theirs] = await search(bob, `"${subject}"`);
      expect(Buffer.compare(await raw(ada, mine!.id), await raw(bob, theirs!.id)), subject).toBe(0);
    }
    // What was organised travels too: the labels by name, the star, the read state and the place.
    expect(messages[0]).toMatch(/^X-Email-Buddy-Labels: Inbox,Starred,Unread,("Clients, 2025","Travel"|"Travel","Clients, 2025")\n/);
    const bobsLabels = ((await (await t.request('/api/labels', { user: bob })).json()) as { labels: Label[] }).labels;
    expect(bobsLabels.map((l) => l.name).sort()).toEqual(['Clients, 2025', 'Travel']);
    const [starred] = await search(bob, '"Imported note 2"');
    expect(starred).toMatchObject({ starred: true, read: false });
    expect(starred!.labels.sort()).toEqual(bobsLabels.map((l) => l.id).sort());
    const bobsInbox = ((await (await t.request('/api/mail/messages', { user: bob })).json()) as MailList).items.map((i) => i.subject);
    expect(bobsInbox).toContain('Imported note 2');
    expect(bobsInbox).not.toContain('Imported note 3');
    const [archived] = await search(bob, '"Imported note 21"');
    expect(archived).toMatchObject({ read: false });
    expect(((await (await t.request('/api/mail/messages?tab=archived', { user: bob })).json()) as MailList).items.map((i) => i.subject)).toContain('Imported note 21');
  });

  it('refuses an export format, label or folder it does not know, and another user sees none of the mail', async () => {
    const pdf = await t.request('/api/export?format=pdf', { user: ada });
    expect(pdf.status).toBe(400);
    expect((await t.request('/api/export?label=lbl_nobody', { user: ada })).status).toBe(404);
    expect((await t.request('/api/export?folder=no-such-folder', { user: ada })).status).toBe(404);
    const labels = ((await (await t.request('/api/labels', { user: ada })).json()) as { labels: Label[] }).labels;
    expect((await t.request(`/api/export?label=${labels[0]!.id}`, { user: bob })).status).toBe(404);
    // Bob's export holds his own copy (from the round trip), not Ada's as well.
    const bobs = await t.request(`/api/export?q=${encodeURIComponent('"Imported note 2"')}`, { user: bob });
    expect(bobs.headers.get('x-message-count')).toBe('1');
    expect(Buffer.from(await bobs.arrayBuffer()).toString()).toContain('Subject: Imported note 2');
  });
});

describe.each(dbKinds())('a long import on %s', (kind) => {
  let t: TestContext;
  let ada: TestUser;
  beforeAll(async () => {
    t = await createTestContext(kind, { jobs: true });
    ada = await t.signUp({ name: 'Ada Lovelace' });
  });
  afterAll(() => t.close());

  const many = (prefix: string, n: number) => mbox(Array.from({ length: n }, (_, i) => message(i, { id: `${prefix}${i}` }).replace(`Imported note ${i}`, `${prefix} ${i}`)));
  const count = async (prefix: string) =>
    Number((await t.db.executeSql(`select count(*) as n from mail_message where user_id = $1 and subject like $2`, [ada.id, `${prefix} %`])).rows[0]!.n);
  const start = async (body: Buffer) => {
    const res = await t.request('/api/import', { user: ada, method: 'POST', body: new Uint8Array(body), headers: { 'content-type': 'application/mbox' } });
    expect(res.status).toBe(202);
    return ((await res.json()) as { importId: string }).importId;
  };

  it('stops on Cancel after the batch in hand, keeping what it imported', async () => {
    const id = await start(many('Cancelled', 1500));
    const res = await t.request(`/api/import/${id}`, { user: ada, method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'failed', cancelled: true });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const view = (await (await t.request(`/api/import/${id}`, { user: ada })).json()) as ImportView;
    expect(view.imported).toBeLessThan(1500);
    expect(await count('Cancelled')).toBe(view.imported);
  });

  // An import of 5,000 messages, a restart and the rest: on a busy machine, longer than the default limit.
  it('continues after a restart where its last batch ended, taking nothing twice', async () => {
    // Batches of 500. The embedded engine's events reach this test as they happen, so the server stops within
    // the second batch; PostgreSQL's come through NOTIFY a moment later, by when more batches may be in.
    const TOTAL = kind === 'pglite' ? 1_500 : 5_000;
    // The server stops as soon as the first batch is in: the import ends the batch in hand and the job queue stops.
    let stopping: Promise<void> | undefined;
    const unsubscribe = t.events.subscribe(ada.id, (event) => {
      if (event.type === 'import' && (event.data as { imported: number }).imported > 0) stopping ??= t.app.services.imports.stop();
    });
    const id = await start(many('Restarted', TOTAL));
    await vi.waitFor(() => expect(stopping).toBeDefined(), { timeout: 30_000, interval: 20 });
    await stopping;
    unsubscribe();
    await t.jobs!.stop(10_000);
    const halfway = (await (await t.request(`/api/import/${id}`, { user: ada })).json()) as ImportView;
    expect(halfway.status).toBe('running');
    expect(halfway.imported).toBeLessThan(TOTAL);
    expect(await count('Restarted')).toBe(halfway.imported);

    // A new server on the same database takes it up at start.
    const jobs = await startJobs(t.db);
    const app = createApp({ config: t.config, db: t.db, logger: createLogger('silent'), events: createMemoryBus(), jobs });
    try {
      await startWorkers(app, jobs);
      await vi.waitFor(async () => expect((await app.services.imports.get(ada.id, id)).status).toBe('done'), { timeout: 60_000, interval: 100 });
      expect(await app.services.imports.get(ada.id, id)).toMatchObject({ imported: TOTAL, skipped: 0, failed: 0 });
      expect(await count('Restarted')).toBe(TOTAL);
    } finally {
      await app.services.mail.imap.idle.stop();
      await app.services.imports.stop();
      await jobs.stop(10_000);
    }
  }, 120_000);
});
