import { useEffect } from 'react';

export const APP_NAME = 'Email Buddy';

/**
 * Sets the tab title to "<title> · Email Buddy" while the calling screen is
 * shown, and puts the one before it back after (a message closed in the
 * reading pane gives the title back to the inbox).
 */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    const before = document.title;
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
    return () => {
      document.title = before;
    };
  }, [title]);
}
