/**
 * Mail shapes shared by server and client. `MailItem` is one row of a list;
 * `MailMessage` is the detail returned by `GET /api/mail/messages/:id`
 * (ARCHITECTURE.md, API contract), and the defaults shown where a field is missing.
 */

import type { z } from 'zod';
import type { mailAddressSchema, mailAttachmentSchema, mailItemSchema, mailMessageSchema } from './schemas';

/** `to-reply`: conversations whose newest message, from someone else to the user, asks something of them (see core/rules/to-reply.ts). */
export const MAIL_TABS = ['inbox', 'to-reply', 'starred', 'snoozed', 'sent', 'drafts', 'archived', 'trash'] as const;

/** The local mailbox's folders mail can be moved into (its tabs; sent, drafts and the rest are not places to put mail). */
export const MOVE_TABS = ['inbox', 'archived', 'trash'] as const;
export type MailTab = (typeof MAIL_TABS)[number];

/** Archived and trash are counted but never assigned as a category. */
export const MAIL_CATEGORIES = ['primary', 'social', 'promotions', 'sent', 'drafts'] as const;
export type MailCategory = (typeof MAIL_CATEGORIES)[number];

export const DEFAULT_SUBJECT = '(No subject)';
export const DEFAULT_SENDER = 'Unknown sender';
export const DEFAULT_DATE = 'Unknown date';
/** A list item whose metadata could not be read. */
export const UNREADABLE_SUBJECT = 'Error loading email';
export const UNREADABLE_SENDER = 'Unknown';

export type MailItem = z.infer<typeof mailItemSchema>;
export type MailAddress = z.infer<typeof mailAddressSchema>;
export type MailAttachment = z.infer<typeof mailAttachmentSchema>;
export type MailMessage = z.infer<typeof mailMessageSchema>;

export type TabCounts = Record<MailTab, number>;

export function isMailTab(value: unknown): value is MailTab {
  return typeof value === 'string' && (MAIL_TABS as readonly string[]).includes(value);
}

/** The subject to show: trimmed, or "(No subject)". */
export function displaySubject(subject: string | null | undefined): string {
  const s = subject?.trim();
  return s ? s : DEFAULT_SUBJECT;
}

/** The sender to show: name, else address, else "Unknown sender". */
export function displaySender(from: Partial<MailAddress> | null | undefined): string {
  const name = from?.name?.trim();
  if (name) return name;
  const email = from?.email?.trim();
  return email ? email : DEFAULT_SENDER;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * Short month and day ("Nov 22"), or "Unknown date". Uses UTC so
 * the server and a test agree; the client may format in local time instead.
 */
export function displayDate(iso: string | null | undefined): string {
  if (!iso) return DEFAULT_DATE;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return DEFAULT_DATE;
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}`;
}

/** Parses an RFC 5322 Date header into ISO 8601, or null. */
export function toIsoDate(header: string | null | undefined): string | null {
  if (!header) return null;
  const d = new Date(header);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** A list item for a message whose metadata could not be read. */
export function unreadableMailItem(id: string, accountId: string, threadId = id): MailItem {
  return {
    id,
    accountId,
    threadId,
    subject: UNREADABLE_SUBJECT,
    sender: UNREADABLE_SENDER,
    senderEmail: '',
    preview: '',
    date: null,
    read: true,
    starred: false,
    labels: [],
    category: 'primary',
  };
}

/**
 * Maps Gmail system labels to our category. CATEGORY_* labels are Gmail's
 * inbox tabs; SENT and DRAFT win over them because they describe the owner's
 * own mail.
 */
export function categoryFromLabels(labelIds: readonly string[]): MailCategory {
  if (labelIds.includes('DRAFT')) return 'drafts';
  if (labelIds.includes('SENT')) return 'sent';
  if (labelIds.includes('CATEGORY_SOCIAL')) return 'social';
  if (labelIds.includes('CATEGORY_PROMOTIONS')) return 'promotions';
  return 'primary';
}
