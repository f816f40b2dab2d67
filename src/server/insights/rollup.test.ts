/**
 * The daily totals Insights reads stay equal to a count of the mail itself
 * through every kind of change the app makes: new mail in batches, read and
 * unread, trash, archive, a date or sender corrected, a message moved to
 * another account, deletes, and updates that change nothing counted.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, openTestDb } from '../../../tests/helpers/test-app';
import type { Db } from '../db/open';
import { user } from '../db/schema/auth';
import { mailDailySender } from '../db/schema/insights';
import { mailAccount, mailMessage } from '../db/schema/mail';
import { labelFlags } from '../mail/store';

/** What the totals must be: the mail counted afresh, as the migration's backfill counts it. */
const COUNTED_DAILY = `
  select user_id, account_id, (date at time zone 'UTC')::date::text as day,
    count(*) filter (where not is_draft and not is_sent)::int as received,
    count(*) filter (where not is_draft and is_sent)::int as sent,
    count(*) filter (where in_inbox and unread and not is_trash)::int as unread_inbox
  from mail_message group by 1, 2, 3`;
const COUNTED_SENDERS = `
  select user_id, account_id, (date at time zone 'UTC')::date::text as day, from_email,
    count(*)::int as received, count(*) filter (where not unread)::int as read
  from mail_message where not is_draft and not is_sent and from_email <> '' group by 1, 2, 3, 4`;

