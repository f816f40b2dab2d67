/**
 * An account's signature inside the compose body: one block, marked so it can
 * be found again when the From account changes, under the usual "-- " line.
 * It goes at the end of new mail and of a reply written below the quote, and
 * just above the quote or the forwarded message otherwise, as Gmail places it.
 */
import { FORWARDED_HEADER } from './quote';

const BLOCK = /<div data-signature="">[\s\S]*?<\/div>/;

export function signatureBlock(signatureHtml: string): string {
  const inner = /^\s*<(p|ul|ol|blockquote|h[1-6])[\s>]/i.test(signatureHtml) ? signatureHtml : `<p>${signatureHtml}</p>`;
  return `<div data-signature=""><p>-- </p>${inner}</div>`;
}

export function hasSignature(body: string): boolean {
  return BLOCK.test(body);
}

/** The body without its signature block: what the person wrote (and quoted). */
export function withoutSignature(body: string): string {
  return body.replace(BLOCK, '');
}

/** Where a new signature goes: before the quoted or forwarded original unless the reply is written below it. */
function insertionPoint(body: string, below: boolean): number {
  if (below) return body.length;
  const forwarded = body.indexOf(`<p>${FORWARDED_HEADER}`);
  if (forwarded >= 0) return forwarded;
  const quote = /<p>On [^<]*wrote:<\/p><blockquote>/.exec(body);
  return quote ? quote.index : body.length;
}

/**
 * The body with `signature` in it: in place of the one it has, else where a
 * signature goes; with none (an account without one), the old one is taken out.
 */
export function placeSignature(body: string, signature: string | null | undefined, options: { below?: boolean } = {}): string {
  const block = signature?.trim() ? signatureBlock(signature.trim()) : '';
  if (hasSignature(body)) return body.replace(BLOCK, () => block);
  if (!block) return body;
  const at = insertionPoint(body, options.below ?? false);
  return `${body.slice(0, at)}${block}${body.slice(at)}`;
}
