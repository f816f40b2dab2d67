/**
 * Theme preference: "light" | "dark" | "system" (default), kept in localStorage
 * under `theme` and applied as the `dark` class on <html>. `public/theme-init.js`
 * applies it before first paint; this module keeps it applied afterwards,
 * following the OS while the preference is "system".
 */
import { useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark' | 'system';
export const THEME_STORAGE_KEY = 'theme';

const media = () => window.matchMedia('(prefers-color-scheme: dark)');
const listeners = new Set<() => void>();

function readStored(): Theme {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

let current: Theme = typeof window === 'undefined' ? 'system' : readStored();

function resolve(theme: Theme): 'light' | 'dark' {
  if (theme === 'system') return media().matches ? 'dark' : 'light';
  return theme;
}

/** Puts the resolved theme on <html>. Safe to call at any time. */
export function applyTheme(theme: Theme = current): void {
  const root = document.documentElement;
  const dark = resolve(theme) === 'dark';
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
}

export function getTheme(): Theme {
  return current;
}

export function setTheme(theme: Theme): void {
  current = theme;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    /* private mode: the choice lasts for this tab only */
  }
  applyTheme(theme);
  listeners.forEach((l) => l());
}

let started = false;
/** Applies the stored theme and starts following the OS and other tabs. Idempotent. */
export function initTheme(): void {
  applyTheme(current);
  if (started) return;
  started = true;
  media().addEventListener('change', () => {
    if (current === 'system') applyTheme('system');
  });
  window.addEventListener('storage', (e) => {
    if (e.key !== THEME_STORAGE_KEY) return;
    current = readStored();
    applyTheme(current);
    listeners.forEach((l) => l());
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stored preference and a setter; re-renders when it changes (also from another tab). */
export function useTheme(): { theme: Theme; setTheme: (theme: Theme) => void } {
  const theme = useSyncExternalStore(subscribe, getTheme, () => 'system' as Theme);
  return { theme, setTheme };
}
