import * as React from 'react';
import { Slider as SliderPrimitive } from 'radix-ui';
import { cn } from '../lib/utils';

/** The name given to the slider (aria-label or aria-labelledby) goes to each thumb: the thumb is what has the slider role. */
export function Slider({ className, 'aria-label': label, 'aria-labelledby': labelledBy, ...props }: React.ComponentProps<typeof SliderPrimitive.Root>) {
  const values = props.value ?? props.defaultValue ?? [props.min ?? 0];
  return (
    <SliderPrimitive.Root
      data-slot="slider"
      className={cn('relative flex w-full touch-none items-center select-none data-[disabled]:opacity-50', className)}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-1.5 w-full grow overflow-hidden rounded-full bg-muted">
        <SliderPrimitive.Range className="absolute h-full bg-primary" />
      </SliderPrimitive.Track>
      {values.map((_, i) => (
        <SliderPrimitive.Thumb
          key={i}
          aria-label={label}
          aria-labelledby={labelledBy}
          className="block size-4 rounded-full border border-primary bg-background shadow-sm transition-[box-shadow] outline-none focus-visible:ring-[4px] focus-visible:ring-ring/40"
        />
      ))}
    </SliderPrimitive.Root>
  );
}
