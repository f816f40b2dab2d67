/**
 * Two panes and a divider between them that a pointer drags and the arrow
 * keys move (a focusable `separator`, as WAI-ARIA's window splitter). The
 * first pane's size is the caller's to keep; it is held between `min` and
 * the room that leaves the second pane its own `minRest`.
 */
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useElementSize } from '../lib/use-element-size';
import { cn } from '../lib/utils';

const KEY_STEP_PX = 24;
/** The divider's own thickness (its `w-3` / `h-3`): the second pane's room is what is left after it. */
const DIVIDER_PX = 12;

export function SplitView({
  orientation,
  size,
  onSize,
  min,
  minRest,
  label,
  first,
  second,
  className,
}: {
  /** `horizontal`: side by side, `size` is the first pane's width; `vertical`: stacked, its height. */
  orientation: 'horizontal' | 'vertical';
  size: number;
  onSize: (size: number) => void;
  min: number;
  minRest: number;
  /** The divider's accessible name. */
  label: string;
  first: ReactNode;
  second: ReactNode;
  className?: string;
}) {
  const [container, box] = useElementSize<HTMLDivElement>();
  const drag = useRef<{ start: number; size: number } | null>(null);
  // While dragging, the size lives here and is handed to the caller (who may store it) once, on release.
  const [dragged, setDragged] = useState<number | null>(null);
  const secondId = useId();
  const across = orientation === 'horizontal';
  const room = box ? (across ? box.width : box.height) - DIVIDER_PX : size + minRest;
  const clamp = (value: number) => Math.round(Math.max(min, Math.min(value, room - minRest)));
  // Shown clamped, so a smaller window never hides the second pane, without forgetting the chosen size.
  const shown = clamp(dragged ?? size);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    // Without this, Chromium could start its own drag of a row's link beside the divider a few pixels in, and
    // cancel ours; focus, which the press would have given, is given here.
    e.preventDefault();
    e.currentTarget.focus();
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { start: across ? e.clientX : e.clientY, size: shown };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    setDragged(clamp(drag.current.size + (across ? e.clientX : e.clientY) - drag.current.start));
  };
  const onPointerUp = () => {
    drag.current = null;
    if (dragged !== null) onSize(dragged);
    setDragged(null);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const less = across ? 'ArrowLeft' : 'ArrowUp';
    const more = across ? 'ArrowRight' : 'ArrowDown';
    const next = e.key === less ? shown - KEY_STEP_PX : e.key === more ? shown + KEY_STEP_PX : e.key === 'Home' ? min : e.key === 'End' ? room - minRest : null;
    // Every arrow stays with the divider: the list's own keys (up and down move through it) must not see them.
    if (e.key.startsWith('Arrow')) e.stopPropagation();
    if (next === null) return;
    e.preventDefault();
    onSize(clamp(next));
  };

  return (
    <div ref={container} className={cn('flex min-h-0 min-w-0', across ? 'flex-row' : 'flex-col', className)}>
      <div className="flex min-h-0 min-w-0 shrink-0 flex-col" style={across ? { width: shown } : { height: shown }}>
        {first}
      </div>
      <div
        role="separator"
        tabIndex={0}
        aria-label={label}
        aria-controls={secondId}
        aria-orientation={across ? 'vertical' : 'horizontal'}
        aria-valuenow={shown}
        aria-valuemin={min}
        aria-valuemax={Math.max(min, Math.round(room - minRest))}
        data-testid="split-divider"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
        className={cn(
          'group flex shrink-0 touch-none items-center justify-center outline-none select-none',
          across ? 'w-3 cursor-col-resize' : 'h-3 cursor-row-resize',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'rounded-full bg-border transition-colors group-hover:bg-primary/50 group-focus-visible:bg-primary group-active:bg-primary',
            across ? 'h-10 w-1' : 'h-1 w-10',
          )}
        />
      </div>
      <div id={secondId} className="flex min-h-0 min-w-0 flex-1 flex-col">
        {second}
      </div>
    </div>
  );
}
