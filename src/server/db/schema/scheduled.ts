/**
 * Scheduled emails, per user: the message to send (as the compose form sent
 * it) plus the state of the exactly-once send (see scheduled/send-once.ts).
 * A pg-boss job (singletonKey = id) wakes the worker at `scheduledTime`; the
 * row, not the job, is the source of truth.
 */
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { SCHEDULED_STATUSES } from '../../../core/schedule/view';
import { user } from './auth';

export interface ScheduledAttachment {
  filename: string;
  mimeType: string;
  /** The file's bytes, base64 (the 25 MB cap of sendMailSchema applies at creation). */
  content: string;
}

export interface ScheduledTracking {
  opens: boolean;
  clicks: boolean;
}

export const scheduledEmail = pgTable(
  'scheduled_email',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status', { enum: SCHEDULED_STATUSES }).notNull().default('pending'),
    to: jsonb('to').$type<string[]>().notNull(),
    cc: jsonb('cc').$type<string[]>().notNull().default([]),
    bcc: jsonb('bcc').$type<string[]>().notNull().default([]),
    subject: text('subject').notNull().default(''),
    /** HTML. */
    body: text('body').notNull().default(''),
    attachments: jsonb('attachments').$type<ScheduledAttachment[]>().notNull().default([]),
    tracking: jsonb('tracking').$type<ScheduledTracking>(),
    /** Id of the message this answers, in the sender's mailbox. */
    replyTo: text('reply_to'),
    /**
     * 'scheduled' for the Scheduled screen's emails; 'outbox' for a send held
     * for the user's undo window, sent by the same exactly-once worker but
     * never listed as scheduled.
     */
    kind: text('kind', { enum: ['scheduled', 'outbox'] }).notNull().default('scheduled'),
    /** The account it goes from; null: the user's main mailbox. */
    accountId: text('account_id'),
    /** Id of the message it forwards, whose attachments go along. */
    forwardOf: text('forward_of'),
    scheduledTime: timestamp('scheduled_time', { withTimezone: true }).notNull(),
    /** Message-ID header fixed by the first claim, before the provider is called. */
    messageId: text('message_id'),
    attempt: integer('attempt').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** Id of the sender's Sent copy, once sent by this server. */
    sentMessageId: text('sent_message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failureReason: text('failure_reason'),
    /** The pg-boss job that wakes the worker at scheduledTime (replaced on reschedule). */
    jobId: text('job_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('scheduled_email_user_idx').on(t.userId, t.scheduledTime), index('scheduled_email_due_idx').on(t.status, t.scheduledTime)],
);

export type ScheduledEmailRow = typeof scheduledEmail.$inferSelect;
