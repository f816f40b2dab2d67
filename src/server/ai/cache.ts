/**
 * Per-user response cache in memory: each entry lives for
 * its operation's time to live; a user's cache is pruned above 100 entries;
 * texts of at least 50 characters also match a cached text whose word overlap
 * is above 0.8. A restart simply starts cold.
 */
import { isSimilarText } from '../../core/ai/similarity';

export const CACHE_MAX_ENTRIES = 100;
const MINUTE = 60_000;
export const CACHE_TTL_MS = {
  'smart-replies': 30 * MINUTE,
  analyze: 60 * MINUTE,
  reply: 30 * MINUTE,
} as const;
export type CachedOperation = keyof typeof CACHE_TTL_MS;

interface Entry {
  /** Operation plus its options: only entries with the same scope are compared. */
  scope: string;
  text: string;
  value: unknown;
  expiresAt: number;
  storedAt: number;
}

export class ResponseCache {
  private readonly users = new Map<string, Map<string, Entry>>();

  get(userId: string, scope: string, text: string, now: number): unknown {
    const entries = this.users.get(userId);
    if (!entries) return undefined;
    const exact = entries.get(key(scope, text));
    if (exact && exact.expiresAt > now) return exact.value;
    for (const entry of entries.values()) {
      if (entry.scope === scope && entry.expiresAt > now && isSimilarText(entry.text, text)) return entry.value;
    }
    return undefined;
  }

  set(userId: string, scope: string, text: string, value: unknown, ttlMs: number, now: number): void {
    let entries = this.users.get(userId);
    if (!entries) this.users.set(userId, (entries = new Map()));
    entries.set(key(scope, text), { scope, text, value, expiresAt: now + ttlMs, storedAt: now });
    if (entries.size > CACHE_MAX_ENTRIES) prune(entries, now);
  }

  /** Forgets a user's answers: after they switch model, the old engine's answers are not theirs any more. */
  clear(userId: string): void {
    this.users.delete(userId);
  }

  size(userId: string): number {
    return this.users.get(userId)?.size ?? 0;
  }
}

const key = (scope: string, text: string) => `${scope}\u0000${text}`;

/** Drops expired entries, then the oldest until the cache is back at its limit. */
function prune(entries: Map<string, Entry>, now: number): void {
  for (const [k, e] of entries) if (e.expiresAt <= now) entries.delete(k);
  if (entries.size <= CACHE_MAX_ENTRIES) return;
  const oldest = [...entries].sort((a, b) => a[1].storedAt - b[1].storedAt);
  for (const [k] of oldest.slice(0, entries.size - CACHE_MAX_ENTRIES)) entries.delete(k);
}
