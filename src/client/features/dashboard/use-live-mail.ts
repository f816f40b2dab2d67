/** Keeps cached mail fresh while a mail screen is open: new mail, changes and sends arrive over /api/events. */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { subscribeToServerEvents } from '../../lib/server-events';
import { mailKeys } from './use-mail';

export function useLiveMail(): void {
  const qc = useQueryClient();
  useEffect(
    () =>
      subscribeToServerEvents((type) => {
        if (type === 'newmail' || type === 'mailchanged' || type === 'emailsent') {
          void qc.invalidateQueries({ queryKey: mailKeys.lists() });
          void qc.invalidateQueries({ queryKey: mailKeys.profile() });
        }
      }),
    [qc],
  );
}
