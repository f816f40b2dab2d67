/**
 * Shapes returned by the local writing engine.
 * The server adds ids (smart replies, replies) when it stores a result;
 * the core never invents them.
 */

export const TONES = ['formal', 'friendly', 'assertive', 'concise', 'persuasive'] as const;
export type Tone = (typeof TONES)[number];

export const REPLY_LENGTHS = ['short', 'medium', 'long'] as const;
export type ReplyLength = (typeof REPLY_LENGTHS)[number];

export const INTENTS = ['information', 'request', 'meeting', 'followUp', 'introduction'] as const;
export type Intent = (typeof INTENTS)[number];

export type Level = 'low' | 'medium' | 'high';
export type Formality = 'formal' | 'casual' | 'neutral';
export type SentimentTone = 'positive' | 'negative' | 'neutral';
export type RelationshipContext = 'professional' | 'personal' | 'unknown';
export type Priority = 'High' | 'Medium' | 'Low';

export interface Sender {
  name: string;
  email: string;
  company: string;
}

export interface Deadline {
  /** The words of the email that state the deadline, e.g. "by Friday". */
  text: string;
  /** ISO 8601 instant the deadline resolves to, against the caller's `now`. */
  date: string;
  /** True when the deadline is at most 3 days after `now` (overdue counts too). */
  isPriority: boolean;
}

export interface Sentiment {
  tone: SentimentTone;
  /** min(0.2 per sentiment word, 0.9): a few strong words are evidence, never certainty. */
  confidence: number;
}

export interface AnalysisMetadata {
  /** 0..0.95 */
  confidence: number;
  requiresHumanReview: boolean;
  /** Reasons joined with "; ", or null when no review is needed. */
  reviewReason: string | null;
  relationshipContext: RelationshipContext;
  /** At most 5. */
  keyTopics: string[];
}

export interface EmailAnalysis {
  sender: Sender;
  subject: string;
  intent: Intent;
  primaryPurpose: string;
  questions: string[];
  actionItems: string[];
  deadlines: Deadline[];
  previousEmailReferences: string[];
  urgency: Level;
  importance: Level;
  formality: Formality;
  sentiment: Sentiment;
  hasAttachments: boolean;
  attachmentReferences: string[];
  /** The email's Date header when present and valid, else `now`, as ISO 8601. */
  timestamp: string;
  metadata: AnalysisMetadata;
}

export interface PriorityResult {
  priority: Priority;
  justification: string;
}

export interface SummaryResult {
  summary: string;
  /**
   * True when sentences were ranked and extracted; false when the text did not
   * meet the minimum (30 characters, 2 sentences of 11 to 249 characters)
   * and the cleaned text was returned instead.
   */
  extractive: boolean;
}

export interface SmartRepliesResult {
  /** Exactly 3, distinct. */
  replies: string[];
}

export interface ReplyOptions {
  tone: Tone;
  length: ReplyLength;
  includeIntro: boolean;
  includeOutro: boolean;
  context: string;
}

export interface ReplyMetadata {
  questionsAddressed: number;
  actionItemsIncluded: number;
  deadlinesReferenced: number;
  confidence: number;
  requiresHumanReview: boolean;
  reviewReason: string | null;
}

export interface ReplyResult {
  text: string;
  metadata: ReplyMetadata;
}

export interface TextResult {
  text: string;
  /** Human-readable list of what was changed, empty when nothing was. */
  changes: string[];
}

export interface SubjectResult {
  subject: string;
}

export interface CompletionResult {
  /** Text to append to the input as is (it carries its own leading space or newline). */
  completion: string;
}

/** Options shared by the operations that depend on the current date. */
export interface ClockOptions {
  now: Date;
}
