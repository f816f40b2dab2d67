/** Shapes the mail API answers with (see the API contract in ARCHITECTURE.md). */
import type { z } from 'zod';
import type { mailDetailSchema, mailListSchema, mailProfileSchema, threadDetailSchema, threadListSchema } from '../../core/mail/schemas';
import type { Address } from '../db/schema/mail';

export type { Address };

export { MAIL_TABS, MOVE_TABS } from '../../core/mail/types';
export type { MailItem, MailTab, TabCounts } from '../../core/mail/types';

/** A page of ten rows: what a list answers when the caller names no size. */
export const PAGE_SIZE = 10;
/** The most rows one page may ask for. */
export const MAX_PAGE_SIZE = 100;

/** Which page of a list, and how many rows a page holds. */
export interface PageRequest {
  page: number;
  size: number;
}

export type MailList = z.infer<typeof mailListSchema>;
export type MailMessage = z.infer<typeof mailDetailSchema>;
export type MailProfile = z.infer<typeof mailProfileSchema>;
export type ThreadList = z.infer<typeof threadListSchema>;
export type ThreadDetail = z.infer<typeof threadDetailSchema>;

/** What a user sends; the body is HTML. */
export interface OutgoingMessage {
  from: Address;
  to: Address[];
  cc: Address[];
  bcc: Address[];
  subject: string;
  html: string;
  /**
   * The HTML the recipients get when it differs from the sender's copy: with
   * open/click tracking on, it carries the pixel and the rewritten links while
   * `html` (the sender's Sent copy) keeps the original. Providers use it for
   * every copy except the sender's own (local delivery and outside relay).
   */
  recipientHtml?: string;
  text: string;
  attachments: OutgoingAttachment[];
  /** Our own RFC 5322 Message-ID, with angle brackets. */
  messageId: string;
  inReplyTo?: string;
  references?: string[];
  /** The thread of the message this replies to, in the sender's mailbox. */
  threadId?: string;
}

export interface OutgoingAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}
