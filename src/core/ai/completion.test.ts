import { describe, expect, it } from 'vitest';
import { completion } from './completion';

describe('completion', () => {
  it('finishes stock phrases', () => {
    expect(completion('Thanks for the update. I look forward to').completion).toBe(' hearing from you.');
    expect(completion('Please let me know').completion).toBe(' if you have any questions.');
    expect(completion('I hope this').completion).toBe(' email finds you well.');
  });

  it('closes an unfinished question with a question mark', () => {
    expect(completion('Hi Ana, could we move the call to Thursday').completion).toBe('?');
  });

  it('proposes a closing line after a finished sentence, then a sign-off', () => {
    expect(completion('The report is attached.').completion).toBe(' Please let me know if you have any questions.');
    expect(completion('The report is attached. Let me know if you have questions.').completion).toBe('\n\nBest regards,');
  });

  it('completes the text of an HTML body', () => {
    expect(completion('<p>Thanks for the update.</p><p>I look forward to</p>').completion).toBe(' hearing from you.');
  });

  it('suggests nothing after a sign-off or for empty text', () => {
    expect(completion('Thanks again.\n\nBest regards,').completion).toBe('');
    expect(completion('   ').completion).toBe('');
  });

  it('never closes a sentence cut after "and", "the" or "to" with a full stop', () => {
    expect(completion('Hi Maya, thanks for sending the launch plan. I will review it and').completion).toBe(' get back to you shortly.');
    expect(completion('We went through the contract and').completion).toBe('');
    expect(completion('Please send the report to the').completion).toBe('');
  });

  it('suggests nothing once signed off with a name or a signature under it', () => {
    expect(completion('I will send the notes tomorrow.\n\nBest,\nUma').completion).toBe('');
    expect(completion('See you then.\n\nThanks,\nUma Xu\nHead of Operations').completion).toBe('');
    expect(completion('See you then.\n\n--\nUma Xu').completion).toBe('');
    // A thanks that opens a sentence, or a paragraph after a "Thanks!", is no sign-off.
    expect(completion('Thanks for the notes, they look good').completion).not.toBe('');
    expect(completion('Hi Maya,\n\nThanks!\n\nThe plan looks good').completion).not.toBe('');
  });
});
