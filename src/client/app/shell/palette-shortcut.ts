import { useLayoutEffect, type Dispatch, type SetStateAction } from 'react';

/**
 * Ctrl+K / Meta+K toggles the palette from anywhere in the app, even from a
 * text field. Called by the layout from its first render, before the palette
 * itself is mounted: a press while the workspace is still loading sets `open`,
 * and the palette shows open when it mounts. A layout effect, so the listener
 * is there before the first paint.
 */
export function usePaletteShortcut(setOpen: Dispatch<SetStateAction<boolean>>, enabled = true): void {
  useLayoutEffect(() => {
    if (!enabled) return;
    function onKeyDown(e: KeyboardEvent) {
      if (e.key.toLowerCase() === 'k' && (e.metaKey || e.ctrlKey) && !e.altKey && !e.shiftKey) {
        e.preventDefault();
        setOpen((v) => !v);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [setOpen, enabled]);
}
