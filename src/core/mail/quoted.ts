/**
 * Where a message's own words end and the history it quotes begins, so the
 * conversation view can fold what the reader saw in the earlier messages.
 * Quoted history is recognised as mail clients write it: a quote header
 * ("On ... wrote:" in the common languages, Outlook's "Original Message" or
 * From:/Sent: block), Gmail, Thunderbird and Outlook quote containers, an HTML
 * blockquote, and '>' lines in plain text. Nothing is folded when it would
 * leave the message with no words of its own.
 */

/** "On <date>, <name> wrote:" and its equivalents, as one line of text. */
const QUOTE_HEADERS = [
  /\bOn\b[^\n]{1,300}?\bwrote\s*:/, // English
  /\bAm\b[^\n]{1,300}?\bschrieb\b[^\n]{0,200}?:/, // German
  /\bLe\b[^\n]{1,300}?\ba écrit\s*:/, // French
  /\bEl\b[^\n]{1,300}?\bescribió\s*:/, // Spanish
  /\bEm\b[^\n]{1,300}?\bescreveu\s*:/, // Portuguese
  /\bIl\b[^\n]{1,300}?\bha scritto\s*:/, // Italian
  /\bOp\b[^\n]{1,300}?\bschreef\b[^\n]{0,200}?:/, // Dutch
  /\b(?:Den|På)\b[^\n]{1,300}?\bskrev\b[^\n]{0,200}?:/, // Swedish, Danish, Norwegian
  /\b[^\n]{1,200}?\bkirjoitti\s*:/, // Finnish
  /\bW dniu\b[^\n]{1,300}?\bnapisał(?:a)?\s*:/, // Polish
  /-{2,}\s*(?:Original Message|Ursprüngliche Nachricht|Message d'origine|Mensaje original|Messaggio originale|Oorspronkelijk bericht)\s*-{2,}/i,
  // Spaces and tabs, not \s: a line start's \s* ran on through every following empty line, on each of them.
  /^[ \t]*From:[^\n]+\n[ \t]*(?:Sent|Date):/m, // Outlook's header block
];

/** Containers in which clients put the quoted history of an HTML reply. */
const QUOTE_CONTAINERS = [
  /<div[^<>]*\bclass="[^"<>]*\bgmail_quote\b/i,
  /<div[^<>]*\bclass="[^"<>]*\bmoz-cite-prefix\b/i,
  /<div[^<>]*\bid="(?:appendonsend|divRplyFwdMsg)"/i,
  /<blockquote\b/i,
];

function firstMatch(text: string, patterns: readonly RegExp[]): number {
  let best = -1;
  for (const p of patterns) {
    const at = text.search(p);
    if (at >= 0 && (best < 0 || at < best)) best = at;
  }
  return best;
}

function hasOwnWords(html: string): boolean {
  return /[\p{L}\p{N}]/u.test(html.replace(/<[^<>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' '));
}

/** The HTML's text at the same positions: a block tag becomes a line break, an inline tag (a link in a quote header) a space. */
function asLines(html: string): string {
  return html
    // A tag ends at the next "<" too: unclosed ones, each scanned to the end, froze the tab on long mail.
    .replace(/<[^<>]*>/g, (tag) => (/^<\/?(?:a|span|b|i|strong|em|font|u)\b/i.test(tag) ? ' ' : '\n').padEnd(tag.length, ' '))
    .replace(/&nbsp;/g, '      ');
}

/**
 * Splits an HTML body at its quoted history: `own` is what the sender wrote
 * (unclosed tags are fine, a browser closes them), `quoted` is everything
 * from the history on, or null when there is none to fold.
 */
export function splitQuotedHtml(html: string): { own: string; quoted: string | null } {
  const text = asLines(html);
  let header = firstMatch(text, QUOTE_HEADERS);
  while (header >= 0 && /\s/.test(text[header] ?? '')) header++;
  const container = firstMatch(html, QUOTE_CONTAINERS);
  let at = header >= 0 && (container < 0 || header < container) ? header : container;
  if (at < 0) return { own: html, quoted: null };
  // Start the fold at the tag the quote header sits in, so "<p>On ... wrote:" goes with it.
  if (at === header) {
    const open = html.lastIndexOf('<', at);
    const between = open >= 0 ? html.slice(open, at) : '';
    if (open >= 0 && /^<(?:p|div|span|b|font)\b[^>]*>\s*$/i.test(between)) at = open;
  }
  const own = html.slice(0, at);
  if (!hasOwnWords(own)) return { own: html, quoted: null };
  return { own, quoted: html.slice(at) };
}

/** The same for a plain-text body: a quote header line or the first run of '>' lines. */
export function splitQuotedText(text: string): { own: string; quoted: string | null } {
  const header = firstMatch(text, QUOTE_HEADERS);
  const quoteLine = text.search(/^>/m);
  const at = header >= 0 && (quoteLine < 0 || header < quoteLine) ? text.lastIndexOf('\n', header) + 1 : quoteLine;
  if (at < 0) return { own: text, quoted: null };
  const own = text.slice(0, at);
  if (!hasOwnWords(own)) return { own: text, quoted: null };
  return { own: own.replace(/\s+$/, ''), quoted: text.slice(at) };
}
