/**
 * The wink-nlp pipeline, loaded once. Loading the English model takes tens of
 * milliseconds, so it is created lazily on first use and then shared.
 */
import winkNLP, { type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

let instance: WinkMethods | undefined;

/** Returns the shared wink-nlp instance, creating it on first call. */
export function getNlp(): WinkMethods {
  instance ??= winkNLP(model);
  return instance;
}

export interface Token {
  text: string;
  normal: string;
  pos: string;
}

/** Splits text into sentences with wink's sentence boundary detection. */
export function splitSentences(text: string): string[] {
  if (!text.trim()) return [];
  const nlp = getNlp();
  const out: string[] = [];
  // Paragraph breaks always end a sentence, even without punctuation
  // (greetings, bullet lines, signatures).
  for (const para of text.split(/\n\s*\n|\n(?=\s*[-*•]\s)/)) {
    const flat = para.replace(/\s*\n\s*/g, ' ').trim();
    if (!flat) continue;
    const sentences = nlp.readDoc(flat).sentences().out() as string[];
    for (const s of sentences) if (s.trim()) out.push(s.trim());
  }
  return out;
}

/** Tokens with their normalised form and universal part of speech. */
export function tokenize(text: string): Token[] {
  const nlp = getNlp();
  const doc = nlp.readDoc(text);
  const texts = doc.tokens().out() as string[];
  const normals = doc.tokens().out(nlp.its.normal) as string[];
  const pos = doc.tokens().out(nlp.its.pos) as string[];
  return texts.map((t, i) => ({ text: t, normal: normals[i] ?? t.toLowerCase(), pos: pos[i] ?? 'X' }));
}
