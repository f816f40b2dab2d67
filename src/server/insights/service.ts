/**
 * The Insights figures, summed in SQL from the daily totals that triggers keep
 * beside the mail cache (a 90-day window of 100,000 messages read each of them
 * otherwise), with the reply time and tracked emails read directly. Days are
 * UTC calendar days: the window is today and the days before it, and every
 * series lists each of them, zero where nothing happened.
 */
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { accountNotFound } from '../../core/accounts/errors';
import { TOP_SENDERS, type Insights } from '../../core/insights/schemas';
import type { Database } from '../db/open';
import { mailDaily as d, mailDailySender as s } from '../db/schema/insights';
import { mailAccount, mailMessage as m } from '../db/schema/mail';
import { trackedEmail as t } from '../db/schema/tracking';

const DAY_MS = 86_400_000;

const utcDay = (column: SQL.Aliased | typeof m.date | typeof t.sentAt) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
const count = (filter?: SQL) => (filter ? sql<number>`count(*) filter (where ${filter})` : sql<number>`count(*)`).mapWith(Number);
const sum = (column: PgColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

export class InsightsService {
  constructor(private readonly db: Database) {}

  async get(userId: string, days: number, accountId?: string, now = new Date()): Promise<Insights> {
    if (accountId) {
      const [account] = await this.db.select({ id: mailAccount.id }).from(mailAccount).where(and(eq(mailAccount.userId, userId), eq(mailAccount.id, accountId)));
      if (!account) throw accountNotFound();
    }
    const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAY_MS);
    const start = new Date(end.getTime() - days * DAY_MS);
    const dates = Array.from({ length: days }, (_, i) => new Date(start.getTime() + i * DAY_MS).toISOString().slice(0, 10));
    const mine = and(eq(m.userId, userId), accountId ? eq(m.accountId, accountId) : undefined);
    const inWindow = and(mine, gte(m.date, start), lt(m.date, end), sql`not ${m.isDraft}`);

    const startDay = dates[0]!;
    const endDay = end.toISOString().slice(0, 10);
    const myDays = and(eq(d.userId, userId), accountId ? eq(d.accountId, accountId) : undefined);
    const mySenderDays = and(eq(s.userId, userId), accountId ? eq(s.accountId, accountId) : undefined, gte(s.day, startDay), lt(s.day, endDay));
    const received = sum(s.received);
    // A sender whose mail of a day was all deleted keeps a row of zeros there: it names nobody.
    const latest = sql`max(${s.lastDate}) filter (where ${s.received} > 0)`;

    const [perDay, senders, reply, backlog, tracked] = await Promise.all([
      this.db
        .select({ day: sql<string>`to_char(${d.day}, 'YYYY-MM-DD')`, received: sum(d.received), sent: sum(d.sent) })
        .from(d)
        .where(and(myDays, gte(d.day, startDay), lt(d.day, endDay)))
        .groupBy(d.day),
      this.db
        .select({
          email: s.fromEmail,
          name: sql<string>`(array_agg(${s.lastName} order by ${s.lastDate} desc) filter (where ${s.received} > 0))[1]`,
          count: received,
          read: sum(s.read),
        })
        .from(s)
        .where(mySenderDays)
        .groupBy(s.fromEmail)
        .having(sql`${received} > 0`)
        .orderBy(desc(received), desc(latest), s.fromEmail)
        .limit(TOP_SENDERS),
      this.replyMedian(inWindow),
      // What is unread in the inbox now, by the day it arrived; the days before the window start the running total.
      this.db
        .select({ day: sql<string>`case when ${d.day} < ${startDay} then '' else to_char(${d.day}, 'YYYY-MM-DD') end`, count: sum(d.unreadInbox) })
        .from(d)
        .where(and(myDays, lt(d.day, endDay)))
        .groupBy(sql`1`),
      this.tracking(userId, start, end, accountId),
    ]);

    const byDay = <R extends { day: string }>(rows: R[]) => new Map(rows.map((r) => [r.day, r]));
    const mail = byDay(perDay);
    const arrived = byDay(backlog);
    let unread = arrived.get('')?.count ?? 0;
    const opens = byDay(tracked);
    return {
      days,
      received: dates.map((date) => ({ date, count: mail.get(date)?.received ?? 0 })),
      sent: dates.map((date) => ({ date, count: mail.get(date)?.sent ?? 0 })),
      topSenders: senders.map((s) => ({ email: s.email, name: s.name ?? '', count: s.count, read: s.read })),
      replyMedianMinutes: reply,
      unreadBacklog: dates.map((date) => ({ date, count: (unread += arrived.get(date)?.count ?? 0) })),
      tracking: {
        sent: tracked.reduce((n, r) => n + r.sent, 0),
        opened: tracked.reduce((n, r) => n + r.opened, 0),
        clicked: tracked.reduce((n, r) => n + r.clicked, 0),
        daily: dates.map((date) => ({ date, sent: opens.get(date)?.sent ?? 0, opened: opens.get(date)?.opened ?? 0, clicked: opens.get(date)?.clicked ?? 0 })),
      },
    };
  }

  /**
   * Median minutes from a message's arrival to the user's reply, over the
   * replies sent in the window: each reply is matched to the message it
   * answers (In-Reply-To) among the user's received mail.
   */
  private async replyMedian(inWindow: SQL | undefined): Promise<number | null> {
    const answered = sql`(select max(o.date) from mail_message o where o.user_id = ${m.userId} and o.message_id_header = ${m.inReplyTo} and not o.is_sent and o.date <= ${m.date})`;
    const waits = this.db
      .select({ minutes: sql<number>`extract(epoch from (${m.date} - ${answered})) / 60`.as('minutes') })
      .from(m)
      .where(and(inWindow, sql`${m.isSent} and ${m.inReplyTo} is not null`))
      .as('waits');
    const [row] = await this.db
      .select({ median: sql<number | null>`percentile_cont(0.5) within group (order by ${waits.minutes})`.mapWith((v: unknown) => (v === null ? null : Number(v))) })
      .from(waits)
      .where(sql`${waits.minutes} is not null`);
    return row?.median === null || row?.median === undefined ? null : Math.round(row.median * 10) / 10;
  }

  /** Tracked emails sent in the window, and how many were opened and clicked, per day; for one account, those sent from it. */
  private async tracking(userId: string, start: Date, end: Date, accountId?: string) {
    const fromAccount = accountId ? sql`exists (select 1 from mail_message s where s.id = ${t.sentMessageId} and s.account_id = ${accountId})` : undefined;
    return this.db
      .select({
        day: utcDay(t.sentAt),
        sent: count(),
        opened: count(sql`${t.openCount} > 0 or ${t.readAt} is not null`),
        clicked: count(sql`jsonb_array_length(${t.clickedLinks}) > 0`),
      })
      .from(t)
      .where(and(eq(t.userId, userId), gte(t.sentAt, start), lt(t.sentAt, end), fromAccount))
      .groupBy(utcDay(t.sentAt));
  }
}