describe.each(dbKinds())('Insights daily totals on %s', (kind) => {
  let handle: Db;
  let seq = 0;
  const rows = async (text: string) => (await handle.executeSql(text)).rows;
  const sorted = (list: Record<string, unknown>[]) => list.map((r) => JSON.stringify(r)).sort();
  const expectTotalsMatchMail = async () => {
    expect(sorted(await rows(`select user_id, account_id, day::text as day, received, sent, unread_inbox from mail_daily where received <> 0 or sent <> 0 or unread_inbox <> 0`))).toEqual(
      sorted((await rows(COUNTED_DAILY)).filter((r) => r.received !== 0 || r.sent !== 0 || r.unread_inbox !== 0)),
    );
    expect(sorted(await rows(`select user_id, account_id, day::text as day, from_email, received, read from mail_daily_sender where received <> 0`))).toEqual(sorted(await rows(COUNTED_SENDERS)));
  };
  const message = (userId: string, accountId: string, day: number, from: string, labels: string[]) => {
    const id = `roll-${++seq}`;
    return {
      id,
      userId,
      accountId,
      providerId: id,
      threadId: id,
      subject: `Message ${seq}`,
      fromName: from.split('@')[0]!,
      fromEmail: from,
      date: new Date(Date.UTC(2026, 10, day, 12, seq % 60)),
      ...labelFlags(labels),
    };
  };

  beforeAll(async () => {
    handle = await openTestDb(kind);
    await handle.db.insert(user).values([
      { id: 'ada', name: 'Ada', email: 'ada@example.com' },
      { id: 'bob', name: 'Bob', email: 'bob@example.com' },
    ]);
    await handle.db.insert(mailAccount).values([
      { id: 'ada-local', userId: 'ada', provider: 'local' },
      { id: 'ada-imap', userId: 'ada', provider: 'imap', externalEmail: 'ada@work.example' },
      { id: 'bob-local', userId: 'bob', provider: 'local' },
    ]);
  });
  afterAll(() => handle.close());

  it('counts a batch of new mail as one, per account, day and sender', async () => {
    await handle.db.insert(mailMessage).values([
      message('ada', 'ada-local', 1, 'grace@example.com', ['INBOX', 'UNREAD']),
      message('ada', 'ada-local', 1, 'grace@example.com', ['INBOX']),
      message('ada', 'ada-local', 2, 'news@example.com', ['INBOX', 'UNREAD']),
      message('ada', 'ada-local', 2, 'ada@example.com', ['SENT']),
      message('ada', 'ada-local', 2, 'ada@example.com', ['DRAFT']),
      message('ada', 'ada-imap', 2, 'grace@example.com', ['INBOX', 'UNREAD']),
      message('ada', 'ada-imap', 3, 'boss@work.example', ['TRASH', 'UNREAD']),
      message('bob', 'bob-local', 1, 'grace@example.com', ['INBOX', 'UNREAD']),
    ]);
    expect(await rows(`select received, sent, unread_inbox from mail_daily where account_id = 'ada-local' and day = '2026-11-02'`)).toEqual([{ received: 1, sent: 1, unread_inbox: 1 }]);
    await expectTotalsMatchMail();
  });

  it('follows read and unread, trash, archive, dates, senders and accounts as they change', async () => {
    const ada = and(eq(mailMessage.userId, 'ada'));
    await handle.db.update(mailMessage).set({ unread: false, labels: sql`array_remove(${mailMessage.labels}, 'UNREAD')` }).where(and(ada, eq(mailMessage.fromEmail, 'grace@example.com')));
    await expectTotalsMatchMail();
    await handle.db.update(mailMessage).set({ isTrash: true, inInbox: false }).where(and(ada, eq(mailMessage.fromEmail, 'news@example.com')));
    await expectTotalsMatchMail();
    await handle.db.update(mailMessage).set({ isTrash: false, inInbox: true, unread: true }).where(and(ada, eq(mailMessage.fromEmail, 'boss@work.example')));
    await expectTotalsMatchMail();
    await handle.db.update(mailMessage).set({ date: new Date(Date.UTC(2026, 10, 20, 8)) }).where(and(ada, eq(mailMessage.accountId, 'ada-imap')));
    await expectTotalsMatchMail();
    await handle.db.update(mailMessage).set({ fromEmail: 'grace@navy.example', fromName: 'Rear Admiral Hopper' }).where(and(ada, eq(mailMessage.accountId, 'ada-imap'), eq(mailMessage.fromEmail, 'grace@example.com')));
    await expectTotalsMatchMail();
    await handle.db.update(mailMessage).set({ accountId: 'ada-imap' }).where(and(ada, eq(mailMessage.accountId, 'ada-local'), eq(mailMessage.fromEmail, 'grace@example.com')));
    await expectTotalsMatchMail();
    await handle.db.update(mailMessage).set({ isSent: true, labels: ['SENT'] }).where(and(ada, eq(mailMessage.isDraft, true)));
    await handle.db.update(mailMessage).set({ isDraft: false }).where(and(ada, eq(mailMessage.isDraft, true)));
    await expectTotalsMatchMail();
  });

  it('keeps the name on a sender’s latest mail of the day', async () => {
    const [row] = await handle.db
      .select({ name: mailDailySender.lastName })
      .from(mailDailySender)
      .where(and(eq(mailDailySender.accountId, 'ada-imap'), eq(mailDailySender.fromEmail, 'grace@navy.example')));
    expect(row?.name).toBe('Rear Admiral Hopper');
  });

  it('leaves the totals alone when an update changes nothing they count', async () => {
    const before = await rows(`select * from mail_daily order by account_id, day`);
    await handle.db.update(mailMessage).set({ threadId: 'one-thread', subject: 'Renamed' }).where(eq(mailMessage.userId, 'ada'));
    expect(await rows(`select * from mail_daily order by account_id, day`)).toEqual(before);
  });

  it('takes deleted mail away, also when its account goes', async () => {
    const ids = (await handle.db.select({ id: mailMessage.id }).from(mailMessage).where(eq(mailMessage.userId, 'ada'))).map((r) => r.id);
    await handle.db.delete(mailMessage).where(inArray(mailMessage.id, ids.slice(0, 2)));
    await expectTotalsMatchMail();
    await handle.db.delete(mailAccount).where(eq(mailAccount.id, 'ada-imap'));
    await expectTotalsMatchMail();
    expect(await rows(`select count(*)::int as n from mail_daily where account_id = 'ada-imap'`)).toEqual([{ n: 0 }]);
    // Bob's totals never moved.
    expect(await rows(`select day::text as day, received, unread_inbox from mail_daily where user_id = 'bob'`)).toEqual([{ day: '2026-11-01', received: 1, unread_inbox: 1 }]);
  });

  it('goes with the user', async () => {
    await handle.db.delete(user).where(eq(user.id, 'bob'));
    expect(await rows(`select count(*)::int as n from mail_daily_sender where user_id = 'bob'`)).toEqual([{ n: 0 }]);
    await expectTotalsMatchMail();
  });
});
