/** Where to go after sign-in when no (usable) `next` was given. */
export const DEFAULT_AFTER_SIGN_IN = '/dashboard';

/**
 * Returns `raw` when it is a same-origin path (one leading `/`, not `//` or
 * `/\`, no scheme), else the default. Guards the `?next=` parameter against
 * open redirects and against sending the user back to /auth.
 */
export function safeNextPath(raw: string | null | undefined, fallback = DEFAULT_AFTER_SIGN_IN): string {
  if (!raw || raw[0] !== '/' || raw[1] === '/' || raw[1] === '\\') return fallback;
  // Control characters and backslashes are how browsers get tricked into leaving the origin.
  for (const ch of raw) {
    const code = ch.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || ch === '\\') return fallback;
  }
  try {
    const base = 'http://email-buddy.invalid';
    const url = new URL(raw, base);
    if (url.origin !== base) return fallback;
    if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}

/** `/auth?next=...` for a visitor who must sign in before seeing `path`. */
export function signInPathFor(path: string): string {
  return `/auth?next=${encodeURIComponent(path)}`;
}
