import type * as React from 'react';
import { cn } from '../lib/utils';
import { lazyLayer } from './lazy-layer';

/** Dialogs: Radix's, loaded when the first one opens (ui/lazy-layer.tsx). */
const dialog = lazyLayer(() => import('./dialog-parts'));

export const Dialog = dialog.Root;
export const preloadDialogs = dialog.preload;
export const DialogContent = dialog.part('DialogContent');
export const DialogTitle = dialog.part('DialogTitle');
export const DialogDescription = dialog.part('DialogDescription');

export function DialogHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="dialog-header" className={cn('flex flex-col gap-1.5 text-left', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}
