/**
 * The rows of a long list, only those near the screen in the page: an endless
 * list of ten thousand messages keeps a few dozen rows in the DOM, so
 * scrolling, ticking every row or a new message never lays out the rest.
 */
import { defaultRangeExtractor, useVirtualizer, useWindowVirtualizer, type Range, type Virtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { Entry } from './date-groups';

/** Rows past the screen kept in the page, each way: a fast flick still meets drawn rows. */
const OVERSCAN = 10;
/** How near the last row the list is when the next page is asked for. */
const NEAR_END_ROWS = 30;
/** Room kept above a row scrolled to, for the day header stuck over it. */
const HEADER_ROOM_PX = 30;
/** The app's own header, which stays at the top of the window over a list the page scrolls. */
export const APP_HEADER_PX = 57;

export interface VirtualRowsProps {
  entries: readonly Entry[];
  /** The element the list scrolls in, or the window when the page itself scrolls. */
  scroller: (() => HTMLElement | null) | 'window';
  /** A first guess at a line's height, before it is drawn and measured. */
  estimate: (entry: Entry) => number;
  /** The highlighted row: always drawn (it may hold the focus), and scrolled to when it changes. */
  keepIndex: number;
  /** The list is scrolled near its last row. */
  onNearEnd?: () => void;
  render: (entry: Entry, index: number) => ReactNode;
}

export function VirtualRows(props: VirtualRowsProps) {
  return props.scroller === 'window' ? <WindowRows {...props} /> : <ElementRows {...props} scroller={props.scroller} />;
}

/**
 * What both kinds of scrolling share: the header of the day at the top is
 * drawn too and stuck there, and the highlighted row is never dropped.
 */
function useRangeOptions({ entries, estimate, keepIndex, scroller }: VirtualRowsProps) {
  const sticky = useRef(-1);
  const end = useRef(-1);
  const rangeExtractor = (range: Range) => {
    let day = range.startIndex;
    while (day > 0 && entries[day]?.kind !== 'day') day--;
    sticky.current = entries[day]?.kind === 'day' ? day : -1;
    end.current = range.endIndex;
    const indexes = new Set(defaultRangeExtractor(range));
    if (sticky.current >= 0) indexes.add(sticky.current);
    if (keepIndex >= 0 && keepIndex < entries.length) indexes.add(keepIndex);
    return [...indexes].sort((a, b) => a - b);
  };
  return {
    options: {
      count: entries.length,
      estimateSize: (i: number) => estimate(entries[i]!),
      getItemKey: (i: number) => entries[i]!.key,
      overscan: OVERSCAN,
      scrollPaddingStart: HEADER_ROOM_PX + (scroller === 'window' ? APP_HEADER_PX : 0),
      rangeExtractor,
    },
    sticky,
    end,
  };
}

function ElementRows(props: VirtualRowsProps & { scroller: () => HTMLElement | null }) {
  const { options, sticky, end } = useRangeOptions(props);
  const virtualizer = useVirtualizer<HTMLElement, HTMLDivElement>({ ...options, getScrollElement: props.scroller });
  return <Lines {...props} virtualizer={virtualizer} sticky={sticky} end={end} margin={0} />;
}

function WindowRows(props: VirtualRowsProps) {
  const { options, sticky, end } = useRangeOptions(props);
  const top = useRef<HTMLDivElement>(null);
  // Where the list starts in the page: what lies above it (banners, the header) moves it.
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    const measure = () => setMargin(Math.round((top.current?.getBoundingClientRect().top ?? 0) + window.scrollY));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  const virtualizer = useWindowVirtualizer<HTMLDivElement>({ ...options, scrollMargin: margin });
  return <Lines {...props} virtualizer={virtualizer} sticky={sticky} end={end} margin={margin} top={top} />;
}

function Lines({
  entries,
  keepIndex,
  onNearEnd,
  scroller,
  render,
  virtualizer,
  sticky,
  end,
  margin,
  top,
}: VirtualRowsProps & {
  virtualizer: Virtualizer<HTMLElement, HTMLDivElement> | Virtualizer<Window, HTMLDivElement>;
  sticky: RefObject<number>;
  end: RefObject<number>;
  margin: number;
  top?: RefObject<HTMLDivElement | null>;
}) {
  const lines = virtualizer.getVirtualItems();
  // Another highlighted row (j and k, a click, a message opened elsewhere) is brought into view.
  const shown = useRef(keepIndex);
  useEffect(() => {
    if (keepIndex === shown.current) return;
    shown.current = keepIndex;
    if (keepIndex >= 0) virtualizer.scrollToIndex(keepIndex, { align: 'auto' });
  }, [keepIndex, virtualizer]);
  useEffect(() => {
    if (entries.length > 0 && end.current >= entries.length - NEAR_END_ROWS) onNearEnd?.();
  });
  return (
    <div ref={top} role="none" className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
      {lines.map((line) => {
        const entry = entries[line.index]!;
        const stuck = line.index === sticky.current;
        return (
          <div
            key={line.key}
            role="none"
            data-index={line.index}
            ref={virtualizer.measureElement}
            className={entry.kind === 'row' ? 'w-full border-b' : 'w-full'}
            style={
              stuck
                ? { position: 'sticky', top: scroller === 'window' ? APP_HEADER_PX : 0, zIndex: 2 }
                : { position: 'absolute', top: 0, left: 0, transform: `translateY(${line.start - margin}px)` }
            }
          >
            {render(entry, line.index)}
          </div>
        );
      })}
    </div>
  );
}
