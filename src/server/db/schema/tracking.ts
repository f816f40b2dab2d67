/**
 * Tracked emails, per sender: one row per sent email with read receipt or
 * link tracking on. The open pixel and click tokens name the row's id.
 */
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

export type OpenKind = 'human' | 'prefetch' | 'sender' | 'in-app';

export interface TrackedOpen {
  at: string;
  userAgent: string | null;
  kind: OpenKind;
}

export interface ClickedLink {
  url: string;
  clickedAt: string;
}

export const trackedEmail = pgTable(
  'tracked_email',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Id of the sender's Sent copy in their mailbox. */
    sentMessageId: text('sent_message_id'),
    /** Message-ID header, to find the recipients' local copies. */
    messageIdHeader: text('message_id_header').notNull(),
    subject: text('subject').notNull().default(''),
    /** The recipients as one display string ("a@x.io, b@y.io"). */
    recipient: text('recipient').notNull().default(''),
    status: text('status', { enum: ['sent', 'delivered', 'read', 'failed'] }).notNull().default('sent'),
    trackOpens: integer('track_opens').notNull().default(0),
    trackClicks: integer('track_clicks').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Human opens counted (not prefetches, not the sender). */
    openCount: integer('open_count').notNull().default(0),
    opens: jsonb('opens').$type<TrackedOpen[]>().notNull().default([]),
    clickedLinks: jsonb('clicked_links').$type<ClickedLink[]>().notNull().default([]),
    links: jsonb('links').$type<{ index: number; url: string }[]>().notNull().default([]),
  },
  (t) => [index('tracked_email_user_idx').on(t.userId, t.sentAt), index('tracked_email_header_idx').on(t.messageIdHeader)],
);

export type TrackedEmailRow = typeof trackedEmail.$inferSelect;
