/** Tracked emails over /api/tracked: the list query, its keys and its types, inferred from the route schemas. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Ok } from './client';

export type TrackedEmail = Ok<Awaited<ReturnType<typeof api.tracked.$get>>>['items'][number];

export const trackedKeys = { all: ['tracked'] as const, list: (q: string) => ['tracked', 'list', q] as const };

export function useTrackedList(q: string) {
  return useQuery({
    queryKey: trackedKeys.list(q),
    queryFn: ({ signal }) => unwrap(api.tracked.$get({ query: q ? { q } : {} }, { init: { signal } })),
    placeholderData: keepPreviousData,
  });
}
