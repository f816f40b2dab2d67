import * as React from 'react';
import { cn } from '../lib/utils';

export const PRODUCT_NAME = 'Email Buddy';

/** The product mark: an envelope on the brand gradient. Pure SVG, no download. */
export function LogoMark({ className, ...props }: React.ComponentProps<'span'>) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'relative inline-flex size-7 shrink-0 items-center justify-center rounded-lg bg-linear-to-br from-brand-from to-brand-to text-white shadow-sm shadow-primary/30 ring-1 ring-white/15 ring-inset',
        className,
      )}
      {...props}
    >
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.2} className="size-[60%]">
        <rect x="3" y="5" width="18" height="14" rx="2.5" />
        <path d="m4 7 8 6 8-6" strokeLinejoin="round" strokeLinecap="round" />
      </svg>
    </span>
  );
}

/** Mark + wordmark. */
export function Logo({ className, markClassName }: { className?: string; markClassName?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold tracking-tight', className)}>
      <LogoMark className={markClassName} />
      <span>{PRODUCT_NAME}</span>
    </span>
  );
}
