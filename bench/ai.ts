/**
 * Latency of every writing-engine operation on a ~1 KB and a ~10 KB email.
 * The original app slept 600 to 1200 ms per helper; the goal here is a p95
 * under 20 ms on the 1 KB email.
 *
 * `run()` returns flat keys `ai.<operation>.p50_ms.1kb`, `ai.<operation>.p95_ms.1kb`
 * and the same for `10kb` (milliseconds, 2 decimals), for bench/run.ts to
 * collect. `npx tsx bench/ai.ts` prints them as a table.
 */
import { pathToFileURL } from 'node:url';
import { OPERATIONS, runOperation, type Operation } from '../src/core/ai/engine';
import { EMAIL_10KB, EMAIL_1KB, NOW } from '../src/core/ai/fixtures';
import { getNlp } from '../src/core/ai/nlp';

const SIZES = { '1kb': EMAIL_1KB, '10kb': EMAIL_10KB } as const;
/** Per operation and size: stop at whichever comes first, so the whole run stays well under 30 s. */
const MAX_ITERATIONS = { '1kb': 300, '10kb': 80 } as const;
const TIME_BUDGET_MS = { '1kb': 600, '10kb': 1000 } as const;
const WARMUP_ITERATIONS = 10;

function percentile(sorted: readonly number[], p: number): number {
  // Nearest-rank percentile.
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? Number.NaN;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Every iteration gets a slightly different email (a numbered last line), so
 * the engine's small per-text memo of wink-nlp output never answers from a
 * previous iteration: each sample is the cost of a new email.
 */
function measure(operation: Operation, input: string, size: keyof typeof SIZES): number[] {
  let n = 0;
  const next = () => `${input}\n\nReference number ${++n}.`;
  for (let i = 0; i < WARMUP_ITERATIONS; i++) runOperation(operation, next(), { now: NOW });
  const samples: number[] = [];
  const start = performance.now();
  while (samples.length < MAX_ITERATIONS[size] && (samples.length < 20 || performance.now() - start < TIME_BUDGET_MS[size])) {
    const email = next();
    const t0 = performance.now();
    runOperation(operation, email, { now: NOW });
    samples.push(performance.now() - t0);
  }
  return samples.sort((a, b) => a - b);
}

/** Measures p50 and p95 of every operation at both sizes. */
export async function run(): Promise<Record<string, number>> {
  getNlp(); // The model loads once per process; that cost is not a per-request latency.
  // Let the JIT compile every code path before any sample is taken, so the
  // first operation measured does not pay for the warm-up of all the others.
  for (let round = 0; round < 20; round++) {
    for (const operation of OPERATIONS) runOperation(operation, `${EMAIL_1KB}\n\nWarm-up ${round}.`, { now: NOW });
  }
  for (const operation of OPERATIONS) runOperation(operation, EMAIL_10KB, { now: NOW });
  const results: Record<string, number> = {};
  for (const operation of OPERATIONS) {
    for (const size of Object.keys(SIZES) as (keyof typeof SIZES)[]) {
      const samples = measure(operation, SIZES[size], size);
      results[`ai.${operation}.p50_ms.${size}`] = round2(percentile(samples, 50));
      results[`ai.${operation}.p95_ms.${size}`] = round2(percentile(samples, 95));
    }
  }
  return results;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now();
  const results = await run();
  const rows = OPERATIONS.map((op) => ({
    operation: op,
    'p50 1kb (ms)': results[`ai.${op}.p50_ms.1kb`],
    'p95 1kb (ms)': results[`ai.${op}.p95_ms.1kb`],
    'p50 10kb (ms)': results[`ai.${op}.p50_ms.10kb`],
    'p95 10kb (ms)': results[`ai.${op}.p95_ms.10kb`],
  }));
  console.log(`Writing engine latency (1 KB = ${EMAIL_1KB.length} chars, 10 KB = ${EMAIL_10KB.length} chars); original app: 600 to 1200 ms`);
  console.table(rows);
  console.log(`total ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
