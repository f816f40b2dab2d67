/**
 * The Gmail connection as the dashboard sees it: `GET /api/mail/gmail/status`,
 * `POST /api/mail/gmail/connect` (answers the Google consent URL) and
 * `POST /api/mail/gmail/disconnect`. A server without the Gmail routes
 * (404) counts as "not connected".
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Ok } from './client';
import { ApiError } from './errors';
import { mailKeys, retryDelay, retryTransient } from './mail';

export type GmailStatus = Ok<Awaited<ReturnType<typeof api.mail.gmail.status.$get>>>;

export const gmailKeys = { status: () => ['gmail', 'status'] as const };

const NOT_CONNECTED: GmailStatus = { connected: false, provider: 'local', configured: false, redirectUri: '' };

export function useGmailStatus() {
  return useQuery({
    queryKey: gmailKeys.status(),
    queryFn: async ({ signal }) => {
      try {
        return await unwrap(api.mail.gmail.status.$get({}, { init: { signal } }));
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
    mutationFn: () => unwrap(api.mail.gmail.connect.$post()),
    onSuccess: ({ url }) => {
      window.location.assign(url);
    },
  });
}

export function useGmailDisconnect() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.mail.gmail.disconnect.$post()),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: gmailKeys.status() }),
        qc.invalidateQueries({ queryKey: mailKeys.all }),
      ]),
  });
}
