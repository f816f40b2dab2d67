import { describe, expect, it } from 'vitest';
import { capConfidence } from './confidence';

describe('capConfidence', () => {
  it('caps at 0.95 and rounds to 2 decimals', () => {
    expect(capConfidence(1.3)).toBe(0.95);
    expect(capConfidence(0.876)).toBe(0.88);
  });

  it('keeps a floor so a result is never 0 % certain', () => {
    expect(capConfidence(-1)).toBe(0.1);
  });
});
