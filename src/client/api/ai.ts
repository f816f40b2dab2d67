/**
 * Typed calls to the writing helpers (`/api/ai/*`). Every helper first checks
 * the user's AI settings: when AI features are off it shows the toast "AI
 * Features Disabled" and returns the engine's placeholder result without a
 * request. Otherwise it sends the Settings' caching and feedback-collection
 * choices along. Failures throw `ApiError` for the caller to toast.
 */
import { disabledPlaceholders } from '../../core/ai/fallbacks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import type { Tone } from '../../core/ai/types';
import { readAiSettings } from '../lib/ai-settings';
import { toast } from '../ui/use-toast';
import { api, unwrap, type Ok } from './client';
import { followStream, type Streamed } from './ai-stream';

export type { Streamed } from './ai-stream';

export const TOAST_AI_DISABLED = { title: 'AI Features Disabled', description: 'Please enable AI features in Settings' } as const;

/** Smart replies with the id the server gave them. */
export type SmartRepliesResponse = Ok<Awaited<ReturnType<(typeof api.ai)['smart-replies']['$post']>>>;
/** A generated reply with the id of its log entry (for reply-used and feedback). */
export type ReplyResponse = Ok<Awaited<ReturnType<typeof api.ai.reply.$post>>>;

/** What a reply request carries besides the email itself and the cache and logging flags. */
export type ReplyRequest = Pick<InferRequestType<typeof api.ai.reply.$post>['json'], 'options' | 'emailSubject' | 'emailSender'>;

export type FeedbackRequest = InferRequestType<typeof api.ai.feedback.$post>['json'];

export type BodyResponse = Ok<Awaited<ReturnType<typeof api.ai.body.$post>>>;

const STREAM = 'text/event-stream';

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

const ai = api.ai;

export const aiClient = {
  analyze: (emailContent: string) =>
    guarded((f) => unwrap(ai.analyze.$post({ json: { emailContent, ...f } })), () => disabledPlaceholders.analysis(new Date())),
  prioritize: (emailContent: string) => guarded((f) => unwrap(ai.prioritize.$post({ json: { emailContent, ...f } })), disabledPlaceholders.priority),
  summarize: (emailContent: string) => guarded((f) => unwrap(ai.summarize.$post({ json: { emailContent, ...f } })), disabledPlaceholders.summary),
  smartReplies: (emailContent: string) =>
    guarded(
      (f) => unwrap(ai['smart-replies'].$post({ json: { emailContent, ...f } })),
      (): SmartRepliesResponse => ({ ...disabledPlaceholders.smartReplies(), id: DISABLED_RESULT_ID }),
    ),
  reply: (emailContent: string, request: ReplyRequest = {}) =>
    guarded(
      (f) => unwrap(ai.reply.$post({ json: { emailContent, ...request, ...f } })),
      (): ReplyResponse => ({ ...disabledPlaceholders.reply(), id: DISABLED_RESULT_ID }),
    ),
  /** A reply written into `onText` as it arrives; the result says which engine wrote it. */
  replyStream: (emailContent: string, request: ReplyRequest, onText: (text: string) => void, signal?: AbortSignal) =>
    guarded(
      async (f): Promise<Streamed<ReplyResponse>> =>
        followStream<ReplyResponse>(await ai.reply.$post({ json: { emailContent, ...request, ...f } }, { headers: { accept: STREAM }, init: { signal } }), onText),
      () => ({ result: { ...disabledPlaceholders.reply(), id: DISABLED_RESULT_ID }, engine: 'fallback' }),
    ),
  bodyStream: (subject: string, onText: (text: string) => void, signal?: AbortSignal) =>
    guarded(
      async (f): Promise<Streamed<BodyResponse>> =>
        followStream<BodyResponse>(await ai.body.$post({ json: { subject, ...f } }, { headers: { accept: STREAM }, init: { signal } }), onText),
      () => ({ result: disabledPlaceholders.text(''), engine: 'fallback' }),
    ),
  improve: (text: string) => guarded((f) => unwrap(ai.improve.$post({ json: { text, ...f } })), () => disabledPlaceholders.text(text)),
  subject: (body: string) => guarded((f) => unwrap(ai.subject.$post({ json: { body, ...f } })), disabledPlaceholders.subject),
  tone: (text: string, tone: Tone) => guarded((f) => unwrap(ai.tone.$post({ json: { text, tone, ...f } })), () => disabledPlaceholders.text(text)),
  body: (subject: string) => guarded((f) => unwrap(ai.body.$post({ json: { subject, ...f } })), () => disabledPlaceholders.text('')),
  completion: (text: string) => guarded((f) => unwrap(ai.completion.$post({ json: { text, ...f } })), disabledPlaceholders.completion),

  /** Marks a generated reply as sent (edited when the body differs from the AI text). */
  markReplyUsed: (replyId: string, edited: boolean) => unwrap(ai['reply-used'].$post({ json: { replyId, edited } })),
  feedback: (input: FeedbackRequest) => unwrap(ai.feedback.$post({ json: input })),
};

export const aiStatsKeys = { all: ['ai', 'stats'] as const };

/** Error statistics, quality stats and the review list of the signed-in user. */
export function useAiStats() {
  return useQuery({ queryKey: aiStatsKeys.all, queryFn: ({ signal }) => unwrap(ai.stats.$get({}, { init: { signal } })) });
}

/** Records that a generated reply was sent, and whether it was edited first; it feeds the quality stats. */
export function useMarkReplyUsed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ replyId, edited }: { replyId: string; edited: boolean }) => aiClient.markReplyUsed(replyId, edited),
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiStatsKeys.all }),
  });
}

export function useClearAiStats() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(ai.stats.$delete()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiStatsKeys.all }),
  });
}

/** Confidence (0 to 1) as the percent the UI shows. */
export const confidencePercent = (confidence: number) => Math.round(confidence * 100);

/** True when a result needs a human look: the engine says so, or its confidence is below the user's threshold (percent). */
export function needsReview(result: { requiresHumanReview: boolean; confidence: number }, thresholdPercent: number): boolean {
  return result.requiresHumanReview || confidencePercent(result.confidence) < thresholdPercent;
}

export const aiModelKeys = { all: ['ai', 'model'] as const };

export type AiModelInput = InferRequestType<typeof api.ai.settings.$put>['json'];

/** Which engine writes for the user: their own model, the server's, or the local engine. */
export function useAiModel() {
  return useQuery({ queryKey: aiModelKeys.all, queryFn: ({ signal }) => unwrap(ai.settings.$get({}, { init: { signal } })) });
}

export function useSaveAiModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AiModelInput) => unwrap(ai.settings.$put({ json: input })),
    onSuccess: (saved) => queryClient.setQueryData(aiModelKeys.all, saved),
  });
}

export function useRemoveAiModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(ai.settings.$delete()),
    onSuccess: (view) => queryClient.setQueryData(aiModelKeys.all, view),
  });
}

/** Test connection: the models the server lists, or an ApiError naming why it cannot be used. */
export function useTestAiModel() {
  return useMutation({ mutationFn: (input: InferRequestType<typeof api.ai.settings.test.$post>['json']) => unwrap(ai.settings.test.$post({ json: input })) });
}
