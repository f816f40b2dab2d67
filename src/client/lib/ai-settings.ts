/**
 * The user's AI settings, kept in this browser's localStorage under
 * fixed keys: AI features on unless 'false', auto-generate on only
 * if 'true', caching and feedback collection on unless 'false', confidence
 * threshold 0 to 100 (default 50). Any tab that writes them notifies the others.
 */
import { useSyncExternalStore } from 'react';

export const AI_SETTINGS_KEYS = {
  enabled: 'ai_features_enabled',
  autoGenerate: 'auto_generate_content',
  cacheEnabled: 'ai_cache_enabled',
  loggingEnabled: 'ai_logging_enabled',
  confidenceThreshold: 'ai_confidence_threshold',
} as const;

export interface AiSettings {
  /** Enable AI Features. */
  enabled: boolean;
  /** Auto-generate Email Content (compose: body from the subject). */
  autoGenerate: boolean;
  /** Enable Response Caching: sent to the server as `cache`. */
  cacheEnabled: boolean;
  /** Enable AI Feedback Collection: reply logs and the feedback dialog; sent as `log`. */
  loggingEnabled: boolean;
  /** 0 to 100; replies whose confidence (as a percent) is below it show the review notice. */
  confidenceThreshold: number;
}

export const DEFAULT_AI_SETTINGS: AiSettings = {
  enabled: true,
  autoGenerate: false,
  cacheEnabled: true,
  loggingEnabled: true,
  confidenceThreshold: 50,
};

export const CONFIDENCE_THRESHOLD_MIN = 0;
export const CONFIDENCE_THRESHOLD_MAX = 100;
export const CONFIDENCE_THRESHOLD_STEP = 5;

/** Keys of third-party AI credentials an older version kept in the browser; saving settings removes them. */
export const THIRD_PARTY_AI_KEY_PATTERN = /gemini|openai/i;

const CHANGE_EVENT = 'email-buddy:ai-settings';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function get(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function clampThreshold(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_AI_SETTINGS.confidenceThreshold;
  return Math.min(CONFIDENCE_THRESHOLD_MAX, Math.max(CONFIDENCE_THRESHOLD_MIN, Math.round(value)));
}

/** Reads the settings, with defaults for anything unset or unreadable. */
export function readAiSettings(): AiSettings {
  const threshold = get(AI_SETTINGS_KEYS.confidenceThreshold);
  return {
    enabled: get(AI_SETTINGS_KEYS.enabled) !== 'false',
    autoGenerate: get(AI_SETTINGS_KEYS.autoGenerate) === 'true',
    cacheEnabled: get(AI_SETTINGS_KEYS.cacheEnabled) !== 'false',
    loggingEnabled: get(AI_SETTINGS_KEYS.loggingEnabled) !== 'false',
    confidenceThreshold: threshold === null || threshold.trim() === '' ? DEFAULT_AI_SETTINGS.confidenceThreshold : clampThreshold(Number(threshold)),
  };
}

/** Removes any stored third-party AI key (gemini, openai); returns the keys removed. */
export function removeThirdPartyAiKeys(): string[] {
  const s = storage();
  if (!s) return [];
  const keys: string[] = [];
  for (let i = 0; i < s.length; i++) {
    const key = s.key(i);
    if (key && THIRD_PARTY_AI_KEY_PATTERN.test(key)) keys.push(key);
  }
  keys.forEach((key) => s.removeItem(key));
  return keys;
}

/**
 * Saves the settings (Settings: Save Settings) and removes third-party AI
 * keys. Throws when the browser refuses to store them (private mode, quota).
 */
export function writeAiSettings(settings: AiSettings): void {
  const s = storage();
  if (!s) throw new Error('Local storage is not available');
  s.setItem(AI_SETTINGS_KEYS.enabled, String(settings.enabled));
  s.setItem(AI_SETTINGS_KEYS.autoGenerate, String(settings.autoGenerate));
  s.setItem(AI_SETTINGS_KEYS.cacheEnabled, String(settings.cacheEnabled));
  s.setItem(AI_SETTINGS_KEYS.loggingEnabled, String(settings.loggingEnabled));
  s.setItem(AI_SETTINGS_KEYS.confidenceThreshold, String(clampThreshold(settings.confidenceThreshold)));
  removeThirdPartyAiKeys();
  snapshot = undefined;
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

let snapshot: AiSettings | undefined;

function subscribe(onChange: () => void): () => void {
  const handler = (event: Event) => {
    if (event instanceof StorageEvent && event.key !== null && !Object.values(AI_SETTINGS_KEYS).includes(event.key as never)) return;
    snapshot = undefined;
    onChange();
  };
  window.addEventListener('storage', handler);
  window.addEventListener(CHANGE_EVENT, handler);
  return () => {
    window.removeEventListener('storage', handler);
    window.removeEventListener(CHANGE_EVENT, handler);
  };
}

function getSnapshot(): AiSettings {
  snapshot ??= readAiSettings();
  return snapshot;
}

const getServerSnapshot = () => DEFAULT_AI_SETTINGS;

/** The current AI settings; re-renders when they are saved here or in another tab. */
export function useAiSettings(): AiSettings {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
