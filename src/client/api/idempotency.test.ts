import { describe, expect, it } from 'vitest';
import { idempotencyKeyFor } from './idempotency';

describe('idempotencyKeyFor', () => {
  it('gives the same content from one screen one key, and edited content or another screen a new one', () => {
    const mail = { to: ['bob@example.com'], subject: 'Plan', body: '<p>Hi</p>' };
    const key = idempotencyKeyFor('screen-1', mail);
    expect(idempotencyKeyFor('screen-1', { ...mail })).toBe(key);
    expect(idempotencyKeyFor('screen-1', { ...mail, body: '<p>Hi!</p>' })).not.toBe(key);
    expect(idempotencyKeyFor('screen-2', mail)).not.toBe(key);
    // What the server accepts: visible ASCII, at most 255 characters.
    expect(key).toMatch(/^[\x21-\x7e]{1,255}$/);
  });
});
