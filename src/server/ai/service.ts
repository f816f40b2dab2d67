/**
 * The writing helpers as a service: runs an operation on the configured
 * assistant with a response cache, retries and fallbacks, keeps each user's error statistics and reply logs in the database,
 * and computes quality stats. Time and waiting are injected so tests control
 * the 24-hour ageing and never sleep.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, lt, notInArray, sql } from 'drizzle-orm';
import { analyzeEmail } from '../../core/ai/analyze';
import {
  fallbackAnalysis, fallbackCompletion, fallbackPriority, fallbackReply, fallbackSmartReplies, fallbackSubject, fallbackSummary,
  fallbackText,
} from '../../core/ai/fallbacks';
import type {
  CompletionResult, EmailAnalysis, PriorityResult, ReplyOptions, ReplyResult, SmartRepliesResult, SubjectResult, SummaryResult,
  TextResult, Tone,
} from '../../core/ai/types';
import type { Database } from '../db/open';
import { aiReplyLog, aiStats, type ErrorTracking } from '../db/schema/ai';
import { NotFound } from '../../core/errors';
import type { Logger } from '../logger';
import type { Assistant } from './assistant';
import { CACHE_TTL_MS, ResponseCache, type CachedOperation } from './cache';
import { ERR_REPLY_NOT_FOUND } from './texts';

export const AI_OPERATIONS = ['completion', 'improve', 'subject', 'tone', 'body', 'summarize', 'smart-replies', 'analyze', 'prioritize', 'reply'] as const;
export type AiOperation = (typeof AI_OPERATIONS)[number];

/** A failed call of a retried operation is tried twice more, half a second apart and doubling, before the fallback answers. */
export const RETRIES = 2;
export const RETRY_BASE_MS = 500;
export const FALLBACK_ERROR_THRESHOLD = 3;
export const ERROR_WINDOW_MS = 24 * 60 * 60 * 1000;
export const LOG_MAX_ENTRIES = 100;
export const LOG_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
export const LOG_EMAIL_MAX_CHARS = 10_000;
export const REVIEW_CONFIDENCE_BELOW = 0.7;
const RETRIED: ReadonlySet<AiOperation> = new Set(['analyze', 'smart-replies', 'reply']);
/** What a model writes when one is set (modelAssistant); the rest is always the local engine's. */
const MODEL_WRITES: ReadonlySet<AiOperation> = new Set(['improve', 'subject', 'tone', 'body', 'summarize', 'smart-replies', 'reply']);

export interface AiInputs {
  completion: { text: string };
  improve: { text: string };
  subject: { body: string };
  tone: { text: string; tone: Tone };
  body: { subject: string };
  summarize: { emailContent: string };
  'smart-replies': { emailContent: string };
  analyze: { emailContent: string };
  prioritize: { emailContent: string };
  reply: { emailContent: string; options?: Partial<ReplyOptions>; emailSubject?: string; emailSender?: string };
}

export interface AiOutputs {
  completion: CompletionResult;
  improve: TextResult;
  subject: SubjectResult;
  tone: TextResult;
  body: TextResult;
  summarize: SummaryResult;
  'smart-replies': SmartRepliesResult & { id: string };
  analyze: EmailAnalysis;
  prioritize: PriorityResult;
  reply: ReplyResult & { id: string };
}

export interface RunFlags {
  /** False bypasses the response cache (Settings: Enable Response Caching). */
  cache?: boolean;
  /** False keeps no reply log (Settings: Enable AI Feedback Collection). */
  log?: boolean;
  /** True once nobody waits for the answer: a reply no one saw is not logged. */
  aborted?: () => boolean;
}

export interface AiDeps {
  db: Database;
  /** The server's assistant: its model (AI_BASE_URL) or the local engine. */
  assistant: Assistant;
  /** A person's own model, when they set one in Settings; it answers for them instead of the server's. */
  ownAssistant?: (userId: string) => Promise<Assistant | undefined>;
  logger: Logger;
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
}

export interface ErrorStats {
  totalRequests: number;
  failedRequests: number;
  lastErrorTime: string | null;
}

export interface QualityStats {
  totalReplies: number;
  usedReplies: number;
  editedReplies: number;
  averageConfidence: number;
  humanReviewRequired: number;
  averageRating: number;
}

export interface ReviewItem {
  id: string;
  createdAt: string;
  emailSubject: string;
  emailSender: string;
  generatedReply: string;
  confidence: number;
  requiresHumanReview: boolean;
  reviewReason: string | null;
}

export interface AiStatsResponse {
  errors: ErrorStats;
  errorTracking: ErrorTracking;
  quality: QualityStats;
  review: ReviewItem[];
}

