/**
 * Whether a message asks something of its reader: a question, or a request
 * or meeting the writing engine reads in it. The "To reply" view lists the
 * conversations whose newest message does, until the user answers.
 */
import { readEmail } from '../ai/analyze';

interface ReadableMessage {
  fromName: string;
  fromEmail: string;
  subject: string;
  text: string;
}

/** The writing engine's reading of a stored message (its sender, subject and the first 20,000 characters of text). */
export function analysisOf(message: ReadableMessage, now: Date) {
  return readEmail(`From: ${message.fromName} <${message.fromEmail}>\nSubject: ${message.subject}\n\n${message.text.slice(0, 20_000)}`, now).analysis;
}

export function asksSomething(message: ReadableMessage, now = new Date()): boolean {
  const analysis = analysisOf(message, now);
  return analysis.questions.length > 0 || analysis.intent === 'request' || analysis.intent === 'meeting';
}

/** How far back the view looks: an unanswered question older than this has been dealt with some other way. */
export const TO_REPLY_DAYS = 90;
