/**
 * Mail, per user: the local mailbox's own store and the cache of a connected
 * Gmail account alike. Labels follow Gmail's system labels (INBOX, SENT, DRAFT,
 * TRASH, STARRED, UNREAD) so both providers share one query model; the boolean
 * columns mirror them for indexed tab queries.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ACCOUNT_PROVIDERS, ACCOUNT_STATUSES, OAUTH_MAIL_PROVIDERS } from '../../../core/accounts/schemas';
import type { ServerSettings } from '../../../core/mail/presets';
import type { MailAddress } from '../../../core/mail/types';
import { user } from './auth';

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export type Address = MailAddress;

/** How an account reaches one IMAP or SMTP server (the password is kept apart, encrypted). */
export interface AccountServer extends ServerSettings {
  username: string;
}


/**
 * The mailboxes a user reads: the local mailbox always (one row, made with the
 * user), at most one Gmail account, and any number of IMAP/SMTP accounts.
 */
export const mailAccount = pgTable(
  'mail_account',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ACCOUNT_PROVIDERS }).notNull().default('local'),
    /** The address this account receives at (IMAP); Gmail's is externalEmail, the local one is the user's own. */
    email: text('email'),
    displayName: text('display_name'),
    status: text('status', { enum: ACCOUNT_STATUSES }).notNull().default('ready'),
    /** The last error in words, shown in Settings while status is error. */
    error: text('error'),
    imap: jsonb('imap').$type<AccountServer>(),
    smtp: jsonb('smtp').$type<AccountServer>(),
    /** AES-256-GCM ciphertexts of the IMAP and SMTP passwords (mail/gmail/crypto.ts). */
    imapPasswordEnc: text('imap_password_enc'),
    smtpPasswordEnc: text('smtp_password_enc'),
    /** HTML appended to mail sent from this account. */
    signature: text('signature'),
    /**
     * Set when the IMAP and SMTP logins use SASL XOAUTH2 instead of passwords: whose token endpoint
     * refreshes refreshTokenEnc into accessToken (see mail/imap/oauth-tokens.ts).
     */
    oauthProvider: text('oauth_provider', { enum: OAUTH_MAIL_PROVIDERS }),
    /** The Gmail address when connected. */
    externalEmail: text('external_email'),
    /** AES-256-GCM ciphertext of the Gmail refresh token (see mail/gmail/crypto.ts). */
    refreshTokenEnc: text('refresh_token_enc'),
    accessToken: text('access_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    historyId: text('history_id'),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    messagesTotal: integer('messages_total'),
    /**
     * Where an IMAP account keeps the user's labels: as flag keywords when its INBOX takes new ones
     * (PERMANENTFLAGS \*), else as folders named after them; null until the first sync has looked.
     */
    labelStore: text('label_store', { enum: ['keywords', 'folders'] }),
    /** The server process holding this IMAP account's IDLE connection, and until when its lease runs. */
    idleOwner: text('idle_owner'),
    idleUntil: timestamp('idle_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One local mailbox and one Gmail account per user; IMAP accounts are as many as the user adds.
    uniqueIndex('mail_account_user_single_idx').on(t.userId, t.provider).where(sql`${t.provider} <> 'imap'`),
    index('mail_account_user_idx').on(t.userId),
  ],
);

/** One IMAP folder of an account, with the state its next sync starts from (RFC 3501, RFC 7162). */
export const mailFolder = pgTable(
  'mail_folder',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => mailAccount.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    name: text('name').notNull(),
    delimiter: text('delimiter'),
    /** RFC 6154 special use (\\Sent, \\Trash, ...) or our name-based guess; null for an ordinary folder. */
    specialUse: text('special_use'),
    uidValidity: bigint('uid_validity', { mode: 'number' }),
    uidNext: bigint('uid_next', { mode: 'number' }),
    /** CONDSTORE's HIGHESTMODSEQ, kept as text: it is a 63-bit number. */
    highestModseq: text('highest_modseq'),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('mail_folder_account_path_idx').on(t.accountId, t.path), index('mail_folder_user_idx').on(t.userId)],
);

