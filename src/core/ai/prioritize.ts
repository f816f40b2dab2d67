/**
 * prioritize: High, Medium or Low, with a justification naming every reason
 * that counted. Built on analyzeEmail so both always agree.
 */
import { readEmail } from './analyze';
import { dayParts, formatDay } from './deadlines';
import type { ClockOptions, EmailAnalysis, PriorityResult } from './types';

const NEWSLETTER = /\b(unsubscribe|newsletter|view in (your )?browser|you are receiving this|weekly digest|edition)\b/i;

/**
 * A deadline's words and the day they mean, without saying again what the words already name: "by
 * Wednesday" becomes "by Wednesday, March 4", not "by Wednesday, Wednesday, March 4".
 */
function withDay(deadline: { text: string; date: string }): string {
  const words = deadline.text.toLowerCase();
  const { weekday, month, day } = dayParts(deadline.date);
  const monthDay = `${month} ${day}`;
  // A name in full or cut to its first three letters ("Wed", "Mar").
  const named = (name: string) => new RegExp(`\\b${name.slice(0, 3)}(${name.slice(3)})?\\b`, 'i').test(words);
  const rest = [named(weekday) ? undefined : weekday, named(month) && new RegExp(`\\b${day}(st|nd|rd|th)?\\b`).test(words) ? undefined : monthDay].filter(Boolean);
  return rest.length ? `${deadline.text}, ${rest.join(', ')}` : deadline.text;
}

/** Rates an email's priority from its analysis; see `priorityFromAnalysis`. */
export function prioritize(email: string, options: ClockOptions): PriorityResult {
  const { analysis, parsed } = readEmail(email, options.now);
  return priorityFromAnalysis(analysis, NEWSLETTER.test(parsed.body));
}

/**
 * High: urgent wording, or a deadline within 3 days or already past.
 * Medium: something is asked of the reader (a question, a request, a meeting,
 * a follow-up), a later deadline stands, or bad news about weighty matters
 * (a complaint about an outage, a payment, a contract) arrives; in bulk mail a deadline, an invitation, or a
 * question or request left once its teasers are set aside ("Which cover do you prefer?", "Tell us what you'd
 * like more of"), but not the intent its calls to action give it. Low: otherwise.
 * Weighty subject matter alone (an invoice, a contract) does not make mail
 * urgent: it is named in the justification but does not raise the rating.
 */
export function priorityFromAnalysis(a: EmailAnalysis, isBulk = false): PriorityResult {
  const reasons: string[] = [];
  const priorityDeadline = a.deadlines.find((d) => d.isPriority);
  if (a.urgency === 'high') reasons.push('urgent wording or timing');
  if (priorityDeadline) reasons.push(`deadline within 3 days (${withDay(priorityDeadline)})`);
  else if (a.deadlines[0]) reasons.push(`deadline ${a.deadlines[0].text} (${formatDay(a.deadlines[0].date)})`);
  if (a.importance === 'high') reasons.push('important subject matter');
  if (a.sentiment.tone === 'negative') reasons.push('negative sentiment');
  const asks: string[] = [];
  if (a.questions.length) asks.push(`${a.questions.length} question${a.questions.length > 1 ? 's' : ''} to answer`);
  if (a.actionItems.length) asks.push(`${a.actionItems.length} action item${a.actionItems.length > 1 ? 's' : ''}`);
  if (a.intent === 'meeting') asks.push('meeting request');
  else if (a.intent === 'request') asks.push('direct request');
  else if (a.intent === 'followUp') asks.push('follow-up on an earlier request');
  if (!isBulk) reasons.push(...asks);
  else reasons.push('bulk mail or newsletter');

  // An angry client escalating about something weighty needs an answer even when nothing is asked outright.
  const asked = isBulk ? a.intent === 'meeting' || a.actionItems.length > 0 || a.questions.length > 0 : asks.length > 0 || (a.sentiment.tone === 'negative' && a.importance === 'high');
  const priority = a.urgency === 'high' || priorityDeadline ? 'High' : asked || a.deadlines.length > 0 ? 'Medium' : 'Low';
  const because = reasons.length ? reasons.join('; ') : 'no urgency, deadline, question or request found';
  return { priority, justification: `${priority} priority: ${because}.` };
}
