/** The message as text: for the writing helpers and for quoting. */
import type { MailAddress } from '../../core/mail/types';
import type { MailMessage } from '../api/mail';

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