export interface FeedbackInput {
  replyId: string;
  rating: number;
  likes?: string;
  improvements?: string;
}

const emptyTracking = (): ErrorTracking => ({ lastError: null, errorCounts: {} });

/**
 * What a log keeps of a failed model call: its kind, message and status. The AI SDK's errors also carry the
 * request body (the email being answered) and the server's whole answer, which have no place in a log.
 */
function failure(error: unknown): { name?: string; message: string; statusCode?: number } {
  if (!(error instanceof Error)) return { message: String(error) };
  const statusCode = (error as { statusCode?: unknown }).statusCode;
  return { name: error.name, message: error.message, ...(typeof statusCode === 'number' ? { statusCode } : {}) };
}

interface Computed {
  value: unknown;
  engine: string;
  /** The text already reached the caller piece by piece. */
  streamed?: boolean;
}
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Entries whose first error is more than 24 h old have aged out. */
function liveTracking(tracking: ErrorTracking, now: number): ErrorTracking {
  const errorCounts = Object.fromEntries(
    Object.entries(tracking.errorCounts).filter(([, e]) => now - Date.parse(e.firstSeen) < ERROR_WINDOW_MS),
  );
  return { lastError: tracking.lastError, errorCounts };
}

/** An operation's result and what wrote it: "local", a model's name, or "fallback" for the canned answer. */
export interface Answer<T> {
  output: T;
  engine: string;
}

/** Operations whose text can be streamed to the editor as it is written. */
export type StreamedOperation = 'reply' | 'body';

/** Pieces of a streamed answer: text to add, or "start again" when a model failed midway and the local engine takes over. */
export type StreamEvent = { delta: string } | { reset: true };

