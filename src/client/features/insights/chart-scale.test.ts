import { describe, expect, it } from 'vitest';
import { areaPath, labelIndices, linePath, niceScale } from './chart-scale';

describe('niceScale', () => {
  it('ends the axis on a round number at or above the largest value', () => {
    expect(niceScale(9)).toEqual({ top: 10, ticks: [0, 5, 10] });
    expect(niceScale(42)).toEqual({ top: 60, ticks: [0, 20, 40, 60] });
    expect(niceScale(100)).toEqual({ top: 100, ticks: [0, 50, 100] });
    expect(niceScale(1234)).toEqual({ top: 1500, ticks: [0, 500, 1000, 1500] });
  });

  it('never steps by less than one, since the figures are counts', () => {
    expect(niceScale(3)).toEqual({ top: 3, ticks: [0, 1, 2, 3] });
    expect(niceScale(1)).toEqual({ top: 1, ticks: [0, 1] });
  });

  it('gives an all-zero series an axis from 0 to 1', () => {
    expect(niceScale(0)).toEqual({ top: 1, ticks: [0, 1] });
  });

  it('keeps to the number of steps asked for', () => {
    for (const max of [7, 13, 29, 61, 99, 250, 999]) {
      for (const maxTicks of [2, 3, 4, 5]) {
        const { top, ticks } = niceScale(max, maxTicks);
        expect(top).toBeGreaterThanOrEqual(max);
        expect(ticks.length - 1).toBeLessThanOrEqual(maxTicks);
        expect(ticks.at(-1)).toBe(top);
      }
    }
  });
});

describe('labelIndices', () => {
  it('labels every day when there is room', () => {
    expect(labelIndices(7, 10)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('always labels the last day and spaces the others evenly back from it', () => {
    expect(labelIndices(30, 5)).toEqual([5, 11, 17, 23, 29]);
    expect(labelIndices(90, 6)).toEqual([14, 29, 44, 59, 74, 89]);
  });

  it('labels at least today when hardly anything fits', () => {
    expect(labelIndices(30, 0)).toEqual([29]);
    expect(labelIndices(0, 5)).toEqual([]);
  });
});

describe('linePath', () => {
  it('draws through the points left to right', () => {
    expect(linePath([{ x: 0, y: 10 }, { x: 5, y: 2.25 }, { x: 10, y: 0 }])).toBe('M0 10 L5 2.3 L10 0');
  });

  it('lifts the pen over days without a figure', () => {
    expect(linePath([{ x: 0, y: 1 }, { x: 1, y: null }, { x: 2, y: 3 }, { x: 3, y: 4 }])).toBe('M0 1 M2 3 L3 4');
    expect(linePath([{ x: 0, y: null }])).toBe('');
  });
});

describe('areaPath', () => {
  it('closes the line down to the baseline', () => {
    expect(areaPath([{ x: 0, y: 4 }, { x: 10, y: 2 }], 20)).toBe('M0 4 L10 2 L10 20 L0 20 Z');
    expect(areaPath([], 20)).toBe('');
  });
});
