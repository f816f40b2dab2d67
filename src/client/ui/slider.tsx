import * as React from 'react';
import { cn } from '../lib/utils';

/**
 * A native range input: the browser gives it the slider role, its keys (arrows by `step`, Home, End, Page Up and
 * Down) and its name from aria-label or aria-labelledby, with nothing to download.
 */
export function Slider({
  className,
  value,
  onValueChange,
  ...props
}: Omit<React.ComponentProps<'input'>, 'type' | 'value' | 'onChange'> & { value: number; onValueChange: (value: number) => void }) {
  return (
    <input
      type="range"
      data-slot="slider"
      value={value}
      onChange={(e) => onValueChange(Number(e.currentTarget.value))}
      className={cn('h-1.5 w-full cursor-pointer pointer-coarse:h-11 accent-primary disabled:cursor-not-allowed disabled:opacity-50', className)}
      {...props}
    />
  );
}
