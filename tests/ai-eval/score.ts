/**
 * Scores the local writing engine on the labelled set: nine reading checks
 * per email (the analysis and priority), ROUGE-L of the summary against the
 * reference with a coverage check, and reply checks (questions answered,
 * requests acknowledged, deadlines mentioned, length and tone kept).
 */
import { readEmail } from '../../src/core/ai/analyze';
import { formatDay } from '../../src/core/ai/deadlines';
import { prioritize } from '../../src/core/ai/prioritize';
import { generateReply } from '../../src/core/ai/reply';
import { summarize } from '../../src/core/ai/summarize';
import { REPLY_LENGTHS, TONES, type ReplyLength, type Tone } from '../../src/core/ai/types';
import { EVAL_NOW, type EvalEmail } from './types';

export const READING_CHECKS = ['intent', 'urgency', 'tone', 'formality', 'relationship', 'questions', 'deadlines', 'review', 'priority'] as const;
export type ReadingCheck = (typeof READING_CHECKS)[number];

export const REPLY_CHECKS = ['questions answered', 'requests acknowledged', 'deadlines mentioned', 'length kept', 'tone kept'] as const;
export type ReplyCheck = (typeof REPLY_CHECKS)[number];

export interface Miss { check: string; expected: string; got: string }

export interface EmailScore {
  email: EvalEmail;
  reading: Record<ReadingCheck, boolean>;
  reply: Record<ReplyCheck, boolean>;
  /** ROUGE-L F1 of the summary against the reference. */
  rougeL: number;
  /** Every question and deadline of the email is in the summary or its action list. */
  summaryCovers: boolean;
  misses: Miss[];
}

/** The email as the engine receives it: headers, a blank line, the body. */
export function asText(e: EvalEmail): string {
  return `From: ${e.from}\nTo: me@example.com\nSubject: ${e.subject}\nDate: ${e.date}\n\n${e.body}`;
}

export function scoreEmail(e: EvalEmail, index: number): EmailScore {
  const text = asText(e);
  const want = e.expected;
  const { analysis } = readEmail(text, EVAL_NOW);
  const priority = prioritize(text, { now: EVAL_NOW }).priority;
  const days = (ds: { date: string }[]) => [...new Set(ds.map((d) => d.date.slice(0, 10)))].sort().join(', ');
  const got: Record<ReadingCheck, [string, string]> = {
    intent: [want.intent, analysis.intent],
    urgency: [want.urgency, analysis.urgency],
    tone: [want.tone, analysis.sentiment.tone],
    formality: [want.formality, analysis.formality],
    relationship: [want.relationship, analysis.metadata.relationshipContext],
    questions: [want.questions.map(norm).join(' | '), matchQuestions(want.questions, analysis.questions)],
    deadlines: [days(want.deadlines), days(analysis.deadlines)],
    review: [String(want.review), String(analysis.metadata.requiresHumanReview)],
    priority: [want.priority, priority],
  };
  const misses: Miss[] = [];
  const reading = {} as Record<ReadingCheck, boolean>;
  for (const check of READING_CHECKS) {
    const [expected, actual] = got[check];
    reading[check] = expected === actual;
    if (!reading[check]) misses.push({ check, expected, got: actual });
  }

  const summary = summarize(text).summary;
  const rougeL = rougeLF1(summary, want.summary);
  const actions = [...analysis.questions, ...analysis.actionItems].join(' ');
  const uncovered = [
    ...want.questions.filter((q) => !covers(`${summary} ${actions}`, q)),
    ...want.deadlines.filter((d) => !norm(`${summary} ${actions}`).includes(norm(d.text))).map((d) => d.text),
  ];
  if (uncovered.length) misses.push({ check: 'summary covers', expected: uncovered.join(' | '), got: summary });

  const { reply, replyMisses } = scoreReply(e, text, index);
  misses.push(...replyMisses);
  return { email: e, reading, reply, rougeL, summaryCovers: uncovered.length === 0, misses };
}

/** Each email is answered in one tone and length, cycling through all of them across the set. */
function scoreReply(e: EvalEmail, text: string, index: number) {
  const tone: Tone = TONES[index % TONES.length]!;
  const length: ReplyLength = REPLY_LENGTHS[Math.floor(index / TONES.length) % REPLY_LENGTHS.length]!;
  const out = generateReply(text, { now: EVAL_NOW, tone, length }).text;
  const sentences = out.split(/(?<=[.!?:])\s+|\n+/).filter(Boolean);
  const unanswered = e.expected.questions.filter((q) => !sentences.some((s) => covers(s, q)));
  const unacknowledged = e.expected.requests.filter((r) => !covers(out, r, 0.4));
  const unmentioned = e.expected.deadlines.filter((d) => !mentionsDay(out, d.date));
  const words = out.split(/\s+/).filter(Boolean).length;
  const asked = e.expected.questions.length + e.expected.requests.length + e.expected.deadlines.length;
  const lengthKept = LENGTH_OK[length](words, asked);
  const toneKept = TONE_OK[tone](out);
  const reply: Record<ReplyCheck, boolean> = {
    'questions answered': unanswered.length === 0,
    'requests acknowledged': unacknowledged.length === 0,
    'deadlines mentioned': unmentioned.length === 0,
    'length kept': lengthKept,
    'tone kept': toneKept,
  };
  const replyMisses: Miss[] = [];
  const say = (check: ReplyCheck, expected: string) => replyMisses.push({ check: `reply ${check} (${tone}, ${length})`, expected, got: out });
  if (unanswered.length) say('questions answered', unanswered.join(' | '));
  if (unacknowledged.length) say('requests acknowledged', unacknowledged.join(' | '));
  if (unmentioned.length) say('deadlines mentioned', unmentioned.map((d) => d.date).join(', '));
  if (!lengthKept) say('length kept', `${length} for ${asked} points, got ${words} words`);
  if (!toneKept) say('tone kept', tone);
  return { reply, replyMisses };
}