export const mailMessage = pgTable(
  'mail_message',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ACCOUNT_PROVIDERS }).notNull().default('local'),
    /**
     * Local and Gmail inserts may leave it out: a trigger (migration 0008) fills
     * in the user's account of that provider, so a delivery to another local
     * user needs no lookup of theirs.
     */
    accountId: text('account_id')
      .notNull()
      .references(() => mailAccount.id, { onDelete: 'cascade' })
      .$defaultFn(() => sql`NULL`),
    /** The IMAP folder and UID this copy lives at; null for local and Gmail mail. */
    folderId: text('folder_id').references(() => mailFolder.id, { onDelete: 'cascade' }),
    uid: bigint('uid', { mode: 'number' }),
    /** The provider's id (Gmail message id); equal to id for local mail. */
    providerId: text('provider_id').notNull(),
    threadId: text('thread_id').notNull(),
    /** RFC 5322 Message-ID header, with angle brackets. */
    messageIdHeader: text('message_id_header'),
    inReplyTo: text('in_reply_to'),
    references: text('references'),
    subject: text('subject').notNull().default(''),
    fromName: text('from_name').notNull().default(''),
    fromEmail: text('from_email').notNull().default(''),
    to: jsonb('to').$type<Address[]>().notNull().default([]),
    cc: jsonb('cc').$type<Address[]>().notNull().default([]),
    bcc: jsonb('bcc').$type<Address[]>().notNull().default([]),
    date: timestamp('date', { withTimezone: true }).notNull(),
    /**
     * Where the message sorts in a list: its date, until a snooze ends and it
     * comes back to the top of the inbox. A trigger (migration 0012) fills it
     * in from `date` on insert.
     */
    sortDate: timestamp('sort_date', { withTimezone: true })
      .notNull()
      .$defaultFn(() => sql`NULL`),
    /** While snoozed: when it returns to the inbox. */
    snoozedUntil: timestamp('snoozed_until', { withTimezone: true }),
    /** RFC 2369 List-Unsubscribe, as the sender wrote it; with `listUnsubscribePost`, RFC 8058 one-click. */
    listUnsubscribe: text('list_unsubscribe'),
    listUnsubscribePost: text('list_unsubscribe_post'),
    /**
     * Whether the message asks something of its reader (the writing engine's
     * reading: a question, a request, a meeting), worked out the first time
     * the "To reply" view needs it; null until then.
     */
    asks: boolean('asks'),
    snippet: text('snippet').notNull().default(''),
    /** Sanitised HTML, null while only metadata is cached. */
    html: text('html'),
    text: text('text'),
    labels: text('labels').array().notNull().default(sql`'{}'::text[]`),
    inInbox: boolean('in_inbox').notNull().default(false),
    isSent: boolean('is_sent').notNull().default(false),
    isDraft: boolean('is_draft').notNull().default(false),
    isTrash: boolean('is_trash').notNull().default(false),
    starred: boolean('starred').notNull().default(false),
    unread: boolean('unread').notNull().default(false),
    category: text('category').notNull().default('primary'),
    hasAttachments: boolean('has_attachments').notNull().default(false),
    sizeEstimate: bigint('size_estimate', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The words of subject, sender and text (mail_search_vector, migration 0033). A trigger works it
     * out when an insert leaves it out and when those change; an import brings it made on its parse thread.
     */
    search: tsvector('search'),
    /**
     * The pairs of words standing next to each other in `search` (mail_search_pairs, migration 0034), each
     * as a 32-bit hash: what lets a phrase be found without reading every message that holds its words.
     * Filled with `search` by the same trigger, or brought made by an import.
     */
    searchPairs: integer('search_pairs').array(),
    /**
     * Names and addresses for from:/to:/cc:/bcc:, one weight per header (From A, To B, Cc C, Bcc D),
     * split into words at every non-alphanumeric so a search can match the start of any part.
     */
    people: tsvector('people').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('simple', regexp_replace(coalesce(${mailMessage.fromName}, '') || ' ' || coalesce(${mailMessage.fromEmail}, ''), '[^[:alnum:]]+', ' ', 'g')), 'A') || setweight(to_tsvector('simple', regexp_replace(regexp_replace(${mailMessage.to}::text, '"(name|email)":', ' ', 'g'), '[^[:alnum:]]+', ' ', 'g')), 'B') || setweight(to_tsvector('simple', regexp_replace(regexp_replace(${mailMessage.cc}::text, '"(name|email)":', ' ', 'g'), '[^[:alnum:]]+', ' ', 'g')), 'C') || setweight(to_tsvector('simple', regexp_replace(regexp_replace(${mailMessage.bcc}::text, '"(name|email)":', ' ', 'g'), '[^[:alnum:]]+', ' ', 'g')), 'D')`,
    ),
  },
  (t) => [
    uniqueIndex('mail_message_user_provider_id_idx').on(t.userId, t.providerId),
    index('mail_message_user_date_idx').on(t.userId, t.sortDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('mail_message_inbox_idx').on(t.userId, t.sortDate.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.inInbox} and not ${t.isTrash}`),
    index('mail_message_starred_idx').on(t.userId, t.sortDate.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.starred} and not ${t.isTrash}`),
    index('mail_message_sent_idx').on(t.userId, t.sortDate.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.isSent} and not ${t.isTrash}`),
    index('mail_message_drafts_idx').on(t.userId, t.sortDate.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.isDraft}`),
    index('mail_message_trash_idx').on(t.userId, t.sortDate.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.isTrash}`),
    index('mail_message_snoozed_idx').on(t.userId, t.snoozedUntil).where(sql`${t.snoozedUntil} is not null`),
    index('mail_message_wake_idx').on(t.snoozedUntil).where(sql`${t.snoozedUntil} is not null`),
    index('mail_message_thread_idx').on(t.userId, t.threadId),
    index('mail_message_msgid_idx').on(t.userId, t.messageIdHeader),
    index('mail_message_search_idx').using('gin', t.userId, t.search),
    index('mail_message_people_idx').using('gin', t.userId, t.people),
    index('mail_message_search_pairs_idx').using('gin', t.userId, t.searchPairs),
    // The people of mail with attachments alone: "from:someone has:attachment" is how a file is looked for.
    index('mail_message_attachment_people_idx').using('gin', t.userId, t.people).where(sql`${t.hasAttachments} and not ${t.isTrash}`),
    // A label's list and its counts: the user's own label ids live in this array.
    index('mail_message_labels_idx').using('gin', t.labels),
    uniqueIndex('mail_message_folder_uid_idx').on(t.folderId, t.uid),
    // The Subscriptions screen groups the user's list mail by sender.
    index('mail_message_lists_idx').on(t.userId, t.fromEmail).where(sql`${t.listUnsubscribe} is not null`),
    index('mail_message_account_date_idx').on(t.accountId, t.date.desc().nullsFirst()),
    // Search results are in date order, and after:/before:/newer_than:/older_than: are ranges of it.
    index('mail_message_user_sent_date_idx').on(t.userId, t.date.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The To reply count is on every list: only the mail that asks something is read, not the last 90 days of it.
    index('mail_message_to_reply_idx')
      .on(t.userId, t.date.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`not ${t.isSent} and not ${t.isDraft} and not ${t.isTrash} and (${t.asks} or ${t.labels} @> '{TO_REPLY}'::text[])`),
    // Every list first reads what arrived since the last one (not yet read for a question): usually nothing.
    index('mail_message_asks_pending_idx')
      .on(t.userId, t.date.desc().nullsFirst())
      .where(sql`${t.asks} is null and not ${t.isSent} and not ${t.isDraft}`),
    // Insights' reply time reads the user's replies in its window, not all the mail in it.
    index('mail_message_replies_idx').on(t.userId, t.date).where(sql`${t.isSent} and ${t.inReplyTo} is not null`),
  ],
);

