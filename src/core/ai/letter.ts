/**
 * Reads an email given as plain text: optional RFC 5322-style headers
 * (`From:`, `Subject:`, `Date:`, ...) then a blank line and the body; or a
 * body alone. Also splits a body into greeting, main text and sign-off,
 * because most operations must treat those parts differently.
 */
import type { Sender } from './types';

export interface ParsedEmail {
  headers: Record<string, string>;
  sender: Sender;
  subject: string;
  /** Valid Date header, if any. */
  date: Date | null;
  body: string;
}

const HEADER_LINE = /^([A-Za-z][A-Za-z-]{0,40}):\s?(.*)$/;
const KNOWN_HEADERS = new Set(['from', 'to', 'cc', 'bcc', 'subject', 'date', 'reply-to', 'sent', 'message-id']);

/** Free mail domains: an address there says nothing about the sender's company. */
export const FREE_MAIL_DOMAINS = new Set([
  'gmail.com', 'googlemail.com', 'yahoo.com', 'yahoo.co.uk', 'hotmail.com', 'outlook.com', 'live.com',
  'msn.com', 'aol.com', 'icloud.com', 'me.com', 'proton.me', 'protonmail.com', 'gmx.com', 'gmx.de',
  'mail.com', 'yandex.com', 'zoho.com', 'fastmail.com',
]);

/** Splits headers from body. Only a leading block of known header names counts as headers. */
export function parseEmail(raw: string): ParsedEmail {
  const text = raw.replace(/\r\n?/g, '\n').replace(/^\uFEFF/, '');
  const lines = text.split('\n');
  const headers: Record<string, string> = {};
  let i = 0;
  let sawKnown = false;
  for (; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (line.trim() === '') break;
    const m = HEADER_LINE.exec(line);
    if (m) {
      const key = (m[1] ?? '').toLowerCase();
      if (!KNOWN_HEADERS.has(key) && !sawKnown) break;
      sawKnown ||= KNOWN_HEADERS.has(key);
      headers[key] = (m[2] ?? '').trim();
    } else if (/^\s/.test(line) && i > 0) {
      // Folded header continuation (RFC 5322 section 2.2.3).
      const last = Object.keys(headers).pop();
      if (last) headers[last] += ' ' + line.trim();
    } else {
      break;
    }
  }
  const hasHeaders = sawKnown && (i >= lines.length || (lines[i] ?? '').trim() === '');
  const rawBody = hasHeaders ? lines.slice(i + 1).join('\n') : text;
  const body = looksLikeHtml(rawBody) ? htmlToText(rawBody) : rawBody;
  const finalHeaders = hasHeaders ? headers : {};
  const parsedDate = finalHeaders.date ? new Date(finalHeaders.date) : null;
  return {
    headers: finalHeaders,
    sender: parseSender(finalHeaders.from ?? '', body),
    subject: finalHeaders.subject ?? '',
    date: parsedDate && !Number.isNaN(parsedDate.getTime()) ? parsedDate : null,
    body: body.trim(),
  };
}

/** Parses `Name <addr>` or a bare address; falls back to the signature for a name. */
export function parseSender(from: string, body: string): Sender {
  let name = '';
  let email: string;
  // Cut to a header's length: on a long run of spaces without "<…>" the pattern's tries grow with its square.
  const angle = /^\s*"?([^"<]*)"?\s*<([^>]+)>/.exec(from.slice(0, 998));
  if (angle) {
    name = (angle[1] ?? '').trim();
    email = (angle[2] ?? '').trim();
  } else {
    const bare = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/.exec(from);
    email = bare ? bare[0] : '';
  }
  if (!name) name = signatureName(body);
  if (!name && email) name = nameFromAddress(email);
  return { name, email: email.toLowerCase(), company: companyOf(email, body) };
}

function nameFromAddress(email: string): string {
  const local = email.split('@')[0] ?? '';
  const parts = local.split(/[._-]+/).filter((p) => /^[a-z]{2,}$/i.test(p));
  if (parts.length === 0 || parts.length > 3) return '';
  return parts.map(capitalize).join(' ');
}

const COMPANY_IN_TEXT = /\b([A-Z][A-Za-z0-9&]+(?:\s[A-Z][A-Za-z0-9&]+){0,5}\s(?:Inc|Corp|LLC|Ltd|GmbH|Group|Labs|Solutions|Technologies))\b\.?/;

