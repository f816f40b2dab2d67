import { useEffect, type RefObject } from 'react';

/**
 * Closes an open header menu the ways a menu is expected to close besides its button: Escape (focus goes back
 * to the button, which the menu's links were reached from), a press anywhere outside the header, and the focus
 * moving outside it (a field reached with Tab or a shortcut, which no press announces).
 */
export function useDismiss(open: boolean, close: () => void, header: RefObject<HTMLElement | null>, button: RefObject<HTMLButtonElement | null>) {
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      close();
      button.current?.focus();
    };
    const onOutside = (e: Event) => {
      if (!header.current?.contains(e.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open, close, header, button]);
}
