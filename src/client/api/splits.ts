/**
 * Split-inbox tabs (`/api/splits`): saved searches of the inbox with their
 * unread counts, and adding, changing and removing them. Every change
 * refreshes the mail lists, whose counts and rows depend on them.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api, unwrap } from './client';
import { mailKeys } from './mail';
import { MAIL_STALE_TIME_MS } from './stale-times';

type SplitInput = InferRequestType<typeof api.splits.$post>['json'];

export function useSplits() {
  return useQuery({
    queryKey: [...mailKeys.all, 'splits'],
    queryFn: async ({ signal }) => (await unwrap(api.splits.$get({}, { init: { signal } }))).splits,
    staleTime: MAIL_STALE_TIME_MS,
    retry: 1,
  });
}

export function useSplitMutations() {
  const qc = useQueryClient();
  const invalidate = () => void qc.invalidateQueries({ queryKey: mailKeys.all });
  return {
    create: useMutation({ mutationFn: (input: SplitInput) => unwrap(api.splits.$post({ json: input })), onSettled: invalidate }),
    remove: useMutation({ mutationFn: (id: string) => unwrap(api.splits[':id'].$delete({ param: { id } })), onSettled: invalidate }),
  };
}
