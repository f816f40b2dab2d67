import { describe, expect, it } from 'vitest';
import { pageState, toggleChecked } from './checked';

const order = ['a', 'b', 'c', 'd', 'e'];
const sorted = (s: Set<string>) => [...s].sort();

describe('toggleChecked', () => {
  it('ticks and unticks one row', () => {
    const once = toggleChecked(new Set(), order, 'b', null, false);
    expect(sorted(once)).toEqual(['b']);
    expect(sorted(toggleChecked(once, order, 'b', 'b', false))).toEqual([]);
  });

  it('ticks the range from the last clicked row with Shift, in either direction', () => {
    expect(sorted(toggleChecked(new Set(['b']), order, 'd', 'b', true))).toEqual(['b', 'c', 'd']);
    expect(sorted(toggleChecked(new Set(['d']), order, 'a', 'd', true))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('unticks a range when the clicked row was ticked', () => {
    expect(sorted(toggleChecked(new Set(order), order, 'd', 'b', true))).toEqual(['a', 'e']);
  });

  it('ticks only the clicked row when the anchor left the page', () => {
    expect(sorted(toggleChecked(new Set(), order, 'c', 'gone', true))).toEqual(['c']);
  });
});

describe('pageState', () => {
  it('tells all, some and none', () => {
    expect(pageState(new Set(order), order)).toBe('all');
    expect(pageState(new Set(['a', 'x']), order)).toBe('some');
    expect(pageState(new Set(['x']), order)).toBe('none');
  });
});
