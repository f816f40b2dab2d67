import { describe, expect, it } from 'vitest';
import { isSimilarText, wordOverlap } from './similarity';

const BASE = 'Could you send me the signed contract and the invoice for March by Friday please';

describe('similar-text matching', () => {
  it('matches texts whose word overlap is above 0.8', () => {
    const edited = BASE.replace('please', 'thanks');
    expect(wordOverlap(BASE, edited)).toBeCloseTo(13 / 14);
    expect(isSimilarText(BASE, edited)).toBe(true);
  });

  it('does not match at exactly 0.8 or below', () => {
    const a = 'alpha beta gamma delta epsilon zeta eta theta iota kappa one two three four five';
    const b = 'alpha beta gamma delta epsilon zeta eta theta iota kappa one two six seven eight';
    expect(wordOverlap(a, b)).toBeCloseTo(0.8);
    expect(isSimilarText(a, b)).toBe(false);
  });

  it('never matches texts under 50 characters, even identical ones', () => {
    expect(isSimilarText('Thanks, see you on Friday then!', 'Thanks, see you on Friday then!')).toBe(false);
  });

  it('does not treat a short text contained in a long one as similar', () => {
    expect(isSimilarText(BASE, `${BASE}. Also the budget for the new office, the lease, and the parking spaces need sign-off.`)).toBe(false);
  });
});
