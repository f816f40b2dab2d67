/**
 * The claims of an ID token our server just received from a token endpoint
 * over TLS. OpenID Connect lets a client that got the token straight from the
 * token endpoint use TLS server validation instead of checking the signature
 * (OIDC Core 3.1.3.7), so the payload is only decoded here.
 */
export function idTokenClaims(idToken: string | null | undefined): Record<string, unknown> {
  try {
    const claims: unknown = JSON.parse(Buffer.from(idToken?.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The mailbox address an ID token names (lower-cased), or undefined when it names none. */
export function idTokenEmail(claims: Record<string, unknown>, ...fields: string[]): string | undefined {
  for (const field of fields) {
    const value = claims[field];
    if (typeof value === 'string' && /^[^\s@]+@[^\s@]+$/.test(value)) return value.toLowerCase();
  }
  return undefined;
}
