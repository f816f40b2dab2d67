/**
 * Builds outgoing messages as raw RFC 5322 / RFC 2045 MIME with nodemailer's
 * MailComposer. The result is what Gmail's users.messages.send and
 * users.drafts.create take (base64url in `raw`) and what an SMTP relay sends.
 * Touches no network or file system: file and URL access are disabled in the
 * composer, attachments must carry their bytes.
 */
import { createHash, randomUUID } from 'node:crypto';
import MailComposer from 'nodemailer/lib/mail-composer';
import { dedupeAddresses, formatAddress, isValidEmail, parseAddress } from '../../core/mail/address';
import { bytesToBase64Url } from '../../core/mail/body';
import { ERR_ATTACHMENTS_TOTAL, errInvalidAddress, MailError } from '../../core/mail/errors';
import { htmlToText } from '../../core/mail/html-text';
import { ERR_ATTACHMENT_TOO_LARGE, MAX_ATTACHMENT_BYTES, MAX_TOTAL_ATTACHMENT_BYTES } from '../../core/mail/limits';
import type { MailAddress } from '../../core/mail/types';

export { ERR_ATTACHMENT_TOO_LARGE, MAX_ATTACHMENT_BYTES, MAX_TOTAL_ATTACHMENT_BYTES };

export interface OutgoingAttachment {
  filename: string;
  /** MIME type; detected from the filename when omitted. */
  contentType?: string;
  content: Uint8Array;
}

export interface OutgoingMail {
  from: MailAddress | string;
  to: ReadonlyArray<MailAddress | string>;
  cc?: ReadonlyArray<MailAddress | string>;
  bcc?: ReadonlyArray<MailAddress | string>;
  subject: string;
  /** HTML body; a text/plain alternative is derived from it. */
  html: string;
  /** Overrides the derived plain text. */
  text?: string;
  attachments?: readonly OutgoingAttachment[];
  /** Our Message-ID, with angle brackets; generated when omitted. */
  messageId?: string;
  date?: Date;
  /** Message-ID of the message being answered (RFC 5322 §3.6.4). */
  inReplyTo?: string;
  /** The thread's References chain; In-Reply-To is appended when missing. */
  references?: readonly string[];
}

export interface BuiltMime {
  raw: Buffer;
  messageId: string;
  /** SMTP envelope (RFC 5321): the sender and every recipient, Bcc included. */
  envelope: { from: string; to: string[] };
}

export interface BuildOptions {
  /**
   * Keep the Bcc header in the raw message. True (default) for Gmail, which
   * reads recipients from it and strips it; false for an SMTP relay, which
   * must get Bcc only in the envelope or every recipient would see it.
   */
  keepBcc?: boolean;
  /**
   * The shared part of the multipart boundaries; random when omitted. Fixed,
   * the same mail builds to the same bytes (with its Message-ID and Date).
   */
  baseBoundary?: string;
  /** Check the attachment limits (default true): off for mail already kept, which passed them once. */
  checkSizes?: boolean;
}

/**
 * One mailbox per entry, checked against the app's address pattern, so a
 * crafted entry (`a@x.io\r\nBcc: …`, a group, several addresses in one
 * string) cannot add recipients the user did not see. Line breaks in names
 * are flattened.
 */
