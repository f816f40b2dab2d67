/**
 * The message view's calls to the writing helpers (`POST /api/ai/:operation`,
 * ARCHITECTURE.md API contract). A thin wrapper so the screen does not care
 * how the AI client is built.
 */
import type { EmailAnalysis, ReplyLength, ReplyResult, SummaryResult, Tone } from '../../../core/ai/types';
import { api } from '../../lib/api';

export type { EmailAnalysis };

export interface SmartReplies {
  replies: string[];
  id: string;
}

export interface AiReply extends ReplyResult {
  id: string;
}

export const analyzeEmail = (emailContent: string) => api.post<EmailAnalysis>('/api/ai/analyze', { emailContent });
export const summarizeEmail = (emailContent: string) => api.post<SummaryResult>('/api/ai/summarize', { emailContent });
export const smartReplies = (emailContent: string) => api.post<SmartReplies>('/api/ai/smart-replies', { emailContent });
export const generateReply = (emailContent: string, options: { tone: Tone; length: ReplyLength; context: string }) =>
  api.post<AiReply>('/api/ai/reply', {
    emailContent,
    options: { ...options, includeIntro: true, includeOutro: true },
  });
