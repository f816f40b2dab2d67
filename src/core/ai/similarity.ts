/**
 * Similar-text matching for the server's response cache: only texts of at least 50 characters are compared, and they match
 * when their word overlap is above 0.8. Pure, so the server and its tests
 * share one definition.
 */

export const SIMILAR_MIN_LENGTH = 50;
export const SIMILAR_MIN_OVERLAP = 0.8;

function words(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? []);
}

/**
 * Shared distinct words divided by the distinct words of the larger text, so
 * a short text is not "similar" to a long one merely by being contained in it.
 */
export function wordOverlap(a: string, b: string): number {
  const wa = words(a);
  const wb = words(b);
  const size = Math.max(wa.size, wb.size);
  if (size === 0) return 0;
  let shared = 0;
  for (const w of wa) if (wb.has(w)) shared++;
  return shared / size;
}

/** True when both texts are long enough and overlap by more than 0.8. */
export function isSimilarText(a: string, b: string): boolean {
  if (a.trim().length < SIMILAR_MIN_LENGTH || b.trim().length < SIMILAR_MIN_LENGTH) return false;
  return wordOverlap(a, b) > SIMILAR_MIN_OVERLAP;
}
