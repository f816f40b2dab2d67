/** The arithmetic behind the Insights charts: round axis ends, which days get a label, and line paths with gaps. */

/** Steps an axis may take, per power of ten: 1, 2, 5, then 10 of the next. */
const NICE_STEPS = [1, 2, 5, 10];

/**
 * A y axis from 0 to a round number at or above `max`, with at most
 * `maxTicks` steps between its ticks. Counts never get a fractional step, and
 * an all-zero series still gets an axis (0 to 1) so its bars sit on a floor.
 */
export function niceScale(max: number, maxTicks = 4): { top: number; ticks: number[] } {
  if (!(max > 0)) return { top: 1, ticks: [0, 1] };
  const raw = max / Math.max(1, maxTicks);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(1, NICE_STEPS.find((s) => s * magnitude >= raw)! * magnitude);
  const top = Math.ceil(max / step) * step;
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
  return { top, ticks };
}

/**
 * Which of `count` evenly spaced days get a date under the axis when at most
 * `room` labels fit: the last day (today) always, then every n-th day back.
 */
export function labelIndices(count: number, room: number): number[] {
  if (count <= 0) return [];
  const step = Math.max(1, Math.ceil(count / Math.max(1, room)));
  const indices: number[] = [];
  for (let i = count - 1; i >= 0; i -= step) indices.unshift(i);
  return indices;
}

/**
 * An SVG path through the points, left to right; a null value breaks the
 * line, so days without a figure (a rate on a day nothing was sent) are not
 * drawn as if they had one.
 */
export function linePath(points: readonly { x: number; y: number | null }[]): string {
  let path = '';
  let drawing = false;
  for (const p of points) {
    if (p.y === null) {
      drawing = false;
      continue;
    }
    path += `${path ? ' ' : ''}${drawing ? 'L' : 'M'}${round(p.x)} ${round(p.y)}`;
    drawing = true;
  }
  return path;
}

/** The area under a line down to `baseline`, for a series without gaps. */
export function areaPath(points: readonly { x: number; y: number }[], baseline: number): string {
  if (points.length === 0) return '';
  const first = points[0]!;
  const last = points[points.length - 1]!;
  return `${linePath(points)} L${round(last.x)} ${round(baseline)} L${round(first.x)} ${round(baseline)} Z`;
}

const round = (n: number) => Math.round(n * 10) / 10;
