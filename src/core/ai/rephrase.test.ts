import { describe, expect, it } from 'vitest';
import { answerYesNo, requestToTask, swapPronouns, toIndirect } from './rephrase';

describe('rephrase', () => {
  it('swaps first and second person', () => {
    expect(swapPronouns('send me your notes so we can plan')).toBe('send you my notes so you can plan');
  });

  it('turns open questions into indirect ones from the replier\'s side', () => {
    expect(toIndirect('What is the total budget for the project?')).toBe('what the total budget for the project is');
    expect(toIndirect('When can your team deliver the draft?')).toBe('when my team can deliver the draft');
    expect(toIndirect('How do you handle hosting?')).toBe('how I handle hosting');
  });

  it('answers yes/no questions and drops a leading condition', () => {
    expect(answerYesNo('Are you available on Thursday?')).toBe('Yes, I am available on Thursday.');
    expect(answerYesNo('If not, could you suggest another slot?')).toBe('Yes, I can suggest another slot.');
    expect(answerYesNo('What time is it?')).toBeNull();
  });

  it('strips a request down to its task', () => {
    expect(requestToTask('Please send me the signed contract by Friday.')).toBe('send you the signed contract by Friday');
    expect(requestToTask('Could you review our proposal?')).toBe('review your proposal');
  });
});
