import { lazyLayer } from './lazy-layer';

/** Popovers: Radix's, loaded when the first one is about to open (ui/lazy-layer.tsx). */
const popover = lazyLayer(() => import('./popover-parts'), { popup: 'dialog', openOn: 'click' });

export const Popover = popover.Root;
export const PopoverTrigger = popover.Trigger;
export const PopoverContent = popover.part('PopoverContent');
