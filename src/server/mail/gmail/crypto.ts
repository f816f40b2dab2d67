/**
 * Encryption at rest for provider refresh tokens: AES-256-GCM (NIST SP
 * 800-38D) with a fresh 96-bit IV per value. Stored as a versioned string
 * `v1.<iv>.<tag>.<ciphertext>` (base64url parts), so the scheme can change
 * later without guessing what an old row holds.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class TokenCryptoError extends Error {}

function checkKey(key: Uint8Array): void {
  if (key.byteLength !== 32) throw new TokenCryptoError('The encryption key must be 32 bytes');
}

/** Encrypts `plaintext` (UTF-8) with the 32-byte key. */
export function encryptToken(plaintext: string, key: Uint8Array): string {
  checkKey(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv.toString('base64url'), tag.toString('base64url'), ciphertext.toString('base64url')].join('.');
}

/** Decrypts a value from encryptToken; a wrong key or a changed byte throws TokenCryptoError. */
export function decryptToken(stored: string, key: Uint8Array): string {
  checkKey(key);
  const [version, iv, tag, ciphertext, ...extra] = stored.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined || extra.length) {
    throw new TokenCryptoError('Unknown encrypted token format');
  }
  const ivBytes = Buffer.from(iv, 'base64url');
  const tagBytes = Buffer.from(tag, 'base64url');
  if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) throw new TokenCryptoError('Malformed encrypted token');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, ivBytes, { authTagLength: TAG_BYTES });
    decipher.setAuthTag(tagBytes);
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch (cause) {
    throw new TokenCryptoError('Could not decrypt the token', { cause });
  }
}
