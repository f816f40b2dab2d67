import * as React from 'react';
import { LoaderCircle } from 'lucide-react';
import { cn } from '../lib/utils';

/** An indeterminate spinner; give it a `label` when nothing else on screen says what is loading. */
export function Spinner({ className, label, ...props }: React.ComponentProps<'svg'> & { label?: string }) {
  return (
    <LoaderCircle
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cn('size-4 animate-spin', className)}
      {...props}
    />
  );
}
