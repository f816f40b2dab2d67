import { Activity, RotateCcw, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { confidencePercent } from '../../api/ai';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/use-toast';
import {
  BUTTON_CLEAR_STATS, NOT_AVAILABLE, QUALITY_CONFIDENCE, QUALITY_EDITED, QUALITY_RATING, QUALITY_REVIEW, QUALITY_TITLE, QUALITY_TOTAL,
  QUALITY_USED, STAT_FAILED, STAT_LAST_ERROR, STAT_NEVER, STAT_SUCCESS_RATE, STAT_TOTAL, STATS_LOAD_FAILED, STATS_TITLE,
  successRate, TOAST_STATS_CLEAR_FAILED, TOAST_STATS_CLEARED,
} from './texts';
import { useAiStats, useClearAiStats } from '../../api/ai';

function Stat({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div className="grid min-w-0 gap-0.5 rounded-md bg-background px-3 py-2 ring-1 ring-border">
      <dt className="text-xs leading-snug text-muted-foreground">{label}</dt>
      <dd className="truncate text-base font-semibold tabular-nums" data-testid={testId}>{value}</dd>
    </div>
  );
}

const formatTime = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : STAT_NEVER);

export function AiStatsPanel() {
  const stats = useAiStats();
  const clear = useClearAiStats();
  const onClear = () =>
    clear.mutate(undefined, {
      onSuccess: () => toast({ ...TOAST_STATS_CLEARED }),
      onError: () => toast({ ...TOAST_STATS_CLEAR_FAILED, variant: 'destructive' }),
    });
  const data = stats.data;

  return (
    <div className="grid gap-4">
      <section aria-label={STATS_TITLE} className="grid gap-3 rounded-lg border bg-muted/40 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="flex items-center gap-2 text-sm font-semibold">
            <Activity className="size-4 text-primary" aria-hidden="true" />
            {STATS_TITLE}
          </h3>
          <Button type="button" variant="outline" size="sm" onClick={onClear} disabled={clear.isPending}>
            {clear.isPending ? <Spinner /> : <RotateCcw className="size-4" aria-hidden="true" />}
            {BUTTON_CLEAR_STATS}
          </Button>
        </div>
        {stats.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : stats.isError || !data ? (
          <p className="text-sm text-destructive">{STATS_LOAD_FAILED}</p>
        ) : (
          <dl className="grid grid-cols-2 gap-2 lg:grid-cols-4">
            <Stat label={STAT_TOTAL} value={data.errors.totalRequests} testId="stat-total" />
            <Stat label={STAT_FAILED} value={data.errors.failedRequests} testId="stat-failed" />
            <Stat label={STAT_SUCCESS_RATE} value={successRate(data.errors.totalRequests, data.errors.failedRequests)} testId="stat-success-rate" />
            <Stat label={STAT_LAST_ERROR} value={<span className="text-sm">{formatTime(data.errors.lastErrorTime)}</span>} />
          </dl>
        )}
      </section>
      {data && (
        <section aria-label={QUALITY_TITLE} className="grid gap-3 rounded-lg border bg-muted/40 p-4">
          <h3 className="flex items-center gap-2 text-sm font-semibold">
            <Star className="size-4 text-primary" aria-hidden="true" />
            {QUALITY_TITLE}
          </h3>
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            <Stat label={QUALITY_TOTAL} value={data.quality.totalReplies} />
            <Stat label={QUALITY_USED} value={data.quality.usedReplies} />
            <Stat label={QUALITY_EDITED} value={data.quality.editedReplies} />
            <Stat label={QUALITY_CONFIDENCE} value={data.quality.totalReplies ? `${confidencePercent(data.quality.averageConfidence)}%` : NOT_AVAILABLE} />
            <Stat label={QUALITY_REVIEW} value={data.quality.humanReviewRequired} />
            <Stat label={QUALITY_RATING} value={data.quality.averageRating ? `${data.quality.averageRating.toFixed(1)} / 5` : NOT_AVAILABLE} />
          </dl>
        </section>
      )}
    </div>
  );
}
