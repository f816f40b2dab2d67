/**
 * Daily totals of the mail cache for Insights, kept current by statement
 * triggers on mail_message (migration 0027_insights_rollup), so a 90-day
 * window reads a few hundred summed rows instead of every message in it.
 * Days are UTC calendar days of the message's date.
 */
import { date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { mailAccount } from './mail';

/** Per account and day: mail received and sent (drafts aside), and what is still unread in the inbox. */
export const mailDaily = pgTable(
  'mail_daily',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => mailAccount.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    received: integer('received').notNull().default(0),
    sent: integer('sent').notNull().default(0),
    unreadInbox: integer('unread_inbox').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.accountId, t.day] })],
);

/** Per account, day and sender: mail received from them, how much of it is read, and the name on their latest. */
export const mailDailySender = pgTable(
  'mail_daily_sender',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => mailAccount.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    fromEmail: text('from_email').notNull(),
    received: integer('received').notNull().default(0),
    read: integer('read').notNull().default(0),
    lastName: text('last_name').notNull().default(''),
    lastDate: timestamp('last_date', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.accountId, t.day, t.fromEmail] }), index('mail_daily_sender_user_day_idx').on(t.userId, t.day)],
);
