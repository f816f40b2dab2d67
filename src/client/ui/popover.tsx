import * as React from 'react';
import { Popover as PopoverPrimitive } from 'radix-ui';
import { cn } from '../lib/utils';

export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;

/**
 * A list or menu opened from inside the popover (a select's options) lives in a portal of its own, outside the
 * popover's element. React passes its events up through the component tree, so Radix saw focus there as inside;
 * Preact passes them up the page's elements only, so the popover closed as soon as its own select opened.
 */
function keepOpenForNestedLayer(event: Event) {
  if (event.target instanceof Element && event.target.closest('[data-radix-popper-content-wrapper]')) event.preventDefault();
}

export function PopoverContent({ className, align = 'center', sideOffset = 6, onFocusOutside, ...props }: React.ComponentProps<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        data-slot="popover-content"
        align={align}
        sideOffset={sideOffset}
        className={cn(
          'z-50 w-72 rounded-lg border bg-popover p-4 text-popover-foreground shadow-lg outline-none',
          'data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out',
          className,
        )}
        onFocusOutside={(event) => {
          onFocusOutside?.(event);
          keepOpenForNestedLayer(event);
        }}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}
