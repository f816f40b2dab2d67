/**
 * The Insights charts, drawn as SVG by hand: a few shapes need no chart
 * library, and drawing them here keeps their colours on the theme's tokens
 * and their accessibility in our hands. Each chart is one `<svg role="img">`
 * named by `label` and described by a text summary beside it (`describedBy`),
 * since a screen reader cannot read shapes. Each day carries a `<title>` with
 * its date and figures, the tooltip a pointer gets.
 */
import { useElementSize } from '../../lib/use-element-size';
import { cn } from '../../lib/utils';
import { areaPath, labelIndices, linePath, niceScale } from './chart-scale';
import { dayTitle, shortDate } from './format';

/** About the widest character of the 11 px axis font (digits and "%" of a wide sans such as DejaVu), to size the margin the y labels need. */
const AXIS_CHAR_PX = 7.5;
/** Room a date under the axis ("Nov 20") takes with its gap to the next. */
const DATE_LABEL_PX = 56;
/** Half a date label, kept free at the right so today's date is not cut off. */
const RIGHT_PX = 18;
const TOP_PX = 8;
const BOTTOM_PX = 24;

/** The width the chart's box has now, following it as the window or the grid changes. */
function useWidth() {
  const [ref, size] = useElementSize<HTMLDivElement>();
  return [ref, Math.floor(size?.width ?? 0)] as const;
}

interface ChartProps {
  /** The chart's accessible name. */
  label: string;
  /** The id of the text that says what the chart shows. */
  describedBy: string;
  /** The days along the x axis (YYYY-MM-DD), oldest first. */
  dates: readonly string[];
  height?: number;
}

function ChartBox({ height, children }: { height: number; children: (width: number) => React.ReactNode }) {
  const [ref, width] = useWidth();
  // The box keeps its height before it is measured, so the card does not jump when the chart appears.
  return (
    <div ref={ref} className="w-full" style={{ height }}>
      {width > 0 && children(width)}
    </div>
  );
}

function Svg({ label, describedBy, width, height, children }: { label: string; describedBy: string; width: number; height: number; children: React.ReactNode }) {
  return (
    <svg role="img" aria-label={label} aria-describedby={describedBy} width={width} height={height} viewBox={`0 0 ${width} ${height}`} className="block text-[11px] select-none">
      {children}
    </svg>
  );
}

/** The plot area between the y labels on the left and today's date on the right, and the x centre of each day's slot in it. */
function layout(width: number, height: number, days: number, tickLabels: readonly string[]) {
  const left = Math.ceil(Math.max(...tickLabels.map((t) => t.length)) * AXIS_CHAR_PX) + 10;
  const right = width - RIGHT_PX;
  const top = TOP_PX;
  const bottom = height - BOTTOM_PX;
  const slot = Math.max(0, right - left) / Math.max(1, days);
  return { left, right, top, bottom, slot, center: (i: number) => left + (i + 0.5) * slot };
}

function Grid({ ticks, y, left, right, format }: { ticks: readonly number[]; y: (v: number) => number; left: number; right: number; format: (v: number) => string }) {
  return (
    <g>
      {ticks.map((t) => (
        <g key={t}>
          <line x1={left} x2={right} y1={y(t)} y2={y(t)} className={t === 0 ? 'stroke-muted-foreground/50' : 'stroke-border'} shapeRendering="crispEdges" />
          <text x={left - 8} y={y(t)} dy="0.32em" textAnchor="end" className="fill-muted-foreground tabular-nums">
            {format(t)}
          </text>
        </g>
      ))}
    </g>
  );
}

function DateLabels({ dates, center, left, right, y }: { dates: readonly string[]; center: (i: number) => number; left: number; right: number; y: number }) {
  const room = Math.floor((right - left) / DATE_LABEL_PX);
  return (
    <g>
      {labelIndices(dates.length, room).map((i) => (
        <text key={dates[i]} x={center(i)} y={y} dy="1em" textAnchor="middle" className="fill-muted-foreground">
          {shortDate(dates[i]!)}
        </text>
      ))}
    </g>
  );
}

