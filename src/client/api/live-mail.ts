/** Keeps cached mail fresh while a mail screen is open: new mail, changes and sends arrive over /api/events. */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { subscribeToServerEvents } from './events';
import { mailKeys } from './mail';

export function useLiveMail(): void {
  const qc = useQueryClient();
  useEffect(() => {
    const refresh = () => {
      void qc.invalidateQueries({ queryKey: mailKeys.lists() });
      void qc.invalidateQueries({ queryKey: mailKeys.profile() });
      void qc.invalidateQueries({ queryKey: mailKeys.labels() });
    };
    return subscribeToServerEvents({ newmail: refresh, mailchanged: refresh, emailsent: refresh });
  }, [qc]);
}
