import { describe, expect, it } from 'vitest';
import { scoreSentiment } from './sentiment';

describe('scoreSentiment', () => {
  it('reads praise as positive and complaints as negative', () => {
    expect(scoreSentiment('Great work, I really appreciate it.').tone).toBe('positive');
    expect(scoreSentiment('This is terrible and completely unacceptable.').tone).toBe('negative');
  });

  it('flips words after a negator', () => {
    expect(scoreSentiment('I am not happy with this.').tone).toBe('negative');
  });

  it('is neutral without sentiment words, with zero confidence', () => {
    expect(scoreSentiment('The meeting is in room 4.')).toMatchObject({ tone: 'neutral', confidence: 0, words: [] });
  });

  it('gives 0.2 confidence per sentiment word, at most 0.9', () => {
    expect(scoreSentiment('great').confidence).toBe(0.2);
    expect(scoreSentiment('great, lovely, excellent').confidence).toBe(0.6);
    // Courtesy carries no feeling: thanks and kind regards count for nothing.
    expect(scoreSentiment('Thanks, kind regards').words).toEqual([]);
    expect(scoreSentiment('great good nice excellent amazing wonderful happy').confidence).toBe(0.9);
  });
});
