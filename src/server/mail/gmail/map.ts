/**
 * Gmail message resources to our mail shapes (ARCHITECTURE.md API contract,
 * display defaults). Pure apart from the sanitiser.
 */
import { parseAddress, parseAddressList } from '../../../core/mail/address';
import { extractBody, getHeader, listAttachments } from '../../../core/mail/body';
import { htmlToText, textToHtml } from '../../../core/mail/html-text';
import { categoryFromLabels, displaySender, displaySubject, toIsoDate, type MailItem, type MailMessage } from '../../../core/mail/types';
import { sanitizeMailHtml } from '../sanitize';
import type { GmailMessage } from './types';

/** What sync writes to the cache: the list item plus Gmail's bookkeeping. */
export interface SyncedMessage extends Omit<MailItem, 'accountId'> {
  historyId: string | null;
  /** Epoch ms from Gmail's internalDate, as ISO 8601; the list sort key. */
  internalDate: string | null;
  to: string;
  messageIdHeader: string | null;
  inReplyTo: string | null;
  /** Message-IDs from the References header, oldest first. */
  references: string[];
  /** RFC 2369 and RFC 8058 headers, for Unsubscribe and the Subscriptions screen. */
  listUnsubscribe: string | null;
  listUnsubscribePost: string | null;
}

function dateOf(m: GmailMessage): string | null {
  const header = toIsoDate(getHeader(m.payload?.headers, 'Date'));
  if (header) return header;
  const ms = Number(m.internalDate);
  return m.internalDate && Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}

/** A metadata (or full) message as a cached list row. */
export function toSyncedMessage(m: GmailMessage): SyncedMessage {
  const headers = m.payload?.headers;
  const from = parseAddress(getHeader(headers, 'From') ?? '');
  const labels = m.labelIds ?? [];
  const ms = Number(m.internalDate);
  return {
    id: m.id,
    threadId: m.threadId,
    subject: displaySubject(getHeader(headers, 'Subject')),
    sender: displaySender(from),
    senderEmail: from?.email ?? '',
    preview: decodeSnippet(m.snippet ?? ''),
    date: dateOf(m),
    read: !labels.includes('UNREAD'),
    starred: labels.includes('STARRED'),
    labels,
    category: categoryFromLabels(labels),
    historyId: m.historyId ?? null,
    internalDate: m.internalDate && Number.isFinite(ms) ? new Date(ms).toISOString() : null,
    to: getHeader(headers, 'To') ?? '',
    messageIdHeader: getHeader(headers, 'Message-ID') ?? null,
    inReplyTo: getHeader(headers, 'In-Reply-To')?.trim() || null,
    references: (getHeader(headers, 'References') ?? '').match(/<[^<>\s]+>/g) ?? [],
    listUnsubscribe: getHeader(headers, 'List-Unsubscribe')?.slice(0, 2000) ?? null,
    listUnsubscribePost: getHeader(headers, 'List-Unsubscribe-Post')?.slice(0, 200) ?? null,
  };
}

/** Gmail snippets come HTML-escaped. */
function decodeSnippet(s: string): string {
  return s.replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/**
 * A format=full message as the detail of GET /api/mail/messages/:id, with the
 * HTML sanitised and remote images blocked. Throws EMPTY_MESSAGE.
 */
export function toMailMessage(m: GmailMessage, options: { allowRemoteImages?: boolean } = {}): MailMessage & { remoteImages: number } {
  const headers = m.payload?.headers;
  const body = extractBody(m.payload);
  const rawHtml = body.html.trim() ? body.html : textToHtml(body.text);
  const safe = sanitizeMailHtml(rawHtml, options);
  return {
    id: m.id,
    threadId: m.threadId,
    subject: displaySubject(getHeader(headers, 'Subject')),
    from: parseAddress(getHeader(headers, 'From') ?? ''),
    to: parseAddressList(getHeader(headers, 'To')),
    cc: parseAddressList(getHeader(headers, 'Cc')),
    date: dateOf(m),
    html: safe.html,
    text: body.text.trim() ? body.text : htmlToText(body.html),
    labelIds: m.labelIds ?? [],
    attachments: listAttachments(m.payload),
    remoteImages: safe.remoteImages,
  };
}
