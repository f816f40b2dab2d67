/**
 * The writing engine's labelled evaluation set: realistic emails written for
 * it, each with what a careful human reader takes from it. The labelling rules
 * are in README.md beside this file; `split: 'heldout'` emails are never used
 * to tune the engine.
 */
import type { Formality, Intent, Level, Priority, RelationshipContext, SentimentTone } from '../../src/core/ai/types';

/** The fixed "now" every label is judged against: Wednesday 18 November 2026, 09:00 UTC. */
export const EVAL_NOW = new Date('2026-11-18T09:00:00Z');

export const EVAL_KINDS = [
  'invoice', 'legal', 'office', 'launch', 'personal', 'recruiting',
  'support', 'newsletter', 'scheduling', 'incident', 'contract', 'travel',
] as const;
export type EvalKind = (typeof EVAL_KINDS)[number];

export interface ExpectedDeadline {
  /** The words of the email that state it, e.g. "by Friday". */
  text: string;
  /** The day it falls on, YYYY-MM-DD, against EVAL_NOW. */
  date: string;
}

export interface ExpectedReading {
  intent: Intent;
  urgency: Level;
  tone: SentimentTone;
  formality: Formality;
  relationship: RelationshipContext;
  /** Every sentence that asks the reader something, copied as written (ending in "?"). */
  questions: string[];
  /** What the reader is asked to do, one short phrase each (empty when nothing). */
  requests: string[];
  deadlines: ExpectedDeadline[];
  review: boolean;
  priority: Priority;
  /** One or two sentences, at most 250 characters, reusing the email's own words where they serve. */
  summary: string;
}

export interface EvalEmail {
  /** `<kind>-NN`, NN from 01. */
  id: string;
  kind: EvalKind;
  split: 'tune' | 'heldout';
  from: string;
  subject: string;
  /** RFC 2822 date, on or shortly before EVAL_NOW. */
  date: string;
  body: string;
  expected: ExpectedReading;
}