/**
 * Word budgets per length: a short reply stays brief whatever is asked, a
 * medium one stays under a screen, a long one says more than the bare points.
 */
const LENGTH_OK: Record<ReplyLength, (words: number, asked: number) => boolean> = {
  short: (w, asked) => w <= 40 + 18 * asked,
  medium: (w, asked) => w >= 25 && w <= 90 + 25 * asked,
  long: (w, asked) => w >= 60 && w <= 150 + 35 * asked,
};

const CONTRACTION = /\b\w+'(ll|re|ve|d|m|s|t)\b/i;
const TONE_OK: Record<Tone, (reply: string) => boolean> = {
  formal: (r) => /^Dear\b/.test(r) && !CONTRACTION.test(r.replace(/\b\w+'s\b/g, 'x')) && /\b(Kind|Best) regards,?\s*$/i.test(r),
  friendly: (r) => /^(Hi|Hello|Hey)\b/.test(r) && /\b(Best|Cheers|Thanks|Warmly),?\s*$/i.test(r),
  assertive: (r) => /^(Hello|Hi)\b/.test(r) && !/\b(maybe|perhaps|possibly|I think|I guess|just)\b/i.test(r),
  concise: (r) => !/\b(in order to|I hope this|please do not hesitate)\b/i.test(r) && r.split(/\s+/).length <= 220,
  persuasive: (r) => /^(Hello|Hi)\b/.test(r) && /\b(look(ing)? forward|confident|sure)\b/i.test(r),
};

/** The reply names the day: "November 20" or "20 November", or its weekday when it is within a week. */
function mentionsDay(text: string, ymd: string): boolean {
  const d = new Date(`${ymd}T12:00:00Z`);
  // "Friday, November 20": the engine's own way of naming a day gives the weekday and the month.
  const [weekday = '', monthDay = ''] = formatDay(d.toISOString()).split(', ');
  const month = monthDay.split(' ')[0]!;
  const day = d.getUTCDate();
  if (new RegExp(`\\b(${month}|${month.slice(0, 3)})\\.? ${day}\\b|\\b${day}(st|nd|rd|th)? (of )?(${month}|${month.slice(0, 3)})\\b`, 'i').test(text)) return true;
  const within = Math.abs(d.getTime() - EVAL_NOW.getTime()) < 6 * 86_400_000;
  return within && new RegExp(`\\b${weekday}\\b`, 'i').test(text);
}

const STOP = new Set('a an the and or but if of to in on at by for with from as is are was were be been being it its this that these those i you he she we they me him her us them my your our their his do does did have has had will would can could should may might must not no so than then there here what which who whom when where why how all any each also about into over after before up out just please let know could would'.split(' '));

function contentWords(s: string): string[] {
  return (s.toLowerCase().match(/[a-z0-9][a-z0-9'-]*/g) ?? []).filter((w) => !STOP.has(w)).map(stem);
}

function stem(w: string): string {
  return w.replace(/'s$/, '').replace(/(ing|ed|es|s)$/, '');
}

/** At least `share` of the phrase's content words appear in `text`. */
function covers(text: string, phrase: string, share = 0.5): boolean {
  const words = new Set(contentWords(phrase));
  if (!words.size) return true;
  const have = new Set(contentWords(text));
  let hit = 0;
  for (const w of words) if (have.has(w)) hit++;
  return hit / words.size >= share;
}

function norm(s: string): string {
  return s.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();
}

/** The expected questions when the engine found exactly those (in any order), else what it found. */
function matchQuestions(want: string[], found: string[]): string {
  const w = want.map(norm);
  const f = found.map(norm);
  const same = w.length === f.length && w.every((q) => f.some((x) => x.includes(q) || q.includes(x)));
  return same ? w.join(' | ') : f.join(' | ');
}

/** ROUGE-L F1 over lower-cased word tokens (longest common subsequence). */
export function rougeLF1(candidate: string, reference: string): number {
  const a = candidate.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  const b = reference.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  if (!a.length || !b.length) return 0;
  let prev = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    const row = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j++) row[j] = a[i - 1] === b[j - 1] ? prev[j - 1]! + 1 : Math.max(prev[j]!, row[j - 1]!);
    prev = row;
  }
  const lcs = prev[b.length]!;
  if (!lcs) return 0;
  const p = lcs / a.length;
  const r = lcs / b.length;
  return (2 * p * r) / (p + r);
}
