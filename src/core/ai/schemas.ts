/**
 * zod schemas for the engine's inputs and results, shared by the CLI, the
 * server routes and the client. Each is checked against the hand-written type
 * in types.ts at compile time, so the two cannot drift apart.
 */
import { z } from 'zod';
import {
  INTENTS, REPLY_LENGTHS, TONES,
  type CompletionResult, type EmailAnalysis, type PriorityResult, type ReplyResult, type SmartRepliesResult,
  type SubjectResult, type SummaryResult, type TextResult,
} from './types';

const level = z.enum(['low', 'medium', 'high']);
const confidence = z.number().min(0).max(0.95);

export const toneSchema = z.enum(TONES);
export const replyLengthSchema = z.enum(REPLY_LENGTHS);

export const emailAnalysisSchema = z.object({
  sender: z.object({ name: z.string(), email: z.string(), company: z.string() }),
  subject: z.string(),
  intent: z.enum(INTENTS),
  primaryPurpose: z.string(),
  questions: z.array(z.string()),
  actionItems: z.array(z.string()),
  deadlines: z.array(z.object({ text: z.string(), date: z.iso.datetime(), isPriority: z.boolean() })),
  previousEmailReferences: z.array(z.string()),
  urgency: level,
  importance: level,
  formality: z.enum(['formal', 'casual', 'neutral']),
  sentiment: z.object({ tone: z.enum(['positive', 'negative', 'neutral']), confidence: z.number().min(0).max(0.9) }),
  hasAttachments: z.boolean(),
  attachmentReferences: z.array(z.string()),
  timestamp: z.iso.datetime(),
  metadata: z.object({
    confidence,
    requiresHumanReview: z.boolean(),
    reviewReason: z.string().nullable(),
    relationshipContext: z.enum(['professional', 'personal', 'unknown']),
    keyTopics: z.array(z.string()).max(5),
  }),
}) satisfies z.ZodType<EmailAnalysis>;

export const priorityResultSchema = z.object({
  priority: z.enum(['High', 'Medium', 'Low']),
  justification: z.string().min(1),
}) satisfies z.ZodType<PriorityResult>;

export const summaryResultSchema = z.object({ summary: z.string(), extractive: z.boolean() }) satisfies z.ZodType<SummaryResult>;

export const smartRepliesResultSchema = z.object({
  replies: z.array(z.string().min(1)).length(3),
}) satisfies z.ZodType<SmartRepliesResult>;

export const replyResultSchema = z.object({
  text: z.string(),
  metadata: z.object({
    questionsAddressed: z.number().int().min(0),
    actionItemsIncluded: z.number().int().min(0),
    deadlinesReferenced: z.number().int().min(0),
    confidence,
    requiresHumanReview: z.boolean(),
    reviewReason: z.string().nullable(),
  }),
}) satisfies z.ZodType<ReplyResult>;

export const textResultSchema = z.object({ text: z.string(), changes: z.array(z.string()) }) satisfies z.ZodType<TextResult>;
export const subjectResultSchema = z.object({ subject: z.string().min(1) }) satisfies z.ZodType<SubjectResult>;
export const completionResultSchema = z.object({ completion: z.string() }) satisfies z.ZodType<CompletionResult>;

/** Reply options as the API accepts them: every field optional, defaults applied by the engine. */
export const replyOptionsSchema = z.object({
  tone: toneSchema.optional(),
  length: replyLengthSchema.optional(),
  includeIntro: z.boolean().optional(),
  includeOutro: z.boolean().optional(),
  context: z.string().max(2000).optional(),
});
