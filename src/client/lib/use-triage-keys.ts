/**
 * Superhuman-style keys on the mail list (the labels the shortcut help shows):
 * j/k move, Enter or o opens, s stars, e archives, Shift+U marks unread,
 * # or Delete trashes, r replies, f forwards, x ticks the row for a bulk action, Escape closes the
 * message open beside the list. Never while typing in a field,
 * with Ctrl/Meta/Alt held, or while a dialog or menu is open; the `g`
 * sequences of the app shell keep their second key.
 */
import { useEffect, useRef } from 'react';
import { isTypingTarget, SEQUENCE_TIMEOUT_MS } from '../app/shell/use-shortcuts';

export type TriageAction = 'next' | 'prev' | 'open' | 'star' | 'archive' | 'unread' | 'trash' | 'reply' | 'forward' | 'select' | 'close';

/** Each list action, the keys that do it (as `KeyboardEvent.key`) and how the shortcut help names it. */
export const TRIAGE_KEYS: ReadonlyArray<{ action: TriageAction; keys: readonly string[]; label: string }> = [
  { action: 'next', keys: ['j', 'ArrowDown'], label: 'Next message' },
  { action: 'prev', keys: ['k', 'ArrowUp'], label: 'Previous message' },
  { action: 'open', keys: ['Enter', 'o'], label: 'Open' },
  { action: 'star', keys: ['s'], label: 'Star or unstar' },
  { action: 'archive', keys: ['e'], label: 'Archive' },
  // Shift+U: the capital alone, so Caps Lock does not mark mail unread.
  { action: 'unread', keys: ['U'], label: 'Mark unread' },
  { action: 'trash', keys: ['#', 'Delete'], label: 'Delete' },
  { action: 'reply', keys: ['r'], label: 'Reply' },
  { action: 'forward', keys: ['f'], label: 'Forward' },
  { action: 'select', keys: ['x'], label: 'Select for a bulk action' },
  { action: 'close', keys: ['Escape'], label: 'Close the message beside the list' },
];

export function triageActionFor(e: Pick<KeyboardEvent, 'key' | 'shiftKey'>): TriageAction | null {
  if (e.key === 'U' && !e.shiftKey) return null;
  return TRIAGE_KEYS.find((entry) => entry.keys.includes(e.key))?.action ?? null;
}

/** `onAction` answers whether it acted; only then is the key consumed, so the shell's own keys still work. */
/**
 * `pageScrolls`: the screen is a page that scrolls (a message on its own page), so the arrows scroll it and only
 * j and k move to another message, one at a time (a held key would fly through the list, reading each).
 */
export function useTriageKeys(onAction: (action: TriageAction) => boolean, enabled = true, pageScrolls = false): void {
  const handler = useRef(onAction);
  handler.current = onAction;
  const lastG = useRef(Number.NEGATIVE_INFINITY);

  useEffect(() => {
    if (!enabled) return;
    function onKeyDown(e: KeyboardEvent) {
      if (e.defaultPrevented || e.isComposing || e.ctrlKey || e.metaKey || e.altKey) return;
      if (isTypingTarget(e.target) || isTypingTarget(document.activeElement)) return;
      if (document.querySelector('[role="dialog"][data-state="open"], [role="menu"][data-state="open"]')) return;
      const now = performance.now();
      if (e.key === 'g') {
        lastG.current = now;
        return;
      }
      if (now - lastG.current <= SEQUENCE_TIMEOUT_MS) {
        lastG.current = Number.NEGATIVE_INFINITY;
        return;
      }
      const action = triageActionFor(e);
      if (!action) return;
      // Enter on a focused button or link (a star toggle, Retry, a row, an attachment) keeps its own meaning.
      if (action === 'open' && e.key === 'Enter' && (e.target instanceof HTMLButtonElement || e.target instanceof HTMLAnchorElement)) return;
      // The arrows scroll an area that scrolls itself (a message in the reading pane); j and k still move.
      if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && (pageScrolls || (e.target instanceof Element && e.target.closest('[data-scrolls-itself]')))) return;
      if (e.repeat && (pageScrolls || (action !== 'next' && action !== 'prev'))) return;
      if (handler.current(action)) e.preventDefault();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, pageScrolls]);
}
