import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptToken, encryptToken, TokenCryptoError } from './crypto';

const key = randomBytes(32);

describe('token encryption', () => {
  it('round-trips and uses a fresh IV each time', () => {
    const a = encryptToken('1//refresh-token', key);
    const b = encryptToken('1//refresh-token', key);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(decryptToken(a, key)).toBe('1//refresh-token');
  });

  it('refuses a changed byte, a wrong key, an unknown version and a short key', () => {
    const stored = encryptToken('secret', key);
    const [v, iv, tag, ct] = stored.split('.');
    const flipped = Buffer.from(ct, 'base64url');
    flipped[0] ^= 1;
    expect(() => decryptToken([v, iv, tag, flipped.toString('base64url')].join('.'), key)).toThrow(TokenCryptoError);
    expect(() => decryptToken(stored, randomBytes(32))).toThrow(TokenCryptoError);
    expect(() => decryptToken(`v2.${iv}.${tag}.${ct}`, key)).toThrow('Unknown encrypted token format');
    expect(() => encryptToken('x', randomBytes(16))).toThrow('32 bytes');
  });
});
