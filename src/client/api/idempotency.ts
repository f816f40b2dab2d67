/**
 * Idempotency keys for requests a person may repeat after losing the answer
 * (Send pressed again after a dropped connection): the same content from the
 * same screen gets the same key, so the server answers with the first result
 * instead of sending twice, while edited content gets a new key.
 */

/** FNV-1a, 32 bits: a short, stable digest of the request body (not a security measure). */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** The key for `body` sent from the screen whose session is `session` (a random id per screen). */
export function idempotencyKeyFor(session: string, body: unknown): string {
  return `${session}-${fnv1a(JSON.stringify(body))}`;
}
