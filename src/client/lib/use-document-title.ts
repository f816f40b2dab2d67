import { useEffect } from 'react';

export const APP_NAME = 'Email Buddy';

/** Sets the tab title to "<title> · Email Buddy" while the calling screen is shown. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
