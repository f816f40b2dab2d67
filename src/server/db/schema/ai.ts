/**
 * Writing helpers, per user: the log of generated replies (with the user's
 * feedback) and the error statistics that drive the fallback rule. Both are
 * small: logs are pruned to 100 entries and 30 days on insert, stats are one
 * row per user.
 */
import { boolean, index, integer, jsonb, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import type { EmailAnalysis } from '../../../core/ai/types';
import { user } from './auth';

export interface ReplyFeedback {
  rating: number;
  comments: string;
  improvementSuggestions: string;
}

export const aiReplyLog = pgTable(
  'ai_reply_log',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The email replied to, cut to a few KB: enough to review, not a mail store. */
    emailContent: text('email_content').notNull(),
    emailSubject: text('email_subject').notNull().default(''),
    emailSender: text('email_sender').notNull().default(''),
    analysis: jsonb('analysis').$type<EmailAnalysis>().notNull(),
    generatedReply: text('generated_reply').notNull(),
    confidence: real('confidence').notNull(),
    requiresHumanReview: boolean('requires_human_review').notNull(),
    reviewReason: text('review_reason'),
    wasUsed: boolean('was_used').notNull().default(false),
    wasEdited: boolean('was_edited').notNull().default(false),
    /** Milliseconds the helper took to answer. */
    timeTaken: integer('time_taken').notNull(),
    userFeedback: jsonb('user_feedback').$type<ReplyFeedback>(),
  },
  (t) => [index('ai_reply_log_user_created_idx').on(t.userId, t.createdAt)],
);

/** One error-tracking entry, keyed by `${operation}:${message}`. */
export interface ErrorCount {
  operation: string;
  message: string;
  count: number;
  firstSeen: string;
  lastSeen: string;
}

export interface ErrorTracking {
  lastError: { timestamp: string; message: string; context: string } | null;
  errorCounts: Record<string, ErrorCount>;
}

export const aiStats = pgTable('ai_stats', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  totalRequests: integer('total_requests').notNull().default(0),
  failedRequests: integer('failed_requests').notNull().default(0),
  lastErrorTime: timestamp('last_error_time', { withTimezone: true }),
  tracking: jsonb('tracking').$type<ErrorTracking>().notNull(),
});

/**
 * A person's own model server (OpenAI-compatible: Ollama, llama.cpp, vLLM, a
 * hosted API). The key is stored encrypted (AES-256-GCM with the server's
 * ENCRYPTION_KEY) and never leaves the server again.
 */
export const aiSettings = pgTable('ai_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  baseUrl: text('base_url').notNull(),
  model: text('model').notNull(),
  apiKeyEnc: text('api_key_enc'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
