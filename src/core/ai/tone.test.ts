import { describe, expect, it } from 'vitest';
import { adjustTone } from './tone';

const CASUAL = "Hey John,\n\nI don't think we're gonna make it by Friday. Can't wait to see the stuff btw!\n\nCheers,\nSam";

describe('adjustTone', () => {
  it('formal: spells out contractions, replaces slang, greeting and sign-off', () => {
    const { text, changes } = adjustTone(CASUAL, 'formal');
    expect(text).toBe('Hello John,\n\nI do not think we are going to make it by Friday. Cannot wait to see the materials by the way.\n\nKind regards,\nSam');
    expect(text).not.toMatch(/\b\w+'(t|re|ll|m|ve|d)\b|gonna|btw|hey/i);
    expect(changes.length).toBeGreaterThan(5);
  });

  it('formal: expands I\'m, won\'t and wanna', () => {
    expect(adjustTone("I'm sure we won't wanna miss it.", 'formal').text).toBe('I am sure we will not want to miss it.');
  });

  it('friendly: contracts, greets with Hi, adds a warm line and a friendly sign-off', () => {
    const { text } = adjustTone('Dear Ms Park,\n\nI am writing to confirm that we will not need the room. Thank you for your help.\n\nSincerely,\nTom', 'friendly');
    expect(text).toBe("Hi Ms Park,\n\nI hope you're doing well!\n\nI'm reaching out to confirm that we won't need the room. Thanks so much for your help.\n\nCheers,\nTom");
  });

  it('assertive: removes hedges and makes requests direct', () => {
    const { text } = adjustTone('I think we should maybe move the launch. Could you possibly send the plan? I was just wondering if you could call me.', 'assertive');
    expect(text).toBe('We should move the launch. Please send the plan. Please call me.');
    expect(text).not.toMatch(/I think|maybe|possibly|wondering/);
  });

  it('concise: removes filler and wordy phrases', () => {
    const input = 'Hi,\n\nI hope this email finds you well. I wanted to reach out to let you know that, due to the fact that the server is down, we are not able to ship. In order to fix it we really need a number of new disks.';
    const { text } = adjustTone(input, 'concise');
    expect(text).toBe('Because the server is down, we cannot ship. To fix it we need several new disks.');
    expect(text.length).toBeLessThan(input.length * 0.8);
  });

  it('persuasive: confident wording and a call to action', () => {
    const { text, changes } = adjustTone('I think the new plan could help the team. It is a good option.', 'persuasive');
    expect(text).toContain('I am confident the new plan will help the team.');
    expect(text).toContain('It is a great option.');
    expect(text).toMatch(/could you confirm by replying/);
    expect(changes).toContain('added a call to action');
  });
});