/** The local engine answers at once; its text is handed out word by word so the editor fills the same way. */
function pieces(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

export class AiService {
  readonly cache = new ResponseCache();
  private readonly db: Database;
  private readonly assistant: Assistant;
  private readonly ownAssistant?: (userId: string) => Promise<Assistant | undefined>;
  private readonly logger: Logger;
  private readonly now: () => Date;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(deps: AiDeps) {
    this.db = deps.db;
    this.assistant = deps.assistant;
    this.ownAssistant = deps.ownAssistant;
    this.logger = deps.logger;
    this.now = deps.now ?? (() => new Date());
    this.sleep = deps.sleep ?? wait;
  }

  /** Runs one helper for `userId`: cache, then the assistant with retries, then the fallback. */
  async run<O extends AiOperation>(userId: string, operation: O, input: AiInputs[O], flags: RunFlags = {}): Promise<AiOutputs[O]> {
    return (await this.answer(userId, operation, input, flags)).output;
  }

  /** As `run`, saying which engine answered. */
  async answer<O extends AiOperation>(userId: string, operation: O, input: AiInputs[O], flags: RunFlags = {}): Promise<Answer<AiOutputs[O]>> {
    return this.produce(userId, operation, input, flags, (assistant, now) => this.compute(userId, operation, input, now, assistant));
  }

  /**
   * A reply or a body written as it goes: each piece is handed to `onEvent`
   * (a model's own pieces, or the local engine's words). A model that fails
   * is tried once (its pieces cannot be taken back by a retry), then the local
   * engine answers after a reset.
   */
  async stream<O extends StreamedOperation>(
    userId: string,
    operation: O,
    input: AiInputs[O],
    flags: RunFlags,
    onEvent: (event: StreamEvent) => void,
    signal?: AbortSignal,
  ): Promise<Answer<AiOutputs[O]>> {
    const answer = await this.produce(userId, operation, input, { ...flags, aborted: () => Boolean(signal?.aborted) }, async (assistant, now) => {
      const streamer = operation === 'reply' ? assistant.streamReply : assistant.streamBody;
      if (!streamer || (await this.shouldUseFallback(userId, operation, now))) return this.compute(userId, operation, input, now, assistant);
      let sent = false;
      const onDelta = (delta: string) => {
        sent = true;
        onEvent({ delta });
      };
      try {
        const value = operation === 'reply'
          ? await assistant.streamReply!((input as AiInputs['reply']).emailContent, { ...(input as AiInputs['reply']).options, now }, onDelta, signal)
          : await assistant.streamBody!((input as AiInputs['body']).subject, onDelta, signal);
        return { value, engine: assistant.name, streamed: true };
      } catch (error) {
        // Nobody waits for this answer any more: no failure to count, no stand-in to write.
        if (signal?.aborted) throw error;
        this.logger.warn({ error: failure(error), operation, assistant: assistant.name }, 'AI stream failed; the local engine answers');
        await this.recordError(userId, operation, error, now);
        if (sent) onEvent({ reset: true });
        return this.fallBack(operation, input, now, assistant);
      }
    });
    if (!answer.streamed) for (const delta of pieces((answer.output as { text: string }).text)) onEvent({ delta });
    return { output: answer.output, engine: answer.engine };
  }

  /** The shared path of every answer: the request count, the cache, the reply log and its id. */
  private async produce<O extends AiOperation>(
    userId: string,
    operation: O,
    input: AiInputs[O],
    flags: RunFlags,
    make: (assistant: Assistant, now: Date) => Promise<Computed>,
  ): Promise<Answer<AiOutputs[O]> & { streamed?: boolean }> {
    const now = this.now();
    await this.countRequest(userId);
    const cached = operation in CACHE_TTL_MS ? (operation as CachedOperation) : undefined;
    const text = textOf(operation, input);
    const scope = cached && `${operation}:${JSON.stringify(operation === 'reply' ? (input as AiInputs['reply']).options ?? {} : {})}`;
    if (cached && scope && flags.cache !== false) {
      const hit = this.cache.get(userId, scope, text, now.getTime());
      if (hit !== undefined) return hit as Answer<AiOutputs[O]>;
    }

    const started = performance.now();
    // Analysis, priority and completion stay on the local engine whatever the model (completion runs as the person
    // types): no need to read their settings for those.
    const assistant = (MODEL_WRITES.has(operation) ? await this.ownAssistant?.(userId) : undefined) ?? this.assistant;
    const { value: result, engine, streamed } = await make(assistant, now);
    let output: unknown = result;
    if (operation === 'smart-replies') output = { ...(result as SmartRepliesResult), id: randomUUID() };
    if (operation === 'reply') {
      const reply = result as ReplyResult;
      const id = randomUUID();
      if (flags.log !== false && !flags.aborted?.()) {
        await this.logReply(userId, id, input as AiInputs['reply'], reply, Math.round(performance.now() - started), now);
      }
      output = { ...reply, id };
    }
    const answer = { output: output as AiOutputs[O], engine };
    // Only the chosen engine's own answers are kept: after a failure, asking again tries the model again.
    if (cached && scope && flags.cache !== false && engine === assistant.name) this.cache.set(userId, scope, text, answer, CACHE_TTL_MS[cached], now.getTime());
    return { ...answer, streamed };
  }

  /** After a switch of model, neither the old engine's answers nor its failures speak for the new one. */
  async forgetEngine(userId: string): Promise<void> {
    this.cache.clear(userId);
    await this.db.update(aiStats).set({ tracking: emptyTracking() }).where(eq(aiStats.userId, userId));
  }

  /** The assistant's backup (the local engine) when it has one, else the canned answer. */
  private async fallBack(operation: AiOperation, input: AiInputs[AiOperation], now: Date, assistant: Assistant): Promise<Computed> {
    const backup = assistant.backup;
    if (backup) {
      try {
        return { value: await call(backup, operation, input, now), engine: backup.name };
      } catch (error) {
        this.logger.warn({ error: failure(error), operation }, 'backup assistant failed; answering the canned fallback');
      }
    }
    return { value: canned(operation, input, now), engine: 'fallback' };
  }

  private async compute(userId: string, operation: AiOperation, input: AiInputs[AiOperation], now: Date, assistant: Assistant): Promise<Computed> {
    if (await this.shouldUseFallback(userId, operation, now)) return this.fallBack(operation, input, now, assistant);
    const attempts = RETRIED.has(operation) ? RETRIES + 1 : 1;
    let lastError: unknown;
    for (let attempt = 0; attempt < attempts; attempt++) {
      if (attempt > 0) await this.sleep(RETRY_BASE_MS * 2 ** (attempt - 1));
      try {
        return { value: await call(assistant, operation, input, now), engine: assistant.name };
      } catch (error) {
        lastError = error;
      }
    }
    this.logger.warn({ error: failure(lastError), operation, assistant: assistant.name }, 'AI operation failed');
    await this.recordError(userId, operation, lastError, now);
    return this.fallBack(operation, input, now, assistant);
  }

  private async countRequest(userId: string): Promise<void> {
    await this.db
      .insert(aiStats)
      .values({ userId, totalRequests: 1, tracking: emptyTracking() })
      .onConflictDoUpdate({ target: aiStats.userId, set: { totalRequests: sql`${aiStats.totalRequests} + 1` } });
  }

  private async tracking(userId: string): Promise<ErrorTracking> {
    const [row] = await this.db.select({ tracking: aiStats.tracking }).from(aiStats).where(eq(aiStats.userId, userId));
    return row?.tracking ?? emptyTracking();
  }

  /** After 3 recorded errors for an operation within 24 h, it answers the fallback directly. */
  async shouldUseFallback(userId: string, operation: AiOperation, now: Date = this.now()): Promise<boolean> {
    const live = liveTracking(await this.tracking(userId), now.getTime());
    const count = Object.values(live.errorCounts)
      .filter((e) => e.operation === operation)
      .reduce((sum, e) => sum + e.count, 0);
    return count >= FALLBACK_ERROR_THRESHOLD;
  }

  private async recordError(userId: string, operation: AiOperation, error: unknown, now: Date): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    const at = now.toISOString();
    const key = `${operation}:${message}`;
    // The row is locked while its counts are rebuilt, so two failures at the same instant both count.
    await this.db.transaction(async (tx) => {
      const [row] = await tx.select({ tracking: aiStats.tracking }).from(aiStats).where(eq(aiStats.userId, userId)).for('update');
      const tracking = liveTracking(row?.tracking ?? emptyTracking(), now.getTime());
      const previous = tracking.errorCounts[key];
      tracking.errorCounts[key] = previous
        ? { ...previous, count: previous.count + 1, lastSeen: at }
        : { operation, message, count: 1, firstSeen: at, lastSeen: at };
      tracking.lastError = { timestamp: at, message, context: operation };
      await tx
        .update(aiStats)
        .set({ failedRequests: sql`${aiStats.failedRequests} + 1`, lastErrorTime: now, tracking })
        .where(eq(aiStats.userId, userId));
    });
  }

  private async logReply(userId: string, id: string, input: AiInputs['reply'], reply: ReplyResult, timeTaken: number, now: Date): Promise<void> {
    let analysis: EmailAnalysis;
    try {
      analysis = analyzeEmail(input.emailContent, { now });
    } catch {
      analysis = fallbackAnalysis(now);
    }
    await this.db.transaction(async (tx) => {
      await tx.insert(aiReplyLog).values({
        id,
        userId,
        createdAt: now,
        emailContent: input.emailContent.slice(0, LOG_EMAIL_MAX_CHARS),
        emailSubject: input.emailSubject ?? analysis.subject,
        emailSender: input.emailSender ?? (analysis.sender.email || analysis.sender.name),
        analysis,
        generatedReply: reply.text,
        confidence: reply.metadata.confidence,
        requiresHumanReview: reply.metadata.requiresHumanReview,
        reviewReason: reply.metadata.reviewReason,
        timeTaken,
      });
      await tx.delete(aiReplyLog).where(and(eq(aiReplyLog.userId, userId), lt(aiReplyLog.createdAt, new Date(now.getTime() - LOG_RETENTION_MS))));
      const keep = tx
        .select({ id: aiReplyLog.id })
        .from(aiReplyLog)
        .where(eq(aiReplyLog.userId, userId))
        .orderBy(desc(aiReplyLog.createdAt), desc(aiReplyLog.id))
        .limit(LOG_MAX_ENTRIES);
      await tx.delete(aiReplyLog).where(and(eq(aiReplyLog.userId, userId), notInArray(aiReplyLog.id, keep)));
    });
  }

  /** Marks a generated reply as sent, edited or not. Another user's id is not found. */
  async markUsed(userId: string, replyId: string, edited: boolean): Promise<{ id: string; wasUsed: true; wasEdited: boolean }> {
    const rows = await this.db
      .update(aiReplyLog)
      .set({ wasUsed: true, wasEdited: edited })
      .where(and(eq(aiReplyLog.userId, userId), eq(aiReplyLog.id, replyId)))
      .returning({ id: aiReplyLog.id });
    if (rows.length === 0) throw new NotFound('REPLY_NOT_FOUND', ERR_REPLY_NOT_FOUND);
    return { id: replyId, wasUsed: true, wasEdited: edited };
  }

  async feedback(userId: string, input: FeedbackInput): Promise<{ id: string; rating: number }> {
    const rows = await this.db
      .update(aiReplyLog)
      .set({ userFeedback: { rating: input.rating, comments: input.likes ?? '', improvementSuggestions: input.improvements ?? '' } })
      .where(and(eq(aiReplyLog.userId, userId), eq(aiReplyLog.id, input.replyId)))
      .returning({ id: aiReplyLog.id });
    if (rows.length === 0) throw new NotFound('REPLY_NOT_FOUND', ERR_REPLY_NOT_FOUND);
    return { id: input.replyId, rating: input.rating };
  }

  async stats(userId: string): Promise<AiStatsResponse> {
    const now = this.now().getTime();
    const [row] = await this.db.select().from(aiStats).where(eq(aiStats.userId, userId));
    const logs = await this.db
      .select()
      .from(aiReplyLog)
      .where(and(eq(aiReplyLog.userId, userId), sql`${aiReplyLog.createdAt} >= ${new Date(now - LOG_RETENTION_MS).toISOString()}`))
      .orderBy(desc(aiReplyLog.createdAt), asc(aiReplyLog.id));
    const ratings = logs.map((l) => l.userFeedback?.rating).filter((r): r is number => typeof r === 'number' && r > 0);
    return {
      errors: {
        totalRequests: row?.totalRequests ?? 0,
        failedRequests: row?.failedRequests ?? 0,
        lastErrorTime: row?.lastErrorTime?.toISOString() ?? null,
      },
      errorTracking: row ? liveTracking(row.tracking, now) : emptyTracking(),
      quality: {
        totalReplies: logs.length,
        usedReplies: logs.filter((l) => l.wasUsed).length,
        editedReplies: logs.filter((l) => l.wasEdited).length,
        averageConfidence: logs.length ? round(logs.reduce((s, l) => s + l.confidence, 0) / logs.length) : 0,
        humanReviewRequired: logs.filter((l) => l.requiresHumanReview).length,
        averageRating: ratings.length ? round(ratings.reduce((s, r) => s + r, 0) / ratings.length) : 0,
      },
      review: logs
        .filter((l) => l.requiresHumanReview || l.confidence < REVIEW_CONFIDENCE_BELOW)
        .map((l) => ({
          id: l.id,
          createdAt: l.createdAt.toISOString(),
          emailSubject: l.emailSubject,
          emailSender: l.emailSender,
          generatedReply: l.generatedReply,
          confidence: l.confidence,
          requiresHumanReview: l.requiresHumanReview,
          reviewReason: l.reviewReason,
        })),
    };
  }

  /** Clear Stats: error statistics and the error-tracking record start again (reply logs stay). */
  async clearStats(userId: string): Promise<ErrorStats> {
    await this.db
      .insert(aiStats)
      .values({ userId, tracking: emptyTracking() })
      .onConflictDoUpdate({ target: aiStats.userId, set: { totalRequests: 0, failedRequests: 0, lastErrorTime: null, tracking: emptyTracking() } });
    return { totalRequests: 0, failedRequests: 0, lastErrorTime: null };
  }
}

