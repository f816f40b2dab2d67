import { insertAsJson } from '../db/bulk-insert';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dbKinds, type TestContext, type TestUser } from '../../../tests/helpers/test-app';
import { SEARCH_COUNT_CAP } from '../../core/mail/search-query';
import { mailMessage } from '../db/schema/mail';
import { LABEL, newMessageRow } from './store';
import type { MailList, ThreadList } from './types';

/**
 * Search as Gmail users type it, over a small mailbox whose every message is
 * known, so each query is checked against the exact set it must return.
 */
describe.each(dbKinds())('search on %s', (kind) => {
  let t: TestContext;
  let ada: TestUser;
  let eve: TestUser;
  const people: Record<'alice' | 'bob' | 'carol', TestUser> = {} as never;

  const send = async (from: TestUser, body: Record<string, unknown>) => {
    const res = await t.request('/api/mail/send', { user: from, json: { body: '<p>.</p>', ...body } });
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as { id: string }).id;
  };
  const inboxIdOf = async (subject: string) => {
    const [row] = await t.db.db.select({ id: mailMessage.id }).from(mailMessage).where(sql`${mailMessage.userId} = ${ada.id} and ${mailMessage.subject} = ${subject}`);
    return row!.id;
  };
  const search = async (q: string, extra = '', user = ada) => {
    const res = await t.request(`/api/mail/messages?q=${encodeURIComponent(q)}${extra}`, { user });
    expect(res.status, `${q}: ${await res.clone().text()}`).toBe(200);
    return ((await res.json()) as MailList).items.map((i) => i.subject).sort();
  };

  beforeAll(async () => {
    t = await createTestContext(kind);
    ada = await t.signUp({ name: 'Ada Lovelace', email: 'ada@lovelace.test' });
    people.alice = await t.signUp({ name: 'Alice Archer', email: 'alice-x@example.com' });
    people.bob = await t.signUp({ name: 'Bob Builder', email: 'bob@builders.test' });
    people.carol = await t.signUp({ name: 'Carol Chen', email: 'carol@example.org' });
    eve = await t.signUp({ name: 'Eve Evans', email: 'eve@evans.test' });
    // Only the messages below, so every expected set is complete.
    await t.db.db.delete(mailMessage).where(eq(mailMessage.userId, ada.id));

    const big = Buffer.alloc(1_200_000, 7).toString('base64');
    await send(people.alice, {
      to: [ada.email],
      subject: 'Quarterly report',
      body: '<p>Numbers for the third quarter, attached.</p>',
      attachments: [{ filename: 'Q3 report.pdf', mimeType: 'application/pdf', content: big }],
    });
    await send(people.bob, { to: [ada.email], cc: [people.carol.email], subject: 'Lunch plans', body: '<p>Pizza next week at the usual place?</p>' });
    await send(people.carol, { to: [ada.email], subject: 'Re: Lunch plans', body: '<p>Sounds good to me.</p>' });
    await send(ada, {
      to: [people.bob.email],
      bcc: [people.alice.email],
      subject: 'Invoice 42',
      body: '<p>Please find the invoice attached.</p>',
      attachments: [{ filename: 'invoice-42.docx', mimeType: 'application/octet-stream', content: Buffer.from('doc').toString('base64') }],
    });
    await send(people.bob, { to: [ada.email], subject: 'Old news', body: '<p>Something from last summer.</p>' });
    await send(people.alice, { to: [ada.email], subject: 'Trip photos', body: '<p>The exact phrase lives here.</p>' });
    await send(people.carol, { to: [ada.email], subject: 'Archived thought', body: '<p>Keep this one.</p>' });

    await t.db.db.update(mailMessage).set({ date: new Date('2025-06-15T10:00:00Z') }).where(eq(mailMessage.id, await inboxIdOf('Old news')));
    const bulk = async (action: string, subject: string) =>
      expect((await t.request('/api/mail/bulk', { user: ada, json: { action, ids: [await inboxIdOf(subject)] } })).status).toBe(200);
    await bulk('trash', 'Trip photos');
    await bulk('archive', 'Archived thought');
    await bulk('star', 'Archived thought');
    await bulk('read', 'Lunch plans');
  });
  afterAll(() => t.close());

  const ALL_BUT_TRASH = ['Archived thought', 'Invoice 42', 'Lunch plans', 'Old news', 'Quarterly report', 'Re: Lunch plans'];

  it.each<[string, string[]]>([
    // words, stems, phrases, stop words
    ['lunch', ['Lunch plans', 'Re: Lunch plans']],
    ['quarter', ['Quarterly report']],
    ['the invoice', ['Invoice 42']],
    ['"usual place"', ['Lunch plans']],
    ['"place usual"', []],
    ['"exact phrase"', []],
    ['"pizza next week"', ['Lunch plans']],
    ['"next pizza week"', []],
    // stop words keep their place: "at the" stands between week and usual
    ['"week at the usual place"', ['Lunch plans']],
    ['"week usual place"', []],
    ['"invoice 42"', ['Invoice 42']],
    ['"numbers for the third quarter"', ['Quarterly report']],
    // a sender's name as a plain word, though names are kept unstemmed (alice would stem to alic)
    ['alice', ['Quarterly report']],
    ['Alice quarter', ['Quarterly report']],
    ['alice lunch', []],
    // a quoted full name: the name's words whole and in order, in any header
    ['"Alice Archer"', ['Quarterly report']],
    ['"Alice Arch"', []],
    ['"carol chen" lunch', ['Re: Lunch plans']],
    ['"Bob Builder"', ['Lunch plans', 'Old news']],
    // people: part of a name or of an address, and the header it is in
    ['from:alice', ['Quarterly report']],
    ['from:Archer', ['Quarterly report']],
    ['from:alice-x@example.com', ['Quarterly report']],
    ['from:example.com', ['Quarterly report']],
    ['from:example', ['Archived thought', 'Quarterly report', 'Re: Lunch plans']],
    ['from:lice', []],
    // Gmail's "me": the user's own addresses.
    ['from:me', ['Invoice 42']],
    ['to:me', ['Archived thought', 'Lunch plans', 'Old news', 'Quarterly report', 'Re: Lunch plans']],
    ['-from:me lunch', ['Lunch plans', 'Re: Lunch plans']],
    ['from:"Carol Chen"', ['Archived thought', 'Re: Lunch plans']],
    ['cc:carol', ['Lunch plans']],
    ['to:carol', ['Lunch plans']],
    ['to:bob', ['Invoice 42']],
    ['bcc:alice', ['Invoice 42']],
    ['cc:alice', []],
    ['bob@builders.test', ['Invoice 42', 'Lunch plans', 'Old news']],
    ['subject:lunch', ['Lunch plans', 'Re: Lunch plans']],
    ['subject:pizza', []],
    ['subject:"lunch plans"', ['Lunch plans', 'Re: Lunch plans']],
    // attachments and sizes
    ['has:attachment', ['Invoice 42', 'Quarterly report']],
    ['filename:pdf', ['Quarterly report']],
    ['filename:.docx', ['Invoice 42']],
    ['filename:invoice', ['Invoice 42']],
    ['filename:"Q3 report"', ['Quarterly report']],
    ['filename:doc', []],
    ['larger:1M', ['Quarterly report']],
    ['smaller:1M', ['Archived thought', 'Invoice 42', 'Lunch plans', 'Old news', 'Re: Lunch plans']],
    // state
    ['is:read', ['Invoice 42', 'Lunch plans']],
    ['is:unread', ['Archived thought', 'Old news', 'Quarterly report', 'Re: Lunch plans']],
    ['is:starred', ['Archived thought']],
    ['is:snoozed', []],
    ['label:starred', ['Archived thought']],
    ['label:nosuchlabel', []],
    // places: the default is all mail but the trash
    ['in:trash', ['Trip photos']],
    ['in:anywhere "exact phrase"', ['Trip photos']],
    ['in:anywhere from:alice', ['Quarterly report', 'Trip photos']],
    ['in:archive', ['Archived thought']],
    ['in:sent', ['Invoice 42']],
    ['in:inbox lunch', ['Lunch plans', 'Re: Lunch plans']],
    ['-in:inbox', ['Archived thought', 'Invoice 42', 'Trip photos']],
    ['in:nosuchfolder', []],
    // dates
    ['before:2026/01/01', ['Old news']],
    ['after:2025-06-01 before:2025-07-01', ['Old news']],
    ['after:2025/06/16', ALL_BUT_TRASH.filter((s) => s !== 'Old news')],
    ['older_than:1y', ['Old news']],
    ['newer_than:1y', ALL_BUT_TRASH.filter((s) => s !== 'Old news')],
    // negation, OR, groups
    ['-from:bob lunch', ['Re: Lunch plans']],
    ['lunch -"usual place"', ['Re: Lunch plans']],
    ['pizza OR photos', ['Lunch plans']],
    ['pizza OR invoice', ['Invoice 42', 'Lunch plans']],
    ['{pizza invoice} -has:attachment', ['Lunch plans']],
    ['from:{alice carol}', ['Archived thought', 'Quarterly report', 'Re: Lunch plans']],
    ['(from:bob OR from:carol) is:unread', ['Archived thought', 'Old news', 'Re: Lunch plans']],
    // an unknown operator is searched as the words it is made of
    ['plans:lunch', ['Lunch plans', 'Re: Lunch plans']],
    ['has:drive', []],
  ])('%s', async (q, expected) => {
    expect(await search(q)).toEqual(expected);
  });

  it('narrows to a tab when one is given, and to an account', async () => {
    expect(await search('lunch', '&tab=archived')).toEqual([]);
    expect(await search('invoice', '&tab=sent')).toEqual(['Invoice 42']);
    expect(await search('photos', '&tab=trash')).toEqual(['Trip photos']);
    expect(await search(`account:${ada.email}`)).toEqual(ALL_BUT_TRASH);
    expect(await search('account:nobody@nowhere.test')).toEqual([]);
    const accounts = (await (await t.request('/api/accounts', { user: ada })).json()) as { accounts: { id: string }[] };
    expect(await search('lunch', `&account=${accounts.accounts[0]!.id}`)).toEqual(['Lunch plans', 'Re: Lunch plans']);
  });

  it('counts the matches, and the conversation list searches the same way', async () => {
    const res = (await (await t.request('/api/mail/messages?q=from%3Aexample', { user: ada })).json()) as MailList;
    expect(res.total).toBe(3);
    const threads = (await (await t.request('/api/mail/threads?q=lunch', { user: ada })).json()) as ThreadList;
    expect(threads.items.map((i) => i.subject)).toEqual(['Lunch plans']);
    expect(threads.items[0]!.messageCount).toBe(2);
  });

  it('stops counting a search at the cap, while the page and a narrower search stay exact', async () => {
    const many = await t.signUp({ name: 'Dee Digest', email: 'dee@digest.test' });
    const rows = Array.from({ length: SEARCH_COUNT_CAP + 5 }, (_, i) =>
      newMessageRow({
        userId: many.id,
        subject: `Weekly digest ${i + 1}`,
        from: { name: 'Digest', email: 'digest@news.test' },
        to: [{ name: 'Dee Digest', email: 'dee@digest.test' }],
        date: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
        snippet: 'This week',
        html: null,
        text: 'This week in short.',
        labels: [LABEL.inbox],
      }),
    );
    await insertAsJson(t.db.db, mailMessage, rows);
    const all = (await (await t.request('/api/mail/messages?q=digest', { user: many })).json()) as MailList;
    expect(all).toMatchObject({ total: SEARCH_COUNT_CAP, totalCapped: true });
    expect(all.items[0]!.subject).toBe(`Weekly digest ${SEARCH_COUNT_CAP + 5}`);
    // A page near the thousandth match counts on, and finds the end.
    const later = (await (await t.request('/api/mail/messages?q=digest&page=100', { user: many })).json()) as MailList;
    expect(later.total).toBe(SEARCH_COUNT_CAP + 5);
    expect(later.totalCapped).toBeUndefined();
    const one = (await (await t.request(`/api/mail/messages?q=${encodeURIComponent('subject:"digest 1004"')}`, { user: many })).json()) as MailList;
    expect(one.total).toBe(1);
    expect(one.items.map((i) => i.subject)).toEqual(['Weekly digest 1004']);
  });

  it('pages through a search under the cap newest first, with no message twice or left out, and counts only its owner', async () => {
    const [owner, other] = [await t.signUp({ name: 'Pia Pager', email: 'pia@pager.test' }), await t.signUp({ name: 'Oz Other', email: 'oz@pager.test' })];
    const row = (userId: string, i: number, word: string) =>
      newMessageRow({
        userId,
        subject: `${word} note ${i}`,
        from: { name: 'Pager', email: 'notes@pager.test' },
        to: [{ name: 'Pia Pager', email: 'pia@pager.test' }],
        // Not in the order they are written, so a page cut from insertion order would show.
        date: new Date(Date.UTC(2026, 1, 1) + ((i * 37) % 120) * 60_000),
        snippet: word,
        html: null,
        text: `A ${word} note.`,
        labels: [LABEL.inbox],
      });
    await t.db.db.insert(mailMessage).values([
      ...Array.from({ length: 120 }, (_, i) => row(owner.id, i, 'quillwort')),
      ...Array.from({ length: 30 }, (_, i) => row(owner.id, 200 + i, 'other')),
      ...Array.from({ length: 40 }, (_, i) => row(other.id, 300 + i, 'quillwort')),
    ]);
    const pages = [];
    for (const page of [1, 2, 3]) pages.push((await (await t.request(`/api/mail/messages?q=quillwort&pageSize=50&page=${page}`, { user: owner })).json()) as MailList);
    expect(pages.map((p) => [p.total, p.items.length, p.totalCapped])).toEqual([
      [120, 50, undefined],
      [120, 50, undefined],
      [120, 20, undefined],
    ]);
    const subjects = pages.flatMap((p) => p.items.map((i) => i.subject));
    expect(new Set(subjects).size).toBe(120);
    const dates = pages.flatMap((p) => p.items.map((i) => Date.parse(i.date!)));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(subjects[0]).toBe(`quillwort note ${[...Array(120).keys()].reduce((best, i) => ((i * 37) % 120 > (best * 37) % 120 ? i : best), 0)}`);
    const none = (await (await t.request('/api/mail/messages?q=quillwort+nothing', { user: owner })).json()) as MailList;
    expect([none.total, none.items]).toEqual([0, []]);
  });

  it('lists matches of the same moment newest id first, and a search in the Snoozed tab by wake time', async () => {
    const owner = await t.signUp({ name: 'Tia Ties', email: 'tia@ties.test' });
    const at = new Date(Date.UTC(2026, 2, 3, 9));
    const rows = Array.from({ length: 12 }, (_, i) =>
      newMessageRow({
        userId: owner.id,
        subject: `Sundew ${i}`,
        from: { name: 'Ties', email: 'same@ties.test' },
        to: [{ name: 'Tia Ties', email: 'tia@ties.test' }],
        date: at,
        snippet: 'sundew',
        html: null,
        text: 'A sundew note.',
        labels: [LABEL.inbox],
      }),
    );
    await t.db.db.insert(mailMessage).values(rows);
    const ids = async (q: string, extra = '') =>
      ((await (await t.request(`/api/mail/messages?q=${encodeURIComponent(q)}&pageSize=5${extra}`, { user: owner })).json()) as MailList).items.map((i) => i.id);
    const byId = rows.map((r) => r.id).sort().reverse();
    expect([...(await ids('sundew')), ...(await ids('sundew', '&page=2')), ...(await ids('sundew', '&page=3'))]).toEqual(byId);

    // Three of them snoozed, each until another time: the Snoozed tab's search lists the soonest first.
    const wakes = [5, 2, 9].map((h) => new Date(Date.UTC(2030, 0, 1, h)));
    for (const [i, wake] of wakes.entries()) {
      await t.db.db.update(mailMessage).set({ snoozedUntil: wake, inInbox: false }).where(eq(mailMessage.id, rows[i]!.id));
    }
    expect(await ids('sundew', '&tab=snoozed')).toEqual([rows[1]!.id, rows[0]!.id, rows[2]!.id]);
  });

  it('acts on every message a search matched, across tabs', async () => {
    const res = await t.request('/api/mail/bulk', { user: ada, json: { action: 'unread', query: { q: 'from:bob OR in:sent' } } });
    expect(await res.json()).toMatchObject({ affected: 3 });
    expect(await search('is:read')).toEqual([]);
    await t.request('/api/mail/bulk', { user: ada, json: { action: 'read', query: { q: 'subject:"Lunch plans" -from:carol' } } });
    expect(await search('is:read')).toEqual(['Lunch plans']);
    await t.request('/api/mail/bulk', { user: ada, json: { action: 'read', query: { q: 'in:sent' } } });
  });

  it('answers malformed queries with 200, and refuses one that is too long', async () => {
    for (const q of ['((((', ')))', '"', 'from:', '-', 'OR', '{}', "'; drop table mail_message; --", 'from:"\\"', 'larger:99999999999999999999M', 'older_than:9999y', 'after:0001/01/01', '%_\\', 'from:(((((((((((((((((((((((((((((a', 'filename:%', 'to:@@@']) {
      await search(q);
    }
    expect(await search('%')).toEqual([]);
    // A NUL cannot reach PostgreSQL: the shared validation refuses it.
    expect((await t.request('/api/mail/messages?q=a%00b', { user: ada })).status).toBe(400);
    const tooLong = await t.request(`/api/mail/messages?q=${'a'.repeat(501)}`, { user: ada });
    expect(tooLong.status).toBe(400);
  });

  it('reads a sentence as operators, naming people as the user\'s contacts', async () => {
    const interpret = async (text: string, user = ada) => {
      const res = await t.request(`/api/mail/search/interpret?text=${encodeURIComponent(text)}`, { user });
      expect(res.status).toBe(200);
      return (await res.json()) as { query: string; explanation: string };
    };
    const answer = await interpret('emails from alice with attachments');
    expect(answer).toEqual({ query: 'from:alice-x@example.com has:attachment', explanation: 'Mail from Alice Archer, with attachments' });
    // The answer runs as it is.
    expect(await search(answer.query)).toEqual(['Quarterly report']);
    expect((await interpret('unread mail from carol')).query).toBe('from:carol@example.org is:unread');
    // Eve never wrote to Alice: her contacts do not name her, so the word stays as typed.
    expect((await interpret('emails from alice with attachments', eve)).query).toBe('from:alice has:attachment');
    expect((await t.request('/api/mail/search/interpret', { user: ada })).status).toBe(400);
    expect((await t.request('/api/mail/search/interpret?text=x')).status).toBe(401);
  });

  it("never shows another user's mail", async () => {
    expect(await search('from:alice', '', eve)).toEqual([]);
    expect(await search('in:anywhere lunch', '', eve)).toEqual([]);
    expect(await search(`account:${ada.email}`, '', eve)).toEqual([]);
    const accounts = (await (await t.request('/api/accounts', { user: ada })).json()) as { accounts: { id: string }[] };
    const res = await t.request(`/api/mail/messages?q=lunch&account=${accounts.accounts[0]!.id}`, { user: eve });
    expect(res.status).toBe(404);
  });
});
