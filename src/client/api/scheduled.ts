/**
 * Scheduled emails over /api/scheduled: the list (refetched every minute),
 * one email, and update and cancel, each keeping the cache fresh. Compose
 * schedules through `useScheduleEmail` and edits `/compose?scheduled=<id>`
 * through `useScheduledEmail` and `useUpdateScheduled`.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api, unwrap, type Ok } from './client';

export type { ScheduledStatus } from '../../core/schedule/view';
/** `safeBody` is the one to render and edit, never `body`. */
export type ScheduledEmail = Ok<Awaited<ReturnType<(typeof api.scheduled)[':id']['$get']>>>;
/** What compose sends to schedule an email: the send form plus an ISO time, in the future and within 3 months. */
export type ScheduledEmailInput = InferRequestType<typeof api.scheduled.$post>['json'];
/** Only pending emails can change; omitted fields (and attachments) stay as they are. */
export type ScheduledEmailPatch = InferRequestType<(typeof api.scheduled)[':id']['$patch']>['json'];

/** How often the scheduled list is refetched, so a send that happened shows without a reload. */
export const SCHEDULED_REFETCH_MS = 60_000;

export const scheduledKeys = {
  all: ['scheduled'] as const,
  list: () => [...scheduledKeys.all, 'list'] as const,
  one: (id: string) => [...scheduledKeys.all, 'one', id] as const,
};

export function useScheduledList() {
  return useQuery({
    queryKey: scheduledKeys.list(),
    queryFn: ({ signal }) => unwrap(api.scheduled.$get({}, { init: { signal } })).then((r) => r.items),
    refetchInterval: SCHEDULED_REFETCH_MS,
  });
}

export function useScheduledEmail(id: string | null | undefined) {
  return useQuery({
    queryKey: scheduledKeys.one(id ?? ''),
    queryFn: ({ signal }) => unwrap(api.scheduled[':id'].$get({ param: { id: id! } }, { init: { signal } })),
    enabled: Boolean(id),
  });
}

export function useScheduleEmail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ScheduledEmailInput) => unwrap(api.scheduled.$post({ json: input })),
    onSuccess: () => qc.invalidateQueries({ queryKey: scheduledKeys.all }),
  });
}

export function useUpdateScheduled() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: ScheduledEmailPatch }) => unwrap(api.scheduled[':id'].$patch({ param: { id }, json: patch })),
    onSuccess: () => qc.invalidateQueries({ queryKey: scheduledKeys.all }),
  });
}

export function useCancelScheduled() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.scheduled[':id'].$delete({ param: { id } })),
    // The cancelled email is gone: fetching it again (compose may still show it) would only answer 404.
    onSuccess: (_, id) => {
      qc.removeQueries({ queryKey: scheduledKeys.one(id) });
      return qc.invalidateQueries({ queryKey: scheduledKeys.list() });
    },
  });
}

/** A file of a scheduled email (`index` as its view lists them), so an edit keeps it. */
export async function scheduledAttachmentBlob(id: string, index: number, filename: string): Promise<Blob> {
  const res = await api.scheduled[':id'].attachments[':index'].$get({ param: { id, index: String(index) } });
  if (!res.ok) throw new Error(`Could not attach ${filename}`);
  return res.blob();
}
