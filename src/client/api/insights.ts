/**
 * The Insights figures over /api/insights: mail per day, top senders, reply
 * time, unread backlog and tracked opens and clicks for a period of days, for
 * one account or all. Types come from the route's schemas.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api, unwrap, type Ok } from './client';

export type Insights = Ok<Awaited<ReturnType<typeof api.insights.$get>>>;
/** The periods the server answers for, as it spells them in the query. */
export type InsightDays = NonNullable<InferRequestType<typeof api.insights.$get>['query']['days']>;

const insightKeys = { view: (days: InsightDays, account: string | undefined) => ['insights', days, account ?? 'all'] as const };

/** The figures are counted afresh on each ask; a minute of reuse spares the server while a person flips between periods. */
const INSIGHTS_STALE_MS = 60_000;

export function useInsights(days: InsightDays, account?: string) {
  return useQuery({
    queryKey: insightKeys.view(days, account),
    queryFn: ({ signal }) => unwrap(api.insights.$get({ query: account ? { days, account } : { days } }, { init: { signal } })),
    // The previous period stays on screen, dimmed, while the next one loads: the cards keep their place.
    placeholderData: keepPreviousData,
    staleTime: INSIGHTS_STALE_MS,
  });
}
