import type { Label } from '../../api/labels';

/** The labels among `ids`, in the order of `all` (by name, as the server sends them); unknown ids and `hide` are left out. */
export function labelsOn(ids: readonly string[], all: readonly Label[], hide?: string): Label[] {
  const on = new Set(ids);
  return all.filter((l) => on.has(l.id) && l.id !== hide);
}
