/**
 * Plain text from HTML and back, for the text/plain alternative of outgoing
 * mail (RFC 2046 §5.1.4) and for list previews. A small tag-level converter:
 * good enough for readable text, not a renderer.
 */

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Decodes named (the common five plus nbsp) and numeric HTML entities. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/**
 * Converts HTML to readable plain text: block ends become newlines, links keep their URL. Every pattern stops at
 * the next "<" or runs to the end, so mail full of unclosed tags takes time in proportion to its length (open-ended
 * ones retried from each "<" and held the server for minutes on a megabyte of them).
 */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<(script|style|head|title)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, '')
    .replace(/<!--[\s\S]*?(?:-->|$)/g, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^<>]*>/gi, '\n- ')
    .replace(/<a\b[^<>]*\bhref\s*=\s*["']([^"'<>]+)["'][^<>]*>((?:(?!<a\b)[\s\S])*?)<\/a\s*>/gi, (_m, href: string, inner: string) => {
      const label = inner.replace(/<[^<>]*>/g, '').trim();
      return label && label !== href ? `${label} (${href})` : href;
    })
    .replace(/<\/(p|div|h[1-6]|tr|table|blockquote|pre|ul|ol|section|article|header|footer)\s*>/gi, '\n')
    .replace(/<[^<>]*>/g, '');
  return (
    decodeEntities(text)
      .replace(/[ \t\u00a0]+/g, ' ')
      .replace(/ *\n */g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
      // A line of "--" is a signature's separator, which mail clients recognise (to fold or trim it) only as "-- ",
      // with its space; an HTML paragraph loses that space.
      .replace(/^--$/gm, '-- ')
  );
}

/** Escapes text for HTML and keeps its line breaks. */
export function textToHtml(text: string): string {
  const escaped = text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
  return escaped.replace(/\r?\n/g, '<br>');
}

/** A one-line preview of at most `max` characters. */
export function previewOf(text: string, max = 120): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  let cut = max - 1;
  // Never between the two halves of an emoji (or any character past U+FFFF): half of one shows as �.
  if (/[\uD800-\uDBFF]/.test(line[cut - 1] ?? '')) cut--;
  return `${line.slice(0, cut).trimEnd()}…`;
}
