import { describe, expect, it } from 'vitest';
import { isAiReplyEdited } from './ai-reply';

describe('AI reply edited flag', () => {
  const ai = 'Hi Maya,\nThanks, I will review it by Friday.';

  it('is false when the body is the AI text, whatever the HTML and the quoted original', () => {
    expect(isAiReplyEdited('<p>Hi Maya,<br>Thanks, I will review it by Friday.</p><p></p><p>On Mon, Mar 2, 2026 at 09:00, Maya wrote:</p><blockquote><p>Review?</p></blockquote>', ai)).toBe(false);
  });

  it('is true once the person changed a word', () => {
    expect(isAiReplyEdited('<p>Hi Maya,<br>Thanks, I will review it by Thursday.</p>', ai)).toBe(true);
  });
});