/**
 * A copy of a message in an IMAP label folder (an account that keeps labels as folders): the copy carries the
 * label to the message it repeats, so it is remembered here instead of being listed as a second message.
 */
export const mailLabelCopy = pgTable(
  'mail_label_copy',
  {
    folderId: text('folder_id')
      .notNull()
      .references(() => mailFolder.id, { onDelete: 'cascade' }),
    uid: bigint('uid', { mode: 'number' }).notNull(),
    messageId: text('message_id')
      .notNull()
      .references(() => mailMessage.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.folderId, t.uid] }), index('mail_label_copy_message_idx').on(t.messageId)],
);

export const mailAttachment = pgTable(
  'mail_attachment',
  {
    id: text('id').primaryKey(),
    messageId: text('message_id')
      .notNull()
      .references(() => mailMessage.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    /** Content bytes; null for a Gmail attachment not fetched yet. */
    content: bytea('content'),
    /** Gmail's attachmentId, to fetch the bytes on demand. */
    providerAttachmentId: text('provider_attachment_id'),
  },
  (t) => [index('mail_attachment_message_idx').on(t.messageId), index('mail_attachment_user_idx').on(t.userId)],
);

/**
 * Tab counts per user, kept current by a trigger on mail_message (migration
 * 0003_mail_counts), so the dashboard never counts a large mailbox row by row.
 */
export const mailCounts = pgTable('mail_counts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  inbox: integer('inbox').notNull().default(0),
  starred: integer('starred').notNull().default(0),
  sent: integer('sent').notNull().default(0),
  drafts: integer('drafts').notNull().default(0),
  archived: integer('archived').notNull().default(0),
  trash: integer('trash').notNull().default(0),
  snoozed: integer('snoozed').notNull().default(0),
  unread: integer('unread').notNull().default(0),
  total: integer('total').notNull().default(0),
});

/** A list the user unsubscribed from (by its sender), so the Subscriptions screen says so on every visit. */
export const mailUnsubscribe = pgTable(
  'mail_unsubscribe',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    method: text('method', { enum: ['one-click', 'mailto', 'link'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.email] })],
);
