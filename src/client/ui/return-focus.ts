/**
 * The elements that took the focus last, newest first, a menu item stored as its menu's button. A dialog opened
 * from a menu item often opens as the menu closes: by then the item is gone and the focus is on nothing (the
 * page's body), so what had it before is the opener. Kept here rather than read when the dialog opens: a dialog
 * whose field takes the focus as it mounts (`autoFocus`) never asks Radix to place it, so it never sees its opener.
 */
const recent: HTMLElement[] = [];
const RECENT_MAX = 8;

/**
 * Starts keeping `recent`, once, before the first render: the dialogs' code loads when one first opens, which
 * is after its opener took the focus.
 */
export function followFocus() {
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
 * the start of the page. The opener is the newest element that took the focus and is still on the page: the
 * dialog's own fields are gone by the time Radix asks, and while a modal dialog was open nothing outside it could
 * keep the focus. A menu item that opened it is gone too, so the menu's own button takes its place.
 * Returns the handler for Radix's Dialog.Content `onCloseAutoFocus`, calling the one it was given first.
 */
export function returnFocusOnClose(onCloseAutoFocus?: (event: Event) => void) {
  return (event: Event) => {
    onCloseAutoFocus?.(event);
    const opener = recent.find((element) => element.isConnected);
    if (event.defaultPrevented || !opener) return;
    event.preventDefault();
    opener.focus({ preventScroll: true });
  };
}

/** The element itself, or for an item of a menu, the button that opened the menu (Radix labels a menu by it). */
function lasting(element: HTMLElement): HTMLElement {
  const menu = element.closest('[role="menu"]');
  const button = menu && document.getElementById(menu.getAttribute('aria-labelledby') ?? '');
  return button instanceof HTMLElement ? button : element;
}
