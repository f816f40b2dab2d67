/**
 * Pure helpers for the benchmark figures: merging a run into the saved file
 * and summarising a load run. Kept apart from the suites so they can be tested
 * without starting anything.
 */
import { percentile, round } from './stats';

export type Figures = Record<string, number>;

/**
 * The saved figures with this run's written over them: a run of one suite
 * replaces that suite's keys and keeps every other suite's. A missing or
 * damaged file counts as empty; non-numeric values in it are dropped.
 */
export function mergeFigures(saved: unknown, fresh: Figures): Figures {
  const kept: Figures = {};
  if (saved && typeof saved === 'object' && !Array.isArray(saved)) {
    for (const [key, value] of Object.entries(saved)) if (typeof value === 'number') kept[key] = value;
  }
  return { ...kept, ...fresh };
}

/** The counters of an autocannon result that say a request did not succeed. */
export interface LoadCounters {
  /** Requests answered, whatever the status. */
  responses: number;
  /** Connection errors and timeouts (autocannon counts a timeout here too). */
  errors: number;
  timeouts: number;
  /** Answers outside 2xx. */
  non2xx: number;
  /** Seconds the run lasted. */
  durationS: number;
}

export interface LoadSummary {
  rps: number;
  p50_ms: number;
  p95_ms: number;
  p99_ms: number;
  errors: number;
}

/**
 * Requests per second and latency percentiles from the per-response times the
 * bench recorded (autocannon's own histogram has no p95), and one error count:
 * failed connections and timeouts plus every answer outside 2xx.
 */
export function summariseLoad(latenciesMs: number[], counters: LoadCounters): LoadSummary {
  const rps = counters.durationS > 0 ? counters.responses / counters.durationS : 0;
  return {
    rps: round(rps, 0),
    p50_ms: round(percentile(latenciesMs, 50), 1),
    p95_ms: round(percentile(latenciesMs, 95), 1),
    p99_ms: round(percentile(latenciesMs, 99), 1),
    // A timeout is already one of autocannon's errors; counting it again would double it.
    errors: counters.errors + counters.non2xx,
  };
}

/** `load.<engine>.<figure>` keys for bench/results/latest.json. */
export function loadFigures(engine: string, summary: LoadSummary): Figures {
  return Object.fromEntries(Object.entries(summary).map(([key, value]) => [`load.${engine}.${key}`, value]));
}
