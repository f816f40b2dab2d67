/**
 * Gmail REST resource shapes used by the adapter
 * (https://developers.google.com/gmail/api/reference/rest/v1/users.messages,
 * users.history, users.drafts, users.getProfile). Only the fields we read.
 */
import type { GmailMessagePart } from '../../../core/mail/body';

export interface GmailProfile {
  emailAddress: string;
  messagesTotal: number;
  threadsTotal?: number;
  historyId: string;
}

export interface GmailMessageRef {
  id: string;
  threadId: string;
}

export interface GmailMessage extends GmailMessageRef {
  labelIds?: string[];
  snippet?: string;
  historyId?: string;
  /** Epoch milliseconds as a string. */
  internalDate?: string;
  sizeEstimate?: number;
  payload?: GmailMessagePart;
  /** base64url, only with format=raw. */
  raw?: string;
}

export interface GmailListResponse {
  messages?: GmailMessageRef[];
  nextPageToken?: string;
  resultSizeEstimate?: number;
}

export type GmailHistoryType = 'messageAdded' | 'messageDeleted' | 'labelAdded' | 'labelRemoved';

export interface GmailHistoryMessageChange {
  message: GmailMessage;
}

export interface GmailHistoryLabelChange {
  message: GmailMessage;
  labelIds: string[];
}

export interface GmailHistoryRecord {
  id: string;
  messages?: GmailMessageRef[];
  messagesAdded?: GmailHistoryMessageChange[];
  messagesDeleted?: GmailHistoryMessageChange[];
  labelsAdded?: GmailHistoryLabelChange[];
  labelsRemoved?: GmailHistoryLabelChange[];
}

export interface GmailHistoryResponse {
  history?: GmailHistoryRecord[];
  nextPageToken?: string;
  historyId: string;
}

/** users.labels resource: `type` is "system" for Gmail's own (INBOX, STARRED, CATEGORY_…) and "user" for the person's. */
export interface GmailLabel {
  id: string;
  name: string;
  type?: 'system' | 'user';
  labelListVisibility?: string;
  messageListVisibility?: string;
}

export interface GmailDraft {
  id: string;
  message: GmailMessageRef & { labelIds?: string[] };
}

/** Google's JSON error body (https://cloud.google.com/apis/design/errors). */
export interface GoogleErrorBody {
  error: {
    code: number;
    message: string;
    errors?: Array<{ message?: string; domain?: string; reason?: string }>;
    status?: string;
  };
}
