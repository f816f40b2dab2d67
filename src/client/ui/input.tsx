import * as React from 'react';
import { cn } from '../lib/utils';

export function Input({ className, type, ...props }: React.ComponentProps<'input'>) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        'flex h-10 w-full min-w-0 rounded-md border pointer-coarse:h-11 border-input bg-background px-3 py-2 text-sm shadow-xs transition-[color,box-shadow,border-color] outline-none',
        'placeholder:text-muted-foreground/80 selection:bg-primary/25 dark:bg-input/10',
        'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
        'aria-invalid:border-destructive aria-invalid:ring-destructive/20',
        'disabled:cursor-not-allowed disabled:opacity-60',
        'file:border-0 file:bg-transparent file:text-sm file:font-medium',
        className,
      )}
      {...props}
    />
  );
}

/**
 * What is wrong with a field, under it: the input names it with `aria-describedby={fieldErrorId(id)}` and
 * `aria-invalid`, so a screen reader says it with the field.
 */
export function FieldError({ fieldId, children }: { fieldId: string; children: React.ReactNode }) {
  return (
    <p id={fieldErrorId(fieldId)} className="text-xs text-destructive">
      {children}
    </p>
  );
}

export const fieldErrorId = (fieldId: string) => `${fieldId}-error`;
