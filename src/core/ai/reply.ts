/**
 * generateReply: a full reply that answers each question found, acknowledges
 * each action item and references each deadline, in the requested tone and
 * length. Metadata counts what was covered.
 */
import { readEmail } from './analyze';
import { formatDay } from './deadlines';
import { capitalizeFirst, readsAsDeed } from './extract';
import { answerYesNo, requestToTask, toIndirect } from './rephrase';
import { capConfidence } from './confidence';
import { adjustTone } from './tone';
import type { ClockOptions, EmailAnalysis, ReplyOptions, ReplyResult, Tone } from './types';

export const DEFAULT_REPLY_OPTIONS: ReplyOptions = { tone: 'friendly', length: 'medium', includeIntro: true, includeOutro: true, context: '' };
export const DEFAULT_REPLY_CONFIDENCE = 0.8;

const GREETING: Record<Tone, (name: string) => string> = {
  formal: (n) => `Dear ${n || 'Sir or Madam'},`,
  friendly: (n) => `Hi ${n || 'there'},`,
  assertive: (n) => `Hello ${n || 'there'},`,
  concise: (n) => (n ? `Hi ${n},` : 'Hi,'),
  persuasive: (n) => `Hello ${n || 'there'},`,
};
const SIGN_OFF: Record<Tone, string> = {
  formal: 'Kind regards,',
  friendly: 'Best,',
  assertive: 'Regards,',
  concise: 'Thanks,',
  persuasive: 'Looking forward to your reply,',
};
/**
 * What the replier commits to for an open question, by its question word. The
 * engine cannot know the answer, so it says precisely what will come back.
 */
const COMMITMENT: [RegExp, string][] = [
  [/^(how much|how many)\b|\b(budget|cost|price|fee|rate|amount)\b/i, "I'll send you the exact figures shortly"],
  // A choice that names what is chosen is OFFERED_TIMES'; these name none.
  [/\b(any of these|either of these|are you (free|available))\b/i, "I'll check my calendar and confirm a time that works"],
  [/^(when|how soon|how long)\b|\b(date|time|timeline|schedule)\b/i, "I'll confirm the timing once I've checked our schedule"],
  [/^who\b/i, "I'll confirm the right person and introduce you"],
  [/^where\b/i, "I'll confirm the location and send the details"],
  [/^(how|why)\b/i, "I'll walk you through it in my next message"],
  [/^(what|which)\b/i, "I'll check the details and send you a clear answer shortly"],
];
const DEFAULT_COMMITMENT = "I'll look into this and get back to you shortly";

/** A choice among times the sender offered: "which of these slots works best for me", "whether any of these dates suit". */
const OFFERED_TIMES = /\b(?:which|any|either|one) of (?:these|those|the) (slot|time|date|day|option)s?\b|\bwhich (slot|time|date|day)\b|\b(slot|time|date|day)s? (?:works?|suits?)\b/i;

/** An auxiliary still before its subject, first or after ", or": the rewording did not reach statement order. */
const QUESTION_ORDER = /^(?:is|are|was|were|am|do|does|did|can|could|will|would|should|shall|has|have|had)\b|,\s*or\s+(?:is|are|was|were|do|does|did|can|could|will|would|should|has|have)\b/i;

function commitmentFor(question: string): string {
  // The reply names what is being chosen, as the sender will look for it: "confirm which slot works".
  const offered = OFFERED_TIMES.exec(question);
  if (offered) return `I'll check my calendar and confirm which ${offered[1] ?? offered[2] ?? offered[3]} works`;
  return COMMITMENT.find(([re]) => re.test(question))?.[1] ?? DEFAULT_COMMITMENT;
}

/**
 * Drafts a reply to `email`. Options default to the settings' defaults (friendly,
 * medium, intro and outro on). Confidence starts at 0.8 and is capped at 0.95.
 */
export function generateReply(email: string, options: Partial<ReplyOptions> & ClockOptions): ReplyResult {
  const opts: ReplyOptions = { ...DEFAULT_REPLY_OPTIONS, ...stripUndefined(options) };
  const { analysis, parsed, sentences, intentStrength } = readEmail(email, options.now);
  return replyFromAnalysis(analysis, greetingName(parsed.sender.name, parsed.sender.email), opts, options.now, {
    senderApologises: sentences.some((s) => SENDER_APOLOGY.test(s)),
    intentStrength,
  });
}

/** The sender says sorry: the trouble is theirs to put right, and the replier has nothing to apologise for. */
const SENDER_APOLOGY = /\b(?:i|we)\s+(?:do\s+|sincerely\s+|truly\s+|deeply\s+|really\s+|are\s+|am\s+)?(?:apologi[sz]e|sorry\b)|\b(?:i|we)(?:'m|'re)\s+(?:so\s+|really\s+|very\s+|truly\s+)?sorry\b|\b(?:our|my)\s+(?:sincere\s+|sincerest\s+|deepest\s+|humble\s+)?apologies\b|\bplease accept (?:our|my)\s+(?:sincere\s+)?apologies\b/i;

