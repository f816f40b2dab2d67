import { describe, expect, it } from 'vitest';
import { improveText } from './improve';

describe('improveText', () => {
  it('fixes spacing, "i", misspellings, repeated words, capitals and the final full stop', () => {
    const { text, changes } = improveText('hi john,\n\ni  recieve the the report yesterday , and i think teh numbers are fine');
    expect(text).toBe('Hi John,\n\nI receive the report yesterday, and I think the numbers are fine.');
    expect(changes).toEqual(expect.arrayContaining([
      'collapsed repeated spaces', 'capitalised "I"', 'removed repeated word "the"', 'spelling: "recieve" → "receive"', 'added final punctuation',
    ]));
  });

  it('capitalises every sentence start', () => {
    expect(improveText('thanks for the call. we will send the draft soon! any questions?').text)
      .toBe('Thanks for the call. We will send the draft soon! Any questions?');
  });

  it('keeps legitimate doubles and abbreviations', () => {
    expect(improveText('I know that that is odd, e.g. when it rains.').text).toBe('I know that that is odd, e.g. when it rains.');
  });

  it('does not add a full stop after a sign-off or a name', () => {
    expect(improveText('Thanks for the help with the launch.\n\nBest regards\nJane Doe').text).toBe('Thanks for the help with the launch.\n\nBest regards\nJane Doe');
  });

  it('returns clean text unchanged with no changes listed', () => {
    const clean = 'Hi Ana,\n\nThe report is ready. I will send it today.\n\nBest,\nTom';
    expect(improveText(clean)).toEqual({ text: clean, changes: [] });
  });
});