/** A transparent column over each day, so the whole height of a day answers the pointer with its tooltip. */
function DayTargets({ dates, left, slot, top, bottom, title }: { dates: readonly string[]; left: number; slot: number; top: number; bottom: number; title: (i: number) => string }) {
  return (
    <g>
      {dates.map((date, i) => (
        <rect key={date} data-day={date} x={left + i * slot} y={top} width={slot} height={bottom - top} className="fill-transparent hover:fill-foreground/5">
          <title>{title(i)}</title>
        </rect>
      ))}
    </g>
  );
}

const countLabel = (v: number) => v.toLocaleString('en-US');

export interface ColumnSeries {
  label: string;
  values: readonly number[];
  /** The fill, a theme colour class such as `fill-primary`. */
  className: string;
}

/** One column per day with the series stacked in it, the first at the bottom. */
export function StackedColumnChart({ label, describedBy, dates, series, height = 220 }: ChartProps & { series: readonly ColumnSeries[] }) {
  const totals = dates.map((_, i) => series.reduce((n, s) => n + (s.values[i] ?? 0), 0));
  const scale = niceScale(Math.max(0, ...totals));
  return (
    <ChartBox height={height}>
      {(width) => {
        const { left, right, top, bottom, slot, center } = layout(width, height, dates.length, scale.ticks.map(countLabel));
        const y = (v: number) => bottom - (v / scale.top) * (bottom - top);
        const barWidth = Math.max(1, Math.min(28, slot * 0.7));
        return (
          <Svg label={label} describedBy={describedBy} width={width} height={height}>
            <Grid ticks={scale.ticks} y={y} left={left} right={right} format={countLabel} />
            {dates.map((date, i) => {
              let stacked = 0;
              return (
                <g key={date}>
                  {series.map((s) => {
                    const value = s.values[i] ?? 0;
                    if (value <= 0) return null;
                    const from = stacked;
                    stacked += value;
                    return <rect key={s.label} x={center(i) - barWidth / 2} y={y(stacked)} width={barWidth} height={y(from) - y(stacked)} rx={barWidth > 6 ? 2 : 0} className={s.className} />;
                  })}
                </g>
              );
            })}
            <DateLabels dates={dates} center={center} left={left} right={right} y={bottom + 6} />
            <DayTargets
              dates={dates}
              left={left}
              slot={slot}
              top={top}
              bottom={bottom}
              title={(i) => `${dayTitle(dates[i]!)}: ${series.map((s) => `${countLabel(s.values[i] ?? 0)} ${s.label.toLowerCase()}`).join(', ')}`}
            />
          </Svg>
        );
      }}
    </ChartBox>
  );
}

export interface LineSeries {
  label: string;
  /** One value per day; null where the day has none, which breaks the line. */
  values: readonly (number | null)[];
  /** The stroke, a theme colour class such as `stroke-primary`. */
  lineClassName: string;
  /** A fill under the line, for a single series that is an amount over time. */
  areaClassName?: string;
  /** A dot on every day with a value, for sparse series where a lone day would otherwise not show. */
  dotClassName?: string;
  dashed?: boolean;
}

/** Lines over the days; `top` fixes the axis end (100 for percentages), else it fits the values. */
export function LineChart({
  label,
  describedBy,
  dates,
  series,
  height = 180,
  top: fixedTop,
  format = countLabel,
}: ChartProps & { series: readonly LineSeries[]; top?: number; format?: (v: number) => string }) {
  const values = series.flatMap((s) => s.values.filter((v): v is number => v !== null));
  const scale = fixedTop ? { top: fixedTop, ticks: [0, fixedTop / 2, fixedTop] } : niceScale(Math.max(0, ...values), 3);
  return (
    <ChartBox height={height}>
      {(width) => {
        const { left, right, top, bottom, slot, center } = layout(width, height, dates.length, scale.ticks.map(format));
        const y = (v: number) => bottom - (v / scale.top) * (bottom - top);
        return (
          <Svg label={label} describedBy={describedBy} width={width} height={height}>
            <Grid ticks={scale.ticks} y={y} left={left} right={right} format={format} />
            {series.map((s) => {
              const points = s.values.map((v, i) => ({ x: center(i), y: v === null ? null : y(v) }));
              const solid = points.every((p): p is { x: number; y: number } => p.y !== null);
              return (
                <g key={s.label}>
                  {s.areaClassName && solid && <path d={areaPath(points, bottom)} className={s.areaClassName} />}
                  <path
                    d={linePath(points)}
                    className={cn('fill-none', s.lineClassName)}
                    strokeWidth={2}
                    strokeLinejoin="round"
                    strokeLinecap="round"
                    strokeDasharray={s.dashed ? '5 4' : undefined}
                  />
                  {s.dotClassName &&
                    points.map((p, i) => (p.y === null ? null : <circle key={dates[i]} cx={p.x} cy={p.y} r={3} className={s.dotClassName} />))}
                </g>
              );
            })}
            <DateLabels dates={dates} center={center} left={left} right={right} y={bottom + 6} />
            <DayTargets
              dates={dates}
              left={left}
              slot={slot}
              top={top}
              bottom={bottom}
              title={(i) => {
                const known = series.filter((s) => s.values[i] !== null && s.values[i] !== undefined);
                return `${dayTitle(dates[i]!)}: ${known.length ? known.map((s) => `${s.label} ${format(s.values[i]!)}`).join(', ') : 'none'}`;
              }}
            />
          </Svg>
        );
      }}
    </ChartBox>
  );
}

