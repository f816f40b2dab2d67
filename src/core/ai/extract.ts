/**
 * Sentence-level signals shared by analysis, replies and subjects: questions,
 * action items, references to earlier mail and attachments, urgency words,
 * intent, formality and key topics. Plain rules over wink-nlp output.
 */
import { tokenize } from './nlp';
import type { Formality, Intent } from './types';

/** Priority words. */
export const URGENT_WORDS = ['asap', 'as soon as possible', 'urgent', 'urgently', 'immediately', 'right away', 'emergency', 'critical', 'time-sensitive', 'time sensitive'];

export function stripBullet(s: string): string {
  return s.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '').trim();
}

/** Drops a leading vocative/greeting ("Hi Bob, could you ...") so the question stands alone. */
function stripLeadIn(s: string): string {
  return s.replace(/^(hi|hello|hey|dear)\s+[A-Z][a-z]+,\s*/i, '').replace(/^(also|and|so|but|plus|finally|lastly|first|second|third),?\s+/i, '').trim();
}

const INDIRECT_QUESTION = /^(i was wondering|i wonder|i'd like to know|i would like to know|could you let me know|can you let me know|please let me know|let me know) (if|whether|what|when|where|who|how|which|why)\b/i;

/** Sentences that ask something: ending in "?" or phrased as an indirect question. */
export function findQuestions(sentences: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of sentences) {
    const s = stripLeadIn(stripBullet(raw));
    if (s.length < 4) continue;
    // Several questions can share one wink sentence when "?" lacks a space.
    const parts = s.split(/(?<=\?)\s*/).map((p) => p.trim()).filter(Boolean);
    for (const p of parts) {
      if (p.endsWith('?') || INDIRECT_QUESTION.test(p)) out.push(capitalizeFirst(stripLeadIn(p)));
    }
  }
  return dedupe(out);
}

