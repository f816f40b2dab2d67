/**
 * Extractive summary: sentences are ranked by degree centrality (the sum of
 * their cosine similarity to every other sentence, on term-frequency vectors
 * of content words) and the best ones are returned in their original order.
 *
 * Rules, and what happens when they are not met:
 * - the cleaned text (no headers, greeting, sign-off or quoted lines) must
 *   hold at least 30 characters;
 * - at least 2 sentences of 11 to 249 characters must remain, not counting
 *   sentences that start with a link or a bracket;
 * - the summary never starts with a link or a bracket.
 * Image placeholders ("[image: logo]") are removed while cleaning.
 * When a rule is not met the result is `{ extractive: false }` with the
 * cleaned text itself (cut to 249 characters at a word boundary), so the
 * caller always has something to show.
 */
import { truncate } from './analyze';
import { mainText, parseEmail } from './letter';
import { splitSentences } from './nlp';
import type { SummaryResult } from './types';

export const SUMMARY_MIN_TEXT = 30;
export const SUMMARY_MIN_SENTENCES = 2;
export const SUMMARY_SENTENCE_MIN = 11;
export const SUMMARY_SENTENCE_MAX = 249;

/** Deadline wording next to a day, or a question to the reader. */
const MUST_KEEP = /\b(by|before|due|deadline|no later than|until|expires?|closes?)\b[^.?!]{0,30}\b(today|tomorrow|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|end of (the )?(day|week|month)|january|february|march|april|may|june|july|august|september|october|november|december|(jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\b\.?|\d{1,2}(st|nd|rd|th)\b|\d{1,2}[/.-]\d{1,2}\b|\d{1,2}(:\d{2})? ?(am|pm)\b|noon)|\?\s*$/i;
const STARTS_WITH_LINK_OR_BRACKET = /^\s*(https?:\/\/|www\.|[[({<])/i;
const STOP = new Set('a an the and or but if of to in on at by for with from as is are was were be been being it its this that these those i you he she we they me him her us them my your our their his do does did have has had will would can could should may might must not no so than then there here what which who whom when where why how all any each few more most other some such only own same too very just also about into over after before up down out off again further once'.split(' '));

/** Summarises an email or a text (headers optional) per the rules above. */
export function summarize(text: string): SummaryResult {
  // Image placeholders left by HTML-to-text conversion ("[image: logo]") are noise, not content.
  const cleaned = mainText(parseEmail(text).body).replace(/\[(image|cid|img)[^\]]*\]\s*/gi, '').replace(/[ \t]+/g, ' ').trim();
  const fallback = { summary: truncate(cleaned.split('\n').map((line) => line.trim()).filter(Boolean).join(' '), SUMMARY_SENTENCE_MAX), extractive: false };
  if (cleaned.length < SUMMARY_MIN_TEXT) return fallback;
  const candidates = splitSentences(cleaned).filter(
    (s) => s.length >= SUMMARY_SENTENCE_MIN && s.length <= SUMMARY_SENTENCE_MAX && !STARTS_WITH_LINK_OR_BRACKET.test(s),
  );
  if (candidates.length < SUMMARY_MIN_SENTENCES) return fallback;

  // What the reader must act on (a deadline, a question to answer) belongs in a summary whatever its
  // centrality: those sentences come first, then the most central ones fill the rest.
  const due = candidates.map((c, i) => (MUST_KEEP.test(c) ? i : -1)).filter((i) => i >= 0);
  const keep = Math.min(candidates.length, Math.max(SUMMARY_MIN_SENTENCES, Math.min(5, Math.max(Math.round(candidates.length / 4), due.length + 1))));
  const ranked = rankByCentrality(candidates);
  const first = new Set(due.slice(0, keep - 1));
  const order = [...first, ...ranked.filter((i) => !first.has(i))];
  const chosen = order.slice(0, keep).sort((a, b) => a - b);
  return { summary: chosen.map((i) => candidates[i]).join(' '), extractive: true };
}

/** Indices of `sentences`, most central first; ties keep the earlier sentence. */
export function rankByCentrality(sentences: readonly string[]): number[] {
  const vectors = sentences.map(termVector);
  const scores = vectors.map(() => 0);
  for (let i = 0; i < vectors.length; i++) {
    for (let j = i + 1; j < vectors.length; j++) {
      const sim = cosine(vectors[i]!, vectors[j]!);
      scores[i]! += sim;
      scores[j]! += sim;
    }
  }
  // The opening sentence of an email usually states its point: a small lead bonus.
  if (scores.length) scores[0]! += 0.1 * Math.max(...scores, 0.5);
  return scores.map((s, i) => [s, i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]).map(([, i]) => i);
}

interface Vec { terms: Map<string, number>; norm: number }

function termVector(sentence: string): Vec {
  const terms = new Map<string, number>();
  for (const w of sentence.toLowerCase().match(/[a-z][a-z0-9'-]+/g) ?? []) {
    if (STOP.has(w)) continue;
    const stem = w.replace(/(ing|ed|es|s)$/, '');
    terms.set(stem, (terms.get(stem) ?? 0) + 1);
  }
  let sq = 0;
  for (const v of terms.values()) sq += v * v;
  return { terms, norm: Math.sqrt(sq) };
}

function cosine(a: Vec, b: Vec): number {
  if (!a.norm || !b.norm) return 0;
  const [small, large] = a.terms.size < b.terms.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [t, v] of small.terms) dot += v * (large.terms.get(t) ?? 0);
  return dot / (a.norm * b.norm);
}
