/**
 * Reply and forward prefills: subjects that never double their prefix, the
 * "On {date}, {sender} wrote:" blockquote and the forwarded-message header.
 */
import { format } from 'date-fns';
import { formatRecipient } from './recipients';
/** The first line of a forwarded message's header block, as Gmail writes it. */
export const FORWARDED_HEADER = '---------- Forwarded message ---------';

export interface OriginalMessage {
  subject: string;
  from: { name: string; email: string };
  to: { name: string; email: string }[];
  cc?: { name: string; email: string }[];
  date: string;
  html: string;
  text: string;
}

/** "Re: " once: `Re: Re: x` is never produced, whatever the case of the original prefix. */
export function replySubject(subject: string): string {
  const s = subject.trim();
  return /^re:/i.test(s) ? s : `Re: ${s}`;
}

/** "Fwd: " once; an original already starting with Fwd:/Fw: keeps its prefix. */
export function forwardSubject(subject: string): string {
  const s = subject.trim();
  return /^(fwd?|fw):/i.test(s) ? s : `Fwd: ${s}`;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function person(a: { name: string; email: string }): string {
  return a.name ? `${a.name} <${a.email}>` : a.email;
}

/** People in a list, as in a header: a name holding a comma is quoted ("Doe, Jane" <jane@…>), so it reads as one person. */
function people(list: { name: string; email: string }[]): string {
  return list.map(formatRecipient).join(', ');
}

function when(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : format(d, "EEE, MMM d, yyyy 'at' HH:mm");
}

/** The original's body as HTML (its sanitised HTML, else its text as paragraphs). */
function originalBody(m: OriginalMessage): string {
  if (m.html.trim()) return m.html;
  return m.text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** Whether a reply is written above the quoted original (as Gmail) or below it (as mailing lists prefer). */
export type ReplyPosition = 'above' | 'below';

/**
 * "On {date}, {sender} wrote:" and the original in a blockquote, with an empty
 * paragraph for the cursor before it (above) or after it (below).
 */
export function quotedReply(m: OriginalMessage, position: ReplyPosition = 'above'): string {
  const quote = `<p>On ${escapeHtml(when(m.date))}, ${escapeHtml(person(m.from))} wrote:</p><blockquote>${originalBody(m)}</blockquote>`;
  return position === 'above' ? `<p></p>${quote}` : `${quote}<p></p>`;
}

/** An empty first paragraph, the forwarded-message header block, then the original body. */
export function forwardedMessage(m: OriginalMessage): string {
  const lines = [
    FORWARDED_HEADER,
    `From: ${person(m.from)}`,
    `Date: ${when(m.date)}`,
    `Subject: ${m.subject}`,
    `To: ${people(m.to)}`,
    ...(m.cc && m.cc.length > 0 ? [`Cc: ${people(m.cc)}`] : []),
  ];
  return `<p></p><p>${lines.map(escapeHtml).join('<br>')}</p>${originalBody(m)}`;
}
