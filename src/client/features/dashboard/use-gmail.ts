/**
 * The Gmail connection as the dashboard sees it: `GET /api/mail/gmail/status`,
 * `POST /api/mail/gmail/connect` (answers the Google consent URL) and
 * `POST /api/mail/gmail/disconnect`. A server without the Gmail routes
 * (404) counts as "not connected".
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api';
import { mailKeys, retryDelay, retryTransient } from './use-mail';

export interface GmailStatus {
  connected: boolean;
  email?: string;
  provider: 'local' | 'gmail';
  lastSyncAt?: string | null;
  configured: boolean;
}

export const gmailKeys = { status: () => ['gmail', 'status'] as const };

const NOT_CONNECTED: GmailStatus = { connected: false, provider: 'local', configured: false };

export function useGmailStatus() {
  return useQuery({
    queryKey: gmailKeys.status(),
    queryFn: async ({ signal }) => {
      try {
        return await api.get<GmailStatus>('/api/mail/gmail/status', signal);
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return NOT_CONNECTED;
        throw err;
      }
    },
    staleTime: 120_000,
    retry: retryTransient,
    retryDelay,
  });
}

export function useGmailConnect() {
  return useMutation({
    mutationFn: () => api.post<{ url: string }>('/api/mail/gmail/connect'),
    onSuccess: ({ url }) => {
      window.location.assign(url);
    },
  });
}

export function useGmailDisconnect() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/mail/gmail/disconnect'),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: gmailKeys.status() }),
        qc.invalidateQueries({ queryKey: mailKeys.all }),
      ]),
  });
}