const ACTION_VERBS = 'send|review|confirm|sign|share|provide|update|complete|submit|arrange|pay|check|prepare|book|schedule|call|approve|forward|fill|fill out|fix|resolve|attend|join|register|read|reply|respond|email|contact|finish|upload|return|process|bring|let me know|get back|look into|take a look|make sure|follow up|set up|sort out|settle|remit|transfer|refund|escalate';
const ACTION_PATTERNS = [
  /^(please|kindly)\b/i,
  /\b(please|kindly)\s+(?:\w+\s+)?(?:ACTION)\b/i,
  /\b(i|we)\s+(need|needs|require|would like|'d like)\s+(you\s+)?to\b/i,
  /\b(i|we)\s+(want|expect|demand)\s+(a|an|the|my|our|you)\b/i,
  /\b(you|you'll|you will)\s+(need|have|must|should)\s+to\b/i,
  /\b(make sure|don't forget|do not forget|remember)\s+to\b/i,
  /\b(must|should)\s+be\s+(sent|paid|signed|completed|submitted|returned|reviewed)\b/i,
  /^(ACTION)\b/i,
].map((r) => new RegExp(r.source.replace('ACTION', ACTION_VERBS), r.flags));

/** Requests that are not questions: "Please send ...", "I need you to ...", imperatives. */
export function findActionItems(sentences: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of sentences) {
    const s = stripLeadIn(stripBullet(raw));
    if (s.endsWith('?') || s.length < 8 || s.length > 300) continue;
    if (/^(please find|please see|please note|thank|thanks)\b/i.test(s)) continue;
    if (ACTION_PATTERNS.some((r) => r.test(s))) out.push(capitalizeFirst(s));
  }
  return dedupe(out);
}

const PREVIOUS_REF = /\b(as (we )?(discussed|mentioned|promised|agreed)|per (my|our|your) (last |previous |earlier )?(email|message|conversation|call)|following up on|in (my|your|our) (last|previous|earlier) (email|message|note)|last (week|time|meeting|call|email)|earlier (email|message|today)|my previous (email|message)|as per our|following our|further to|circling back|reminder that|i sent you|you sent me|we spoke)\b/i;

/** Sentences pointing at earlier correspondence. */
export function findPreviousReferences(sentences: readonly string[]): string[] {
  return dedupe(sentences.filter((s) => PREVIOUS_REF.test(s)).map((s) => stripBullet(s)));
}

const ATTACHMENT_REF = /\b(attach(ed|ment|ments|ing)?|enclosed|please find|i've included|i have included|see the (file|document|pdf|deck|spreadsheet))\b/i;
const FILE_NAME = /\b[\w-]+\.(pdf|docx?|xlsx?|pptx?|csv|zip|png|jpe?g|txt)\b/gi;

/** Sentences that mention attachments, and file names cited in the text. */
export function findAttachmentReferences(sentences: readonly string[]): string[] {
  const out: string[] = [];
  for (const s of sentences) {
    if (ATTACHMENT_REF.test(s)) out.push(stripBullet(s));
    for (const m of s.matchAll(FILE_NAME)) out.push(m[0]);
  }
  return dedupe(out);
}

/** Urgency words present in the text, lowercase. */
export function findUrgentWords(text: string): string[] {
  const lower = text.toLowerCase();
  return URGENT_WORDS.filter((w) => new RegExp(`\\b${w.replace(/ /g, '\\s+')}\\b`).test(lower));
}

const INTENT_CUES: Record<Intent, RegExp[]> = {
  meeting: [/\bmeet(ing|up)?\b/i, /\b(call|zoom|teams|hangout|video chat)\b/i, /\b(schedule|calendar|availability|available|free)\b/i, /\b(catch up|sync|slot|invite|agenda)\b/i],
  introduction: [/\b(introduc(e|ing|tion)|connect you|put you in touch)\b/i, /\b(introduce you|let you two|you two should|meet my)\b/i, /\bmy name is\b/i, /\b(i am|i'm) (the|a|an) [a-z ]{2,40}(at|from|with)\b/i, /\b(reaching out|nice to meet|pleasure to meet)\b/i],
  followUp: [/\b(follow(ing)?[- ]up|checking in|circling back|any update|reminder|just wanted to check)\b/i, /\b(as discussed|as promised|haven't heard|have not heard|still waiting|overdue|last week|previous email)\b/i],
  request: [/\b(please|kindly)\b/i, /\b(could|can|would|will) you\b/i, /\b(i|we) (need|require|would like|'d like|want|expect|demand)\b/i, /\b(request|asking|approve|approval|send me|provide)\b/i],
  information: [/\b(fyi|for your information|update|announce|announcing|newsletter|news|unsubscribe|digest|release|launch|just so you know|heads up)\b/i, /\b(this week|this month|highlights|read more)\b/i],
};

/** Order used to break ties: the more specific intent wins. */
const INTENT_ORDER: Intent[] = ['meeting', 'introduction', 'followUp', 'request', 'information'];

export interface IntentScore {
  intent: Intent;
  /** Number of cue patterns matched for the winning intent. */
  strength: number;
}

/** Picks the intent whose cues match most; with no cue at all, "information". */
export function classifyIntent(text: string): IntentScore {
  let best: IntentScore = { intent: 'information', strength: 0 };
  for (const intent of INTENT_ORDER) {
    const strength = INTENT_CUES[intent].filter((r) => r.test(text)).length;
    if (strength > best.strength) best = { intent, strength };
  }
  return best;
}

const FORMAL_CUES = /\b(dear|sincerely|kind regards|best regards|yours truly|respectfully|i would like to|please find|kindly|further to|i am writing|we are pleased|at your earliest convenience|regarding|accordingly)\b/gi;
const CASUAL_CUES = /\b(hey|hiya|yo|gonna|wanna|gotta|lol|btw|thx|cheers|awesome|cool|yeah|yep|nope|stuff|guys|kinda|haha|omg)\b|!{2,}|:\)|:D/gi;
const CONTRACTION = /\b\w+'(t|s|re|ve|ll|d|m)\b/gi;

/** Formal vs casual from cue words and contractions; balanced or absent cues give "neutral". */
export function classifyFormality(text: string): Formality {
  const formal = (text.match(FORMAL_CUES) ?? []).length;
  const casual = (text.match(CASUAL_CUES) ?? []).length + Math.floor((text.match(CONTRACTION) ?? []).length / 2);
  if (formal - casual >= 1) return 'formal';
  if (casual - formal >= 1) return 'casual';
  return 'neutral';
}

const STOP_TOPICS = new Set([
  'i', 'you', 'we', 'thing', 'things', 'time', 'email', 'message', 'day', 'week', 'today', 'tomorrow', 'regards',
  'thanks', 'thank', 'hi', 'hello', 'dear', 'lot', 'way', 'bit', 'question', 'questions', 'best', 'everyone', 'team',
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'morning', 'afternoon', 'evening',
  'please', 'note', 'end', 'update', 'updates', 'hope', 'look', 'forward', 'need', 'one', 'anything', 'something',
  'mr', 'mrs', 'ms', 'pm', 'am', 'us', 'let', 'get', 'know', 'cheers', 'sincerely', 'am', 'reply',
]);

/**
 * Up to `max` key topics: nouns and proper nouns ranked by frequency, with a
 * bonus for words of the subject; names of people given in `exclude` are skipped.
 */
export function keyTopics(text: string, subject: string, exclude: readonly string[] = [], max = 5): string[] {
  const excluded = new Set(exclude.flatMap((e) => e.toLowerCase().split(/\s+/)).filter(Boolean));
  const counts = new Map<string, { score: number; first: number; label: string }>();
  const subjectWords = new Set(subject.toLowerCase().match(/[a-z][a-z'-]+/g) ?? []);
  const tokens = subject ? [...tokenize(subject), ...tokenize(text)] : tokenize(text);
  tokens.forEach((t, i) => {
    if (t.pos !== 'NOUN' && t.pos !== 'PROPN') return;
    const word = singular(t.normal.replace(/[^a-z0-9-]/g, ''));
    if (word.length < 3 || STOP_TOPICS.has(word) || excluded.has(word) || /^\d+$/.test(word)) return;
    const entry = counts.get(word) ?? { score: 0, first: i, label: t.pos === 'PROPN' ? t.text : word };
    // A word also written in lowercase is a common noun capitalised by position ("Invoice #4821").
    if (t.text === t.text.toLowerCase()) entry.label = word;
    entry.score += subjectWords.has(t.normal) ? 2 : 1;
    counts.set(word, entry);
  });
  return [...counts.values()]
    .sort((a, b) => b.score - a.score || a.first - b.first)
    .slice(0, max)
    .map((e) => e.label);
}

function singular(w: string): string {
  if (w.length > 4 && w.endsWith('ies')) return w.slice(0, -3) + 'y';
  if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) return w.slice(0, -1);
  return w;
}

export function capitalizeFirst(s: string): string {
  return s ? s.charAt(0).toUpperCase() + s.slice(1) : s;
}

export function dedupe(items: readonly string[]): string[] {
  const seen = new Set<string>();
  return items.filter((i) => {
    const k = i.toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/**
 * Noun phrases (adjectives and nouns ending in a noun, up to 3 words) ranked
 * by how often their head noun occurs; used for subject lines, where
 * "website redesign" says more than "website".
 */
export function keyPhrases(text: string, max = 3): string[] {
  const tokens = tokenize(text);
  const headCount = new Map<string, number>();
  for (const t of tokens) if (t.pos === 'NOUN' || t.pos === 'PROPN') headCount.set(singular(t.normal), (headCount.get(singular(t.normal)) ?? 0) + 1);
  const phrases = new Map<string, { score: number; first: number }>();
  let run: typeof tokens = [];
  const flush = (index: number) => {
    while (run.length && run.at(-1)!.pos === 'ADJ') run.pop();
    while (run.length && STOP_TOPICS.has(run[0]!.normal)) run.shift();
    if (run.length) {
      const words = run.slice(-3);
      const head = singular(words.at(-1)!.normal);
      if (head.length >= 3 && !STOP_TOPICS.has(head) && !/^\d/.test(head)) {
        const label = words.map((w) => (w.pos === 'PROPN' ? w.text : w.normal)).join(' ');
        const entry = phrases.get(label) ?? { score: 0, first: index };
        entry.score += (headCount.get(head) ?? 1) + (words.length > 1 ? 1 : 0);
        phrases.set(label, entry);
      }
    }
    run = [];
  };
  tokens.forEach((t, i) => {
    if ((t.pos === 'ADJ' || t.pos === 'NOUN' || t.pos === 'PROPN') && /^[a-z][a-z'-]*$/i.test(t.text)) run.push(t);
    else flush(i);
  });
  flush(tokens.length);
  const heads = new Set<string>();
  return [...phrases.entries()]
    .sort((a, b) => b[1].score - a[1].score || a[1].first - b[1].first)
    .map(([label]) => label)
    .filter((label) => {
      // One phrase per head noun: "full refund" and "refund" say the same thing.
      const head = singular(label.split(' ').at(-1)!.toLowerCase());
      if (heads.has(head)) return false;
      heads.add(head);
      return true;
    })
    .slice(0, max);
}
