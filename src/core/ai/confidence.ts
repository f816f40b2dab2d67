/** Confidence rules, shared by analysis and replies. */

/** No result ever claims more than 95 % confidence. */
export const CONFIDENCE_CAP = 0.95;

/** Clamps to [floor, 0.95] and rounds to 2 decimals. */
export function capConfidence(value: number, floor = 0.1): number {
  return Math.round(Math.max(floor, Math.min(value, CONFIDENCE_CAP)) * 100) / 100;
}
