import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '../../../tests/helpers/browser-storage';
import { AI_SETTINGS_KEYS, DEFAULT_AI_SETTINGS, readAiSettings, writeAiSettings } from './ai-settings';

describe('AI settings in local storage', () => {
  beforeEach(() => { stubBrowser(); });
  afterEach(() => vi.unstubAllGlobals());

  it('uses the spec defaults when nothing is stored: AI, caching and feedback on, auto-generate off, threshold 50', () => {
    expect(readAiSettings()).toEqual(DEFAULT_AI_SETTINGS);
    expect(DEFAULT_AI_SETTINGS).toEqual({ enabled: true, autoGenerate: false, cacheEnabled: true, loggingEnabled: true, confidenceThreshold: 50 });
  });

  it('turns a feature off only for the stored text false, and auto-generate on only for true', () => {
    stubBrowser({ ai_features_enabled: 'no', ai_cache_enabled: 'false', auto_generate_content: 'yes', ai_logging_enabled: 'false' });
    expect(readAiSettings()).toMatchObject({ enabled: true, cacheEnabled: false, autoGenerate: false, loggingEnabled: false });
    stubBrowser({ ai_features_enabled: 'false', auto_generate_content: 'true' });
    expect(readAiSettings()).toMatchObject({ enabled: false, autoGenerate: true });
  });

  it('reads the threshold as a number from 0 to 100, falling back to 50', () => {
    stubBrowser({ ai_confidence_threshold: '75' });
    expect(readAiSettings().confidenceThreshold).toBe(75);
    stubBrowser({ ai_confidence_threshold: '250' });
    expect(readAiSettings().confidenceThreshold).toBe(100);
    stubBrowser({ ai_confidence_threshold: 'lots' });
    expect(readAiSettings().confidenceThreshold).toBe(50);
  });

  it('saves every key and removes stored gemini and openai keys', () => {
    const data = stubBrowser({ gemini_api_key: 'g', OPENAI_KEY: 'o', theme: 'dark' });
    writeAiSettings({ enabled: false, autoGenerate: true, cacheEnabled: false, loggingEnabled: true, confidenceThreshold: 65 });
    expect(Object.fromEntries(data)).toEqual({
      theme: 'dark',
      [AI_SETTINGS_KEYS.enabled]: 'false',
      [AI_SETTINGS_KEYS.autoGenerate]: 'true',
      [AI_SETTINGS_KEYS.cacheEnabled]: 'false',
      [AI_SETTINGS_KEYS.loggingEnabled]: 'true',
      [AI_SETTINGS_KEYS.confidenceThreshold]: '65',
    });
  });
});
