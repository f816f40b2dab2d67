import { describe, expect, it } from 'vitest';
import { FORWARDED_HEADER } from './quote';
import { hasSignature, placeSignature, signatureBlock } from './signature';

const SIG = '<p><strong>Ada Lovelace</strong><br>Analytical Engines Ltd</p>';
const block = signatureBlock(SIG);
const quote = '<p>On Mon, Nov 2, 2026 at 09:00, Bob &lt;bob@x.test&gt; wrote:</p><blockquote><p>Hi</p></blockquote>';

describe('placeSignature', () => {
  it('ends new mail with the signature under the delimiter line', () => {
    expect(placeSignature('<p>Hello</p>', SIG)).toBe(`<p>Hello</p>${block}`);
    expect(block).toBe(`<div data-signature=""><p>-- </p>${SIG}</div>`);
    expect(signatureBlock('Ada')).toBe('<div data-signature=""><p>-- </p><p>Ada</p></div>');
  });

  it('goes above the quote of a reply written above it, and at the end of one written below', () => {
    expect(placeSignature(`<p></p>${quote}`, SIG)).toBe(`<p></p>${block}${quote}`);
    expect(placeSignature(`${quote}<p></p>`, SIG, { below: true })).toBe(`${quote}<p></p>${block}`);
  });

  it('goes above a forwarded message', () => {
    const forward = `<p></p><p>${FORWARDED_HEADER}<br>From: Bob</p><p>Body</p>`;
    expect(placeSignature(forward, SIG)).toBe(`<p></p>${block}<p>${FORWARDED_HEADER}<br>From: Bob</p><p>Body</p>`);
  });

  it('swaps the signature in place when the From account changes, and takes it out for an account without one', () => {
    const first = placeSignature(`<p>Hi</p><p></p>${quote}`, SIG);
    const swapped = placeSignature(first, '<p>Ada at work</p>');
    expect(swapped).toBe(`<p>Hi</p><p></p>${signatureBlock('<p>Ada at work</p>')}${quote}`);
    expect(placeSignature(swapped, null)).toBe(`<p>Hi</p><p></p>${quote}`);
    expect(placeSignature('<p>Hi</p>', '   ')).toBe('<p>Hi</p>');
    expect(hasSignature(swapped)).toBe(true);
  });

  it('keeps a signature containing $ patterns as written', () => {
    expect(placeSignature(`<p>x</p>${block}`, "<p>$& $1 $'</p>")).toContain("<p>$& $1 $'</p>");
  });
});
