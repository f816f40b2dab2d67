import { describe, expect, it } from 'vitest';
import { EVAL_EMAILS } from './emails';
import { HELDOUT_FLOOR, HELDOUT_GOAL, runEval } from './report';
import { rougeLF1 } from './score';
import { EVAL_KINDS } from './types';

describe('the labelled set', () => {
  it('holds at least 120 emails over 12 kinds, a third held out, ids unique', () => {
    expect(EVAL_EMAILS.length).toBeGreaterThanOrEqual(120);
    expect(new Set(EVAL_EMAILS.map((e) => e.kind))).toEqual(new Set(EVAL_KINDS));
    expect(new Set(EVAL_EMAILS.map((e) => e.id)).size).toBe(EVAL_EMAILS.length);
    expect(EVAL_EMAILS.filter((e) => e.split === 'heldout').length).toBeGreaterThanOrEqual(EVAL_EMAILS.length / 3);
  });

  it('labels only questions and deadline words that the email says', () => {
    const norm = (s: string) => s.replace(/\s+/g, ' ');
    const wrong = EVAL_EMAILS.flatMap((e) => [
      ...e.expected.questions.filter((q) => !norm(e.body).includes(norm(q))).map((q) => `${e.id} question: ${q}`),
      ...e.expected.deadlines.filter((d) => !norm(e.body).toLowerCase().includes(norm(d.text).toLowerCase())).map((d) => `${e.id} deadline: ${d.text}`),
    ]);
    expect(wrong).toEqual([]);
  });
});

describe('ROUGE-L', () => {
  it('is 1 for the same words, 0 for none shared, and in between for a shared subsequence', () => {
    expect(rougeLF1('The invoice is overdue.', 'the invoice is overdue')).toBe(1);
    expect(rougeLF1('apples and pears', 'cars')).toBe(0);
    // LCS "invoice overdue" = 2 of 3 and 2 of 4 words.
    expect(rougeLF1('invoice now overdue', 'the invoice is overdue')).toBeCloseTo((2 * (2 / 3) * (2 / 4)) / (2 / 3 + 2 / 4));
  });
});

describe('the local engine on the labelled set', () => {
  const report = runEval(EVAL_EMAILS);

  it(`reads the held-out emails right on at least ${HELDOUT_FLOOR * 100}% of the checks`, () => {
    // The table is the figure CI prints per label (also in README.md).
    console.log(`\nWriting engine on the labelled set (held-out goal ${HELDOUT_GOAL * 100}%)\n${report.table}\n`);
    expect(report.heldoutAccuracy).toBeGreaterThanOrEqual(HELDOUT_FLOOR);
  });
});
