/** Tracked emails over `/api/tracked`, as TanStack Query hooks. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export interface TrackedEmail {
  id: string;
  subject: string;
  recipient: string;
  status: string;
  trackOpens: boolean;
  trackClicks: boolean;
  sentAt: string;
  readAt: string | null;
  openCount: number;
  clickedLinks: { url: string; clickedAt: string }[];
  links: { index: number; url: string }[];
}

export const trackedKeys = { all: ['tracked'] as const, list: (q: string) => ['tracked', 'list', q] as const };

export function useTrackedList(q: string) {
  return useQuery({
    queryKey: trackedKeys.list(q),
    queryFn: () => api.get<{ items: TrackedEmail[]; publicUrlReachable: boolean }>(`/api/tracked${q ? `?q=${encodeURIComponent(q)}` : ''}`),
    placeholderData: keepPreviousData,
  });
}
