import { afterEach, describe, expect, it, vi } from 'vitest';
import { CANNED_SMART_REPLIES, DISABLED_NOTICE } from '../../core/ai/fallbacks';
import { getToasts } from '../ui/use-toast';
import { aiClient, needsReview, TOAST_AI_DISABLED } from './ai';
import { stubBrowser } from '../../../tests/helpers/browser-storage';

afterEach(() => vi.unstubAllGlobals());

describe('aiClient', () => {
  it('answers the placeholder with the "AI Features Disabled" toast, without a request, when AI is off', async () => {
    stubBrowser({ ai_features_enabled: 'false' });
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await aiClient.summarize('Some email text that is long enough.')).toEqual({ summary: DISABLED_NOTICE, extractive: false });
    expect((await aiClient.smartReplies('Hello')).replies).toEqual([...CANNED_SMART_REPLIES]);
    expect(await aiClient.improve('keep me')).toEqual({ text: 'keep me', changes: [] });
    expect(fetch).not.toHaveBeenCalled();
    expect(getToasts().at(-1)).toMatchObject({ title: TOAST_AI_DISABLED.title, description: TOAST_AI_DISABLED.description });
  });

  it('sends the caching and feedback choices with each helper call', async () => {
    stubBrowser({ ai_cache_enabled: 'false' });
    const fetch = vi.fn(async () => new Response(JSON.stringify({ priority: 'Low', justification: 'x' }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await aiClient.prioritize('An email');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/ai/prioritize');
    expect(JSON.parse(init.body as string)).toEqual({ emailContent: 'An email', cache: false, log: true });
  });

  it('asks for review when the engine does, or when confidence is below the threshold', () => {
    expect(needsReview({ requiresHumanReview: false, confidence: 0.8 }, 50)).toBe(false);
    expect(needsReview({ requiresHumanReview: false, confidence: 0.6 }, 65)).toBe(true);
    expect(needsReview({ requiresHumanReview: true, confidence: 0.95 }, 0)).toBe(true);
  });
});
