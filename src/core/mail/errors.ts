/**
 * Mail errors and the texts, written once so routes, the client
 * and tests import the same strings.
 */
import { DomainError, type ErrorKind } from '../errors';

export const MAIL_ERROR_CODES = [
  'MESSAGE_NOT_FOUND',
  'PERMISSION_DENIED',
  'INVALID_TOKEN',
  'EMPTY_MESSAGE',
  'DECODE_FAILED',
  'RATE_LIMITED',
  'ATTACHMENTS_TOO_LARGE',
  'INVALID_ADDRESS',
  'MISSING_RECIPIENT',
  'GMAIL_ERROR',
] as const;
export type MailErrorCode = (typeof MAIL_ERROR_CODES)[number];

/**
 * What kind of failure each code is. Gmail's own failures are the provider
 * failing (or timing out, set on the error), and a quota refusal is reported
 * as unavailable, so clients retry it as the transient failure it is.
 */
const MAIL_ERROR_KIND: Record<MailErrorCode, ErrorKind> = {
  MESSAGE_NOT_FOUND: 'not_found',
  PERMISSION_DENIED: 'forbidden',
  INVALID_TOKEN: 'provider_auth',
  EMPTY_MESSAGE: 'unprocessable',
  DECODE_FAILED: 'unprocessable',
  RATE_LIMITED: 'unavailable',
  ATTACHMENTS_TOO_LARGE: 'too_large',
  INVALID_ADDRESS: 'invalid',
  MISSING_RECIPIENT: 'invalid',
  GMAIL_ERROR: 'provider_failed',
};

// Gmail call failures.
export const ERR_FETCH_PROFILE = 'Failed to fetch Gmail profile';
export const ERR_FETCH_LIST = 'Failed to fetch Gmail messages list';
export const ERR_UPDATE_LABELS = 'Failed to update Gmail message labels';
export const ERR_MARK_READ = 'Failed to mark Gmail message as read';
export const ERR_DECODE = 'Could not decode message content';
export const ERR_NO_TOKEN = 'No token';
export const ERR_FETCH_CONTENT = 'Failed to fetch Gmail message content';
export const ERR_DELETE_DRAFT = 'Failed to remove the earlier Gmail draft';
export const ERR_GMAIL_LABELS = 'Gmail did not take the change to its labels';

/** "Failed to send email: {server message or Unknown error}" */
export function errSendEmail(message?: string | null): string {
  return `Failed to send email: ${message?.trim() ? message.trim() : 'Unknown error'}`;
}

/** "Failed to create draft: {message}" */
export function errCreateDraft(message?: string | null): string {
  return `Failed to create draft: ${message?.trim() ? message.trim() : 'Unknown error'}`;
}

// Message view display texts.
export const VIEW_MESSAGE_NOT_FOUND = 'This message has been deleted or moved to trash.';
/** A conversation id that is not (or no longer) in the user's mailbox. */
export const VIEW_CONVERSATION_NOT_FOUND = 'This conversation has been deleted or is not in your mailbox.';
export const VIEW_PERMISSION_DENIED_TITLE = 'Access denied';
export const VIEW_PERMISSION_DENIED = 'You do not have permission to view this message.';
export const VIEW_INVALID_TOKEN =
  'Authentication error - Your Gmail session has expired. Please sign out and sign in again.';
export const VIEW_EMPTY_MESSAGE =
  'Empty message - This message appears to be empty or in an unsupported format.';
export const VIEW_OTHER_ERROR =
  'Message not found - The message could not be loaded. It may have been deleted or you may not have permission to view it.';

/** Send (and schedule) without any recipient. */
export const ERR_MISSING_RECIPIENT = 'Missing recipient - Please enter a recipient email address';

/** A recipient that does not match the address pattern. */
export function errInvalidAddress(entry: string): string {
  return `Invalid email address: ${entry.replace(/[\r\n]+/g, ' ').trim()}`;
}

/** Refusal of attachments over 25 MB in all, the most common providers' limit for one message. */
export const ERR_ATTACHMENTS_TOTAL = 'Total attachment size exceeds 25MB. Please reduce file size.';

/** The text the message view shows for an error code. */
export function viewTextFor(code: MailErrorCode | string | undefined): string {
  switch (code) {
    case 'MESSAGE_NOT_FOUND':
      return VIEW_MESSAGE_NOT_FOUND;
    case 'PERMISSION_DENIED':
      return VIEW_PERMISSION_DENIED;
    case 'INVALID_TOKEN':
      return VIEW_INVALID_TOKEN;
    case 'EMPTY_MESSAGE':
      return VIEW_EMPTY_MESSAGE;
    default:
      return VIEW_OTHER_ERROR;
  }
}

/**
 * These four are final; anything else may be retried (up to 3
 * times by the client).
 */
export function isRetryableMailError(code: MailErrorCode | string | undefined): boolean {
  return !(
    code === 'MESSAGE_NOT_FOUND' ||
    code === 'PERMISSION_DENIED' ||
    code === 'INVALID_TOKEN' ||
    code === 'EMPTY_MESSAGE'
  );
}

export class MailError extends DomainError {
  declare readonly code: MailErrorCode;

  /** `timedOut`: the provider did not answer in time (a GMAIL_ERROR), which clients may tell apart from a refusal. */
  constructor(code: MailErrorCode, message: string, options?: { timedOut?: boolean; cause?: unknown }) {
    super(options?.timedOut ? 'provider_timeout' : MAIL_ERROR_KIND[code], code, message, { cause: options?.cause });
    this.name = 'MailError';
  }
}

export function isMailError(e: unknown): e is MailError {
  return e instanceof MailError;
}

/** The code-named errors carry their code as the message. */
export const messageNotFound = (): MailError => new MailError('MESSAGE_NOT_FOUND', 'MESSAGE_NOT_FOUND');
export const permissionDenied = (): MailError => new MailError('PERMISSION_DENIED', 'PERMISSION_DENIED');
export const invalidToken = (): MailError => new MailError('INVALID_TOKEN', 'INVALID_TOKEN');
export const emptyMessage = (): MailError => new MailError('EMPTY_MESSAGE', 'EMPTY_MESSAGE');