export interface BarRow {
  key: string;
  name: string;
  /** The tooltip: who, in full. */
  title: string;
  total: number;
  /** The share of `total` drawn over it (the read ones). */
  part: number;
  /** The figures written at the row's end, "9 · 6 read". */
  figures: string;
}

const ROW_PX = 44;
/** About the width of one character of the 13 px name font, to shorten long names before they reach the figures. */
const NAME_CHAR_PX = 7;

/** One horizontal bar per row, longest first as given: the total, with its part drawn over it from the left. */
export function HorizontalBarChart({
  label,
  describedBy,
  rows,
  totalClassName,
  partClassName,
}: {
  label: string;
  describedBy: string;
  rows: readonly BarRow[];
  totalClassName: string;
  partClassName: string;
}) {
  const height = rows.length * ROW_PX;
  const max = Math.max(1, ...rows.map((r) => r.total));
  return (
    <ChartBox height={height}>
      {(width) => (
        <Svg label={label} describedBy={describedBy} width={width} height={height}>
          {rows.map((row, i) => {
            const y = i * ROW_PX;
            const room = Math.max(4, Math.floor((width - row.figures.length * AXIS_CHAR_PX - 16) / NAME_CHAR_PX));
            const name = row.name.length > room ? `${row.name.slice(0, room - 1).trimEnd()}…` : row.name;
            const length = (v: number) => (v > 0 ? Math.max(3, (v / max) * width) : 0);
            return (
              <g key={row.key}>
                <title>{row.title}</title>
                <rect x={0} y={y} width={width} height={ROW_PX} className="fill-transparent hover:fill-foreground/5" />
                <text x={0} y={y + 15} className="fill-foreground text-[13px] font-medium">
                  {name}
                </text>
                <text x={width} y={y + 15} textAnchor="end" className="fill-muted-foreground tabular-nums">
                  {row.figures}
                </text>
                <rect x={0} y={y + 23} width={length(row.total)} height={10} rx={3} className={totalClassName} />
                <rect x={0} y={y + 23} width={length(row.part)} height={10} rx={3} className={partClassName} />
              </g>
            );
          })}
        </Svg>
      )}
    </ChartBox>
  );
}

/** What each colour stands for, as text beside the chart: boxes for bars, strokes for lines. */
export function Legend({ items }: { items: readonly { label: string; className: string; kind: 'box' | 'line' | 'dashed' }[] }) {
  return (
    <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
      {items.map((item) => (
        <li key={item.label} className="inline-flex items-center gap-1.5">
          <svg width={14} height={10} aria-hidden="true" className="shrink-0">
            {item.kind === 'box' ? (
              <rect x={2} y={0} width={10} height={10} rx={2} className={item.className} />
            ) : (
              <line x1={0} x2={14} y1={5} y2={5} strokeWidth={2} strokeDasharray={item.kind === 'dashed' ? '4 3' : undefined} className={item.className} />
            )}
          </svg>
          {item.label}
        </li>
      ))}
    </ul>
  );
}
