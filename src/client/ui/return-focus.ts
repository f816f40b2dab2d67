import { useRef } from 'react';

/**
 * The last element that took the focus, for a menu item its menu's button. A dialog opened from a menu item
 * often opens as the menu closes: by then the item is gone and the focus is on nothing (the page's body), so
 * what had it just before is the opener.
 */
let lastFocused: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => {
      if (event.target instanceof HTMLElement && event.target !== document.body) lastFocused = lasting(event.target);
    },
    true,
  );
}

/**
 * Focus back to what had it when a dialog opened, once it closes. Radix gives it back to a dialog's trigger,
 * and the app's dialogs (the command palette too) are opened by state or a key, without one: the focus fell to
 * the start of the page. A menu item that opened it is gone by then, so the menu's own button takes its place;
 * anything else gone leaves Radix's own choice.
 * Returns the two handlers for Radix's Dialog.Content, each calling the one it was given first.
 */
export function useReturnFocus(onOpenAutoFocus?: (event: Event) => void, onCloseAutoFocus?: (event: Event) => void) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? lasting(active) : lastFocused;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const back = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !back?.isConnected || back === document.body) return;
      event.preventDefault();
      back.focus({ preventScroll: true });
    },
  };
}

/** The element itself, or for an item of a menu, the button that opened the menu (Radix labels a menu by it). */
function lasting(element: HTMLElement): HTMLElement {
  const menu = element.closest('[role="menu"]');
  const button = menu && document.getElementById(menu.getAttribute('aria-labelledby') ?? '');
  return button instanceof HTMLElement ? button : element;
}
