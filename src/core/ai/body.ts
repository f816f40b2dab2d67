/**
 * generateBody: drafts a short email from a subject line. The subject's
 * kind (meeting, thanks, follow-up, invoice, apology, introduction, update,
 * request) picks the draft; the subject's words fill it. Greeting names are
 * left as the `{name}` placeholder the templates feature already uses.
 */
import type { TextResult } from './types';

interface Draft { match: RegExp; lines: (topic: string) => string[] }

/** Leading words of a subject that the draft's own sentence already says. */
const LEAD_IN = /^(meeting|call|sync|catch[- ]up|chat|thanks|thank you|follow[- ]?up|following up|checking in|reminder|introduction|update|request|question|apology|sorry)\b\s*(to discuss|about|on|re|regarding|for|of|:|-)?\s*/i;

const DRAFTS: Draft[] = [
  { match: /\b(meet|meeting|call|sync|catch up|catch-up|chat)\b/i, lines: (t) => [`I'd like to set up a meeting to discuss ${t}.`, 'Would you be available for 30 minutes later this week? Please let me know which times suit you and I will send an invite.'] },
  { match: /\b(thank|thanks|appreciat)/i, lines: (t) => [`I wanted to say thank you for ${t}.`, 'Your help made a real difference, and I am grateful for the time you put into it.'] },
  { match: /\b(follow[- ]?up|following up|checking in|reminder)\b/i, lines: (t) => [`I'm following up on ${t}.`, 'Could you let me know where things stand and whether you need anything from me to move forward?'] },
  { match: /\b(invoice|payment|billing|receipt)\b/i, lines: (t) => [`I'm writing about ${t}.`, 'Please find the details below, and let me know if you have any questions about the amounts or the due date.'] },
  { match: /\b(sorry|apolog|delay)/i, lines: (t) => [`I'm sorry about ${t}.`, 'I understand the inconvenience this has caused, and I am taking steps to make sure it does not happen again.'] },
  { match: /\b(introduc|meet \w+)/i, lines: (t) => [`I'd like to make an introduction: ${t}.`, 'I think you would both benefit from a conversation, so I will let you take it from here.'] },
  { match: /\b(update|news|status|progress|report)\b/i, lines: (t) => [`Here is a quick update on ${t}.`, 'Things are on track, and I will share the next steps as soon as they are confirmed.'] },
  { match: /\b(request|need|help|question|approval)\b/i, lines: (t) => [`I'm reaching out about ${t}.`, 'Could you take a look and let me know how you would like to proceed?'] },
];

/** Drafts a greeting, two or three sentences and a sign-off about `subject`. */
export function generateBody(subject: string): TextResult {
  const clean = subject.replace(/^\s*((re|fwd?|fw)\s*:\s*)+/i, '').replace(/(?<![.!?])[.!?]+$/, '').trim();
  if (!clean) return { text: '', changes: [] };
  const stripped = clean.replace(LEAD_IN, '').trim() || clean;
  const lowered = /^[A-Z][a-z]/.test(stripped) && !/^[A-Z][a-z]+ [A-Z]/.test(stripped) ? stripped.charAt(0).toLowerCase() + stripped.slice(1) : stripped;
  // "regarding website redesign" needs an article; "the Q2 roadmap" and names do not.
  const topic = /^[a-z]/.test(lowered) && !/^(the|a|an|my|our|your|their|this|that|these|those|next|last|some|any|\d)\b/i.test(lowered) ? `the ${lowered}` : lowered;
  const draft = DRAFTS.find((d) => d.match.test(clean));
  const lines = draft ? draft.lines(topic) : [`I'm writing regarding ${topic}.`, 'I would appreciate your thoughts when you have a moment.'];
  const text = ['Hi {name},', lines.join(' '), 'Please let me know if you have any questions.', 'Best regards,'].join('\n\n');
  return { text, changes: ['drafted from the subject'] };
}
