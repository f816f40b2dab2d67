/**
 * Address helpers for the common subset of RFC 5322 §3.4 (mailbox,
 * mailbox-list): `Name <local@domain>`, `"Quoted, Name" <local@domain>`, and
 * bare `local@domain`, separated by commas. Groups, comments and obsolete
 * routes are not needed by a mail client's compose form and are not parsed.
 */
import type { MailAddress } from './types';

/**
 * "text, @, text, dot, text, no spaces". Deliberately simple; the
 * mail server is the real judge of an address.
 */
export const SIMPLE_ADDRESS_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** True when `email` matches the app's simple address pattern. */
export function isValidEmail(email: string): boolean {
  return SIMPLE_ADDRESS_PATTERN.test(email.trim());
}

/** Splits a mailbox-list on commas that are outside quotes and angle brackets. */
function splitList(input: string): string[] {
  const parts: string[] = [];
  let current = '';
  let inQuote = false;
  let inAngle = false;
  for (let i = 0; i < input.length; i++) {
    const ch = input[i];
    if (inQuote && ch === '\\' && i + 1 < input.length) {
      current += ch + input[++i];
      continue;
    }
    if (ch === '"' && !inAngle) inQuote = !inQuote;
    else if (ch === '<' && !inQuote) inAngle = true;
    else if (ch === '>' && !inQuote) inAngle = false;
    if ((ch === ',' || ch === ';') && !inQuote && !inAngle) {
      parts.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  parts.push(current);
  return parts.map((p) => p.trim()).filter((p) => p !== '');
}

function unquote(name: string): string {
  const t = name.trim();
  if (t.length >= 2 && t.startsWith('"') && t.endsWith('"')) {
    return t.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return t;
}

/**
 * Parses one RFC 5322 mailbox (`name-addr` or `addr-spec`). Returns null when
 * the text holds no `@`. The address is not validated here; see isValidEmail.
 */
export function parseAddress(input: string): MailAddress | null {
  const text = input.trim();
  if (!text) return null;
  const angle = /^(.*)<([^<>]*)>\s*$/s.exec(text);
  if (angle) {
    const email = angle[2].trim();
    if (!email.includes('@')) return null;
    return { name: unquote(angle[1]), email };
  }
  if (!text.includes('@')) return null;
  return { name: '', email: text };
}

/**
 * Parses a comma-separated RFC 5322 mailbox-list such as
 * `A <a@x.io>, "B, Jr" <b@y.io>, c@z.io`. Entries without an address are
 * dropped.
 */
export function parseAddressList(input: string | null | undefined): MailAddress[] {
  if (!input) return [];
  return splitList(input)
    .map(parseAddress)
    .filter((a): a is MailAddress => a !== null);
}

/** Keeps the first of each address, compared case-insensitively. */
export function dedupeAddresses(list: readonly MailAddress[]): MailAddress[] {
  const seen = new Set<string>();
  const out: MailAddress[] = [];
  for (const a of list) {
    const key = a.email.trim().toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(a);
  }
  return out;
}

// RFC 5322 §3.2.3 atext plus the space that a phrase of several atoms allows.
const PLAIN_PHRASE = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~ -]+$/;

/**
 * Formats a mailbox for a header: `Name <a@x.io>`, with the name quoted
 * (RFC 5322 §3.2.4) when it holds specials such as a comma. Non-ASCII names
 * are left as they are; the MIME builder encodes them (RFC 2047).
 */
export function formatAddress(a: MailAddress): string {
  const name = a.name.trim();
  if (!name) return a.email;
  const needsQuotes = !PLAIN_PHRASE.test(name) && /["\\,;<>@:()[\]]/.test(name);
  const shown = needsQuotes ? `"${name.replace(/(["\\])/g, '\\$1')}"` : name;
  return `${shown} <${a.email}>`;
}

/** Formats a mailbox-list joined by ", ". */
export function formatAddressList(list: readonly MailAddress[]): string {
  return list.map(formatAddress).join(', ');
}

/**
 * The name to greet a person by: the first word of their display name, read
 * as "Last, First" when it holds a comma, without a title ("Dr. Jane Roe" is
 * Jane). Empty when there is no name to use.
 */
export function firstName(displayName: string): string {
  const name = displayName.includes(',') ? displayName.split(',').slice(1).join(' ') : displayName;
  return (
    name
      .trim()
      .split(/\s+/)
      .find((word) => !/^(?:mr|mrs|ms|miss|dr|prof|sir)\.?$/i.test(word))
      ?.replace(/[.,;:]+$/, '') ?? ''
  );
}
