import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dbKinds, type TestContext, type TestUser } from '../../../tests/helpers/test-app';
import { ERR_INSIGHT_DAYS, type Insights } from '../../core/insights/schemas';
import { mailAccount, mailMessage } from '../db/schema/mail';
import { trackedEmail } from '../db/schema/tracking';
import { labelFlags } from '../mail/store';

const DAY_MS = 86_400_000;
const todayUtc = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
/** Noon UTC `ago` days back, plus `minutes`: far from midnight, so a test near it still counts the same days. */
const at = (ago: number, minutes = 0) => new Date(todayUtc - ago * DAY_MS + 12 * 3_600_000 + minutes * 60_000);
const dateOf = (ago: number) => new Date(todayUtc - ago * DAY_MS).toISOString().slice(0, 10);

describe.each(dbKinds())('insights on %s', (kind) => {
  let t: TestContext;
  let ada: TestUser;
  let bob: TestUser;
  let adaAccount: string;
  let seq = 0;

  /** One message in the user's local mailbox, as it would be cached. */
  const message = async (user: TestUser, fields: { ago: number; minutes?: number; from?: [string, string]; labels: string[]; id?: string; inReplyTo?: string }) => {
    const id = `insight-${++seq}`;
    const [name, email] = fields.from ?? [user.name, user.email];
    await t.db.db.insert(mailMessage).values({
      id,
      userId: user.id,
      providerId: id,
      threadId: id,
      subject: `Message ${seq}`,
      fromName: name,
      fromEmail: email,
      date: at(fields.ago, fields.minutes),
      messageIdHeader: `<${fields.id ?? id}@example.com>`,
      inReplyTo: fields.inReplyTo ? `<${fields.inReplyTo}@example.com>` : null,
      ...labelFlags(fields.labels),
    });
  };
  const tracked = (user: TestUser, ago: number, opened: boolean, clicked: boolean) =>
    t.db.db.insert(trackedEmail).values({
      id: `tracked-${++seq}`,
      userId: user.id,
      messageIdHeader: `<tracked-${seq}@example.com>`,
      sentAt: at(ago),
      trackOpens: 1,
      trackClicks: 1,
      openCount: opened ? 1 : 0,
      clickedLinks: clicked ? [{ url: 'https://example.com/', clickedAt: at(ago, 5).toISOString() }] : [],
    });
  const insights = async (user: TestUser, query: string) => {
    const res = await t.request(`/api/insights?${query}`, { user });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as Insights;
  };

  beforeAll(async () => {
    t = await createTestContext(kind);
    ada = await t.signUp({ name: 'Ada Lovelace' });
    bob = await t.signUp({ name: 'Bob Builder' });
    // Counted exactly: the welcome mail goes, the seeded mail below is all there is.
    await t.db.db.delete(mailMessage);
    [{ id: adaAccount }] = (await t.db.db.select({ id: mailAccount.id }).from(mailAccount).where(eq(mailAccount.userId, ada.id))) as [{ id: string }];

    const grace: [string, string] = ['Grace Hopper', 'grace@example.com'];
    await message(ada, { ago: 1, from: grace, labels: ['INBOX'], id: 'g1' }); // read
    await message(ada, { ago: 2, from: grace, labels: ['INBOX', 'UNREAD'], id: 'g2' });
    await message(ada, { ago: 2, minutes: 30, from: grace, labels: [] }); // archived, read
    await message(ada, { ago: 10, from: ['News', 'news@example.com'], labels: ['INBOX', 'UNREAD'] });
    await message(ada, { ago: 40, from: ['Old', 'old@example.com'], labels: ['INBOX', 'UNREAD'] });
    // Replies 90 and 30 minutes after what they answer: a median of 60.
    await message(ada, { ago: 1, minutes: 90, labels: ['SENT'], inReplyTo: 'g1' });
    await message(ada, { ago: 2, minutes: 30, labels: ['SENT'], inReplyTo: 'g2' });
    await message(ada, { ago: 0, labels: ['DRAFT'], inReplyTo: 'g1' });
    await tracked(ada, 1, true, false);
    await tracked(ada, 1, true, true);
    await tracked(ada, 3, false, false);
    // Bob's mail, from the same sender, on the same days: never in Ada's figures.
    await message(bob, { ago: 1, from: grace, labels: ['INBOX', 'UNREAD'] });
    await message(bob, { ago: 1, minutes: 5, labels: ['SENT'], inReplyTo: 'g1' });
    await tracked(bob, 1, true, true);
  });
  afterAll(() => t.close());

  it('counts mail received and sent per UTC day, oldest first, with every day of the window', async () => {
    const week = await insights(ada, 'days=7');
    expect(week.days).toBe(7);
    expect(week.received.map((d) => d.date)).toEqual([6, 5, 4, 3, 2, 1, 0].map(dateOf));
    expect(week.received.map((d) => d.count)).toEqual([0, 0, 0, 0, 2, 1, 0]);
    expect(week.sent.map((d) => d.count)).toEqual([0, 0, 0, 0, 1, 1, 0]);

    const month = await insights(ada, 'days=30');
    expect(month.received).toHaveLength(30);
    expect(month.received.reduce((n, d) => n + d.count, 0)).toBe(4);
    expect(month.received.find((d) => d.date === dateOf(10))?.count).toBe(1);
    expect((await insights(ada, 'days=90')).received.reduce((n, d) => n + d.count, 0)).toBe(5);
  });

  it('names the top senders with how many of their messages were read', async () => {
    expect((await insights(ada, 'days=7')).topSenders).toEqual([{ email: 'grace@example.com', name: 'Grace Hopper', count: 3, read: 2 }]);
    expect((await insights(ada, 'days=30')).topSenders).toEqual([
      { email: 'grace@example.com', name: 'Grace Hopper', count: 3, read: 2 },
      { email: 'news@example.com', name: 'News', count: 1, read: 0 },
    ]);
  });

  it('gives the median time to reply, and the unread backlog day by day', async () => {
    const week = await insights(ada, 'days=7');
    expect(week.replyMedianMinutes).toBe(60);
    // Unread in the inbox: the old and the news message before the window, Grace's second on day -2.
    expect(week.unreadBacklog.map((d) => d.count)).toEqual([2, 2, 2, 2, 3, 3, 3]);
    expect((await insights(bob, 'days=7')).replyMedianMinutes).toBeNull();
  });

  it('counts tracked mail sent, opened and clicked, per day', async () => {
    const week = await insights(ada, 'days=7');
    expect(week.tracking).toMatchObject({ sent: 3, opened: 2, clicked: 1 });
    expect(week.tracking.daily.find((d) => d.date === dateOf(1))).toEqual({ date: dateOf(1), sent: 2, opened: 2, clicked: 1 });
    expect(week.tracking.daily.find((d) => d.date === dateOf(3))).toEqual({ date: dateOf(3), sent: 1, opened: 0, clicked: 0 });
  });

  it("narrows to one account, and never counts another user's mail", async () => {
    const own = await insights(ada, `days=7&account=${adaAccount}`);
    expect(own.received.map((d) => d.count)).toEqual([0, 0, 0, 0, 2, 1, 0]);
    const bobs = await insights(bob, 'days=7');
    expect(bobs.received.reduce((n, d) => n + d.count, 0)).toBe(1);
    expect(bobs.topSenders).toEqual([{ email: 'grace@example.com', name: 'Grace Hopper', count: 1, read: 0 }]);
    expect(bobs.tracking).toMatchObject({ sent: 1, opened: 1, clicked: 1 });
    const foreign = await t.request(`/api/insights?days=7&account=${adaAccount}`, { user: bob });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ error: { code: 'ACCOUNT_NOT_FOUND' } });
  });

  it('refuses days other than 7, 30 or 90, and answers only a signed-in user', async () => {
    for (const days of ['14', 'abc', '-7', '7.5']) {
      const res = await t.request(`/api/insights?days=${days}`, { user: ada });
      expect(res.status, days).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(ERR_INSIGHT_DAYS);
    }
    expect((await t.request('/api/insights?days=7')).status).toBe(401);
  });
});
