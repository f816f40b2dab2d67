/**
 * A rule condition written as a sentence ("newsletters and promotions",
 * "someone asks me for a meeting"), judged by the local writing engine from
 * what it reads in a message: its intent, questions and urgency, its
 * category, its sender and whether it is list mail (List-Unsubscribe). The
 * sentence names one or more kinds of mail; a message of any of them matches.
 */
import type { EmailAnalysis } from '../ai/types';

/** What the judge knows of a message besides the engine's analysis. */
export interface SentenceFacts {
  analysis: Pick<EmailAnalysis, 'intent' | 'questions' | 'actionItems' | 'urgency' | 'importance' | 'deadlines'>;
  category: string;
  fromEmail: string;
  subject: string;
  text: string;
  /** The message carries List-Unsubscribe (RFC 2369): it came from a mailing list. */
  isListMail: boolean;
}

interface Kind {
  /** Words in the sentence that name this kind of mail. */
  words: RegExp;
  label: string;
  test: (f: SentenceFacts) => boolean;
}

const MONEY = /\b(invoices?|receipts?|bills?|billing|payments?|paid|order (confirmation|#?\d+)|your order|statement|refund)\b/i;
const AUTOMATED = /^(no-?reply|do-?not-?reply|notifications?|alerts?|mailer-daemon|bounces?)[@+.]/i;

/** An address robots send from (noreply@, notifications@, mailer-daemon@...): nobody reads a reply to it. */
export function isAutomatedSender(email: string): boolean {
  return AUTOMATED.test(email);
}

const KINDS: Kind[] = [
  {
    words: /\b(newsletters?|digests?|mailing lists?|lists?|subscriptions?|bulk)\b/i,
    label: 'newsletters and list mail',
    test: (f) => f.isListMail,
  },
  {
    words: /\b(promotions?|promotional|marketing|offers?|deals?|sales?|ads?|advertising|coupons?)\b/i,
    label: 'promotions',
    test: (f) => f.category === 'promotions' || (f.isListMail && /\b(offer|sale|deal|discount|% off|coupon|promo)\b/i.test(`${f.subject} ${f.text}`)),
  },
  { words: /\b(social|linkedin|facebook|twitter|instagram)\b/i, label: 'social updates', test: (f) => f.category === 'social' },
  {
    words: /\b(meetings?|meet|calls?|calendar|availability|schedule|appointments?)\b/i,
    label: 'meeting requests',
    test: (f) => f.analysis.intent === 'meeting',
  },
  {
    words: /\b(asks?|asking|questions?|requests?|needs? (something|an answer|a reply)|wants? something)\b/i,
    label: 'questions and requests',
    test: (f) => f.analysis.questions.length > 0 || f.analysis.intent === 'request' || f.analysis.actionItems.length > 0,
  },
  {
    words: /\b(urgent|asap|important|critical|deadlines?)\b/i,
    label: 'urgent mail',
    test: (f) => f.analysis.urgency === 'high' || f.analysis.importance === 'high',
  },
  { words: /\b(follow(ing)?[- ]?ups?|chasing|reminders?)\b/i, label: 'follow-ups', test: (f) => f.analysis.intent === 'followUp' },
  { words: /\b(introductions?|intros?|introduc\w+)\b/i, label: 'introductions', test: (f) => f.analysis.intent === 'introduction' },
  {
    words: /\b(invoices?|receipts?|bills?|billing|payments?|orders?|purchases?|finance|financial)\b/i,
    label: 'receipts, invoices and payments',
    test: (f) => MONEY.test(`${f.subject} ${f.text.slice(0, 4000)}`),
  },
  {
    words: /\b(notifications?|automated|automatic|no-?reply|alerts?|robots?|bots?)\b/i,
    label: 'automated notifications',
    test: (f) => isAutomatedSender(f.fromEmail),
  },
];

/** The kinds of mail a sentence names, in words; empty when it names none the engine knows. */
export function sentenceKinds(sentence: string): string[] {
  return KINDS.filter((k) => k.words.test(sentence)).map((k) => k.label);
}

/** Whether a message is of a kind the sentence names. */
export function matchesSentence(sentence: string, facts: SentenceFacts): boolean {
  return KINDS.some((k) => k.words.test(sentence) && k.test(facts));
}

export const ERR_SENTENCE_UNKNOWN =
  'This sentence names no kind of mail the writing engine can recognise (newsletters, promotions, social, meetings, questions, urgent, follow-ups, introductions, receipts, notifications). Write the condition as a search instead.';
