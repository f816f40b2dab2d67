/**
 * Reading one message of an import: the fields the mailbox stores, Gmail
 * Takeout's labels and read state, and a message that does not read as one
 * kept as its bytes. Runs on the import's parse thread (parse-thread.ts), so
 * it depends on nothing but the message.
 */
import { createHash } from 'node:crypto';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { htmlToText, previewOf, textToHtml } from '../../core/mail/html-text';
import type { MailAddress } from '../../core/mail/types';
import { storable } from '../db/storable';
import { LABEL } from '../mail/store';
import { readStateLabels, takeState } from './state-header';

/** The first line of a message: a header field name and a colon. */
export const HEADER_LINE = /^[\x21-\x39\x3b-\x7e]+:/;

export interface Prepared {
  bytes: Buffer;
  messageIdHeader: string | null;
  references: string[];
  /** System labels from Gmail Takeout's X-Gmail-Labels; null when the file does not say. */
  labels: string[] | null;
  /** The user's labels it names (made when missing). */
  labelNames: string[];
  read: boolean;
  /** Could not be read as a message: kept as its bytes, counted as failed. */
  broken: boolean;
  fields: {
    inReplyTo: string | null;
    references: string | null;
    subject: string;
    fromName: string;
    fromEmail: string;
    to: MailAddress[];
    cc: MailAddress[];
    bcc: MailAddress[];
    date: Date;
    snippet: string;
    html: string;
    text: string;
    hasAttachments: boolean;
    sizeEstimate: number;
    listUnsubscribe: string | null;
    listUnsubscribePost: string | null;
    /** The search vector, as tsvector text, when the parse thread made it; otherwise the database does. */
    search?: string;
    /** Its pairs of neighbouring words (search-pairs.ts), made with it. */
    searchPairs?: number[];
  };
  attachments: { filename: string; mimeType: string; size: number; content: Buffer }[];
}

/** Gmail's names for what are states here; the rest of X-Gmail-Labels are the user's labels. */
const GMAIL_SYSTEM: Record<string, string | null> = {
  inbox: LABEL.inbox,
  sent: LABEL.sent,
  trash: LABEL.trash,
  starred: LABEL.starred,
  unread: LABEL.unread,
  draft: LABEL.draft,
  drafts: LABEL.draft,
  important: null,
  opened: null,
  archived: null,
  chat: null,
};

/** X-Gmail-Labels: comma-separated, a name with a comma in double quotes. */
export function gmailLabels(value: string): { system: string[]; user: string[] } {
  const names = [...value.matchAll(/"((?:[^"\\]|\\.)*)"|([^,]+)/g)].map((m) => (m[1] ?? m[2] ?? '').replace(/\\(.)/g, '$1').trim()).filter(Boolean);
  const system: string[] = [];
  const user: string[] = [];
  for (const name of names) {
    const key = name.toLowerCase();
    if (key in GMAIL_SYSTEM) {
      const label = GMAIL_SYSTEM[key];
      if (label) system.push(label);
    } else if (!key.startsWith('category ')) user.push(name.slice(0, 100));
  }
  return { system, user };
}

/** Read state from what mail programs write: Status (R = read), X-Mozilla-Status (bit 1 = read); read when nothing says. */
function readState(parsed: ParsedMail): boolean {
  const status = parsed.headers.get('status');
  if (typeof status === 'string') return status.toUpperCase().includes('R');
  const mozilla = parsed.headers.get('x-mozilla-status');
  if (typeof mozilla === 'string' && /^[0-9a-f]{1,4}$/i.test(mozilla.trim())) return (parseInt(mozilla.trim(), 16) & 1) === 1;
  return true;
}

export function folderLabels(folder: string, read: boolean): string[] {
  const place = { inbox: [LABEL.inbox], sent: [LABEL.sent], drafts: [LABEL.draft], trash: [LABEL.trash] }[folder] ?? [];
  return read ? place : [...place, LABEL.unread];
}

function addresses(value: AddressObject | AddressObject[] | undefined): MailAddress[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((a) => a.value).flatMap((a) => (a.address ? [{ name: a.name ?? '', email: a.address.toLowerCase() }] : []));
}

/** A message read from the file, its text as PostgreSQL can store it (the original bytes stay as they were). */
export async function prepare(bytes: Buffer): Promise<Prepared> {
  return storable(await read(bytes));
}

