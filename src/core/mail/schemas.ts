/**
 * The mail API's answers as zod schemas: the routes declare them, the OpenAPI
 * document describes them and the client's types are inferred from them, so
 * each shape is written once (core/mail/types.ts takes its types from here).
 */
import { z } from 'zod';
import { MAIL_CATEGORIES, MAIL_TABS } from './types';

export const mailAddressSchema = z.object({ name: z.string(), email: z.string() });

export const mailItemSchema = z.object({
  id: z.string(),
  /** The account the message belongs to (the unified inbox lists every account's). */
  accountId: z.string(),
  threadId: z.string(),
  subject: z.string(),
  /** Display name, or the address when there is no name. */
  sender: z.string(),
  senderEmail: z.string(),
  preview: z.string(),
  /** ISO 8601, or null when the message carries no readable date. */
  date: z.string().nullable(),
  read: z.boolean(),
  starred: z.boolean(),
  labels: z.array(z.string()),
  category: z.enum(MAIL_CATEGORIES),
  hasAttachments: z.boolean().optional(),
  /** While snoozed: when it comes back to the inbox (ISO 8601). */
  snoozedUntil: z.string().optional(),
  /** When it came back from a snooze (ISO 8601): the inbox orders it by that moment, so the row shows it. */
  wokenAt: z.string().optional(),
});

export const mailAttachmentSchema = z.object({ id: z.string(), filename: z.string(), mimeType: z.string(), size: z.number() });

export const mailMessageSchema = z.object({
  id: z.string(),
  threadId: z.string(),
  subject: z.string(),
  from: mailAddressSchema.nullable(),
  to: z.array(mailAddressSchema),
  cc: z.array(mailAddressSchema),
  /** ISO 8601, or null when unknown. */
  date: z.string().nullable(),
  html: z.string(),
  text: z.string(),
  labelIds: z.array(z.string()),
  attachments: z.array(mailAttachmentSchema),
});

export const tabCountsSchema = z.object(Object.fromEntries(MAIL_TABS.map((tab) => [tab, z.number()])) as Record<(typeof MAIL_TABS)[number], z.ZodNumber>);

/** One page of a tab, with every tab's count for the sidebar. */
export const mailListSchema = z.object({
  items: z.array(mailItemSchema),
  total: z.number(),
  /** The count stopped at `total` (a search, or a very large list): there are more. */
  totalCapped: z.boolean().optional(),
  page: z.number(),
  pageSize: z.number(),
  counts: tabCountsSchema,
  unread: z.number(),
});

/** A whole message as the message view gets it, its HTML already sanitised. */
export const mailDetailSchema = mailMessageSchema.extend({
  /** The account the message belongs to: a reply goes from it. */
  accountId: z.string(),
  from: mailAddressSchema,
  date: z.string(),
  /** Only on the sender's own copy. */
  bcc: z.array(mailAddressSchema),
  starred: z.boolean(),
  read: z.boolean(),
  /** In the inbox now (labelIds holds only the user's own labels; system states are tabs). */
  inInbox: z.boolean(),
  /** A saved draft: the message view offers to finish it in compose instead of answering it. */
  isDraft: z.boolean(),
  /** In the trash: the message view offers to restore it or delete it forever. */
  inTrash: z.boolean(),
  messageIdHeader: z.string().nullable(),
  /** How many remote images were held back from `html` until the user allows them. */
  remoteImagesBlocked: z.number(),
  /** The message carries a List-Unsubscribe the user can act on (POST …/unsubscribe). */
  canUnsubscribe: z.boolean(),
});

/** `POST /api/mail/messages/:id/unsubscribe`: what was done; `link` is for the browser to open. */
export const unsubscribeResultSchema = z.object({ method: z.enum(['one-click', 'mailto', 'link']), url: z.string().optional() });

/** `GET /api/subscriptions`: senders of list mail, most mail first. */
export const subscriptionsSchema = z.object({
  items: z.array(
    z.object({
      email: z.string(),
      name: z.string(),
      count: z.number(),
      lastDate: z.string(),
      /** How many of their messages were read. */
      read: z.number(),
      /** Their newest message, to unsubscribe with. */
      latestMessageId: z.string(),
      /** When the user last unsubscribed from them here, or null. */
      unsubscribedAt: z.string().nullable(),
    }),
  ),
});

export const mailProfileSchema = z.object({
  emailAddress: z.string(),
  messagesTotal: z.number(),
  provider: z.enum(['local', 'gmail']),
});

/** `GET /api/mail/search/interpret`: a sentence read as operators the user sees and can edit. */
export const interpretationSchema = z.object({ query: z.string(), explanation: z.string() });

export const contactSchema = z.object({
  email: z.string(),
  name: z.string(),
  /** Initials for the avatar circle, or null when the name gives none. */
  avatar: z.string().nullable(),
  frequentlyUsed: z.boolean(),
});

export const gmailStatusSchema = z.object({
  connected: z.boolean(),
  email: z.string().optional(),
  provider: z.enum(['local', 'gmail']),
  lastSyncAt: z.string().optional(),
  messagesTotal: z.number().optional(),
  configured: z.boolean(),
  /** The redirect URI to register in the Google Cloud console (the failed state's setup hint). */
  redirectUri: z.string(),
});

export const gmailSyncOutcomeSchema = z.object({
  mode: z.enum(['cold', 'warm']),
  added: z.number(),
  removed: z.number(),
  updated: z.number(),
});

/** One conversation of a tab's conversation list. */
export const threadItemSchema = z.object({
  threadId: z.string(),
  /** The subject of the conversation's first message. */
  subject: z.string(),
  /** Everyone who wrote in it, in the order they first did. */
  participants: z.array(mailAddressSchema),
  messageCount: z.number(),
  /** Whether any of its messages is unread. */
  unread: z.boolean(),
  starred: z.boolean(),
  /** ISO 8601 date of its newest message. */
  latestDate: z.string(),
  /** When it came back from a snooze, if that is later than its newest message: it sorts by that moment. */
  wokenAt: z.string().optional(),
  /** The newest message's preview. */
  preview: z.string(),
  /** The newest of its messages listed in this tab: the one a click opens. */
  latestMessageId: z.string(),
  /** Its messages listed in this tab, newest first: what an action on the conversation acts on. */
  messageIds: z.array(z.string()),
  /** The user's own labels on any of its messages. */
  labels: z.array(z.string()),
  accountId: z.string(),
  hasAttachments: z.boolean(),
});

export const threadListSchema = z.object({
  items: z.array(threadItemSchema),
  total: z.number(),
  /** The count stopped at `total` (a search, or a tab of very many conversations): there are more. */
  totalCapped: z.boolean().optional(),
  page: z.number(),
  pageSize: z.number(),
  counts: tabCountsSchema,
  unread: z.number(),
});

/** A whole conversation, oldest message first, the user's own replies included. */
export const threadDetailSchema = z.object({
  threadId: z.string(),
  subject: z.string(),
  messages: z.array(mailDetailSchema),
});
