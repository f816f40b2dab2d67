/** Which rows are ticked for a bulk action, and how a click with Shift ticks a range. */

/**
 * Ticks or unticks `id`; with `range`, every row from the last one clicked
 * (`anchor`) to this one takes the clicked row's new state, as in Gmail.
 */
export function toggleChecked(checked: ReadonlySet<string>, order: readonly string[], id: string, anchor: string | null, range: boolean): Set<string> {
  const next = new Set(checked);
  const on = !checked.has(id);
  const from = anchor ? order.indexOf(anchor) : -1;
  const to = order.indexOf(id);
  const ids = range && from >= 0 && to >= 0 ? order.slice(Math.min(from, to), Math.max(from, to) + 1) : [id];
  for (const each of ids) {
    if (on) next.add(each);
    else next.delete(each);
  }
  return next;
}

/** The page checkbox: all, some or none of the page's rows ticked. */
export function pageState(checked: ReadonlySet<string>, order: readonly string[]): 'all' | 'some' | 'none' {
  const count = order.filter((id) => checked.has(id)).length;
  return count === 0 ? 'none' : count === order.length ? 'all' : 'some';
}
