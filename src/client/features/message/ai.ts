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
export const generateReply = (
  emailContent: string,
  options: { tone: Tone; length: ReplyLength; context: string },
  about: { subject?: string; sender?: string } = {},
) =>
  aiClient.reply(emailContent, {
    options: { ...options, includeIntro: true, includeOutro: true },
    emailSubject: about.subject,
    emailSender: about.sender,
  });
