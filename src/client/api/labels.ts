/**
 * The user's own labels (`/api/labels`) and putting them on messages: the
 * list with its unread and total counts, create, rename or recolour, delete,
 * and a message's labels changed at once in every cached list and rolled back
 * when the server says no. Types are inferred from the route schemas.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { toast } from '../ui/use-toast';
import { api, unwrap, type Ok } from './client';
import { HOLDS_LISTS } from './change-hold';
import { mailKeys, patchCaches, restore, settle, TOAST_ERROR } from './mail';
import { MAIL_STALE_TIME_MS } from './stale-times';

export type Label = Ok<Awaited<ReturnType<typeof api.labels.$get>>>['labels'][number];
type LabelInput = InferRequestType<typeof api.labels.$post>['json'];
type LabelPatch = InferRequestType<(typeof api.labels)[':id']['$patch']>['json'];

export const TOAST_LABELS_FAILED = 'Failed to change the labels';

/** Every label of the user's, by name. */
export function useLabels() {
  return useQuery({
    queryKey: mailKeys.labels(),
    queryFn: async ({ signal }) => (await unwrap(api.labels.$get({}, { init: { signal } }))).labels,
    staleTime: MAIL_STALE_TIME_MS,
    retry: 1,
  });
}

/**
 * Create, change and delete. A 409 (a name the user already has) stays on the
 * mutation's `error` for the dialog to show; every change refreshes the
 * labels and the mail lists, whose rows carry label chips.
 */
export function useLabelMutations() {
  const qc = useQueryClient();
  // Not awaited: the caller's own onSuccess (close the dialog, leave a deleted label's list) runs before its row is gone.
  const invalidate = () => void qc.invalidateQueries({ queryKey: mailKeys.all });
  return {
    create: useMutation({
      mutationFn: (input: LabelInput) => unwrap(api.labels.$post({ json: input })),
      onSettled: invalidate,
    }),
    update: useMutation({
      mutationFn: ({ id, ...patch }: LabelPatch & { id: string }) => unwrap(api.labels[':id'].$patch({ param: { id }, json: patch })),
      onSettled: invalidate,
    }),
    remove: useMutation({
      mutationFn: (id: string) => unwrap(api.labels[':id'].$delete({ param: { id } })),
      onSettled: invalidate,
    }),
  };
}

/** Puts labels on one message and takes others off; the chips change at once and come back if refused. */
export function useMessageLabels() {
  const qc = useQueryClient();
  return useMutation({
    meta: HOLDS_LISTS,
    mutationFn: ({ id, add = [], remove = [] }: { id: string; add?: string[]; remove?: string[] }) =>
      unwrap(api.mail.messages[':id'].labels.$post({ param: { id }, json: { ...(add.length ? { add } : {}), ...(remove.length ? { remove } : {}) } })),
    onMutate: ({ id, add, remove }) => patchCaches(qc, id, { label: add, unlabel: remove }),
    onError: (_err, _vars, snapshot) => {
      restore(qc, snapshot);
      toast({ title: TOAST_ERROR, description: TOAST_LABELS_FAILED, variant: 'destructive' });
    },
    onSettled: (_d, _e, { id }) => settle(qc, id),
  });
}
