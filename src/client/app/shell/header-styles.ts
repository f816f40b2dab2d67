import { cn } from '../../lib/utils';

/** Sticky header chrome; gains a border, shadow and blur once the page scrolls. */
export function headerClassName(scrolled: boolean, className?: string): string {
  return cn(
    'sticky top-0 z-40 w-full border-b transition-[background-color,border-color,box-shadow] duration-200',
    scrolled
      ? 'border-border bg-background/75 shadow-[0_1px_12px_-4px_rgb(0_0_0/0.08)] backdrop-blur-xl backdrop-saturate-150 dark:shadow-[0_1px_12px_-4px_rgb(0_0_0/0.5)]'
      : 'border-transparent bg-background/0',
    className,
  );
}
