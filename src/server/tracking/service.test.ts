import { describe, expect, it } from 'vitest';
import { isLocalPublicUrl, trackingSecret } from './service';

describe('isLocalPublicUrl', () => {
  it('treats loopback and localhost addresses as unreachable from outside', () => {
    for (const url of ['http://localhost:3000', 'http://127.0.0.1:8080/', 'http://[::1]:3000', 'http://app.localhost', 'http://0.0.0.0:3000']) {
      expect(isLocalPublicUrl(url), url).toBe(true);
    }
  });
  it('treats a public host as reachable', () => {
    expect(isLocalPublicUrl('https://mail.example.com')).toBe(false);
    expect(isLocalPublicUrl('http://203.0.113.7:3000')).toBe(false);
  });
});

describe('trackingSecret', () => {
  it('derives a stable 32-byte key that differs from the session secret', () => {
    const a = trackingSecret('x'.repeat(40));
    expect(a).toHaveLength(32);
    expect(a.equals(trackingSecret('x'.repeat(40)))).toBe(true);
    expect(a.equals(trackingSecret('y'.repeat(40)))).toBe(false);
  });
});
