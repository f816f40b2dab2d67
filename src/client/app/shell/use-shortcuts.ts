/**
 * Single-key navigation for signed-in screens: `c` composes; `g` then
 * d/t/a/s/c/f jumps to a section; `?` lists every shortcut. Ignored while typing in a field and when
 * Ctrl, Meta or Alt is held, so it never steals a browser or editor shortcut.
 */
import { useLayoutEffect, useRef } from 'react';
import { useNavigate } from '../routing';

export const SEQUENCE_TIMEOUT_MS = 1500;

/** `g` followed by one of these keys. */
export const GO_TO_SHORTCUTS: Readonly<Record<string, string>> = {
  d: '/dashboard',
  t: '/templates',
  a: '/ai-tools',
  s: '/settings',
  c: '/scheduled',
  f: '/follow-ups',
};

export const COMPOSE_SHORTCUT = 'c';
/** Opens the list of every shortcut. */
export const HELP_SHORTCUT = '?';

/** True when keys typed at `target` are text for a field, not commands. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  // A dialog playing its close animation still holds focus for a moment; its fields no longer count.
  if (target.closest('[role="dialog"][data-state="closed"]')) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') {
    const type = (target as HTMLInputElement).type;
    return !['button', 'checkbox', 'radio', 'range', 'reset', 'submit', 'color', 'file', 'image'].includes(type);
  }
  return target.closest('[contenteditable=""], [contenteditable="true"], [role="textbox"]') !== null;
}

/**
 * `waiting`: the shell is on screen but the session is not confirmed yet; the
 * last shortcut typed is held and followed once it is `on`. `off` drops it.
 */
export type ShortcutsState = 'waiting' | 'on' | 'off';

export function useShortcuts(state: ShortcutsState = 'on', onHelp?: () => void): void {
  const navigate = useNavigate();
  const pendingG = useRef<number | null>(null);
  const held = useRef<string | null>(null);
  const help = useRef(onHelp);
  help.current = onHelp;

  // A layout effect: listening starts before the shell's first paint, so a key pressed as soon as it shows counts.
  useLayoutEffect(() => {
    if (state === 'off') {
      held.current = null;
      return;
    }
    if (state === 'on' && held.current !== null) {
      const target = held.current;
      held.current = null;
      navigate(target);
    }
    function go(target: string) {
      if (state === 'on') navigate(target);
      else held.current = target;
    }
    function onKeyDown(e: KeyboardEvent) {
      if (e.defaultPrevented || e.repeat || e.isComposing) return;
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      if (isTypingTarget(e.target) || isTypingTarget(document.activeElement)) return;
      // An open dialog or menu owns the keyboard.
      if (document.querySelector('[role="dialog"][data-state="open"], [role="menu"][data-state="open"]')) return;

      const key = e.key;
      const now = performance.now();
      if (pendingG.current !== null && now - pendingG.current <= SEQUENCE_TIMEOUT_MS) {
        pendingG.current = null;
        const target = GO_TO_SHORTCUTS[key];
        if (target) {
          e.preventDefault();
          go(target);
        }
        return;
      }
      pendingG.current = null;
      if (key === 'g') {
        pendingG.current = now;
      } else if (key === COMPOSE_SHORTCUT) {
        e.preventDefault();
        go('/compose');
      } else if (key === HELP_SHORTCUT && state === 'on' && help.current) {
        e.preventDefault();
        help.current();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [state, navigate]);
}
