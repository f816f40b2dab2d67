import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './download';

describe('attachmentDisposition', () => {
  it('keeps a plain name as it is', () => {
    expect(attachmentDisposition('report 2026.pdf')).toBe(`attachment; filename="report 2026.pdf"; filename*=UTF-8''report%202026.pdf`);
  });

  it('gives a name in another script an ASCII stand-in and the real name in filename*', () => {
    const value = attachmentDisposition('Résumé 日本 (final).pdf');
    expect(value).toBe(`attachment; filename="R_sum_ __ (final).pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%E6%97%A5%E6%9C%AC%20%28final%29.pdf`);
    // A value Headers refuses would fail the whole response.
    expect(new Headers({ 'content-disposition': value }).get('content-disposition')).toBe(value);
  });

  it('cannot be broken out of by quotes, backslashes or line breaks in the name', () => {
    const value = attachmentDisposition('a"b\\c\r\nSet-Cookie: x=1.txt');
    expect(value.startsWith('attachment; filename="a_b_c__Set-Cookie: x=1.txt"; ')).toBe(true);
    expect(value).not.toMatch(/[\r\n]/);
  });
});
