/**
 * Follow-up reminders over /api/follow-ups: the list and the create,
 * complete, snooze and delete mutations, each keeping the cache fresh. Types
 * are inferred from the route schemas.
 */
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api, unwrap, type Ok } from './client';
import { FOLLOW_UP_DUE_WINDOW_EVENT } from './events';
import { LIST_STALE_TIME_MS } from './stale-times';

export type FollowUp = Ok<Awaited<ReturnType<(typeof api)['follow-ups']['$get']>>>[number];
type CreateBody = InferRequestType<(typeof api)['follow-ups']['$post']>['json'];
export type CreateFollowUpInput = Omit<CreateBody, 'dueDate'> & { dueDate: Date };

export const followUpKeys = { all: ['follow-ups'] as const };

/** The signed-in user's follow-ups, soonest due first; refreshed when one falls due. */
export function useFollowUps() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: followUpKeys.all });
    window.addEventListener(FOLLOW_UP_DUE_WINDOW_EVENT, refresh);
    return () => window.removeEventListener(FOLLOW_UP_DUE_WINDOW_EVENT, refresh);
  }, [queryClient]);
  return useQuery({
    queryKey: followUpKeys.all,
    queryFn: ({ signal }) => unwrap(api['follow-ups'].$get({}, { init: { signal } })),
    staleTime: LIST_STALE_TIME_MS,
    retry: 1,
  });
}

/** Create, complete, snooze and delete; each refreshes the list when it settles. */
export function useFollowUpMutations() {
  const queryClient = useQueryClient();
  const invalidate = () => queryClient.invalidateQueries({ queryKey: followUpKeys.all });
  const one = api['follow-ups'][':id'];
  return {
    create: useMutation({
      mutationFn: ({ dueDate, ...input }: CreateFollowUpInput) => unwrap(api['follow-ups'].$post({ json: { ...input, dueDate: dueDate.toISOString() } })),
      onSettled: invalidate,
    }),
    complete: useMutation({
      mutationFn: (id: string) => unwrap(one.$patch({ param: { id }, json: { status: 'completed' } })),
      onSettled: invalidate,
    }),
    snooze: useMutation({
      mutationFn: ({ id, dueDate }: { id: string; dueDate: Date }) => unwrap(one.$patch({ param: { id }, json: { dueDate: dueDate.toISOString() } })),
      onSettled: invalidate,
    }),
    remove: useMutation({
      mutationFn: (id: string) => unwrap(one.$delete({ param: { id } })),
      onSettled: invalidate,
    }),
  };
}
