/**
 * Results used instead of the engine:
 * - placeholders when the user has disabled AI features;
 * - canned fallbacks after repeated failures: analysis, smart replies and
 *   replies carry confidence 0.5 and require human review; the other helpers
 *   return "Email Subject", the original text or canned short replies.
 */
import type {
  CompletionResult, EmailAnalysis, PriorityResult, ReplyResult, SmartRepliesResult, SubjectResult, SummaryResult, TextResult,
} from './types';
import { DEFAULT_SUBJECT } from './defaults';

export const FALLBACK_CONFIDENCE = 0.5;
export const FALLBACK_REVIEW_REASON = 'Automatic analysis failed; this is a generic fallback result.';
export const DISABLED_NOTICE = 'AI features are disabled. Enable them in Settings.';
export const CANNED_SMART_REPLIES = ['Thanks for your email. I will get back to you soon.', 'Got it, thank you!', 'Could you share more details?'] as const;

/** Canned analysis: neutral, information intent, flagged for review. */
export function fallbackAnalysis(now: Date): EmailAnalysis {
  return {
    sender: { name: '', email: '', company: '' },
    subject: '',
    intent: 'information',
    primaryPurpose: 'Unknown',
    questions: [],
    actionItems: [],
    deadlines: [],
    previousEmailReferences: [],
    urgency: 'medium',
    importance: 'medium',
    formality: 'neutral',
    sentiment: { tone: 'neutral', confidence: FALLBACK_CONFIDENCE },
    hasAttachments: false,
    attachmentReferences: [],
    timestamp: now.toISOString(),
    metadata: { confidence: FALLBACK_CONFIDENCE, requiresHumanReview: true, reviewReason: FALLBACK_REVIEW_REASON, relationshipContext: 'unknown', keyTopics: [] },
  };
}

export function fallbackSmartReplies(): SmartRepliesResult {
  return { replies: [...CANNED_SMART_REPLIES] };
}

export function fallbackReply(): ReplyResult {
  return {
    text: 'Hi,\n\nThank you for your email. I have received it and will get back to you with a full answer shortly.\n\nBest regards,',
    metadata: { questionsAddressed: 0, actionItemsIncluded: 0, deadlinesReferenced: 0, confidence: FALLBACK_CONFIDENCE, requiresHumanReview: true, reviewReason: FALLBACK_REVIEW_REASON },
  };
}

export function fallbackPriority(): PriorityResult {
  return { priority: 'Medium', justification: 'Medium priority: the email could not be analysed automatically, so it needs a human look.' };
}

export const fallbackSubject = (): SubjectResult => ({ subject: DEFAULT_SUBJECT });
/** Improve, tone and body fall back to the text the user already has. */
export const fallbackText = (original: string): TextResult => ({ text: original, changes: [] });
export const fallbackSummary = (original: string): SummaryResult => ({ summary: original.trim(), extractive: false });
export const fallbackCompletion = (): CompletionResult => ({ completion: '' });

/** Placeholders for each operation while AI features are disabled: the input comes back untouched. */
export const disabledPlaceholders = {
  analysis: (now: Date): EmailAnalysis => ({ ...fallbackAnalysis(now), primaryPurpose: DISABLED_NOTICE, metadata: { ...fallbackAnalysis(now).metadata, reviewReason: DISABLED_NOTICE } }),
  priority: (): PriorityResult => ({ priority: 'Medium', justification: DISABLED_NOTICE }),
  summary: (): SummaryResult => ({ summary: DISABLED_NOTICE, extractive: false }),
  smartReplies: (): SmartRepliesResult => ({ replies: [...CANNED_SMART_REPLIES] }),
  reply: (): ReplyResult => ({ ...fallbackReply(), metadata: { ...fallbackReply().metadata, reviewReason: DISABLED_NOTICE } }),
  text: (original: string): TextResult => ({ text: original, changes: [] }),
  subject: (): SubjectResult => ({ subject: DEFAULT_SUBJECT }),
  completion: (): CompletionResult => ({ completion: '' }),
} as const;