async function read(file: Buffer): Promise<Prepared> {
  // An export of ours put the message's labels and states in front of it: read, and taken off again.
  const state = takeState(file);
  const bytes = state ? state.message : file;
  const firstLine = bytes.subarray(0, 1000).toString('latin1').split(/\r?\n/)[0] ?? '';
  let parsed: ParsedMail | undefined;
  if (HEADER_LINE.test(firstLine)) {
    parsed = await simpleParser(bytes, { skipImageLinks: true }).catch(() => undefined);
  }
  if (!parsed) return brokenMessage(bytes);
  const html = typeof parsed.html === 'string' ? parsed.html : textToHtml(parsed.text ?? '');
  const text = parsed.text ?? htmlToText(html);
  const from = addresses(parsed.from)[0] ?? { name: '', email: '' };
  const gmail = parsed.headers.get('x-gmail-labels');
  const labels = state ? readStateLabels(state.value) : typeof gmail === 'string' ? gmailLabels(gmail) : null;
  const read = labels ? !labels.system.includes(LABEL.unread) : readState(parsed);
  const references = (Array.isArray(parsed.references) ? parsed.references : parsed.references ? [parsed.references] : []).slice(-50);
  const files = parsed.attachments.filter((a) => a.contentDisposition !== 'inline' || !a.cid);
  const header = (name: string) => {
    const value = parsed.headers.get(name);
    return typeof value === 'string' ? value : null;
  };
  return {
    bytes,
    messageIdHeader: parsed.messageId ?? contentId(bytes),
    references,
    labels: labels?.system ?? null,
    labelNames: labels?.user ?? [],
    read,
    broken: false,
    fields: {
      inReplyTo: parsed.inReplyTo ?? null,
      references: references.join(' ') || null,
      subject: parsed.subject ?? '',
      fromName: from.name,
      fromEmail: from.email,
      to: addresses(parsed.to),
      cc: addresses(parsed.cc),
      bcc: addresses(parsed.bcc),
      date: parsed.date && !Number.isNaN(parsed.date.getTime()) ? parsed.date : new Date(),
      snippet: previewOf(text),
      html,
      text,
      hasAttachments: files.length > 0,
      sizeEstimate: bytes.length,
      listUnsubscribe: header('list-unsubscribe')?.slice(0, 2000) ?? null,
      listUnsubscribePost: header('list-unsubscribe-post')?.slice(0, 200) ?? null,
    },
    attachments: files.map((a) => ({ filename: a.filename ?? 'attachment', mimeType: a.contentType, size: a.size, content: a.content })),
  };
}

/**
 * A message without a Message-ID (or one that cannot be read) is known by its bytes: the same file imported
 * twice then adds it once, as a Message-ID does for the others. Gmail gives such mail an id of its own too.
 */
function contentId(bytes: Buffer): string {
  return `<${createHash('sha256').update(bytes).digest('hex').slice(0, 40)}@import.email-buddy.local>`;
}

/** A message that does not read as one: kept as its bytes, shown with what looks like its subject and sender. */
function brokenMessage(bytes: Buffer): Prepared {
  const head = bytes.subarray(0, 8192).toString('utf8');
  const field = (name: string) => new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(head)?.[1]?.trim().slice(0, 500) ?? '';
  const shown = head.replace(/[^\t\n\r\x20-\x7e\u00a0-\uffff]/g, '');
  const text = `This message could not be read; it is kept as it was in the file.\n\n${shown.slice(0, 2000)}`;
  return {
    bytes,
    messageIdHeader: contentId(bytes),
    references: [],
    labels: null,
    labelNames: [],
    read: true,
    broken: true,
    fields: {
      inReplyTo: null,
      references: null,
      subject: field('subject') || '(unreadable message)',
      fromName: '',
      fromEmail: field('from').match(/[^\s<>"]+@[^\s<>"]+/)?.[0]?.toLowerCase() ?? '',
      to: [],
      cc: [],
      bcc: [],
      date: new Date(),
      snippet: 'This message could not be read.',
      html: textToHtml(text),
      text,
      hasAttachments: false,
      sizeEstimate: bytes.length,
      listUnsubscribe: null,
      listUnsubscribePost: null,
    },
    attachments: [],
  };
}

