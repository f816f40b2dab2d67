import { describe, expect, it } from 'vitest';
import { DISABLED_NOTICE, FALLBACK_REVIEW_REASON } from '../../../core/ai/fallbacks';
import { reviewNoticeText } from './texts';

describe('reviewNoticeText', () => {
  it('ends the reason with one full stop, whether or not it came with one', () => {
    expect(reviewNoticeText(DISABLED_NOTICE, 50)).toBe('AI features are disabled. Enable them in Settings. Confidence 50%. Read the email yourself before replying.');
    expect(reviewNoticeText(FALLBACK_REVIEW_REASON, 50)).toMatch(/fallback result\. Confidence 50%\./);
    expect(reviewNoticeText('legal language needs a careful read', 72)).toBe('Legal language needs a careful read. Confidence 72%. Read the email yourself before replying.');
  });

  it('is the confidence alone without a reason', () => {
    expect(reviewNoticeText(null, 90)).toBe('Confidence 90%. Read the email yourself before replying.');
  });
});