function companyOf(email: string, body: string): string {
  const inText = COMPANY_IN_TEXT.exec(body);
  if (inText) return inText[1] ?? '';
  const domain = email.split('@')[1]?.toLowerCase() ?? '';
  if (!domain || FREE_MAIL_DOMAINS.has(domain)) return '';
  const labels = domain.split('.');
  // The registrable label is the one before the public suffix ("acme" in mail.acme.co.uk).
  const suffixLen = labels.length > 2 && (labels.at(-2)?.length ?? 0) <= 3 ? 2 : 1;
  const label = labels[labels.length - suffixLen - 1] ?? '';
  return label ? capitalize(label) : '';
}

export function capitalize(word: string): string {
  return word ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

const SIGN_OFF = /^(best|best regards|kind regards|warm regards|regards|many thanks|thanks|thank you|thanks again|cheers|sincerely|yours sincerely|yours truly|yours|all the best|talk soon|take care|warmly|respectfully|with thanks)[,.!]?$/i;
const GREETING = /^(hi|hello|hey|dear|good (morning|afternoon|evening)|greetings|hiya|yo)\b[^.!?\n]{0,60}[,!:]?$/i;

/** The name under a sign-off line ("Best,\nJane Doe"), if any. */
export function signatureName(body: string): string {
  const lines = body.trim().split('\n').map((l) => l.trim());
  for (let i = lines.length - 2; i >= 0 && i >= lines.length - 8; i--) {
    if (SIGN_OFF.test(lines[i] ?? '')) {
      const next = lines[i + 1] ?? '';
      if (/^[A-Z][a-zA-Z'-]+(\s[A-Z][a-zA-Z'-]+){0,2}$/.test(next)) return next;
    }
  }
  return '';
}

export interface LetterParts {
  /** "Hi Jane," or null. */
  greeting: string | null;
  /** Name in the greeting ("Jane"), or empty. */
  greetingName: string;
  main: string;
  /** Sign-off block ("Best regards,\nJohn"), or null. */
  closing: string | null;
}

/** Splits a body into greeting, main text and sign-off; quoted lines (">") are dropped. */
export function splitLetter(body: string): LetterParts {
  const lines = body.split('\n').filter((l) => !/^\s*>/.test(l));
  while (lines.length && !lines[0]?.trim()) lines.shift();
  while (lines.length && !lines.at(-1)?.trim()) lines.pop();
  let greeting: string | null = null;
  let greetingName = '';
  const first = lines[0]?.trim() ?? '';
  if (GREETING.test(first)) {
    greeting = first;
    greetingName = first.replace(/^(hi|hello|hey|dear|good (morning|afternoon|evening)|greetings|hiya|yo)\b\s*/i, '').replace(/[,!:.]+$/, '').trim();
    if (/^(all|team|everyone|there|folks|guys)$/i.test(greetingName)) greetingName = '';
    lines.shift();
  }
  let closing: string | null = null;
  for (let i = lines.length - 1; i >= Math.max(0, lines.length - 6); i--) {
    if (SIGN_OFF.test(lines[i]?.trim() ?? '')) {
      closing = lines.slice(i).join('\n').trim();
      lines.length = i;
      break;
    }
  }
  return { greeting, greetingName, main: lines.join('\n').trim(), closing };
}

/** Removes greeting, sign-off, quoted text and signature separators: the text worth reading. */
export function mainText(body: string): string {
  const cut = body.split(/\n-- ?\n|\nOn .{5,120} wrote:\n/)[0] ?? body;
  return splitLetter(cut).main;
}

const HTML_HINT = /<(html|body|p|div|br|span|table|ul|ol|li|h[1-6]|a)\b[^<>]*>/i;

/** True when a body is HTML rather than plain text (compose bodies arrive as HTML). */
export function looksLikeHtml(text: string): boolean {
  return HTML_HINT.test(text);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/**
 * Plain text from HTML for reading only (never for display): block elements
 * become line breaks, scripts, styles and quoted replies are dropped, other tags
 * are removed and common entities decoded.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style|head)[\s\S]*?(?:<\/\1>|$)/gi, '')
    .replace(/<blockquote[\s\S]*?(?:<\/blockquote>|$)/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr|table|ul|ol)>/gi, '\n\n')
    .replace(/<li\b[^<>]*>/gi, '- ')
    .replace(/<[^<>]+>/g, '')
    .replace(/&(#?\w+);/g, (m, name: string) => ENTITIES[name.toLowerCase()] ?? (/^#\d+$/.test(name) ? String.fromCharCode(Number(name.slice(1))) : m))
    .replace(/(?<![ \t])[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
