/**
 * Follow-up reminders from /api/follow-ups: the list and the create,
 * complete, snooze and delete mutations, each keeping the cache fresh. Used
 * by the Follow-Ups page, compose and the message view (CreateFollowUpDialog).
 */
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FollowUpPriority, FollowUpStatus } from '../../../core/schedule/rules';
import { api } from '../../lib/api';
import { FOLLOW_UP_DUE_WINDOW_EVENT } from '../../lib/notifications';

export interface FollowUp {
  id: string;
  /** Our message id of the email it follows up, when created from one. */
  emailId: string | null;
  threadId: string | null;
  subject: string;
  recipient: string;
  /** ISO instant. */
  dueDate: string;
  notes: string;
  priority: FollowUpPriority;
  status: FollowUpStatus;
  createdAt: string;
  updatedAt: string;
  notifiedAt: string | null;
}

export interface CreateFollowUpInput {
  subject: string;
  recipient: string;
  dueDate: Date;
  priority?: FollowUpPriority;
  notes?: string;
  emailId?: string;
}

export const FOLLOW_UPS_QUERY_KEY = ['follow-ups'] as const;
/** Spec 2, section 9: data query stale time 5 minutes, 1 retry. */
const STALE_TIME_MS = 5 * 60 * 1000;

/** The signed-in user's follow-ups, soonest due first; refreshed when one falls due. */
export function useFollowUps() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: FOLLOW_UPS_QUERY_KEY });
    window.addEventListener(FOLLOW_UP_DUE_WINDOW_EVENT, refresh);
    return () => window.removeEventListener(FOLLOW_UP_DUE_WINDOW_EVENT, refresh);
  }, [queryClient]);
  return useQuery({
    queryKey: FOLLOW_UPS_QUERY_KEY,
    queryFn: ({ signal }) => api.get<FollowUp[]>('/api/follow-ups', signal),
    staleTime: STALE_TIME_MS,
    retry: 1,
  });
}

/** Create, complete, snooze and delete; each refreshes the list when it settles. */
export function useFollowUpMutations() {
  const queryClient = useQueryClient();
  const invalidate = () => queryClient.invalidateQueries({ queryKey: FOLLOW_UPS_QUERY_KEY });
  const path = (id: string) => `/api/follow-ups/${encodeURIComponent(id)}`;
  return {
    create: useMutation({
      mutationFn: ({ dueDate, ...input }: CreateFollowUpInput) =>
        api.post<FollowUp>('/api/follow-ups', { ...input, dueDate: dueDate.toISOString() }),
      onSettled: invalidate,
    }),
    complete: useMutation({
      mutationFn: (id: string) => api.patch<FollowUp>(path(id), { status: 'completed' }),
      onSettled: invalidate,
    }),
    snooze: useMutation({
      mutationFn: ({ id, dueDate }: { id: string; dueDate: Date }) => api.patch<FollowUp>(path(id), { dueDate: dueDate.toISOString() }),
      onSettled: invalidate,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.delete<{ ok: true }>(path(id)),
      onSettled: invalidate,
    }),
  };
}