/** The reply for an analysis already made (used by the server's cache too). */
export function replyFromAnalysis(a: EmailAnalysis, firstName: string, opts: ReplyOptions, now: Date, { senderApologises = false, intentStrength = 2 } = {}): ReplyResult {
  const paragraphs: string[] = [];
  const name = /^\p{Lu}[\p{Ll}'-]+$/u.test(firstName) ? firstName : '';
  if (opts.includeIntro) paragraphs.push(GREETING[opts.tone](name));

  // Bad news the sender apologises for is theirs: the replier thanks them rather than apologising back.
  const sorry = a.sentiment.tone === 'negative' && !senderApologises;
  const opening = openingLine(a, opts, sorry, intentStrength);
  if (opts.length !== 'short' || !a.questions.length) paragraphs.push(opening);

  const answers = a.questions.map((q) => {
    const yes = answerYesNo(q);
    if (yes) return yes;
    const indirect = toIndirect(q);
    // A question its rewording left in question order ("is the copy waiting on marketing, or can you ship it")
    // is quoted as asked rather than garbled.
    const about = QUESTION_ORDER.test(indirect) ? `your question "${q.trim()}"` : indirect;
    return `Regarding ${about}: ${commitmentFor(indirect)}.`;
  });
  if (answers.length) paragraphs.push(answers.join(opts.length === 'short' ? ' ' : '\n'));

  // "I want a refund" becomes "you want a refund" once swapped: acknowledge it rather than promise it.
  const tasks = a.actionItems.map((item) => requestToTask(item));
  const wishes = tasks.filter((t) => /^you\b/i.test(t));
  // "not come in" reads wrong in a list of things to take care of: each is its own promise.
  const avoid = tasks.filter((t) => /^(?:not|never)\b/i.test(t));
  const others = tasks.filter((t) => !/^(?:you|not|never)\b/i.test(t));
  const todo = others.filter(readsAsDeed);
  // What was asked, read as a statement ("the form is available on the intranet and must be submitted by ..."):
  // "I will" cannot go before it, so it is acknowledged as noted.
  const noted = others.filter((t) => !readsAsDeed(t));
  for (const w of wishes) paragraphs.push(`I understand that ${w}.`);
  for (const n of noted) paragraphs.push(`I have noted that ${n.replace(/^[A-Z][a-z]*\b/, (w) => w.toLowerCase())}.`);
  if (todo.length) {
    paragraphs.push(todo.length === 1
      ? `I will ${todo[0]}.`
      : `I will take care of the following:\n${todo.map((t) => `- ${capitalizeFirst(t)}`).join('\n')}`);
  }
  for (const t of avoid) paragraphs.push(`I will ${t}.`);
  const past = a.deadlines.filter((d) => Date.parse(d.date) < now.getTime());
  const upcoming = a.deadlines.filter((d) => Date.parse(d.date) >= now.getTime());
  if (past.length) {
    const [days, many] = deadlineDays(past);
    paragraphs.push(`I understand that the ${many ? 'deadlines' : 'deadline'} of ${days} ${many ? 'have' : 'has'} passed, and I will treat this as a priority.`);
  }
  if (upcoming.length) {
    const [days, many] = deadlineDays(upcoming);
    paragraphs.push(`I have noted the ${many ? 'deadlines' : 'deadline'} of ${days} and will make sure ${many ? 'they are' : 'it is'} met.`);
  }
  if (opts.context.trim()) paragraphs.push(capitalizeFirst(ensurePeriod(opts.context.trim())));
  // Mail that asks nothing still deserves a reply of the length asked for: say it was taken in.
  if (opts.length !== 'short' && !a.questions.length && !a.actionItems.length && !a.deadlines.length) {
    paragraphs.push('I have noted everything here and will keep it in mind as things move forward.');
  }
  if (opts.length === 'long') {
    // The opening line has apologised already: a second apology reads as a form letter.
    paragraphs.push(sorry
      ? 'I appreciate your patience while we put this right, and I will keep you posted as it moves forward.'
      : 'Thank you for laying this out so clearly; it makes it much easier to plan the next steps.');
    paragraphs.push('If anything changes on your side, or if it would help to talk it through, let me know and I will make time for it.');
  } else if (opts.length === 'medium') {
    paragraphs.push('Please let me know if you need anything else in the meantime.');
  }
  if (opts.includeOutro) paragraphs.push(SIGN_OFF[opts.tone]);

  let text = paragraphs.join('\n\n');
  if (opts.tone === 'formal' || opts.tone === 'concise') text = adjustTone(text, opts.tone).text;

  let confidence = DEFAULT_REPLY_CONFIDENCE;
  if (a.metadata.confidence < 0.5) confidence -= 0.2;
  if (!a.questions.length && !a.actionItems.length) confidence -= 0.1;
  if (opts.context.trim()) confidence += 0.05;
  if (a.metadata.requiresHumanReview) confidence -= 0.1;
  confidence = capConfidence(confidence);
  const reasons = [a.metadata.reviewReason, confidence < 0.5 ? `low reply confidence (${confidence})` : null].filter((r): r is string => !!r);
  return {
    text,
    metadata: {
      questionsAddressed: a.questions.length,
      actionItemsIncluded: a.actionItems.length,
      deadlinesReferenced: a.deadlines.length,
      confidence,
      requiresHumanReview: reasons.length > 0,
      reviewReason: reasons.length ? reasons.join('; ') : null,
    },
  };
}

/**
 * The days of `deadlines`, each once with what the email called it ("Friday, November 20 (by Friday)"), joined
 * with "and", and whether there is more than one day: a day named twice ("the weekend", "Saturday morning") is
 * one deadline.
 */
function deadlineDays(deadlines: EmailAnalysis['deadlines']): [string, boolean] {
  const byDay = new Map<string, string[]>();
  for (const d of deadlines) {
    const day = formatDay(d.date);
    const names = byDay.get(day) ?? [];
    if (!names.includes(d.text)) names.push(d.text);
    byDay.set(day, names);
  }
  const days = [...byDay].map(([day, names]) => `${day} (${names.join('; ')})`);
  return [days.join(' and '), days.length > 1];
}

/**
 * The reply's first line. It names no topic: the one word an email's topic
 * comes down to is too often wrong in a sentence ("following up about the
 * nudge", "the update about the news"), and the reply answers the email it
 * sits under, so it never needs saying.
 */
function openingLine(a: EmailAnalysis, opts: ReplyOptions, sorry: boolean, intentStrength: number): string {
  if (sorry) {
    return opts.tone === 'formal' ? 'Thank you for your message, and please accept my apologies for the inconvenience.' : "Thanks for your message, and I'm sorry about the trouble.";
  }
  if (a.sentiment.tone === 'negative') return 'Thank you for letting me know.';
  switch (a.intent) {
    // Glad to meet only when the email asks to: a passing "call" or "party" is no proposal ("Shout if they push
    // back and I'll jump on a call").
    case 'meeting': return intentStrength >= 2 ? "Thank you for reaching out; I'd be glad to meet." : 'Thank you for your email.';
    case 'introduction': return 'Thank you for the introduction; it is great to be connected.';
    case 'followUp': return 'Thank you for following up.';
    case 'request': return 'Thank you for your email.';
    default: return 'Thank you for the update.';
  }
}

const ROLE_MAILBOX = /^(news|newsletter|noreply|no-reply|donotreply|billing|accounts?|info|support|ops|team|hello|contact|admin|sales|marketing|notifications?)$/i;

const ORGANISATION_WORD = /\b(team|office|payments|payroll|recruitment|hotel|hotels|airlines?|bank|insurance|group|partners|agency|foundation|trust|reception|reservations|bookings|customer service|courts|superior court|district court|county|support|department|dept|inc|ltd|llc|gmbh|plc|services|accounts|billing|company|committee|council|association|club|school|university|clinic|hospital|store|shop|hq|desk|secretary|notifications|newsletter|news|updates|security|leasing|helpdesk|help desk)\b/i;

/**
 * First name to greet, or empty for role mailboxes ("billing@", "news@"), for
 * organisations ("Trellis Security Team", "Tallyboard <updates@tallyboard.io>")
 * and for non-names: "Hi Trellis," greets a company as if it were a person.
 */
export function greetingName(name: string, email: string): string {
  if (ROLE_MAILBOX.test(email.split('@')[0] ?? '')) return '';
  if (ORGANISATION_WORD.test(name)) return '';
  const words = name.trim().split(/\s+/);
  // "Professor Alan Whitfield", "Dr Jane Smith": the first name follows the title; "Mr Smith" has none.
  const first = (TITLE.test(words[0] ?? '') ? (words.length > 2 ? words[1] : '') : words[0]) ?? '';
  const domain = (email.split('@')[1] ?? '').toLowerCase();
  // "Tallyboard <updates@tallyboard.io>": a one-word name that is the whole domain is the company's.
  if (words.length === 1 && first.toLowerCase() === domain.split('.')[0]) return '';
  return /^(the|team|dear)$/i.test(first) ? '' : first;
}

const TITLE = /^(?:mr|mrs|ms|miss|mx|dr|prof|professor|sir|dame|rev|revd|fr|capt|captain)\.?$/i;

function ensurePeriod(s: string): string {
  return /[.!?]$/.test(s) ? s : s + '.';
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
