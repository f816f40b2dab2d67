/** Browser stand-ins for unit tests of client modules that run in Node. */
import { vi } from 'vitest';

/** A window with a Map-backed localStorage, enough for the settings module. */
export function stubBrowser(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const localStorage = {
    get length() { return data.size; },
    key: (i: number) => [...data.keys()][i] ?? null,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, String(v)),
    removeItem: (k: string) => void data.delete(k),
    clear: () => data.clear(),
  };
  vi.stubGlobal('window', { localStorage, dispatchEvent: () => true, addEventListener: () => {}, removeEventListener: () => {} });
  return data;
}
