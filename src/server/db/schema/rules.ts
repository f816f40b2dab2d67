/**
 * Organising mail, per user: labels of their own, rules that act on mail as
 * it arrives (with a history that can be undone), and split-inbox tabs. A
 * message carries its labels' ids in mail_message.labels beside the system
 * labels, so a label filter is one indexed array test.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { LABEL_COLORS } from '../../../core/mail/label-limits';
import type { RuleAction, RuleCondition, RuleEffect } from '../../../core/rules/schemas';
import { user } from './auth';
import { mailAccount, mailMessage } from './mail';

export const mailLabel = pgTable(
  'mail_label',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color', { enum: LABEL_COLORS }).notNull().default('blue'),
    /**
     * The IMAP keyword (RFC 9051 flag keyword) this label is on servers that
     * take keywords, fixed when the label is made so a rename keeps the mail.
     */
    keyword: text('keyword').notNull(),
    /** The Gmail label (users.labels id, "Label_…") this label is on the user's Gmail account, once linked. */
    gmailLabelId: text('gmail_label_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mail_label_user_name_idx').on(t.userId, sql`lower(${t.name})`)],
);

export const mailRule = pgTable(
  'mail_rule',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Only this account's mail; null for every account's. */
    accountId: text('account_id').references(() => mailAccount.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    position: integer('position').notNull(),
    when: jsonb('when').$type<RuleCondition>().notNull(),
    actions: jsonb('actions').$type<RuleAction[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_rule_user_idx').on(t.userId, t.position)],
);

/** What one rule did to one message: enough to show it and to undo it. */
export const mailRuleHistory = pgTable(
  'mail_rule_history',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ruleId: text('rule_id')
      .notNull()
      .references(() => mailRule.id, { onDelete: 'cascade' }),
    /** Set when the entry came from "apply to existing mail", so the whole run can be undone at once. */
    runId: text('run_id'),
    messageId: text('message_id')
      .notNull()
      .references(() => mailMessage.id, { onDelete: 'cascade' }),
    effects: jsonb('effects').$type<RuleEffect[]>().notNull(),
    /** The message's labels, snooze and folder before the rule, which undo puts back. */
    before: jsonb('before').$type<{ labels: string[]; snoozedUntil: string | null }>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    undone: boolean('undone').notNull().default(false),
  },
  (t) => [index('mail_rule_history_user_idx').on(t.userId, t.at.desc()), index('mail_rule_history_run_idx').on(t.runId)],
);

/**
 * A message whose rules ran or are running. The insert that wins is the one
 * process that runs them, so two servers syncing the same arrival act once;
 * a claim left unfinished by a crash is taken again after its lease.
 */
export const mailRuleClaim = pgTable(
  'mail_rule_claim',
  {
    messageId: text('message_id')
      .primaryKey()
      .references(() => mailMessage.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [index('mail_rule_claim_pending_idx').on(t.claimedAt).where(sql`${t.doneAt} is null`)],
);

/** A split-inbox tab: a saved search shown beside the inbox. */
export const mailSplit = pgTable(
  'mail_split',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: text('query').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_split_user_idx').on(t.userId, t.position)],
);
