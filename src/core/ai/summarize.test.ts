import { describe, expect, it } from 'vitest';
import { ANGRY_CUSTOMER, MEETING_REQUEST, NEWSLETTER } from './fixtures';
import { rankByCentrality, summarize } from './summarize';

describe('summarize', () => {
  it('extracts central sentences of the email in their original order', () => {
    const { summary, extractive } = summarize(NEWSLETTER);
    expect(extractive).toBe(true);
    const sentences = summary.split(/(?<=\.)\s+/);
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    const positions = sentences.map((s) => NEWSLETTER.indexOf(s));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('leaves out the greeting and the sign-off', () => {
    const { summary } = summarize(MEETING_REQUEST);
    expect(summary).not.toMatch(/Hi Sam|Best regards|Tom Becker$/);
    expect(summary).toContain('roadmap');
  });

  it('is shorter than the text it summarises', () => {
    expect(summarize(ANGRY_CUSTOMER).summary.length).toBeLessThan(ANGRY_CUSTOMER.length / 2);
  });

  it('returns the cleaned text when there are fewer than 30 characters', () => {
    expect(summarize('Hi,\n\nSee you soon.\n\nBest,\nAl')).toEqual({ summary: 'See you soon.', extractive: false });
  });

  it('returns the cleaned text when fewer than 2 sentences have 11 to 249 characters', () => {
    const long = 'This sentence is deliberately far too long to be used ' + 'and it keeps going '.repeat(12) + 'until the end.';
    const result = summarize(`${long} Short one. Ok.`);
    expect(result.extractive).toBe(false);
    expect(result.summary.length).toBeLessThanOrEqual(249);
  });

  it('never starts with a link or a bracket, and skips such sentences', () => {
    const text = '[Image: banner] Our spring sale starts on Monday for all members. https://example.com/sale is the page for the offers. (Terms apply to the whole sale.) Members get early access to the spring sale on Sunday evening.';
    const result = summarize(text);
    expect(result.extractive).toBe(true);
    expect(result.summary).not.toMatch(/^\s*(https?:|www\.|[[({<])/);
    expect(result.summary).not.toContain('https://');
  });
});

describe('rankByCentrality', () => {
  it('puts the sentence sharing most words with the others first', () => {
    const ranked = rankByCentrality([
      'The weather was nice.',
      'The budget for the redesign project is approved.',
      'The redesign project starts in May.',
      'The budget covers the redesign.',
    ]);
    expect(ranked[0]).toBe(1);
    expect(ranked.at(-1)).toBe(0);
  });
});

describe('summarize: what the reader must act on', () => {
  it('keeps the sentence with a deadline, and a long update keeps more than two sentences', () => {
    const text = 'The project was run by Maria this quarter and it went well. Revenue grew by 12% over the year. Costs improved by 3 points as planned. The team shipped the new dashboard. Customers liked the new reports. Please send the signed budget by Friday 4 December.';
    expect(summarize(text).summary).toContain('Please send the signed budget by Friday 4 December.');
    expect(summarize(text).summary).not.toContain('grew by 12%');
    const long = Array.from({ length: 13 }, (_, i) => `Update point ${i + 1} covers the quarterly revenue of region ${i}, which grew again.`).join(' ');
    expect(summarize(long).summary.match(/Update point/g)?.length).toBe(3);
  });
});
