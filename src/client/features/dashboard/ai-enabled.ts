/**
 * Whether the AI helpers are on (spec 2 §3: `ai_features_enabled` is on unless
 * the stored value is 'false'). Re-read when another tab or the settings page changes it.
 */
import { useSyncExternalStore } from 'react';

export const AI_FEATURES_ENABLED_KEY = 'ai_features_enabled';

function read(): boolean {
  try {
    return window.localStorage.getItem(AI_FEATURES_ENABLED_KEY) !== 'false';
  } catch {
    return true;
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

export function useAiEnabled(): boolean {
  return useSyncExternalStore(subscribe, read, () => true);
}
