import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { rewriteForTracking } from '../../core/tracking/rewrite';
import { createTrackingSigner } from './sign';

const SECRET = 'test-secret-0123456789abcdef';
const signer = createTrackingSigner(SECRET);

/** Flips one character of the token at `position` to another base64url character. */
function flip(token: string, position: number): string {
  const c = token[position]!;
  return token.slice(0, position) + (c === 'A' ? 'B' : 'A') + token.slice(position + 1);
}

describe('click tokens', () => {
  it('round-trips the tracked email, link index and URL', () => {
    const token = signer.signClick('te_1', 3, 'https://example.com/a?b=1&c=2');
    expect(signer.verifyClick(token)).toEqual({ trackedEmailId: 'te_1', linkIndex: 3, url: 'https://example.com/a?b=1&c=2' });
  });

  it('is URL-safe', () => {
    expect(signer.signClick('te_1', 0, 'https://example.com/ü?x=\u00ff')).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  });

  it('rejects a token whose payload or signature was altered', () => {
    const token = signer.signClick('te_1', 0, 'https://example.com');
    expect(signer.verifyClick(flip(token, 2))).toBeNull();
    expect(signer.verifyClick(flip(token, token.length - 3))).toBeNull();
  });

  it('rejects a payload re-pointed to another URL with the old signature', () => {
    const token = signer.signClick('te_1', 0, 'https://example.com');
    const forged = Buffer.from(JSON.stringify(['c', 'te_1', 0, 'https://evil.com'])).toString('base64url');
    expect(signer.verifyClick(`${forged}.${token.split('.')[1]}`)).toBeNull();
  });

  it('rejects unsigned, empty and malformed tokens', () => {
    const body = Buffer.from(JSON.stringify(['c', 'te_1', 0, 'https://evil.com'])).toString('base64url');
    for (const bad of ['', body, `${body}.`, `.${body}`, `${body}.a.b`, 'not a token', `${body}.${'A'.repeat(43)}`]) {
      expect(signer.verifyClick(bad)).toBeNull();
    }
  });

  it('rejects a token made with another secret', () => {
    const other = createTrackingSigner('another-secret-0123456789');
    expect(signer.verifyClick(other.signClick('te_1', 0, 'https://example.com'))).toBeNull();
  });

  it('refuses to sign a non-http(s) URL', () => {
    expect(() => signer.signClick('te_1', 0, 'javascript:alert(1)')).toThrow();
    expect(() => signer.signClick('te_1', 0, 'mailto:a@b.c')).toThrow();
  });

  it('refuses a correctly signed token that targets a non-http(s) URL', () => {
    const body = Buffer.from(JSON.stringify(['c', 'te_1', 0, 'javascript:alert(1)'])).toString('base64url');
    const mac = createHmac('sha256', SECRET).update(body).digest('base64url');
    expect(signer.verifyClick(`${body}.${mac}`)).toBeNull();
  });

  it('does not accept an open token as a click token or the reverse', () => {
    expect(signer.verifyClick(signer.signOpen('te_1'))).toBeNull();
    expect(signer.verifyOpen(signer.signClick('te_1', 0, 'https://example.com'))).toBeNull();
  });

  it('works as the rewrite signer for a tracked email', () => {
    const { html, links } = rewriteForTracking('<a href="https://example.com/x?a=1&amp;b=2">x</a>', {
      publicUrl: 'https://mail.example.org',
      sign: (i, url) => signer.signClick('te_9', i, url),
    });
    const token = decodeURIComponent(/\/t\/c\/([^"]+)"/.exec(html)![1]!);
    expect(signer.verifyClick(token)).toEqual({ trackedEmailId: 'te_9', linkIndex: 0, url: links[0]!.url });
    expect(links[0]!.url).toBe('https://example.com/x?a=1&b=2');
  });
});

describe('open tokens', () => {
  it('round-trips the tracked email id and rejects tampering', () => {
    const token = signer.signOpen('te_2');
    expect(signer.verifyOpen(token)).toEqual({ trackedEmailId: 'te_2' });
    expect(signer.verifyOpen(flip(token, 1))).toBeNull();
  });
});

describe('createTrackingSigner', () => {
  it('refuses a short secret', () => {
    expect(() => createTrackingSigner('short')).toThrow();
  });
});
