import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_SIGN_IN, safeNextPath, signInPathFor } from './safe-next';

describe('safeNextPath', () => {
  it('keeps a same-origin path with its query and hash', () => {
    expect(safeNextPath('/compose?reply=1#x')).toBe('/compose?reply=1#x');
  });

  it('falls back when next is missing or empty', () => {
    expect(safeNextPath(null)).toBe(DEFAULT_AFTER_SIGN_IN);
    expect(safeNextPath('')).toBe(DEFAULT_AFTER_SIGN_IN);
  });

  it('refuses other origins, protocol-relative and backslash tricks', () => {
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', '\\/evil.example', 'javascript:alert(1)', 'dashboard', '/\tevil']) {
      expect(safeNextPath(bad)).toBe(DEFAULT_AFTER_SIGN_IN);
    }
  });

  it('never sends the user back to the auth pages', () => {
    expect(safeNextPath('/auth?signup=true')).toBe(DEFAULT_AFTER_SIGN_IN);
    expect(safeNextPath('/auth/callback/google')).toBe(DEFAULT_AFTER_SIGN_IN);
  });

  it('round-trips through signInPathFor', () => {
    const target = '/email/abc?x=1&y=2';
    const next = new URL(signInPathFor(target), 'http://h').searchParams.get('next');
    expect(safeNextPath(next)).toBe(target);
  });
});
