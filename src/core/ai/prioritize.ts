/**
 * prioritize: High, Medium or Low, with a justification naming every reason
 * that counted. Built on analyzeEmail so both always agree.
 */
import { readEmail } from './analyze';
import { formatDay } from './deadlines';
import type { ClockOptions, EmailAnalysis, PriorityResult } from './types';

const NEWSLETTER = /\b(unsubscribe|newsletter|view in (your )?browser|you are receiving this|weekly digest|edition)\b/i;

/** Rates an email's priority from its analysis; see `priorityFromAnalysis`. */
export function prioritize(email: string, options: ClockOptions): PriorityResult {
  const { analysis, parsed } = readEmail(email, options.now);
  return priorityFromAnalysis(analysis, NEWSLETTER.test(parsed.body));
}

/**
 * High: urgent wording or a deadline within 3 days, or a score of 5+.
 * Medium: a score of 2 to 4. Low: otherwise (bulk mail loses 2 points).
 */
export function priorityFromAnalysis(a: EmailAnalysis, isBulk = false): PriorityResult {
  const reasons: string[] = [];
  let score = 0;
  const priorityDeadline = a.deadlines.find((d) => d.isPriority);
  if (a.urgency === 'high') { score += 3; reasons.push('urgent wording or timing'); }
  if (priorityDeadline) { score += 3; reasons.push(`deadline within 3 days (${priorityDeadline.text}, ${formatDay(priorityDeadline.date)})`); }
  else if (a.deadlines[0]) { score += 1; reasons.push(`deadline ${a.deadlines[0].text} (${formatDay(a.deadlines[0].date)})`); }
  if (a.importance === 'high') { score += 2; reasons.push('important subject matter'); }
  if (a.sentiment.tone === 'negative') { score += 1; reasons.push('negative sentiment'); }
  if (a.questions.length) { score += 1; reasons.push(`${a.questions.length} question${a.questions.length > 1 ? 's' : ''} to answer`); }
  if (a.actionItems.length) { score += 1; reasons.push(`${a.actionItems.length} action item${a.actionItems.length > 1 ? 's' : ''}`); }
  if (a.intent === 'meeting' || a.intent === 'request') { score += 1; reasons.push(a.intent === 'meeting' ? 'meeting request' : 'direct request'); }
  if (isBulk) { score -= 2; reasons.push('bulk mail or newsletter'); }

  const priority = a.urgency === 'high' || priorityDeadline || score >= 5 ? 'High' : score >= 2 ? 'Medium' : 'Low';
  const because = reasons.length ? reasons.join('; ') : 'no urgency, deadline, question or request found';
  return { priority, justification: `${priority} priority: ${because}.` };
}
