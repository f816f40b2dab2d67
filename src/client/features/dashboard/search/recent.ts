/**
 * The last searches run on this device, newest first, kept in localStorage
 * under the signed-in user's id, so another account on the same browser does
 * not see them.
 */
const key = (userId: string) => `email-buddy.recent-searches:${userId}`;
const MAX = 8;

export function recentSearches(userId: string): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key(userId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((s): s is string => typeof s === 'string').slice(0, MAX) : [];
  } catch {
    return [];
  }
}

export function rememberSearch(userId: string, q: string) {
  try {
    localStorage.setItem(key(userId), JSON.stringify([q, ...recentSearches(userId).filter((s) => s !== q)].slice(0, MAX)));
  } catch {
    // Storage full or blocked (private mode): searches simply are not remembered.
  }
}
