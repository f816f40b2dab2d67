/**
 * generateSubject: a subject line from a body, led by the first request or
 * question and the key topics. Falls back to "Email Subject" (the
 * default) when the text gives nothing to work with.
 */
import { classifyIntent, findActionItems, findQuestions, keyPhrases } from './extract';
import { mainText, parseEmail } from './letter';
import { splitSentences } from './nlp';
import type { SubjectResult } from './types';

import { DEFAULT_SUBJECT } from './defaults';

export { DEFAULT_SUBJECT };
export const SUBJECT_MAX = 60;

const PREFIX: Record<string, string> = {
  meeting: 'Meeting request',
  followUp: 'Following up',
  introduction: 'Introduction',
  request: 'Request',
  information: 'Update',
};

/** Derives a subject of at most 60 characters from `body`. */
export function generateSubject(body: string): SubjectResult {
  const main = mainText(parseEmail(body).body);
  if (main.trim().length < 3) return { subject: DEFAULT_SUBJECT };
  const sentences = splitSentences(main);
  // The prefix already names the kind of email; a topic repeating it adds nothing.
  const topics = keyPhrases(main, 4).filter((p) => !/\b(meeting|call|request|update|introduction|email|follow-up)$/i.test(p)).slice(0, 2);
  if (!topics.length) return { subject: DEFAULT_SUBJECT };
  const { intent, strength } = classifyIntent(main);
  const lead = findActionItems(sentences).length || findQuestions(sentences).length ? intent : strength ? intent : 'information';
  const topicText = titleCase(topics[1] && (topics[0]!.length + topics[1].length) < 40 ? `${topics[0]} and ${topics[1]}` : topics[0]!);
  const prefix = PREFIX[lead] ?? 'Update';
  const subject = `${prefix}: ${topicText}`;
  return { subject: subject.length > SUBJECT_MAX ? subject.slice(0, SUBJECT_MAX - 1).trimEnd() + '…' : subject };
}

function titleCase(s: string): string {
  return s.replace(/\b([a-z])([a-z]*)/g, (m, a: string, b: string) => (m === 'and' ? m : a.toUpperCase() + b));
}
