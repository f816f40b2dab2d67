/**
 * A small value kept in this browser's localStorage: things that belong to
 * one screen rather than to the person (how wide the list is beside the
 * reading pane on this monitor, a strip dismissed here). A browser that
 * refuses storage still works, it just forgets on reload.
 */
import { useCallback, useEffect, useState } from 'react';

const PREFIX = 'email-buddy:';

/** Every mounted user of a key, so a change made in one (a message's background) shows in the others at once. */
const listeners = new Map<string, Set<(value: unknown) => void>>();

function load<T>(key: string, fallback: T, valid: (value: unknown) => value is T): T {
  try {
    const raw = window.localStorage.getItem(PREFIX + key);
    if (raw === null) return fallback;
    const value: unknown = JSON.parse(raw);
    return valid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

export function useStoredState<T>(key: string, fallback: T, valid: (value: unknown) => value is T): [T, (value: T) => void] {
  const [state, setState] = useState(() => ({ key, value: load(key, fallback, valid) }));
  // Another key (the pane moved below the list) reads its own stored value.
  const value = state.key === key ? state.value : load(key, fallback, valid);
  useEffect(() => {
    const follow = (next: unknown) => setState({ key, value: next as T });
    const users = listeners.get(key) ?? new Set();
    listeners.set(key, users.add(follow));
    return () => void users.delete(follow);
  }, [key]);
  const set = useCallback(
    (next: T) => {
      setState({ key, value: next });
      for (const follow of listeners.get(key) ?? []) follow(next);
      try {
        window.localStorage.setItem(PREFIX + key, JSON.stringify(next));
      } catch {
        // Storage full or refused: the value lasts until the page reloads.
      }
    },
    [key],
  );
  return [value, set];
}
