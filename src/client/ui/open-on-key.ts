import type { KeyboardEvent } from 'react';

/**
 * A key handler for a focusable row that opens its details dialog on Enter or Space. The key's default is
 * prevented: otherwise it also presses the button the dialog focuses as it opens (on Follow-Ups, Delete).
 */
export function openOnKey(open: () => void) {
  return (e: KeyboardEvent<HTMLElement>) => {
    if ((e.key === 'Enter' || e.key === ' ') && e.target === e.currentTarget) {
      e.preventDefault();
      open();
    }
  };
}
