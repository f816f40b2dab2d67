/**
 * Lexicon sentiment: sums AFINN scores of the words of a text, flipping a word
 * preceded by a negator within two words. Confidence:
 * the lesser of 0.2 per sentiment word and 0.9.
 */
import { AFINN, NEGATORS } from './lexicon';
import type { Sentiment } from './types';

export interface SentimentScore extends Sentiment {
  score: number;
  /** The lexicon words that were counted, in order of appearance. */
  words: string[];
}

/** Per-word confidence step and ceiling. */
export const SENTIMENT_CONFIDENCE_PER_WORD = 0.2;
export const SENTIMENT_CONFIDENCE_MAX = 0.9;

/** Scores the sentiment of `text`; a total of +/-2 or beyond decides the tone. */
export function scoreSentiment(text: string): SentimentScore {
  const words = text.toLowerCase().match(/[a-z]+(?:'[a-z]+)?/g) ?? [];
  let score = 0;
  const found: string[] = [];
  let negateFor = 0;
  for (const word of words) {
    const value = AFINN.get(word);
    if (value !== undefined) {
      score += negateFor > 0 ? -value : value;
      found.push(word);
    }
    if (NEGATORS.has(word) || word.endsWith("n't")) negateFor = 3;
    else if (negateFor > 0) negateFor--;
  }
  // A lone "thanks" should not make a complaint read as positive, hence a
  // band around zero rather than the sign alone.
  const tone = score >= 2 ? 'positive' : score <= -2 ? 'negative' : 'neutral';
  const confidence = round2(Math.min(SENTIMENT_CONFIDENCE_PER_WORD * found.length, SENTIMENT_CONFIDENCE_MAX));
  return { tone, confidence, score, words: found };
}

export function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
