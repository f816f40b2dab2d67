/**
 * The evaluation's tables: accuracy per label on the tune and held-out
 * splits, summary and reply figures, and the misses of one split.
 */
import { READING_CHECKS, REPLY_CHECKS, scoreEmail, type EmailScore } from './score';
import type { EvalEmail } from './types';

/**
 * CI fails when the held-out reading accuracy falls below this. The goal is
 * 0.95; this floor sits a few checks (of 756) under what the engine reaches
 * today, so a change that makes it read unseen mail clearly worse fails,
 * while the choice between two rules is never made by looking at this split.
 */
export const HELDOUT_FLOOR = 0.885;
export const HELDOUT_GOAL = 0.95;

export interface EvalReport {
  scores: EmailScore[];
  /** Share of the nine reading checks passed on the held-out split, 0..1. */
  heldoutAccuracy: number;
  table: string;
}

export function runEval(emails: readonly EvalEmail[]): EvalReport {
  const scores = emails.map((e, i) => scoreEmail(e, i));
  const tune = scores.filter((s) => s.email.split === 'tune');
  const heldout = scores.filter((s) => s.email.split === 'heldout');
  const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : 'n/a');
  const share = (set: EmailScore[], pass: (s: EmailScore) => boolean) => pct(set.filter(pass).length, set.length);
  const lines = [
    `| check | tune (${tune.length}) | held-out (${heldout.length}) | all (${scores.length}) |`,
    '|---|---|---|---|',
  ];
  const row = (name: string, pass: (s: EmailScore) => boolean) =>
    lines.push(`| ${name} | ${share(tune, pass)} | ${share(heldout, pass)} | ${share(scores, pass)} |`);
  for (const check of READING_CHECKS) row(check, (s) => s.reading[check]);
  const readingShare = (set: EmailScore[]) => set.reduce((n, s) => n + READING_CHECKS.filter((c) => s.reading[c]).length, 0) / (set.length * READING_CHECKS.length || 1);
  lines.push(`| **all reading checks** | **${(100 * readingShare(tune)).toFixed(1)}%** | **${(100 * readingShare(heldout)).toFixed(1)}%** | **${(100 * readingShare(scores)).toFixed(1)}%** |`);
  const mean = (set: EmailScore[]) => (set.length ? (set.reduce((n, s) => n + s.rougeL, 0) / set.length).toFixed(3) : 'n/a');
  lines.push(`| summary ROUGE-L F1 (mean) | ${mean(tune)} | ${mean(heldout)} | ${mean(scores)} |`);
  row('summary covers questions and deadlines', (s) => s.summaryCovers);
  for (const check of REPLY_CHECKS) row(`reply: ${check}`, (s) => s.reply[check]);
  return { scores, heldoutAccuracy: readingShare(heldout), table: lines.join('\n') };
}

/** One line per miss of the chosen split, for tuning (never read the held-out ones while tuning). */
export function missList(report: EvalReport, split: 'tune' | 'heldout'): string {
  return report.scores
    .filter((s) => s.email.split === split)
    .flatMap((s) => s.misses.map((m) => `${s.email.id} ${m.check}: expected ${m.expected} | got ${m.got.replace(/\s+/g, ' ').slice(0, 300)}`))
    .join('\n');
}
