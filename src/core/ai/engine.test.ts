import { describe, expect, it } from 'vitest';
import { OPERATIONS, isOperation, runOperation } from './engine';
import { NOW, THREE_QUESTIONS } from './fixtures';
import {
  completionResultSchema, emailAnalysisSchema, priorityResultSchema, replyResultSchema, smartRepliesResultSchema,
  subjectResultSchema, summaryResultSchema, textResultSchema,
} from './schemas';
import type { Operation } from './engine';
import type { z } from 'zod';

const SCHEMA: Record<Operation, z.ZodType> = {
  analyze: emailAnalysisSchema, prioritize: priorityResultSchema, summarize: summaryResultSchema, 'smart-replies': smartRepliesResultSchema,
  reply: replyResultSchema, improve: textResultSchema, subject: subjectResultSchema, tone: textResultSchema, body: textResultSchema, complete: completionResultSchema,
};

describe('runOperation', () => {
  it.each(OPERATIONS)('"%s" returns a result that matches its schema', (op) => {
    const input = op === 'body' ? 'Website redesign proposal' : THREE_QUESTIONS;
    const result = SCHEMA[op].safeParse(runOperation(op, input, { now: NOW }));
    expect(result.error).toBeUndefined();
  });

  it('passes tone and length through', () => {
    const formal = runOperation('reply', THREE_QUESTIONS, { now: NOW, tone: 'formal', length: 'short' }) as { text: string };
    expect(formal.text.startsWith('Dear Laura,')).toBe(true);
  });

  it('recognises only the known operation names', () => {
    expect(isOperation('analyze')).toBe(true);
    expect(isOperation('translate')).toBe(false);
  });
});

describe('runOperation on awkward input', () => {
  const AWKWARD = [
    '',
    'From: a@b.com\nSubject: only headers\n\n',
    'https://example.com/a-link-only',
    '😀😀😀 ¿Qué tal? Ça va très bien, merci !',
    'word '.repeat(3000),
    '> quoted line only\n> another',
    '[1] [2] (3) {4}',
    'Subject: hi\n\n<html><body><p>Hello</p></body></html>',
  ];
  it.each(OPERATIONS)('"%s" never throws and keeps to its schema', (op) => {
    for (const input of AWKWARD) {
      const result = SCHEMA[op].safeParse(runOperation(op, input, { now: NOW }));
      expect(result.error, `${op} on ${JSON.stringify(input.slice(0, 40))}`).toBeUndefined();
    }
  });
});
