/**
 * analyzeEmail: the full EmailAnalysis, with the review
 * and confidence rules.
 */
import { findDeadlines } from './deadlines';
import {
  classifyFormality, classifyIntent, findActionItems, findAttachmentReferences, findPreviousReferences,
  findQuestions, findUrgentWords, keyTopics,
} from './extract';
import { FREE_MAIL_DOMAINS, mainText, parseEmail, type ParsedEmail } from './letter';
import { splitSentences } from './nlp';
import { capConfidence } from './confidence';
import { scoreSentiment } from './sentiment';
import type { ClockOptions, EmailAnalysis, Intent, Level, RelationshipContext } from './types';

export const REVIEW_CONFIDENCE_THRESHOLD = 0.5;
export const REVIEW_MAX_QUESTIONS = 3;
export const REVIEW_MAX_ACTIONS = 3;

const PURPOSE_LABEL: Record<Intent, string> = {
  meeting: 'Arrange a meeting',
  request: 'Request',
  followUp: 'Follow up',
  introduction: 'Introduction',
  information: 'Share information',
};

/** Everything the other operations need from one reading of the email. */
export interface AnalysisContext {
  parsed: ParsedEmail;
  sentences: string[];
  analysis: EmailAnalysis;
  /** Weight of the cues behind `analysis.intent` (extract.ts): 1 is a single passing mention ("a call", "the party"). */
  intentStrength: number;
}

/**
 * Analyses an email given as text (headers optional). Dates resolve against
 * `options.now`; the result is deterministic for a given input and `now`.
 */
export function analyzeEmail(email: string, options: ClockOptions): EmailAnalysis {
  return readEmail(email, options.now).analysis;
}

/** analyzeEmail plus the intermediate parse, for operations built on it. */
/** When an ask wants it done: now, or within the day. */
const ASKED_NOW = /\b(right now|today|tonight|this (morning|afternoon|evening)|within the hour|straight away)\b/i;

export function readEmail(email: string, now: Date): AnalysisContext {
  const parsed = parseEmail(email);
  const main = mainText(parsed.body);
  const sentences = splitSentences(main);
  const questions = findQuestions(sentences);
  const actionItems = findActionItems(sentences);
  const deadlines = findDeadlines(sentences, now);
  const urgentWords = findUrgentWords(main + ' ' + parsed.subject);
  // A subject often carries the news ("Invoice overdue", "Outage resolved") in fewer words than the body.
  const sentiment = scoreSentiment(`${parsed.subject}.\n${main}`);
  // With no cue to its purpose, an email that tells the reader to do things is a request, not information.
  const cued = classifyIntent(main, parsed.subject);
  const { intent, strength } = cued.strength === 0 && actionItems.length > 0 ? { intent: 'request' as const, strength: 0 } : cued;
  const attachmentReferences = findAttachmentReferences(sentences);
  const topics = keyTopics(main, parsed.subject, [parsed.sender.name]);

  const hasPriorityDeadline = deadlines.some((d) => d.isPriority);
  // Asked to act now: "please work from home today", "can you take the code off the banner right now?".
  const askedNow = [...actionItems, ...questions].some((s) => ASKED_NOW.test(s));
  const urgency: Level = urgentWords.length > 0 || hasPriorityDeadline || askedNow ? 'high'
    // "this week" as a time to act, not "this week's edition".
    : deadlines.length > 0 || /\b(soon|today|tomorrow|this week(?!['’]s)|at your earliest convenience)\b/i.test(main) ? 'medium' : 'low';
  const importance: Level = urgency === 'high' || /\b(important|critical|contract|payment|invoice|legal|overdue|security|outage)\b/i.test(main) ? 'high'
    : actionItems.length + questions.length > 0 || intent === 'meeting' || intent === 'request' ? 'medium' : 'low';

  // Confidence grows with the evidence the rules could use; a few words of
  // text give little to go on.
  let confidence = 0.55;
  if (parsed.sender.email || parsed.sender.name) confidence += 0.1;
  if (strength >= 2) confidence += 0.1;
  else if (strength === 1) confidence += 0.05;
  if (sentences.length >= 2) confidence += 0.1;
  if (sentiment.confidence >= 0.4) confidence += 0.05;
  if (main.length < 30) confidence -= 0.3;
  confidence = capConfidence(confidence);

  const reasons: string[] = [];
  if (urgency === 'high') reasons.push('high urgency');
  if (sentiment.tone === 'negative') reasons.push('negative sentiment');
  if (questions.length > REVIEW_MAX_QUESTIONS) reasons.push(`more than ${REVIEW_MAX_QUESTIONS} questions (${questions.length})`);
  if (actionItems.length > REVIEW_MAX_ACTIONS) reasons.push(`more than ${REVIEW_MAX_ACTIONS} action items (${actionItems.length})`);
  if (hasPriorityDeadline) reasons.push('deadline within 3 days');
  if (confidence < REVIEW_CONFIDENCE_THRESHOLD) reasons.push(`low confidence (${confidence})`);

  const purposeSentence = actionItems[0] ?? questions[0] ?? sentences[0] ?? parsed.subject;
  const analysis: EmailAnalysis = {
    sender: parsed.sender,
    subject: parsed.subject,
    intent,
    primaryPurpose: purposeSentence ? `${PURPOSE_LABEL[intent]}: ${truncate(purposeSentence, 200)}` : PURPOSE_LABEL[intent],
    questions,
    actionItems,
    deadlines,
    previousEmailReferences: findPreviousReferences(sentences),
    urgency,
    importance,
    formality: classifyFormality(parsed.body),
    sentiment: { tone: sentiment.tone, confidence: sentiment.confidence },
    hasAttachments: attachmentReferences.length > 0,
    attachmentReferences,
    timestamp: (parsed.date ?? now).toISOString(),
    metadata: {
      confidence,
      requiresHumanReview: reasons.length > 0,
      reviewReason: reasons.length ? reasons.join('; ') : null,
      relationshipContext: relationshipOf(parsed, main),
      keyTopics: topics,
    },
  };
  return { parsed, sentences, analysis, intentStrength: strength };
}

function relationshipOf(parsed: ParsedEmail, text: string): RelationshipContext {
  const domain = parsed.sender.email.split('@')[1] ?? '';
  const personal = /\b(mom|dad|mum|love|honey|birthday|family|dinner|weekend|kids|vacation|party|xoxo|miss you|holiday|villa|wedding|christmas|sister|brother|grandma|grandad|auntie?|uncle|flatmate|housemate|you two|pint)\b/i.test(text);
  // A customer writing to a company from a personal address is still doing business with it.
  const work = /\b(project|client|invoice|meeting|contract|team|deadline|report|proposal|budget|customer|order|account|company|quarter|subscription|refund|charged|cancel|complaint|warranty)\b/i.test(text);
  if (domain && !FREE_MAIL_DOMAINS.has(domain)) return 'professional';
  if (work && !personal) return 'professional';
  if (personal) return 'personal';
  return 'unknown';
}

export function truncate(s: string, max: number): string {
  if (s.length <= max) return s;
  const cut = s.slice(0, max - 1);
  return cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd() + '…';
}
