import { describe, expect, it } from 'vitest';
import { generateBody } from './body';

describe('generateBody', () => {
  it('drafts a meeting email about the subject without repeating "meeting"', () => {
    const { text } = generateBody('Meeting to discuss the Q2 roadmap');
    expect(text).toContain("I'd like to set up a meeting to discuss the Q2 roadmap.");
    expect(text.startsWith('Hi {name},')).toBe(true);
    expect(text.endsWith('Best regards,')).toBe(true);
  });

  it('picks a draft that fits the subject', () => {
    expect(generateBody('Thank you for the workshop').text).toContain('thank you for the workshop');
    expect(generateBody('Re: Follow-up on the contract').text).toContain("I'm following up on the contract.");
    expect(generateBody('Invoice 4821').text).toContain("I'm writing about the invoice 4821.");
  });

  it('has a generic draft for any other subject', () => {
    expect(generateBody('Parking spaces').text).toContain("I'm writing regarding the parking spaces.");
    expect(generateBody('Website redesign kickoff').text).toContain("I'm writing regarding the website redesign kickoff.");
  });

  it('returns empty text for an empty subject', () => {
    expect(generateBody('   ').text).toBe('');
  });
});
