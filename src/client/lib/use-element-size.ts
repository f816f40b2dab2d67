/**
 * An element's size, kept current as it changes (a window resize, a divider
 * dragged). Measured before the first paint, so a layout chosen from it does
 * not flash the wrong way first.
 */
import { useCallback, useLayoutEffect, useState } from 'react';

export interface Size {
  width: number;
  height: number;
}

/**
 * `watch: 'width'` follows the width alone: a list that grows as it is
 * scrolled changes height every few frames, and its rows care only how wide
 * it is.
 */
export function useElementSize<T extends HTMLElement>({ watch = 'both' }: { watch?: 'both' | 'width' } = {}): [(el: T | null) => void, Size | null] {
  const [element, setElement] = useState<T | null>(null);
  const [size, setSize] = useState<Size | null>(null);
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => {
      const box = element.getBoundingClientRect();
      setSize((prev) => (prev && prev.width === box.width && (watch === 'width' || prev.height === box.height) ? prev : { width: box.width, height: box.height }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, watch]);
  const ref = useCallback((el: T | null) => setElement(el), []);
  return [ref, size];
}
