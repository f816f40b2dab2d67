import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { aiClient } from '../../lib/ai-client';

export const AI_STATS_KEY = ['ai', 'stats'] as const;

/** Error statistics, quality stats and the review list of the signed-in user. */
export function useAiStats() {
  return useQuery({ queryKey: AI_STATS_KEY, queryFn: () => aiClient.stats() });
}

export function useClearAiStats() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => aiClient.clearStats(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: AI_STATS_KEY }),
  });
}
