/** Recipient parsing for outgoing mail, on nodemailer's RFC 5322 address parser. */
import addressparser from 'nodemailer/lib/addressparser';
import type { Address } from './types';

const SIMPLE_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return SIMPLE_ADDRESS.test(email);
}

/**
 * Parses entries such as `a@x.io`, `Ada <a@x.io>` or `"Lovelace, Ada" <a@x.io>, b@y.io`
 * into addresses, deduplicated case-insensitively; returns the entries that are not addresses.
 */
export function parseRecipients(entries: string[]): { addresses: Address[]; invalid: string[] } {
  const addresses: Address[] = [];
  const invalid: string[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    const parsed = addressparser(entry, { flatten: true }) as { name: string; address?: string }[];
    if (parsed.length === 0) invalid.push(entry);
    for (const p of parsed) {
      const email = (p.address ?? '').trim();
      if (!isValidEmail(email)) {
        invalid.push(p.address || p.name || entry);
        continue;
      }
      const key = email.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      addresses.push({ name: p.name?.trim() ?? '', email });
    }
  }
  return { addresses, invalid };
}