function textOf(operation: AiOperation, input: AiInputs[AiOperation]): string {
  const i = input as Partial<Record<'text' | 'body' | 'subject' | 'emailContent', string>>;
  return (operation === 'subject' ? i.body : operation === 'body' ? i.subject : i.emailContent ?? i.text) ?? '';
}

function call(a: Assistant, operation: AiOperation, input: AiInputs[AiOperation], now: Date): Promise<unknown> {
  const i = input as AiInputs[AiOperation] & Record<string, never>;
  switch (operation) {
    case 'completion': return a.completion((input as AiInputs['completion']).text);
    case 'improve': return a.improve((input as AiInputs['improve']).text);
    case 'subject': return a.subject((input as AiInputs['subject']).body);
    case 'tone': return a.tone((input as AiInputs['tone']).text, (input as AiInputs['tone']).tone);
    case 'body': return a.body((input as AiInputs['body']).subject);
    case 'summarize': return a.summarize(i.emailContent);
    case 'smart-replies': return a.smartReplies(i.emailContent, now);
    case 'analyze': return a.analyze(i.emailContent, now);
    case 'prioritize': return a.prioritize(i.emailContent, now);
    case 'reply': return a.reply(i.emailContent, { ...(input as AiInputs['reply']).options, now });
  }
}

/** Canned results with confidence 0.5 and review for the three retried operations, defaults for the rest. */
function canned(operation: AiOperation, input: AiInputs[AiOperation], now: Date): unknown {
  switch (operation) {
    case 'analyze': return fallbackAnalysis(now);
    case 'smart-replies': return fallbackSmartReplies();
    case 'reply': return fallbackReply();
    case 'prioritize': return fallbackPriority();
    case 'summarize': return fallbackSummary((input as AiInputs['summarize']).emailContent);
    case 'subject': return fallbackSubject();
    case 'completion': return fallbackCompletion();
    case 'improve':
    case 'tone': return fallbackText((input as AiInputs['improve']).text);
    case 'body': return fallbackText('');
  }
}
