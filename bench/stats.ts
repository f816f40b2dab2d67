/** Small statistics helpers shared by the benchmarks. */

export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Times `fn` `iterations` times after `warmup` runs; returns milliseconds per call. */
export async function timeCalls(fn: (i: number) => Promise<unknown> | unknown, iterations: number, warmup = 5): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn(i);
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    await fn(i);
    samples.push(performance.now() - started);
  }
  return samples;
}
