/**
 * Turning what a person types into recipient chips: an entry
 * becomes a chip only when it matches the simple address pattern or names a
 * known contact; duplicates are ignored case-insensitively; anything else
 * stays as text.
 */
import { isValidEmail, parseAddress } from '../mail/address';

export interface Recipient {
  email: string;
  name: string;
}

export interface KnownContact {
  email: string;
  name: string;
}

/**
 * Splits on commas and semicolons outside quotes and angle brackets (RFC 5322
 * mailbox-list). Inside quotes a backslash escapes the next character, so
 * `"Say \"hi, there\"" <a@x.io>` stays one entry.
 */
export function splitEntries(input: string): string[] {
  const parts: string[] = [];
  let current = '';
  let inQuote = false;
  let inAngle = false;
  let escaped = false;
  for (const ch of input) {
    if (escaped) {
      current += ch;
      escaped = false;
      continue;
    }
    if (ch === '\\' && inQuote) {
      current += ch;
      escaped = true;
      continue;
    }
    if (ch === '"' && !inAngle) inQuote = !inQuote;
    else if (ch === '<' && !inQuote) inAngle = true;
    else if (ch === '>' && !inQuote) inAngle = false;
    if ((ch === ',' || ch === ';' || ch === '\n') && !inQuote && !inAngle) {
      parts.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  parts.push(current);
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** One typed entry as a recipient, or null when it is neither a valid address nor a known contact. */
export function toRecipient(entry: string, contacts: readonly KnownContact[] = []): Recipient | null {
  const text = entry.trim();
  if (!text) return null;
  const lower = text.toLowerCase();
  const contact = contacts.find((c) => c.email.toLowerCase() === lower || (c.name && c.name.toLowerCase() === lower));
  if (contact) return { email: contact.email, name: contact.name };
  const parsed = parseAddress(text);
  if (!parsed || !isValidEmail(parsed.email)) return null;
  return { email: parsed.email.trim(), name: parsed.name };
}

export interface ChipParse {
  /** Chips to add, already without duplicates of `existing` or of each other. */
  added: Recipient[];
  /** Entries that are not addresses, joined back as the input's remaining text. */
  rest: string;
}

/**
 * Parses typed or pasted text (`A <a@x.io>, b@y.io`) against the chips
 * already present. Valid entries become chips; duplicates vanish; invalid
 * entries are returned as `rest` so the person can fix them.
 */
export function parseChips(input: string, existing: readonly Recipient[], contacts: readonly KnownContact[] = []): ChipParse {
  const seen = new Set(existing.map((r) => r.email.toLowerCase()));
  const added: Recipient[] = [];
  const invalid: string[] = [];
  for (const entry of splitEntries(input)) {
    const recipient = toRecipient(entry, contacts);
    if (!recipient) {
      invalid.push(entry);
      continue;
    }
    const key = recipient.email.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    added.push(recipient);
  }
  return { added, rest: invalid.join(', ') };
}

/** The form the server takes: `Name <email>` when a name is known (quoted when it needs it), else the address. */
export function formatRecipient(r: Recipient): string {
  if (!r.name) return r.email;
  const name = /[",;<>@()[\]\\:]/.test(r.name) ? `"${r.name.replace(/(["\\])/g, '\\$1')}"` : r.name;
  return `${name} <${r.email}>`;
}

/** Initials for a chip's avatar. */
export function recipientInitials(r: Recipient): string {
  const source = r.name.trim() || r.email.split('@')[0] || '?';
  const words = source.split(/[\s._-]+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]![0], words[words.length - 1]![0]] : [source[0]];
  return letters.join('').toUpperCase();
}
