/**
 * The signed-in person's display and reading settings (`/api/preferences`).
 * A change shows at once and is put back if the server refuses it.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api, unwrap, type Ok } from './client';

export type Preferences = Ok<Awaited<ReturnType<typeof api.preferences.$get>>>;
type PreferencesPatch = InferRequestType<typeof api.preferences.$patch>['json'];

const preferencesKey = ['preferences'] as const;

export function usePreferences() {
  return useQuery({
    queryKey: preferencesKey,
    queryFn: ({ signal }) => unwrap(api.preferences.$get({}, { init: { signal } })),
    staleTime: 5 * 60_000,
  });
}

export function useUpdatePreferences() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (patch: PreferencesPatch) => unwrap(api.preferences.$patch({ json: patch })),
    onMutate: async (patch) => {
      await qc.cancelQueries({ queryKey: preferencesKey });
      const before = qc.getQueryData<Preferences>(preferencesKey);
      if (before) qc.setQueryData<Preferences>(preferencesKey, { ...before, ...patch } as Preferences);
      return { before };
    },
    onError: (_error, _patch, context) => {
      if (context?.before) qc.setQueryData(preferencesKey, context.before);
    },
    onSuccess: (saved) => qc.setQueryData(preferencesKey, saved),
  });
}
