/**
 * Typed calls to the writing helpers (`/api/ai/*`). Every helper first checks
 * the user's AI settings: when AI features are off it shows the toast "AI
 * Features Disabled" and returns the engine's placeholder result without a
 * request. Otherwise it sends the Settings' caching and feedback-collection
 * choices along. Failures throw `ApiError` for the caller to toast.
 */
import { disabledPlaceholders } from '../../core/ai/fallbacks';
import type {
  CompletionResult, EmailAnalysis, PriorityResult, ReplyOptions, ReplyResult, SmartRepliesResult, SubjectResult, SummaryResult,
  TextResult, Tone,
} from '../../core/ai/types';
import type { AiStatsResponse, ErrorStats } from '../../server/ai/service';
import { toast } from '../ui/use-toast';
import { api } from './api';
import { readAiSettings } from './ai-settings';

export type { AiStatsResponse as AiStats, ErrorStats as AiErrorStats } from '../../server/ai/service';

export const TOAST_AI_DISABLED = { title: 'AI Features Disabled', description: 'Please enable AI features in Settings' } as const;

/** Smart replies with the id the server gave them. */
export type SmartRepliesResponse = SmartRepliesResult & { id: string };
/** A generated reply with the id of its log entry (for reply-used and feedback). */
export type ReplyResponse = ReplyResult & { id: string };

export interface ReplyRequest {
  options?: Partial<ReplyOptions>;
  emailSubject?: string;
  emailSender?: string;
}

export interface FeedbackRequest {
  replyId: string;
  /** 1 to 5. */
  rating: number;
  likes?: string;
  improvements?: string;
}

/** Placeholder ids for results that never reached the server. */
export const DISABLED_RESULT_ID = 'ai-disabled';

/** Runs `call` when AI is enabled; otherwise toasts and answers `placeholder`. */
async function guarded<T>(call: (flags: { cache: boolean; log: boolean }) => Promise<T>, placeholder: () => T): Promise<T> {
  const settings = readAiSettings();
  if (!settings.enabled) {
    toast({ title: TOAST_AI_DISABLED.title, description: TOAST_AI_DISABLED.description });
    return placeholder();
  }
  return call({ cache: settings.cacheEnabled, log: settings.loggingEnabled });
}

const post = <T>(operation: string, body: Record<string, unknown>) => api.post<T>(`/api/ai/${operation}`, body);

export const aiClient = {
  analyze: (emailContent: string) =>
    guarded((f) => post<EmailAnalysis>('analyze', { emailContent, ...f }), () => disabledPlaceholders.analysis(new Date())),
  prioritize: (emailContent: string) =>
    guarded((f) => post<PriorityResult>('prioritize', { emailContent, ...f }), disabledPlaceholders.priority),
  summarize: (emailContent: string) =>
    guarded((f) => post<SummaryResult>('summarize', { emailContent, ...f }), disabledPlaceholders.summary),
  smartReplies: (emailContent: string) =>
    guarded(
      (f) => post<SmartRepliesResponse>('smart-replies', { emailContent, ...f }),
      (): SmartRepliesResponse => ({ ...disabledPlaceholders.smartReplies(), id: DISABLED_RESULT_ID }),
    ),
  reply: (emailContent: string, request: ReplyRequest = {}) =>
    guarded(
      (f) => post<ReplyResponse>('reply', { emailContent, ...request, ...f }),
      (): ReplyResponse => ({ ...disabledPlaceholders.reply(), id: DISABLED_RESULT_ID }),
    ),
  improve: (text: string) => guarded((f) => post<TextResult>('improve', { text, ...f }), () => disabledPlaceholders.text(text)),
  subject: (body: string) => guarded((f) => post<SubjectResult>('subject', { body, ...f }), disabledPlaceholders.subject),
  tone: (text: string, tone: Tone) => guarded((f) => post<TextResult>('tone', { text, tone, ...f }), () => disabledPlaceholders.text(text)),
  body: (subject: string) => guarded((f) => post<TextResult>('body', { subject, ...f }), () => disabledPlaceholders.text('')),
  completion: (text: string) => guarded((f) => post<CompletionResult>('completion', { text, ...f }), disabledPlaceholders.completion),

  /** Marks a generated reply as sent (edited when the body differs from the AI text). */
  markReplyUsed: (replyId: string, edited: boolean) => api.post<{ id: string; wasUsed: true; wasEdited: boolean }>('/api/ai/reply-used', { replyId, edited }),
  feedback: (input: FeedbackRequest) => api.post<{ id: string; rating: number }>('/api/ai/feedback', { ...input }),
  stats: () => api.get<AiStatsResponse>('/api/ai/stats'),
  clearStats: () => api.delete<ErrorStats>('/api/ai/stats'),
};

/** Confidence (0 to 1) as the percent the UI shows. */
export const confidencePercent = (confidence: number) => Math.round(confidence * 100);

/** True when a result needs a human look: the engine says so, or its confidence is below the user's threshold (percent). */
export function needsReview(result: { requiresHumanReview: boolean; confidence: number }, thresholdPercent: number): boolean {
  return result.requiresHumanReview || confidencePercent(result.confidence) < thresholdPercent;
}
