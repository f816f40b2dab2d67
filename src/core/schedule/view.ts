/**
 * A scheduled email as `/api/scheduled` answers it: the server builds it
 * (`toView` in scheduled/service.ts) and the client reads it, from this one type.
 */

import { z } from 'zod';

export const SCHEDULED_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type ScheduledStatus = (typeof SCHEDULED_STATUSES)[number];

/** A scheduled email as the API answers it (attachments without their bytes; instants as ISO 8601). */
export const scheduledEmailViewSchema = z.object({
  id: z.string(),
  status: z.enum(SCHEDULED_STATUSES),
  to: z.array(z.string()),
  cc: z.array(z.string()),
  bcc: z.array(z.string()),
  subject: z.string(),
  /** The HTML as stored and as it will be sent. */
  body: z.string(),
  /**
   * `body` sanitised for showing in this app (no scripts, handlers or active
   * URLs; remote images kept, it is the user's own mail). The client renders and
   * edits this one, so hostile markup stored through the API never reaches the
   * browser's HTML parser, not even the sanitiser's inert document.
   */
  safeBody: z.string(),
  attachments: z.array(z.object({ filename: z.string(), mimeType: z.string(), size: z.number() })),
  tracking: z.object({ opens: z.boolean(), clicks: z.boolean() }).nullable(),
  replyTo: z.string().nullable(),
  scheduledTime: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  sentAt: z.string().nullable(),
  failureReason: z.string().nullable(),
});
export type ScheduledEmailView = z.infer<typeof scheduledEmailViewSchema>;
