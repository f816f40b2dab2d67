/**
 * smartReplies: exactly 3 short, distinct replies fitted to the email's
 * intent, sentiment, topic and deadline.
 */
import { readEmail } from './analyze';
import { formatDay } from './deadlines';
import { topicPhrase } from './extract';
import { answerYesNo, requestToTask } from './rephrase';
import type { ClockOptions, EmailAnalysis, SmartRepliesResult } from './types';

export const SMART_REPLY_COUNT = 3;
/** A smart-reply button shows at most 50 characters, else 47 and an ellipsis. */
export const SMART_REPLY_LABEL_MAX = 50;

/** The text on a smart-reply button. */
export function smartReplyLabel(reply: string): string {
  return reply.length > SMART_REPLY_LABEL_MAX ? `${reply.slice(0, SMART_REPLY_LABEL_MAX - 3)}...` : reply;
}
const GENERIC = ['Thanks for your email, I will get back to you shortly.', 'Got it, thank you for letting me know.', 'Could you share a few more details?'];

/** Three suggested replies for `email`. */
export function smartReplies(email: string, options: ClockOptions): SmartRepliesResult {
  const { analysis, intentStrength } = readEmail(email, options.now);
  return smartRepliesFromAnalysis(analysis, options.now, { intentStrength });
}

/**
 * Three suggested replies for an analysis already made; `now` tells upcoming deadlines from past ones.
 * `intentStrength` is how surely the email asks what its intent says (readEmail's): accepting a meeting
 * needs an email that asks to meet, not one that mentions a call or a party once in passing.
 */
export function smartRepliesFromAnalysis(a: EmailAnalysis, now: Date, { intentStrength = 2 } = {}): SmartRepliesResult {
  const topic = a.metadata.keyTopics[0] ? topicPhrase(a.metadata.keyTopics[0]) : 'this';
  const deadline = a.deadlines.find((d) => Date.parse(d.date) >= now.getTime());
  const by = deadline ? ` by ${formatDay(deadline.date)}` : '';
  const task = firstTask(a);
  const taskReply = task && `${a.sentiment.tone === 'negative' ? 'Apologies for the delay, I' : 'Sure, I'}'ll ${task}${/\b(by|before|until|immediately|asap|today|now)\b/i.test(task) ? '' : by}.`;
  let candidates: string[];
  if (a.sentiment.tone === 'negative') {
    candidates = [
      ...(taskReply ? [taskReply] : []),
      `I'm sorry about the trouble with ${topic}; I'm looking into it now and will update you today.`,
      'Thank you for raising this. I understand your frustration and will make it right.',
      `Could you share your order or reference number so I can resolve ${topic} quickly?`,
    ];
  } else if (a.intent === 'meeting' && intentStrength >= 2) {
    const yes = a.questions.map(answerYesNo).find((x): x is string => !!x);
    candidates = [
      yes ?? 'Yes, that time works for me. I will send a calendar invite.',
      `Thanks for the invite. Could we find another time to discuss ${topic}?`,
      "I'd be glad to meet. Let me check my calendar and get back to you with a few options.",
    ];
  } else if (a.intent === 'introduction') {
    candidates = [
      'Thank you for the introduction! I would be happy to connect.',
      'Great to meet you. Would a short call next week work for you?',
      'Thanks for connecting us. I will follow up directly to find a time.',
    ];
  } else if (a.intent === 'followUp') {
    candidates = [
      ...(taskReply ? [taskReply] : []),
      `Thanks for the reminder about ${topic}. I'll take care of it${by || ' today'}.`,
      `Apologies for the delay on ${topic}; I'm on it now.`,
      `Thanks for following up. Could you resend the details for ${topic}?`,
    ];
  } else if (a.intent === 'request' || a.questions.length || a.actionItems.length) {
    candidates = [
      // The accepted task already says "Sure, I'll ..."; a second acceptance would repeat it.
      taskReply || `Sure, I'll take care of ${topic} and get back to you${by || ' soon'}.`,
      `Thanks for the details on ${topic}. I'll review them and reply with answers shortly.`,
      `Happy to help. Could you tell me a bit more about what you need for ${topic}?`,
    ];
  } else {
    candidates = [
      `Thanks for the update on ${topic}.`,
      'Thanks for sharing, I will take a look.',
      'Noted, thank you. No action needed from my side for now.',
    ];
  }
  const replies = [...new Set([...candidates, ...GENERIC])].slice(0, SMART_REPLY_COUNT);
  return { replies };
}

/**
 * The first action item as a short task the replier can accept ("arrange
 * payment immediately"), without its trailing reason clause; null when the
 * item is a wish of the sender ("I want a refund") rather than a task.
 */
function firstTask(a: EmailAnalysis): string | null {
  const item = a.actionItems[0];
  if (!item) return null;
  const task = requestToTask(item);
  if (/^you\b/i.test(task)) return null;
  const short = task.split(/\s+(?:so that|so|because|in order to|to avoid|as|since)\s+|,\s*/)[0] ?? task;
  return short.split(/\s+/).length >= 2 && short.length <= 80 ? short : null;
}
