import { describe, expect, it } from 'vitest';
import {
  FALLBACK_CONFIDENCE, disabledPlaceholders, fallbackAnalysis, fallbackCompletion, fallbackPriority, fallbackReply,
  fallbackSmartReplies, fallbackSubject, fallbackSummary, fallbackText,
} from './fallbacks';
import { NOW } from './fixtures';
import {
  emailAnalysisSchema, priorityResultSchema, replyResultSchema, smartRepliesResultSchema, subjectResultSchema, summaryResultSchema,
} from './schemas';

describe('fallback results', () => {
  it('analysis, smart replies and replies carry confidence 0.5 and require review', () => {
    const a = fallbackAnalysis(NOW);
    expect(emailAnalysisSchema.parse(a).metadata).toMatchObject({ confidence: FALLBACK_CONFIDENCE, requiresHumanReview: true });
    expect(a.timestamp).toBe(NOW.toISOString());
    const r = replyResultSchema.parse(fallbackReply());
    expect(r.metadata).toMatchObject({ confidence: 0.5, requiresHumanReview: true });
    expect(smartRepliesResultSchema.parse(fallbackSmartReplies()).replies).toHaveLength(3);
  });

  it('other helpers return "Email Subject", the original text or nothing to append', () => {
    expect(subjectResultSchema.parse(fallbackSubject())).toEqual({ subject: 'Email Subject' });
    expect(fallbackText('my draft')).toEqual({ text: 'my draft', changes: [] });
    expect(summaryResultSchema.parse(fallbackSummary(' the text '))).toEqual({ summary: 'the text', extractive: false });
    expect(fallbackCompletion()).toEqual({ completion: '' });
    expect(priorityResultSchema.parse(fallbackPriority()).priority).toBe('Medium');
  });

  it('placeholders while AI is disabled leave the user\'s text untouched and say why', () => {
    expect(disabledPlaceholders.text('keep me')).toEqual({ text: 'keep me', changes: [] });
    expect(disabledPlaceholders.priority().justification).toMatch(/disabled/);
    expect(emailAnalysisSchema.safeParse(disabledPlaceholders.analysis(NOW)).success).toBe(true);
    expect(disabledPlaceholders.smartReplies().replies).toHaveLength(3);
  });
});
