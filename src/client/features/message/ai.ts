/**
 * The message view's calls to the writing helpers, through the shared
 * `aiClient` (which answers with a placeholder and a toast when AI is off).
 */
import type { ReplyLength, Tone } from '../../../core/ai/types';
import { aiClient, type ReplyResponse } from '../../api/ai';

export type AiReply = ReplyResponse;

export const analyzeEmail = aiClient.analyze;
export const summarizeEmail = aiClient.summarize;
export const smartReplies = aiClient.smartReplies;
/** A reply in the chosen tone and length, with greeting and sign-off, handed to `onText` as it is written. */
export const generateReplyStream = (
  emailContent: string,
  options: { tone: Tone; length: ReplyLength; context: string },
  onText: (text: string) => void,
  signal?: AbortSignal,
) => aiClient.replyStream(emailContent, { options: { ...options, includeIntro: true, includeOutro: true } }, onText, signal);
