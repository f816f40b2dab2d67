/**
 * The user's mail accounts (`/api/accounts`): the list, adding an IMAP/SMTP
 * account, testing its settings, changing and removing one, and the settings
 * discovered for an address. Adding or removing an account changes every
 * mail list, so those are refreshed too.
 */
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api, unwrap, type Ok } from './client';
import { ApiError } from './errors';
import { mailKeys } from './mail';

export type Account = Ok<Awaited<ReturnType<typeof api.accounts.$get>>>['accounts'][number];
export type AccountInput = InferRequestType<typeof api.accounts.$post>['json'];
export type AccountPatch = InferRequestType<(typeof api.accounts)[':id']['$patch']>['json'];
export type Discovery = Ok<Awaited<ReturnType<typeof api.accounts.discover.$get>>>;

export type Folder = Ok<Awaited<ReturnType<(typeof api.accounts)[':id']['folders']['$get']>>>['folders'][number];

export const accountKeys = { all: ['accounts'] as const, folders: (id: string) => ['accounts', id, 'folders'] as const };

/** While an account syncs, the list is asked again every few seconds so its status and mail show up. */
const SYNCING_REFRESH_MS = 3_000;

export function useAccounts() {
  return useQuery({
    queryKey: accountKeys.all,
    queryFn: async ({ signal }) => (await unwrap(api.accounts.$get({}, { init: { signal } }))).accounts,
    staleTime: 30_000,
    refetchInterval: (query) => (query.state.data?.some((a) => a.status === 'syncing') ? SYNCING_REFRESH_MS : false),
  });
}

/** Each IMAP account with its server's folders (mail can be moved into them); a list still loading, or not asked for yet, is empty. */
export function useImapFolders(enabled = true): { account: Account; folders: Folder[] }[] {
  const imap = (useAccounts().data ?? []).filter((a) => a.provider === 'imap');
  const folders = useQueries({
    queries: imap.map((account) => ({
      queryKey: accountKeys.folders(account.id),
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (await unwrap(api.accounts[':id'].folders.$get({ param: { id: account.id } }, { init: { signal } }))).folders,
      staleTime: 60_000,
      enabled,
    })),
  });
  return imap.map((account, i) => ({ account, folders: folders[i]?.data ?? [] }));
}

/** Settings for an address, or undefined when nothing is known about its domain (the form is then filled by hand). */
export async function discoverAccount(email: string, signal?: AbortSignal): Promise<Discovery | undefined> {
  try {
    return await unwrap(api.accounts.discover.$get({ query: { email } }, { init: { signal } }));
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return undefined;
    throw err;
  }
}

export function useTestAccount() {
  return useMutation({ mutationFn: (input: AccountInput) => unwrap(api.accounts.test.$post({ json: input })) });
}

function useRefreshAfter() {
  const qc = useQueryClient();
  return () => Promise.all([qc.invalidateQueries({ queryKey: accountKeys.all }), qc.invalidateQueries({ queryKey: mailKeys.all })]);
}

export function useAddAccount() {
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: (input: AccountInput) => unwrap(api.accounts.$post({ json: input })), onSuccess: refresh });
}

export function useUpdateAccount() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: AccountPatch }) => unwrap(api.accounts[':id'].$patch({ param: { id }, json: patch })),
    onSuccess: refresh,
  });
}

export function useRemoveAccount() {
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: (id: string) => unwrap(api.accounts[':id'].$delete({ param: { id } })), onSuccess: refresh });
}

/**
 * Starts adding (or signing in again to) a mailbox that signs in with OAuth:
 * the server answers with the provider's consent page, where the browser goes.
 * The provider returns to the server, which adds the account and opens Settings › Email.
 */
export async function startMailOAuth(provider: 'microsoft' | 'google', email?: string): Promise<string> {
  return (await unwrap(api.accounts.oauth[':provider'].$post({ param: { provider }, query: email ? { email } : {} }))).url;
}
