import * as React from 'react';
import * as PopoverPrimitive from '@radix-ui/react-popover';
import { cn } from '../lib/utils';
import { keepOpenForNestedLayer } from './nested-layer';

/** The Radix side of ui/popover.tsx, loaded when a popover is first about to open. */
export const Root = PopoverPrimitive.Root;
export const Trigger = PopoverPrimitive.Trigger;

export function PopoverContent({ className, align = 'center', sideOffset = 6, collisionPadding = 8, onFocusOutside, onPointerDownOutside, ...props }: React.ComponentProps<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        data-slot="popover-content"
        align={align}
        sideOffset={sideOffset}
        // Clear of the screen's edges on a phone.
        collisionPadding={collisionPadding}
        className={cn(
          'z-50 w-72 rounded-lg border bg-popover p-4 text-popover-foreground shadow-lg outline-none',
          'data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out',
          className,
        )}
        onFocusOutside={(event) => {
          onFocusOutside?.(event);
          keepOpenForNestedLayer(event);
        }}
        onPointerDownOutside={(event) => {
          onPointerDownOutside?.(event);
          keepOpenForNestedLayer(event);
        }}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}
