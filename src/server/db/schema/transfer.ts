/**
 * Mail brought in from files: each import's progress (so a restarted server
 * continues where it stopped), and the original bytes of a message the local
 * mailbox took in, so its download is the file it came from.
 */
import { index, integer, pgTable, text, timestamp, bigint } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { bytea, mailAccount, mailMessage } from './mail';

export const IMPORT_STATUSES = ['running', 'done', 'failed', 'cancelled'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export const mailImport = pgTable(
  'mail_import',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => mailAccount.id, { onDelete: 'cascade' }),
    /** The folder id or local tab the mail goes to. */
    folder: text('folder').notNull(),
    /** mbox, or one message (eml). */
    format: text('format', { enum: ['mbox', 'eml'] }).notNull(),
    filename: text('filename'),
    status: text('status', { enum: IMPORT_STATUSES }).notNull().default('running'),
    error: text('error'),
    /** Where the uploaded file waits on this server's disk until the import ends. */
    path: text('path').notNull(),
    bytesTotal: bigint('bytes_total', { mode: 'number' }).notNull(),
    /** Bytes of the file whose messages are in: a restart continues from here. */
    bytesDone: bigint('bytes_done', { mode: 'number' }).notNull().default(0),
    total: integer('total'),
    imported: integer('imported').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('mail_import_user_idx').on(t.userId, t.createdAt.desc())],
);

export const mailSource = pgTable(
  'mail_source',
  {
    messageId: text('message_id')
      .primaryKey()
      .references(() => mailMessage.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    content: bytea('content').notNull(),
  },
  (t) => [index('mail_source_user_idx').on(t.userId)],
);
