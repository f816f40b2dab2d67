import { describe, expect, it } from 'vitest';
import { base64UrlToBytes, bytesToBase64Url, extractBody, getHeader, listAttachments, type GmailMessagePart } from './body';
import { MailError } from './errors';

const enc = (s: string): string => bytesToBase64Url(s);

function makePart(overrides: Partial<GmailMessagePart> = {}): GmailMessagePart {
  return { partId: '', mimeType: 'text/plain', filename: '', headers: [], body: { size: 0 }, ...overrides };
}

describe('base64url', () => {
  it('round-trips UTF-8 text with and without padding', () => {
    const s = 'Grüße ✓ ~~~??';
    const b = enc(s);
    expect(b).not.toMatch(/[+/=]/);
    expect(new TextDecoder().decode(base64UrlToBytes(b))).toBe(s);
    expect(new TextDecoder().decode(base64UrlToBytes(`${b}==`.slice(0, b.length + ((4 - (b.length % 4)) % 4))))).toBe(s);
  });

  it('throws the decode error on invalid input', () => {
    expect(() => base64UrlToBytes('@@@')).toThrow('Could not decode message content');
  });
});

describe('extractBody', () => {
  it('prefers the main body', () => {
    const payload = makePart({
      mimeType: 'text/html',
      body: { size: 5, data: enc('<p>main</p>') },
    });
    expect(extractBody(payload)).toMatchObject({ content: '<p>main</p>', contentType: 'html', html: '<p>main</p>' });
  });

  it('finds an HTML part inside nested multiparts before a plain part', () => {
    const payload = makePart({
      mimeType: 'multipart/mixed',
      parts: [
        makePart({
          mimeType: 'multipart/alternative',
          parts: [
            makePart({ mimeType: 'text/plain', body: { size: 2, data: enc('plain') } }),
            makePart({ mimeType: 'text/html', body: { size: 2, data: enc('<b>rich</b>') } }),
          ],
        }),
        makePart({ mimeType: 'text/html', filename: 'page.html', body: { size: 1, attachmentId: 'att1' } }),
      ],
    });
    expect(extractBody(payload)).toEqual({ content: '<b>rich</b>', contentType: 'html', html: '<b>rich</b>', text: 'plain' });
  });

  it('falls back to a plain part', () => {
    const payload = makePart({
      mimeType: 'multipart/mixed',
      parts: [makePart({ mimeType: 'text/plain', body: { size: 2, data: enc('only text') } })],
    });
    expect(extractBody(payload)).toMatchObject({ content: 'only text', contentType: 'text', html: '' });
  });

  it('decodes a part in its declared charset', () => {
    const latin1 = bytesToBase64Url(new Uint8Array([0x63, 0x61, 0x66, 0xe9]));
    const payload = makePart({
      headers: [{ name: 'content-type', value: 'text/plain; charset="ISO-8859-1"' }],
      body: { size: 4, data: latin1 },
    });
    expect(extractBody(payload).content).toBe('café');
  });

  it('throws EMPTY_MESSAGE when nothing has content', () => {
    const payload = makePart({ mimeType: 'multipart/mixed', parts: [makePart({ body: { size: 0, data: enc('  ') } })] });
    let caught: unknown;
    try {
      extractBody(payload);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(MailError);
    expect(caught).toMatchObject({ code: 'EMPTY_MESSAGE', kind: 'unprocessable' });
    expect(() => extractBody(undefined)).toThrow('EMPTY_MESSAGE');
  });
});

describe('listAttachments', () => {
  it('lists parts with filenames at any depth', () => {
    const payload = makePart({
      mimeType: 'multipart/mixed',
      parts: [
        makePart({ mimeType: 'text/plain', body: { size: 2, data: enc('hi') } }),
        makePart({ partId: '1', mimeType: 'application/pdf', filename: 'a.pdf', body: { size: 1234, attachmentId: 'ATT-A' } }),
        makePart({
          mimeType: 'multipart/related',
          parts: [makePart({ partId: '2.1', mimeType: 'image/png', filename: 'b.png', body: { size: 99, attachmentId: 'ATT-B' } })],
        }),
      ],
    });
    expect(listAttachments(payload)).toEqual([
      { id: 'ATT-A', filename: 'a.pdf', mimeType: 'application/pdf', size: 1234 },
      { id: 'ATT-B', filename: 'b.png', mimeType: 'image/png', size: 99 },
    ]);
  });
});

describe('getHeader', () => {
  it('matches names case-insensitively', () => {
    expect(getHeader([{ name: 'SUBJECT', value: 'Hi' }], 'subject')).toBe('Hi');
  });
});
