/** Shapes the mail API answers with (see the API contract in ARCHITECTURE.md). */
import type { Address } from '../db/schema/mail';

export type { Address };

export const MAIL_TABS = ['inbox', 'starred', 'sent', 'drafts', 'archived', 'trash'] as const;
export type MailTab = (typeof MAIL_TABS)[number];
export type TabCounts = Record<MailTab, number>;

export const PAGE_SIZE = 10;

/** One row of the message list. */
export interface MailItem {
  id: string;
  threadId: string;
  subject: string;
  sender: string;
  senderEmail: string;
  preview: string;
  date: string;
  read: boolean;
  starred: boolean;
  category: string;
  hasAttachments: boolean;
  labelIds: string[];
}

export interface MailList {
  items: MailItem[];
  total: number;
  page: number;
  pageSize: number;
  counts: TabCounts;
  unread: number;
}

export interface MailAttachmentInfo {
  id: string;
  filename: string;
  mimeType: string;
  size: number;
}

/** A whole message, its HTML already sanitised. */
export interface MailMessage {
  id: string;
  threadId: string;
  subject: string;
  from: Address;
  to: Address[];
  cc: Address[];
  bcc: Address[];
  date: string;
  html: string;
  text: string;
  labelIds: string[];
  starred: boolean;
  read: boolean;
  messageIdHeader: string | null;
  attachments: MailAttachmentInfo[];
  /** Remote images were removed from `html` until the user allows them. */
  remoteImagesBlocked: number;
}

export interface MailProfile {
  emailAddress: string;
  messagesTotal: number;
  provider: 'local' | 'gmail';
}

/** What a user sends; the body is HTML. */
export interface OutgoingMessage {
  from: Address;
  to: Address[];
  cc: Address[];
  bcc: Address[];
  subject: string;
  html: string;
  text: string;
  attachments: OutgoingAttachment[];
  /** Our own RFC 5322 Message-ID, with angle brackets. */
  messageId: string;
  inReplyTo?: string;
  references?: string;
  /** The thread of the message this replies to, in the sender's mailbox. */
  threadId?: string;
}

export interface OutgoingAttachment {
  filename: string;
  mimeType: string;
  content: Buffer;
}
