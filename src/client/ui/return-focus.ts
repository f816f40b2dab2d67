import { useRef } from 'react';

/**
 * The elements that took the focus last, newest first, a menu item stored as its menu's button. A dialog opened
 * from a menu item often opens as the menu closes: by then the item is gone and the focus is on nothing (the
 * page's body), so what had it before is the opener. A dialog whose field takes the focus as it mounts
 * (`autoFocus`) never asks Radix to place it, so its opener is only found here.
 */
const recent: HTMLElement[] = [];
const RECENT_MAX = 8;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => {
      if (!(event.target instanceof HTMLElement) || event.target === document.body) return;
      const element = lasting(event.target);
      const seen = recent.indexOf(element);
      if (seen >= 0) recent.splice(seen, 1);
      recent.unshift(element);
      recent.length = Math.min(recent.length, RECENT_MAX);
    },
    true,
  );
}

/**
 * Focus back to what had it when a dialog opened, once it closes. Radix gives it back to a dialog's trigger,
 * and the app's dialogs (the command palette too) are opened by state or a key, without one: the focus fell to
 * the start of the page. A menu item that opened it is gone by then, so the menu's own button takes its place.
 * Without an opener seen at the opening, the newest element that took the focus and is still on the page: the
 * dialog's own fields are gone by then, and while it was open nothing outside it could keep the focus.
 * Returns the two handlers for Radix's Dialog.Content, each calling the one it was given first.
 */
export function useReturnFocus(onOpenAutoFocus?: (event: Event) => void, onCloseAutoFocus?: (event: Event) => void) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? lasting(active) : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const back = opener.current?.isConnected ? opener.current : recent.find((element) => element.isConnected);
      opener.current = null;
      if (event.defaultPrevented || !back) return;
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
