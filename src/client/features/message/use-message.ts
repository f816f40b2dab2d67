/**
 * One message (`GET /api/mail/messages/:id[?images=1]`). The codes the spec
 * names as final (not found, denied, expired session, empty) are never
 * retried; anything else is retried up to three times (spec 1 §8).
 */
import { useQuery } from '@tanstack/react-query';
import type { MailAddress, MailAttachment } from '../../../core/mail/types';
import { ApiError, api } from '../../lib/api';
import { CACHE_TIME_MS, MAX_RETRIES, STALE_TIME_MS, isFinalFailure, mailKeys, retryDelay } from '../dashboard/use-mail';

export interface MailMessage {
  id: string;
  threadId: string;
  subject: string;
  from: MailAddress;
  to: MailAddress[];
  cc: MailAddress[];
  bcc: MailAddress[];
  date: string | null;
  html: string;
  text: string;
  labelIds: string[];
  starred: boolean;
  read: boolean;
  messageIdHeader: string | null;
  attachments: MailAttachment[];
  remoteImagesBlocked: number;
}

export const FINAL_CODES = ['MESSAGE_NOT_FOUND', 'PERMISSION_DENIED', 'INVALID_TOKEN', 'EMPTY_MESSAGE'];

export function retryMessage(failureCount: number, error: unknown): boolean {
  if ((error instanceof ApiError && FINAL_CODES.includes(error.code)) || isFinalFailure(error)) {
    return false;
  }
  return failureCount < MAX_RETRIES;
}

export function useMessage(id: string, showImages: boolean) {
  return useQuery({
    queryKey: showImages ? [...mailKeys.message(id), 'images'] : mailKeys.message(id),
    queryFn: ({ signal }) =>
      api.get<MailMessage>(`/api/mail/messages/${encodeURIComponent(id)}${showImages ? '?images=1' : ''}`, signal),
    staleTime: STALE_TIME_MS,
    gcTime: CACHE_TIME_MS,
    retry: retryMessage,
    retryDelay,
  });
}

const formatAddress = (a: MailAddress) => (a.name ? `${a.name} <${a.email}>` : a.email);

function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return doc.body.textContent?.replace(/\n{3,}/g, '\n\n').trim() ?? '';
}

/** The body as plain text (empty when the message has none). */
export function bodyText(m: Pick<MailMessage, 'text' | 'html'>): string {
  return m.text.trim() || (m.html ? htmlToText(m.html) : '');
}

/** The message as the writing helpers read it: headers, a blank line, the body. */
export function emailForAi(m: MailMessage): string {
  const lines = [`From: ${formatAddress(m.from)}`];
  if (m.to.length) lines.push(`To: ${m.to.map(formatAddress).join(', ')}`);
  lines.push(`Subject: ${m.subject}`);
  if (m.date) lines.push(`Date: ${new Date(m.date).toUTCString()}`);
  return `${lines.join('\n')}\n\n${bodyText(m)}`;
}
