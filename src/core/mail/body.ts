/**
 * Body and attachment extraction from a Gmail message `payload`
 * (users.messages resource, MessagePart:
 * https://developers.google.com/gmail/api/reference/rest/v1/users.messages#MessagePart).
 * Pure: decoding uses atob and TextDecoder, available in Node and browsers.
 */
import { emptyMessage, ERR_DECODE, MailError } from './errors';
import type { MailAttachment } from './types';

export interface GmailHeader {
  name: string;
  value: string;
}

export interface GmailMessagePartBody {
  size?: number;
  data?: string;
  attachmentId?: string;
}

export interface GmailMessagePart {
  partId?: string;
  mimeType?: string;
  filename?: string;
  headers?: GmailHeader[];
  body?: GmailMessagePartBody;
  parts?: GmailMessagePart[];
}

export interface ExtractedBody {
  /** The content shown, in this order of preference: main body, else HTML part, else plain part. */
  content: string;
  contentType: 'html' | 'text';
  /** Best HTML found (may be empty when the message is plain text only). */
  html: string;
  /** Best plain text found (may be empty when the message is HTML only). */
  text: string;
}

/**
 * Decodes base64url (RFC 4648 §5) as Gmail sends it, padded or not, to bytes.
 * Throws MailError DECODE_FAILED with "Could not decode message content".
 */
export function base64UrlToBytes(data: string): Uint8Array {
  const b64 = data.replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(b64) || b64.replace(/=+$/, '').length % 4 === 1) {
    throw new MailError('DECODE_FAILED', ERR_DECODE);
  }
  const padded = b64.replace(/=+$/, '').padEnd(Math.ceil(b64.replace(/=+$/, '').length / 4) * 4, '=');
  let binary: string;
  try {
    binary = atob(padded);
  } catch (cause) {
    throw new MailError('DECODE_FAILED', ERR_DECODE, { cause });
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Encodes bytes or UTF-8 text as unpadded base64url (RFC 4648 §5). */
export function bytesToBase64Url(input: Uint8Array | string): string {
  const bytes = typeof input === 'string' ? new TextEncoder().encode(input) : input;
  let binary = '';
  // Chunked so a large attachment does not overflow the argument stack.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The value of a header, matched case-insensitively (RFC 5322 §1.2.2). */
export function getHeader(headers: readonly GmailHeader[] | undefined, name: string): string | undefined {
  const lower = name.toLowerCase();
  return headers?.find((h) => h.name.toLowerCase() === lower)?.value;
}

function charsetOf(part: GmailMessagePart): string {
  const ct = getHeader(part.headers, 'Content-Type') ?? '';
  const m = /charset\s*=\s*"?([^";\s]+)"?/i.exec(ct);
  return m ? m[1] : 'utf-8';
}

/** Decodes a part's base64url body into text in the part's charset (UTF-8 by default). */
export function decodePartText(part: GmailMessagePart): string {
  const data = part.body?.data;
  if (!data) return '';
  const bytes = base64UrlToBytes(data);
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charsetOf(part));
  } catch {
    decoder = new TextDecoder('utf-8');
  }
  return decoder.decode(bytes);
}

function isAttachment(part: GmailMessagePart): boolean {
  if (part.filename) return true;
  const disposition = getHeader(part.headers, 'Content-Disposition') ?? '';
  return /^\s*attachment/i.test(disposition);
}

/** Depth-first search for the first non-attachment part of `mimeType` with data. */
function findPart(part: GmailMessagePart, mimeType: string): GmailMessagePart | undefined {
  for (const child of part.parts ?? []) {
    if (child.mimeType?.toLowerCase() === mimeType && !isAttachment(child) && child.body?.data) return child;
    const nested = findPart(child, mimeType);
    if (nested) return nested;
  }
  return undefined;
}

/**
 * Extracts the body: the main body (`payload.body.data`)
 * first, else an HTML part anywhere in nested multiparts, else a plain part.
 * An empty result throws MailError EMPTY_MESSAGE; bad base64 throws
 * DECODE_FAILED ("Could not decode message content").
 */
export function extractBody(payload: GmailMessagePart | undefined | null): ExtractedBody {
  if (!payload) throw emptyMessage();
  const main = payload.body?.data ? decodePartText(payload) : '';
  const mainIsPlain = payload.mimeType?.toLowerCase() === 'text/plain';
  const htmlPart = findPart(payload, 'text/html');
  const plainPart = findPart(payload, 'text/plain');
  const html = main.trim() && !mainIsPlain ? main : htmlPart ? decodePartText(htmlPart) : '';
  const text = main.trim() && mainIsPlain ? main : plainPart ? decodePartText(plainPart) : '';

  if (main.trim()) return { content: main, contentType: mainIsPlain ? 'text' : 'html', html, text };
  if (html.trim()) return { content: html, contentType: 'html', html, text };
  if (text.trim()) return { content: text, contentType: 'text', html, text };
  throw emptyMessage();
}

/**
 * Lists the attachments of a payload: parts with a filename (or an
 * attachment disposition), at any depth. The id is Gmail's attachmentId
 * (for users.messages.attachments.get), else the partId.
 */
export function listAttachments(payload: GmailMessagePart | undefined | null): MailAttachment[] {
  const out: MailAttachment[] = [];
  const walk = (part: GmailMessagePart): void => {
    if (part !== payload && isAttachment(part)) {
      out.push({
        id: part.body?.attachmentId ?? part.partId ?? String(out.length),
        filename: part.filename || 'attachment',
        mimeType: part.mimeType ?? 'application/octet-stream',
        size: part.body?.size ?? 0,
      });
    }
    for (const child of part.parts ?? []) walk(child);
  };
  if (payload) walk(payload);
  return out;
}
