/**
 * Each label colour as Tailwind classes: a chip (tinted fill, strong text)
 * that reads on white and on the dark theme, and a solid dot for the sidebar
 * and the colour swatches. Written out in full so Tailwind finds them.
 */
import type { LabelColor } from '../../../core/mail/label-limits';

export const LABEL_CHIP: Record<LabelColor, string> = {
  gray: 'bg-zinc-500/12 text-zinc-700 ring-zinc-500/25 dark:bg-zinc-400/15 dark:text-zinc-200 dark:ring-zinc-400/30',
  red: 'bg-red-500/12 text-red-700 ring-red-500/25 dark:bg-red-400/15 dark:text-red-200 dark:ring-red-400/30',
  orange: 'bg-orange-500/12 text-orange-800 ring-orange-500/25 dark:bg-orange-400/15 dark:text-orange-200 dark:ring-orange-400/30',
  amber: 'bg-amber-400/20 text-amber-800 ring-amber-500/30 dark:bg-amber-400/15 dark:text-amber-200 dark:ring-amber-400/30',
  green: 'bg-green-500/12 text-green-800 ring-green-600/25 dark:bg-green-400/15 dark:text-green-200 dark:ring-green-400/30',
  teal: 'bg-teal-500/12 text-teal-800 ring-teal-600/25 dark:bg-teal-400/15 dark:text-teal-200 dark:ring-teal-400/30',
  blue: 'bg-blue-500/12 text-blue-700 ring-blue-500/25 dark:bg-blue-400/15 dark:text-blue-200 dark:ring-blue-400/30',
  indigo: 'bg-indigo-500/12 text-indigo-700 ring-indigo-500/25 dark:bg-indigo-400/15 dark:text-indigo-200 dark:ring-indigo-400/30',
  purple: 'bg-purple-500/12 text-purple-700 ring-purple-500/25 dark:bg-purple-400/15 dark:text-purple-200 dark:ring-purple-400/30',
  pink: 'bg-pink-500/12 text-pink-700 ring-pink-500/25 dark:bg-pink-400/15 dark:text-pink-200 dark:ring-pink-400/30',
};

export const LABEL_DOT: Record<LabelColor, string> = {
  gray: 'bg-zinc-500 dark:bg-zinc-400',
  red: 'bg-red-500 dark:bg-red-400',
  orange: 'bg-orange-500 dark:bg-orange-400',
  amber: 'bg-amber-400 dark:bg-amber-300',
  green: 'bg-green-600 dark:bg-green-400',
  teal: 'bg-teal-600 dark:bg-teal-400',
  blue: 'bg-blue-500 dark:bg-blue-400',
  indigo: 'bg-indigo-500 dark:bg-indigo-400',
  purple: 'bg-purple-500 dark:bg-purple-400',
  pink: 'bg-pink-500 dark:bg-pink-400',
};
