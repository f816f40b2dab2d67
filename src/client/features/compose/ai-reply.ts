/** The AI reply flow's rule for "edited": the sent body differs from the AI text. */
import { htmlToText } from '../../../core/mail/html-text';

/** Seconds-level timings of the post-send feedback dialog. */
export const FEEDBACK_DIALOG_DELAY_MS = 2000;
export const FEEDBACK_CLOSE_DELAY_MS = 500;

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * True when the person changed the AI-generated reply before sending. The
 * quoted original below the reply ("On … wrote:" and its blockquote) is not
 * part of the AI text and is ignored.
 */
export function isAiReplyEdited(bodyHtml: string, originalReplyText: string): boolean {
  const withoutQuote = bodyHtml.replace(/<blockquote[\s\S]*<\/blockquote>/i, '').replace(/<p>On [^<]*wrote:<\/p>/i, '');
  return normalize(htmlToText(withoutQuote)) !== normalize(originalReplyText);
}
