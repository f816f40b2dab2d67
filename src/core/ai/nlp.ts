/**
 * The wink-nlp pipeline, loaded once. Loading the English model takes tens of
 * milliseconds, so it is created lazily on first use and then shared.
 */
import winkNLP, { type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

let instance: WinkMethods | undefined;

/**
 * Only sentence boundaries and parts of speech are used: dates come from
 * chrono-node and names from the headers, so named-entity recognition and
 * wink's own negation and sentiment passes would be pure cost (about a third
 * of the time per email, and much of the garbage).
 */
const PIPE = ['sbd', 'pos'];

/** Returns the shared wink-nlp instance, creating it on first call. */
export function getNlp(): WinkMethods {
  instance ??= winkNLP(model, PIPE);
  return instance;
}

export interface Token {
  text: string;
  normal: string;
  pos: string;
}

export interface ReadText {
  sentences: string[];
  tokens: Token[];
}

/** Recently read texts: one email is usually read by several steps in a row. */
const recent = new Map<string, ReadText>();
const RECENT_MAX = 8;

/** Longer runs of non-space characters are cut to this length before wink reads them. */
const MAX_WORD = 256;
const LONG_RUN = new RegExp(`\\S{${MAX_WORD + 1},}`, 'g');

/**
 * A dot with a letter or digit right after it is inside a word: a web address without its scheme
 * ("thornburyvale.com/winter-evening", "www.acme.co.uk") which wink ends a sentence at. It is hidden from
 * wink as a one-dot leader and given back in what is read.
 */
const INNER_DOT = /(?<=[A-Za-z0-9])\.(?=[A-Za-z0-9])/g;
const HIDDEN_DOT = '\u2024';
const shown = (s: string) => s.replaceAll(HIDDEN_DOT, '.');
/** wink already reads an address with a scheme ("https://...") or an email address as one token. */
const hideInnerDots = (word: string) => (word.includes('://') || word.includes('@') ? word : word.replace(INNER_DOT, HIDDEN_DOT));

/**
 * Sentences and tokens of `text` from a single wink-nlp pass per paragraph
 * (the costly step). Paragraph breaks always end a sentence, even without
 * punctuation (greetings, bullet lines, signatures).
 */
export function readText(text: string): ReadText {
  const hit = recent.get(text);
  if (hit) return hit;
  const nlp = getNlp();
  const sentences: string[] = [];
  const tokens: Token[] = [];
  // A short line that does not run on with a comma ("Amount: $6,800.00", "Terms: Net 45") is a line of a block,
  // not a paragraph wrapped at the window's edge, so it ends a sentence as a paragraph break does.
  for (const para of text.split(/\n\s*\n|\n(?=\s*[-*•]\s)|(?<=^[^\n]{1,44}[^\s,;])\n(?=\s*[A-Z0-9])/m)) {
    // wink's tokenizer slows down with the square of a word's length: a run of 100,000 characters
    // without a space (a pasted blob, a data URI) held the server for seconds. No real word is that long.
    const flat = para.replace(/\s+/g, ' ').replace(LONG_RUN, (run) => run.slice(0, MAX_WORD)).replace(/\S+/g, hideInnerDots).trim();
    if (!flat) continue;
    const doc = nlp.readDoc(flat);
    for (const s of doc.sentences().out() as string[]) if (s.trim()) sentences.push(shown(s.trim()));
    const texts = doc.tokens().out() as string[];
    const normals = doc.tokens().out(nlp.its.normal) as string[];
    const pos = doc.tokens().out(nlp.its.pos) as string[];
    texts.forEach((t, i) => tokens.push({ text: shown(t), normal: shown(normals[i] ?? t.toLowerCase()), pos: pos[i] ?? 'X' }));
    // A paragraph break separates noun phrases as punctuation would.
    tokens.push({ text: '\n', normal: '\n', pos: 'PUNCT' });
  }
  const result = { sentences, tokens };
  if (recent.size >= RECENT_MAX) recent.delete(recent.keys().next().value as string);
  recent.set(text, result);
  return result;
}

/** Splits text into sentences with wink's sentence boundary detection. */
export function splitSentences(text: string): string[] {
  return text.trim() ? readText(text).sentences : [];
}

/** Tokens with their normalised form and universal part of speech. */
export function tokenize(text: string): Token[] {
  return text.trim() ? readText(text).tokens : [];
}
