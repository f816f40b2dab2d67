/**
 * Snoozing IMAP mail against a real Dovecot: the message moves to a Snoozed
 * folder on the server and back into INBOX, unread, when it wakes, so another
 * client (an ImapFlow of its own here) sees what Email Buddy shows; and that
 * client moving it back to the inbox ends the snooze here too.
 */
import { describe, expect, it } from 'vitest';
import { useImapFixture } from '../../../../tests/helpers/imap-fixture';
import { expectCountsConsistent } from '../../../../tests/helpers/mail-counts';
import { sleep } from '../../../../tests/helpers/server-process';
import type { MailList } from '../types';

const PASSWORD = 'imap-snooze-secret';
const username = 'snooze@imap.test';
const HOUR = 3_600_000;
const SUBJECTS = ['Kickoff notes', 'Budget draft', 'Invoice 42', 'Offsite plan'];
const raw = (subject: string, i: number) =>
  `From: pm@example.com\r\nTo: ${username}\r\nSubject: ${subject}\r\nDate: Mon, 23 Nov 2026 09:0${i}:00 +0000\r\nMessage-ID: <snooze-${i}@example.com>\r\n\r\nBody of ${subject}.\r\n`;

describe("snoozing IMAP mail into the server's Snoozed folder (Dovecot)", () => {
  const f = useImapFixture({
    username,
    password: PASSWORD,
    prepare: async (client) => {
      for (const [i, subject] of SUBJECTS.entries()) await client.append('INBOX', Buffer.from(raw(subject, i)));
    },
  });

  const list = async (query: string, user = f.ada) => (await (await f.t.request(`/api/mail/messages?${query}`, { user })).json()) as MailList;
  const bySubject = async (subject: string) => (await list(`account=${f.accountId}&q=${encodeURIComponent(`in:anywhere "${subject}"`)}`)).items[0]!;
  const snooze = (id: string, until: Date, user = f.ada) => f.t.request(`/api/mail/messages/${id}/snooze`, { user, json: { until: until.toISOString() } });
  /** Each message in a server folder, as another client sees it: its subject and whether it is read. */
  const onServer = async (path: string) => {
    if (!(await f.other.list()).some((folder) => folder.path === path)) return [];
    const lock = await f.other.getMailboxLock(path);
    try {
      await f.other.noop();
      const found: { subject: string; seen: boolean }[] = [];
      if (f.other.mailbox && f.other.mailbox.exists) {
        for await (const m of f.other.fetch('1:*', { envelope: true, flags: true })) found.push({ subject: m.envelope?.subject ?? '', seen: m.flags?.has('\\Seen') ?? false });
      }
      return found.sort((a, b) => a.subject.localeCompare(b.subject));
    } finally {
      lock.release();
    }
  };
  const subjectsOn = async (path: string) => (await onServer(path)).map((m) => m.subject);

  it('moves a snoozed message to Snoozed on the server, made there when missing, and lists it under Snoozed', async () => {
    const kickoff = await bySubject('Kickoff notes');
    await f.t.request(`/api/mail/messages/${kickoff.id}/read`, { user: f.ada, json: {} });
    const wake = new Date(Date.now() + HOUR);
    const res = await snooze(kickoff.id, wake);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ snoozedUntil: wake.toISOString() });

    expect(await subjectsOn('INBOX')).toEqual(['Budget draft', 'Invoice 42', 'Offsite plan']);
    expect(await onServer('Snoozed')).toEqual([{ subject: 'Kickoff notes', seen: true }]);
    expect((await list('tab=snoozed')).items).toEqual([expect.objectContaining({ id: kickoff.id, snoozedUntil: wake.toISOString() })]);
    expect((await list(`account=${f.accountId}`)).items.map((i) => i.subject)).not.toContain('Kickoff notes');

    // A sync reads the Snoozed folder as it is: the message stays snoozed, once, and out of the inbox and the archive.
    await f.t.app.services.mail.imap.syncNow(f.ada.id, f.accountId);
    expect((await list('tab=snoozed')).items.map((i) => i.subject)).toEqual(['Kickoff notes']);
    expect((await list('tab=archived')).items.map((i) => i.subject)).not.toContain('Kickoff notes');
    expect((await list(`account=${f.accountId}`)).total).toBe(3);
    await expectCountsConsistent(f.t.db.db, f.ada.id);
  });

  it('at its time moves it back into INBOX on the server, unread, at the top of the inbox', async () => {
    const kickoff = await bySubject('Kickoff notes');
    // Moved sooner: the woken message must come from the Snoozed folder whatever time it was first given.
    expect((await snooze(kickoff.id, new Date(Date.now() + 1_500))).status).toBe(200);
    await sleep(1_600);
    expect(await f.t.app.services.mail.snoozer.sweep()).toBe(1);

    expect(await onServer('Snoozed')).toEqual([]);
    expect((await onServer('INBOX')).find((m) => m.subject === 'Kickoff notes')).toEqual({ subject: 'Kickoff notes', seen: false });
    const inbox = await list(`account=${f.accountId}`);
    expect(inbox.items[0]).toMatchObject({ subject: 'Kickoff notes', read: false });
    expect((await list('tab=snoozed')).items).toEqual([]);
    await f.t.app.services.mail.imap.syncNow(f.ada.id, f.accountId);
    expect((await list(`account=${f.accountId}`)).items.filter((i) => i.subject === 'Kickoff notes')).toHaveLength(1);
    await expectCountsConsistent(f.t.db.db, f.ada.id);
  });

  it('snoozes a selection in one bulk request, and Unsnooze brings one back to INBOX', async () => {
    const ids = [(await bySubject('Budget draft')).id, (await bySubject('Invoice 42')).id];
    const res = await f.t.request('/api/mail/bulk', { user: f.ada, json: { action: 'snooze', ids, until: new Date(Date.now() + HOUR).toISOString() } });
    expect(await res.json()).toEqual({ affected: 2, ids: expect.arrayContaining(ids) });
    expect(await subjectsOn('Snoozed')).toEqual(['Budget draft', 'Invoice 42']);
    expect(await subjectsOn('INBOX')).toEqual(['Kickoff notes', 'Offsite plan']);

    const back = await f.t.request(`/api/mail/messages/${ids[0]}/snooze`, { user: f.ada, method: 'DELETE' });
    expect(await back.json()).toEqual({ snoozedUntil: null });
    expect(await subjectsOn('Snoozed')).toEqual(['Invoice 42']);
    expect(await subjectsOn('INBOX')).toEqual(['Budget draft', 'Kickoff notes', 'Offsite plan']);
    expect((await list('tab=snoozed')).items.map((i) => i.subject)).toEqual(['Invoice 42']);
  });

  it('keeps a message snoozed, and says why, when the server refuses to move it back', async () => {
    const [snoozed] = (await list('tab=snoozed')).items;
    expect(snoozed?.subject).toBe('Invoice 42');
    await f.dovecot.setPassword(username, 'changed-elsewhere');
    try {
      const res = await f.t.request(`/api/mail/messages/${snoozed!.id}/snooze`, { user: f.ada, method: 'DELETE' });
      expect(res.status).toBe(502);
      expect(await res.json()).toMatchObject({ error: { code: 'IMAP_WRITE_FAILED', message: expect.stringContaining('The mail server did not take the change') } });
    } finally {
      await f.dovecot.setPassword(username, PASSWORD);
    }
    expect((await list('tab=snoozed')).items.map((i) => i.subject)).toEqual(['Invoice 42']);
    expect(await subjectsOn('Snoozed')).toEqual(['Invoice 42']);
  });

  it('ends the snooze when another client moves the message back to the inbox', async () => {
    const lock = await f.other.getMailboxLock('Snoozed');
    try {
      await f.other.messageMove('1:*', 'INBOX');
    } finally {
      lock.release();
    }
    await f.t.app.services.mail.imap.syncNow(f.ada.id, f.accountId);
    expect((await list('tab=snoozed')).items).toEqual([]);
    expect((await list(`account=${f.accountId}`)).items.map((i) => i.subject).sort()).toEqual(['Budget draft', 'Invoice 42', 'Kickoff notes', 'Offsite plan']);
    await expectCountsConsistent(f.t.db.db, f.ada.id);
  });

  it("cannot snooze another user's IMAP message, and leaves the server as it was", async () => {
    const offsite = await bySubject('Offsite plan');
    const res = await snooze(offsite.id, new Date(Date.now() + HOUR), f.bob);
    expect(res.status).toBe(404);
    expect(await subjectsOn('INBOX')).toContain('Offsite plan');
    expect(await subjectsOn('Snoozed')).toEqual([]);
  });
});
