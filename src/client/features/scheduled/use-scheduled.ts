/**
 * Scheduled emails over `/api/scheduled`, as TanStack Query hooks. Compose uses
 * `useCreateScheduled` / `useUpdateScheduled` / `useScheduledEmail(id)` (for
 * `/compose?scheduled=<id>`); the Scheduled page uses the list and cancel.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { ScheduledEmailView } from '../../../core/schedule/view';

export type { ScheduledStatus } from '../../../core/schedule/view';
/** `safeBody` is the one to render and edit, never `body`. */
export type ScheduledEmail = ScheduledEmailView;

/** What compose sends to schedule an email (the send form plus the time). */
export interface ScheduledEmailInput {
  to: string[];
  cc?: string[];
  bcc?: string[];
  subject?: string;
  body?: string;
  /** Base64 file bytes, as for /api/mail/send (25 MB in all). */
  attachments?: { filename: string; mimeType: string; content: string }[];
  /** Read Receipt and Link Tracking switches. */
  tracking?: { opens: boolean; clicks: boolean };
  /** Id of the message this replies to. */
  replyTo?: string;
  /** ISO instant, in the future and within 3 months. */
  scheduledTime: string;
}

/** Only pending emails can change; omitted fields (and attachments) stay as they are. */
export type ScheduledEmailPatch = Partial<ScheduledEmailInput>;

/** The spec's refetch interval of the scheduled list. */
export const SCHEDULED_REFETCH_MS = 60_000;

export const scheduledKeys = {
  all: ['scheduled'] as const,
  list: () => [...scheduledKeys.all, 'list'] as const,
  one: (id: string) => [...scheduledKeys.all, 'one', id] as const,
};

export const scheduledApi = {
  list: () => api.get<{ items: ScheduledEmail[] }>('/api/scheduled').then((r) => r.items),
  get: (id: string) => api.get<ScheduledEmail>(`/api/scheduled/${encodeURIComponent(id)}`),
  create: (input: ScheduledEmailInput) => api.post<ScheduledEmail>('/api/scheduled', { ...input }),
  update: (id: string, patch: ScheduledEmailPatch) => api.patch<ScheduledEmail>(`/api/scheduled/${encodeURIComponent(id)}`, { ...patch }),
  cancel: (id: string) => api.delete<{ ok: true }>(`/api/scheduled/${encodeURIComponent(id)}`),
};

export function useScheduledList() {
  return useQuery({ queryKey: scheduledKeys.list(), queryFn: scheduledApi.list, refetchInterval: SCHEDULED_REFETCH_MS });
}

export function useScheduledEmail(id: string | null | undefined) {
  return useQuery({ queryKey: scheduledKeys.one(id ?? ''), queryFn: () => scheduledApi.get(id!), enabled: Boolean(id) });
}

export function useCreateScheduled() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: scheduledApi.create,
    onSuccess: () => qc.invalidateQueries({ queryKey: scheduledKeys.all }),
  });
}

export function useUpdateScheduled() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: ScheduledEmailPatch }) => scheduledApi.update(id, patch),
    onSuccess: () => qc.invalidateQueries({ queryKey: scheduledKeys.all }),
  });
}

export function useCancelScheduled() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: scheduledApi.cancel,
    onSuccess: () => qc.invalidateQueries({ queryKey: scheduledKeys.all }),
  });
}
