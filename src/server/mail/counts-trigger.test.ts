/**
 * The tab counts are kept per statement (transition tables): statements of
 * many rows, for several users at once, moving a message between tabs and
 * between users, must leave each user's counts equal to a count of the mail.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, openTestDb } from '../../../tests/helpers/test-app';
import type { Db } from '../db/open';
import { user } from '../db/schema/auth';
import { mailAccount, mailMessage } from '../db/schema/mail';
import { labelFlags, MailStore } from './store';

describe.each(dbKinds())('tab counts kept per statement on %s', (kind) => {
  let handle: Db;
  let store: MailStore;
  let seq = 0;
  const expectCounted = async (userId: string) => expect(await store.counts(userId)).toEqual(await store.countFromMessages(userId));
  const message = (userId: string, labels: string[], snoozed = false) => {
    const id = `count-${++seq}`;
    return {
      id,
      userId,
      accountId: `${userId}-local`,
      providerId: id,
      threadId: id,
      subject: `Message ${seq}`,
      date: new Date(Date.UTC(2026, 10, 1, 0, seq)),
      snoozedUntil: snoozed ? new Date(Date.UTC(2027, 0, 1)) : null,
      ...labelFlags(labels),
    };
  };

  beforeAll(async () => {
    handle = await openTestDb(kind);
    store = new MailStore(handle.db);
    await handle.db.insert(user).values([
      { id: 'ada', name: 'Ada', email: 'ada@example.com' },
      { id: 'bob', name: 'Bob', email: 'bob@example.com' },
    ]);
    await handle.db.insert(mailAccount).values([
      { id: 'ada-local', userId: 'ada', provider: 'local' },
      { id: 'bob-local', userId: 'bob', provider: 'local' },
    ]);
  });
  afterAll(() => handle.close());

  it('counts one statement of many messages for two users', async () => {
    const kinds = [['INBOX', 'UNREAD'], ['INBOX', 'STARRED'], ['SENT'], ['DRAFT'], ['TRASH', 'UNREAD'], [], ['INBOX', 'UNREAD', 'STARRED']];
    await handle.db.insert(mailMessage).values([
      ...Array.from({ length: 140 }, (_, i) => message('ada', kinds[i % kinds.length]!, i % 11 === 0)),
      ...Array.from({ length: 30 }, (_, i) => message('bob', kinds[i % kinds.length]!)),
    ]);
    expect(await store.counts('ada')).toMatchObject({ inbox: 60, sent: 20, drafts: 20, trash: 20 });
    await expectCounted('ada');
    await expectCounted('bob');
  });

  it('follows a statement that reads, trashes, snoozes and moves mail between users', async () => {
    await handle.db.update(mailMessage).set({ unread: false }).where(eq(mailMessage.userId, 'ada'));
    await expectCounted('ada');
    await handle.db
      .update(mailMessage)
      .set({ isTrash: sql`not ${mailMessage.isTrash}`, snoozedUntil: sql`case when ${mailMessage.snoozedUntil} is null then now() + interval '1 day' end` })
      .where(eq(mailMessage.userId, 'bob'));
    await expectCounted('bob');
    const some = (await handle.db.select({ id: mailMessage.id }).from(mailMessage).where(eq(mailMessage.userId, 'ada')).limit(25)).map((r) => r.id);
    await handle.db.update(mailMessage).set({ userId: 'bob', accountId: 'bob-local' }).where(inArray(mailMessage.id, some));
    await expectCounted('ada');
    await expectCounted('bob');
    // An update of what no tab counts leaves the counts row as it was.
    const before = await store.counts('ada');
    await handle.db.update(mailMessage).set({ subject: 'Renamed', threadId: 'one' }).where(eq(mailMessage.userId, 'ada'));
    expect(await store.counts('ada')).toEqual(before);
  });

  it('takes away what one statement deletes, for each user it touches', async () => {
    const some = (await handle.db.select({ id: mailMessage.id }).from(mailMessage).limit(90)).map((r) => r.id);
    await handle.db.delete(mailMessage).where(inArray(mailMessage.id, some));
    await expectCounted('ada');
    await expectCounted('bob');
  });
});
