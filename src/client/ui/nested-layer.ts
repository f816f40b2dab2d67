/**
 * A menu, list or calendar opened from inside a dialog or popover lives in a portal of its own, outside that
 * layer's element. React passes events up the component tree, so Radix saw a press or focus there as inside;
 * the client runs on Preact, which passes them up the page's elements only, so the dialog or popover closed
 * as soon as its own calendar's arrows or select's options were used. Such a press or focus keeps it open.
 */
export function keepOpenForNestedLayer(event: Event): void {
  if (event.target instanceof Element && event.target.closest('[data-radix-popper-content-wrapper]')) event.preventDefault();
}
