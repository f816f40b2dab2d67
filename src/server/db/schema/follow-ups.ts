/**
 * Follow-up reminders, per user. `notifiedAt` records the one due notice a
 * reminder gets per due date (cleared when it is snoozed to a new date).
 */
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const followUp = pgTable(
  'follow_up',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Our mail_message id of the tracked email, when created from one. */
    emailId: text('email_id'),
    threadId: text('thread_id'),
    subject: text('subject').notNull(),
    recipient: text('recipient').notNull(),
    dueDate: timestamp('due_date', { withTimezone: true }).notNull(),
    notes: text('notes').notNull().default(''),
    priority: text('priority', { enum: ['high', 'medium', 'low'] }).notNull().default('medium'),
    status: text('status', { enum: ['pending', 'snoozed', 'completed'] }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [index('follow_up_user_due_idx').on(t.userId, t.dueDate), index('follow_up_due_idx').on(t.dueDate)],
);