function normalize(entry: MailAddress | string): MailAddress {
  const parsed = typeof entry === 'string' ? parseAddress(entry) : entry;
  const email = parsed?.email.trim() ?? '';
  if (!parsed || !isValidEmail(email) || /[<>,;:"()[\]\\]/.test(email)) {
    throw new MailError('INVALID_ADDRESS', errInvalidAddress(typeof entry === 'string' ? entry : entry.email));
  }
  return { name: parsed.name.replace(/[\r\n]+/g, ' ').trim(), email };
}

const normalizeList = (list: ReadonlyArray<MailAddress | string> | undefined): MailAddress[] =>
  dedupeAddresses((list ?? []).map(normalize));

/**
 * A fresh Message-ID `<uuid@domain-of-sender>` (RFC 5322 §3.6.4). Callers
 * that must be able to find a send again after a crash (scheduled mail)
 * create it first, record it, then pass it to buildMime.
 */
export function newMessageId(fromEmail: string): string {
  const domain = fromEmail.split('@')[1]?.trim().replace(/[<>\s]/g, '') || 'email-buddy.local';
  return `<${randomUUID()}@${domain}>`;
}

/**
 * Limits: each file at most 10 MB, all together at most 25 MB.
 * Throws MailError ATTACHMENTS_TOO_LARGE (413) with the user-facing text for the
 * total, and a matching text for one file.
 */
export function checkAttachmentSizes(sizes: readonly number[]): void {
  if (sizes.some((s) => s > MAX_ATTACHMENT_BYTES)) {
    throw new MailError('ATTACHMENTS_TOO_LARGE', ERR_ATTACHMENT_TOO_LARGE);
  }
  const total = sizes.reduce((a, b) => a + b, 0);
  if (total > MAX_TOTAL_ATTACHMENT_BYTES) {
    throw new MailError('ATTACHMENTS_TOO_LARGE', ERR_ATTACHMENTS_TOTAL);
  }
}

function angle(id: string): string {
  const t = id.trim();
  return t.startsWith('<') ? t : `<${t}>`;
}

/**
 * Builds the raw message. Bcc is kept in the headers on purpose: Gmail's
 * messages.send reads recipients from the raw headers and strips Bcc before
 * delivery (https://developers.google.com/gmail/api/guides/sending). For an
 * SMTP relay pass `{ keepBcc: false }` and send to `envelope.to`.
 */
export async function buildMime(mail: OutgoingMail, options: BuildOptions = {}): Promise<BuiltMime> {
  const attachments = mail.attachments ?? [];
  if (options.checkSizes ?? true) checkAttachmentSizes(attachments.map((a) => a.content.byteLength));
  const from = normalize(mail.from);
  const [to, cc, bcc] = [normalizeList(mail.to), normalizeList(mail.cc), normalizeList(mail.bcc)];
  const messageId = angle(mail.messageId ?? newMessageId(from.email));
  const references = [...(mail.references ?? []).map(angle)];
  if (mail.inReplyTo && !references.includes(angle(mail.inReplyTo))) references.push(angle(mail.inReplyTo));

  const composer = new MailComposer({
    from: formatAddress(from),
    to: to.length ? to.map(formatAddress) : undefined,
    cc: cc.length ? cc.map(formatAddress) : undefined,
    bcc: bcc.length ? bcc.map(formatAddress) : undefined,
    subject: mail.subject,
    messageId,
    date: mail.date ?? new Date(),
    inReplyTo: mail.inReplyTo ? angle(mail.inReplyTo) : undefined,
    references: references.length ? references : undefined,
    html: mail.html,
    text: mail.text ?? htmlToText(mail.html),
    attachments: attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.content.buffer, a.content.byteOffset, a.content.byteLength),
    })),
    disableFileAccess: true,
    disableUrlAccess: true,
    baseBoundary: options.baseBoundary,
  });
  const node = composer.compile();
  node.keepBcc = options.keepBcc ?? true;
  const raw = await node.build();
  const envelope = { from: from.email, to: dedupeAddresses([...to, ...cc, ...bcc]).map((a) => a.email) };
  return { raw, messageId, envelope };
}

/** Gmail's `raw` field: the whole message as base64url (RFC 4648 §5). */
export function toGmailRaw(raw: Uint8Array): string {
  return bytesToBase64Url(raw);
}

/** A message the local mailbox keeps, as fields: it was never anything else. */
export interface StoredMail {
  id: string;
  fromName: string;
  fromEmail: string;
  to: MailAddress[];
  cc: MailAddress[];
  bcc: MailAddress[];
  subject: string;
  date: Date;
  html: string | null;
  text: string | null;
  messageIdHeader: string | null;
  inReplyTo: string | null;
  references: string | null;
}

/**
 * The RFC 5322 form of a local message: its own Message-ID and Date, and
 * multipart boundaries drawn from its id, so every download of it is the
 * same bytes. Attachments are too big for the mailbox's limits only if they
 * were when sent, so they are not checked again.
 */
export async function renderStoredMail(mail: StoredMail, attachments: readonly OutgoingAttachment[]): Promise<Buffer> {
  const domain = mail.fromEmail.split('@')[1]?.trim().replace(/[<>\s]/g, '') || 'email-buddy.local';
  const { raw } = await buildMime(
    {
      from: { name: mail.fromName, email: mail.fromEmail },
      to: mail.to,
      cc: mail.cc,
      bcc: mail.bcc,
      subject: mail.subject,
      html: mail.html ?? '',
      text: mail.text ?? undefined,
      attachments,
      messageId: mail.messageIdHeader ?? `<${mail.id}@${domain}>`,
      date: mail.date,
      inReplyTo: mail.inReplyTo ?? undefined,
      references: mail.references?.split(/\s+/).filter(Boolean),
    },
    { keepBcc: true, baseBoundary: createHash('sha256').update(mail.id).digest('hex').slice(0, 16), checkSizes: false },
  );
  return raw;
}
