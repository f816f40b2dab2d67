/**
 * Searching IMAP mail whose body is not cached yet, against a real Dovecot:
 * the server's SEARCH finds the body, the body is fetched (unread stays
 * unread) and the cache's search answers with the whole query's meaning.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useImapFixture } from '../../../../tests/helpers/imap-fixture';
import type { MailList } from '../types';
import { uidSet } from './body-search';

const PASSWORD = 'imap-body-search-secret';
const username = 'finder@imap.test';
const MESSAGES = [
  { subject: 'Harbour survey', from: 'marta@port.example', body: 'The tide gauges show a quillwort bloom near pier four.' },
  { subject: 'Lunch plans', from: 'sam@food.example', body: 'Noodles on Thursday? Bring the quillwort samples too.' },
  { subject: 'Invoice for March', from: 'billing@vendor.example', body: 'Payment is due within thirty days of the zephyrine delivery.' },
  { subject: 'Weekly digest', from: 'news@digest.example', body: 'Nothing rare in here at all.' },
];
const raw = (m: (typeof MESSAGES)[number], i: number) =>
  `From: ${m.from}\r\nTo: ${username}\r\nSubject: ${m.subject}\r\nDate: Mon, 2${i} Nov 2026 09:00:00 +0000\r\nMessage-ID: <body-${i}@example.com>\r\n\r\n${m.body}\r\n`;

describe('uidSet', () => {
  it('writes runs of UIDs as ranges, in order, once each', () => {
    expect(uidSet([5, 1, 2, 3, 9, 10, 3])).toBe('1:3,5,9:10');
    expect(uidSet([7])).toBe('7');
  });
});

describe('searching IMAP mail whose body is not cached (Dovecot)', () => {
  const f = useImapFixture({
    username,
    password: PASSWORD,
    prepare: async (client) => {
      for (const [i, m] of MESSAGES.entries()) await client.append('INBOX', Buffer.from(raw(m, i)));
    },
  });
  beforeAll(async () => {
    // Once the sync (joined here) has fetched these few bodies ahead, forget them, as for mail older than the newest it keeps.
    await f.t.app.services.mail.imap.syncNow(f.ada.id, f.accountId);
    await f.t.db.executeSql(`update mail_message set html = null, text = null, snippet = '' where account_id = $1`, [f.accountId]);
  });

  const search = async (q: string, user = f.ada) =>
    (await (await f.t.request(`/api/mail/messages?account=${f.accountId}${q ? `&q=${encodeURIComponent(q)}` : ''}`, { user })).json()) as MailList;
  const subjects = async (q: string, user = f.ada) => (await search(q, user)).items.map((i) => i.subject).sort();
  const cachedBodies = async () =>
    (await f.t.db.executeSql('select subject from mail_message where account_id = $1 and html is not null order by subject', [f.accountId])).rows.map((r) => String(r.subject));

  it('finds a word that is only in a body not cached yet, and caches just that body, leaving it unread', async () => {
    expect(await cachedBodies()).toEqual([]);
    expect(await subjects('zephyrine')).toEqual(['Invoice for March']);
    expect(await cachedBodies()).toEqual(['Invoice for March']);
    const lock = await f.other.getMailboxLock('INBOX');
    try {
      const seen: string[] = [];
      for await (const m of f.other.fetch('1:*', { envelope: true, flags: true })) if (m.flags?.has('\\Seen')) seen.push(m.envelope?.subject ?? '');
      expect(seen).toEqual([]);
    } finally {
      lock.release();
    }
  });

  it('keeps the whole query\'s meaning: operators narrow, a word in the subject and one in the body both count', async () => {
    expect(await subjects('quillwort')).toEqual(['Harbour survey', 'Lunch plans']);
    expect(await subjects('from:sam quillwort')).toEqual(['Lunch plans']);
    expect(await subjects('quillwort -noodles')).toEqual(['Harbour survey']);
    expect(await subjects('harbour tide')).toEqual(['Harbour survey']);
    expect(await subjects('quillwort zephyrine')).toEqual([]);
  });

  it("does not search one user's server for another user", async () => {
    await f.t.db.executeSql('update mail_message set html = null, text = null where account_id = $1', [f.accountId]);
    expect((await (await f.t.request(`/api/mail/messages?q=quillwort`, { user: f.bob })).json()) as MailList).toMatchObject({ total: 0 });
    expect(await cachedBodies()).toEqual([]);
  });

  it('answers from the cache when the server cannot be asked', async () => {
    await f.dovecot.setPassword(username, 'changed-elsewhere');
    try {
      const res = await f.t.request(`/api/mail/messages?account=${f.accountId}&q=${encodeURIComponent('"weekly digest"')}`, { user: f.ada });
      expect(res.status).toBe(200);
      expect(((await res.json()) as MailList).items.map((i) => i.subject)).toEqual(['Weekly digest']);
    } finally {
      await f.dovecot.setPassword(username, PASSWORD);
    }
  });
});
