/**
 * A scheduled email as `/api/scheduled` answers it: the server builds it
 * (scheduled/service.ts `toView`) and the client reads it, from this one type.
 */

export const SCHEDULED_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type ScheduledStatus = (typeof SCHEDULED_STATUSES)[number];

/** A scheduled email as the API answers it (attachments without their bytes; instants as ISO 8601). */
export interface ScheduledEmailView {
  id: string;
  status: ScheduledStatus;
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  /** The HTML as stored and as it will be sent. */
  body: string;
  /**
   * `body` sanitised for showing in this app (no scripts, handlers or active
   * URLs; remote images kept, it is the user's own mail). The client renders and
   * edits this one, so hostile markup stored through the API never reaches the
   * browser's HTML parser, not even the sanitiser's inert document.
   */
  safeBody: string;
  attachments: { filename: string; mimeType: string; size: number }[];
  tracking: { opens: boolean; clicks: boolean } | null;
  replyTo: string | null;
  scheduledTime: string;
  createdAt: string;
  updatedAt: string;
  sentAt: string | null;
  failureReason: string | null;
}
