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

/** Set phrases of politeness ("happy to help", "great to meet you"): the words in them carry no feeling. */
const COURTESY = /\b(happy|glad|pleased|delighted) to (help|assist|answer|discuss|chat|talk|hop|jump|walk|share|send|set|arrange|provide|review|take|connect|meet|support|confirm|hear|clarify)\b|\b(great|good|nice|lovely) to (meet|hear|see|connect|chat|talk)\b|\b(would|will|'d|'ll) be (great|good|nice|lovely|helpful|happy|glad)\b|\bgood (morning|afternoon|evening)\b|\b(please )?(ignore|disregard) this\b|\b(have|enjoy) a (great|good|nice|lovely|wonderful) (day|week|weekend|evening)\b/g;

const EMOJI = /\p{Extended_Pictographic}/gu;
const POSITIVE_EMOJI = /[🎉🥳😀😃😄😁😊🙂😍🥰❤💕💖👏🙌🎂🍾✨😎👍🤩😂]/u;
const NEGATIVE_EMOJI = /[😩😞😟😠😡😢😭😤👎💔😬😫🙁☹]/u;

/** Per-word confidence step and ceiling. */
export const SENTIMENT_CONFIDENCE_PER_WORD = 0.2;
export const SENTIMENT_CONFIDENCE_MAX = 0.9;

/** Scores the sentiment of `text`; a total of +/-2 or beyond decides the tone. */
export function scoreSentiment(text: string): SentimentScore {
  const lower = text.toLowerCase().replace(/’/g, "'").replace(COURTESY, ' ');
  // A negation reaches to the end of its clause at most ("won't be charged. Happy writing" is not unhappy).
  const tokens = lower.match(/[a-z]+(?:'[a-z]+)?|[.!?;:,\n]/g) ?? [];
  let score = 0;
  const found: string[] = [];
  let negateFor = 0;
  for (const emoji of text.match(EMOJI) ?? []) {
    const value = POSITIVE_EMOJI.test(emoji) ? 2 : NEGATIVE_EMOJI.test(emoji) ? -2 : 0;
    if (value) { score += value; found.push(emoji); }
  }
  for (const word of tokens) {
    if (/^[.!?;:,\n]$/.test(word)) { negateFor = 0; continue; }
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
