/**
 * completion: continues what the user is typing. An unfinished sentence is
 * finished from a table of stock email phrases; a finished text gets the next
 * natural line (a closing request, then a sign-off). The result is only the
 * text to append, with its own leading space or line break.
 */
import { htmlToText, looksLikeHtml } from './letter';
import type { CompletionResult } from './types';

/** [ending of the text (lowercase, no trailing space), continuation] — most specific first. */
const CONTINUATIONS: [RegExp, string][] = [
  [/\bi look forward to$/, 'hearing from you.'],
  [/\blooking forward to$/, 'hearing from you.'],
  [/\blook forward to (hearing|speaking|meeting)$/, 'with you soon.'],
  [/\bplease let me know$/, 'if you have any questions.'],
  [/\blet me know if$/, 'you have any questions.'],
  [/\blet me know (what|when|how)$/, 'works best for you.'],
  [/\bplease don't hesitate to$/, 'reach out if you need anything else.'],
  [/\bplease do not hesitate to$/, 'contact me if you need anything else.'],
  [/\bthank you (so much )?for$/, 'your time and help.'],
  [/\bthanks (so much )?for$/, 'your help.'],
  [/\bi hope this$/, 'email finds you well.'],
  [/\bi hope you$/, 'are doing well.'],
  [/\bat your earliest$/, 'convenience.'],
  [/\bplease find attached$/, 'the document for your review.'],
  [/\bi(?: am|'m) writing to$/, 'follow up on our recent conversation.'],
  [/\bi wanted to$/, 'follow up on my previous email.'],
  [/\bi would like to$/, 'schedule a meeting to discuss this further.'],
  [/\bwould you be available$/, 'for a quick call this week?'],
  [/\bare you available$/, 'for a quick call this week?'],
  [/\bcould you (please )?$/, 'send me an update when you have a moment?'],
  [/\bsorry for the$/, 'delay in getting back to you.'],
  [/\bapologi[sz]e for the$/, 'delay in getting back to you.'],
  [/\bas (we )?discussed$/, 'in our last meeting,'],
  [/\bin the meantime,?$/, 'please let me know if you need anything from me.'],
  [/\b(best|kind|warm)$/, 'regards,'],
  // "I will review it and": what the writer will do next is usually to answer.
  [/\bi(?: will|'ll| can|'d)\b[^.?!]{1,80}\band$/, 'get back to you shortly.'],
];

/** A sentence cut after one of these cannot be closed with a full stop ("I will review it and."). */
const OPEN_ENDING = /\b(?:and|or|but|so|to|the|a|an|of|with|for|in|on|at|by|from|that|which|if|because|as|my|your|our|their|this|will|would|can|could|should|must|is|are|was|were|have|has)$/i;

const SIGN_OFF = /^(best|best regards|best wishes|kind regards|regards|warm regards|warmly|many thanks|thanks|thank you|thanks again|cheers|sincerely|yours( sincerely| truly| faithfully)?|all the best|take care|talk soon|speak soon|love)[,!.]?$/i;

/** A name or title under a sign-off: a few capitalised words ("Uma Xu", "Head of Operations, Fernleaf"). */
const NAME_LINE = /^[A-Z][\w.'’-]*(?:,?\s+(?:[A-Z&|][\w.'’&-]*|of|at|for|and|the|de|van|von))*,?$/;

/** Suggests text to append to `text`; empty when there is nothing sensible to add. */
export function completion(text: string): CompletionResult {
  // The editor sends HTML; the completion works on the plain text with tags stripped.
  const plain = looksLikeHtml(text) ? htmlToText(text) : text;
  const trimmed = plain.trimEnd();
  if (!trimmed) return { completion: '' };
  const tail = trimmed.slice(-80).toLowerCase().replace(/\s+/g, ' ');
  for (const [re, next] of CONTINUATIONS) {
    if (re.test(tail)) return { completion: ' ' + next };
  }
  const last = trimmed.split('\n').pop()?.trim() ?? '';
  // Signed off ("Best,\nUma", "Thanks,\nUma\nHead of Ops") or a signature begun: the letter is finished. Only
  // short lines may follow the sign-off (a name, a title); "Thanks!" then a paragraph is still being written.
  const lines = trimmed.split('\n').map((line) => line.trim()).filter(Boolean);
  const signedAt = lines.findLastIndex((line) => SIGN_OFF.test(line) || line === '--');
  if (signedAt >= 0 && lines.length - signedAt <= 3 && lines.slice(signedAt + 1).every((line) => NAME_LINE.test(line))) {
    return { completion: '' };
  }
  if (/[,;:]$/.test(trimmed) && /^(hi|hello|dear|hey)\b/i.test(last)) return { completion: '\n\nI hope you are doing well.' };
  if (!/[.!?]$/.test(trimmed)) {
    // An unknown unfinished sentence: close it rather than guess its words.
    // "Hi Ana, could we ..." still asks: look past a leading greeting.
    const sentence = lastSentence(trimmed).replace(/^(hi|hello|hey|dear)\s+[^,]{1,30},\s*/i, '');
    const asks = /^(can|could|would|will|do|does|is|are|what|when|where|who|how|why)\b/i.test(sentence);
    if (OPEN_ENDING.test(sentence)) return { completion: '' };
    return { completion: asks ? '?' : '. Please let me know if you have any questions.' };
  }
  if (!/\b(let me know|get back to me|look forward|looking forward)\b/i.test(trimmed)) {
    return { completion: /\?$/.test(trimmed) ? ' I look forward to hearing from you.' : ' Please let me know if you have any questions.' };
  }
  return { completion: '\n\nBest regards,' };
}

function lastSentence(text: string): string {
  const parts = text.split(/(?<=[.!?])\s+|\n+/);
  return (parts.pop() ?? '').trim();
}
