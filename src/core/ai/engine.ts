/**
 * One entry point for every operation, keyed by the names the CLI and the
 * benchmark use. The server can dispatch `POST /api/ai/:operation` through it.
 */
import { analyzeEmail } from './analyze';
import { generateBody } from './body';
import { completion } from './completion';
import { improveText } from './improve';
import { prioritize } from './prioritize';
import { generateReply } from './reply';
import { smartReplies } from './smart-replies';
import { generateSubject } from './subject';
import { summarize } from './summarize';
import { adjustTone } from './tone';
import type { ReplyLength, Tone } from './types';

export const OPERATIONS = ['analyze', 'prioritize', 'summarize', 'smart-replies', 'reply', 'improve', 'subject', 'tone', 'body', 'complete'] as const;
export type Operation = (typeof OPERATIONS)[number];

export interface RunOptions {
  now: Date;
  tone?: Tone;
  length?: ReplyLength;
  context?: string;
}

export function isOperation(name: string): name is Operation {
  return (OPERATIONS as readonly string[]).includes(name);
}

/** Runs `operation` on `input`. `tone` defaults to formal for "tone" and friendly for "reply". */
export function runOperation(operation: Operation, input: string, options: RunOptions): unknown {
  const { now } = options;
  switch (operation) {
    case 'analyze': return analyzeEmail(input, { now });
    case 'prioritize': return prioritize(input, { now });
    case 'summarize': return summarize(input);
    case 'smart-replies': return smartReplies(input, { now });
    case 'reply': return generateReply(input, { now, tone: options.tone, length: options.length, context: options.context });
    case 'improve': return improveText(input);
    case 'subject': return generateSubject(input);
    case 'tone': return adjustTone(input, options.tone ?? 'formal');
    case 'body': return generateBody(input);
    case 'complete': return completion(input);
  }
}
