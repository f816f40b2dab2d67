/**
 * What the rules did, newest first, 25 a page: the rule, the message (a link
 * to it), each action with the failed ones marked and why, when, and Undo,
 * which puts that message's labels, folder and flags back as they were.
 */
import { formatDistanceToNow } from 'date-fns';
import { ChevronLeft, ChevronRight, History, Undo2 } from 'lucide-react';
import { Link } from '../../app/routing';
import { errorMessage } from '../../api/errors';
import { useLabels } from '../../api/labels';
import { RULE_HISTORY_PAGE_SIZE, useRuleHistory, useUndoRule } from '../../api/rules';
import { cn } from '../../lib/utils';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { EmptyState, ListSkeleton } from '../../ui/empty-state';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/use-toast';
import { ActionChips } from './ActionChips';
import { effectChip } from './describe-actions';
import {
  EMPTY_HISTORY,
  EMPTY_HISTORY_HINT,
  FROM_APPLY,
  FROM_APPLY_HINT,
  HISTORY_DESCRIPTION,
  HISTORY_LOAD_FAILED,
  HISTORY_TITLE,
  historyRange,
  NEXT_PAGE,
  NO_SUBJECT,
  PREVIOUS_PAGE,
  RETRY,
  UNDO,
  UNDO_FAILED,
  undoEntry,
  UNDONE,
} from './texts';

export function RuleHistory({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const history = useRuleHistory(page);
  const labels = useLabels().data ?? [];
  const undo = useUndoRule();
  const undoing = undo.isPending && undo.variables && 'entryId' in undo.variables ? undo.variables.entryId : null;

  const total = history.data?.total ?? 0;
  const items = history.data?.items ?? [];
  const pages = Math.max(1, Math.ceil(total / RULE_HISTORY_PAGE_SIZE));
  const first = (page - 1) * RULE_HISTORY_PAGE_SIZE + 1;

  return (
    <section aria-labelledby="rule-history-title" className="overflow-hidden rounded-xl border bg-card shadow-xs" data-testid="rule-history">
      <header className="border-b px-4 py-4 sm:px-6">
        <h2 id="rule-history-title" className="font-semibold tracking-tight">
          {HISTORY_TITLE}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{HISTORY_DESCRIPTION}</p>
      </header>
      {history.isPending ? (
        <div className="p-4 sm:p-6">
          <ListSkeleton />
        </div>
      ) : history.isError ? (
        <div className="p-10 text-center text-sm text-muted-foreground">
          <p>{HISTORY_LOAD_FAILED}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void history.refetch()}>
            {RETRY}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <div className="p-4 sm:p-6">
          <EmptyState icon={History} title={EMPTY_HISTORY} hint={EMPTY_HISTORY_HINT} />
        </div>
      ) : (
        <>
          <ul className={cn('divide-y', history.isPlaceholderData && 'opacity-60')}>
            {items.map((entry) => {
              const at = new Date(entry.at);
              return (
                <li key={entry.id} data-testid="history-entry" data-undone={entry.undone} className="flex items-start gap-3 px-4 py-3.5 sm:px-6">
                  <div className={cn('min-w-0 flex-1', entry.undone && 'opacity-60')}>
                    <Link
                      to={`/email/${encodeURIComponent(entry.messageId)}`}
                      data-testid="history-subject"
                      className="block truncate font-medium outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/80"
                    >
                      {entry.subject || NO_SUBJECT}
                    </Link>
                    <p className="mt-0.5 flex flex-wrap items-center gap-x-1.5 text-xs text-muted-foreground">
                      <span className="font-medium text-foreground/80" data-testid="history-rule">
                        {entry.ruleName}
                      </span>
                      <span className="whitespace-nowrap">
                        <span aria-hidden="true">· </span>
                        <time dateTime={entry.at} title={at.toLocaleString()}>
                          {formatDistanceToNow(at, { addSuffix: true })}
                        </time>
                      </span>
                      {entry.runId && (
                        <span className="whitespace-nowrap" title={FROM_APPLY_HINT}>
                          <span aria-hidden="true">· </span>
                          {FROM_APPLY}
                        </span>
                      )}
                    </p>
                    <ActionChips
                      className="mt-2"
                      chips={entry.actions.map((effect) => ({ type: effect.type, ...effectChip(effect, labels), ...(effect.ok ? {} : { error: effect.error ?? '' }) }))}
                    />
                  </div>
                  <div className="shrink-0">
                    {entry.undone ? (
                      <Badge variant="secondary" data-testid="history-undone">
                        {UNDONE}
                      </Badge>
                    ) : (
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={undoEntry(entry.subject || NO_SUBJECT)}
                        disabled={undo.isPending}
                        onClick={() =>
                          undo.mutate(
                            { entryId: entry.id },
                            { onError: (error) => toast({ title: UNDO_FAILED, description: errorMessage(error), variant: 'destructive' }) },
                          )
                        }
                      >
                        {undoing === entry.id ? <Spinner /> : <Undo2 aria-hidden="true" />}
                        {UNDO}
                      </Button>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
          {total > RULE_HISTORY_PAGE_SIZE && (
            <footer className="flex items-center justify-between gap-3 border-t px-4 py-3 text-sm text-muted-foreground sm:px-6">
              <span className="tabular-nums" data-testid="history-range">
                {historyRange(first, Math.min(total, first + items.length - 1), total)}
              </span>
              <div className="flex gap-1">
                <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
                  <ChevronLeft aria-hidden="true" />
                  {PREVIOUS_PAGE}
                </Button>
                <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
                  {NEXT_PAGE}
                  <ChevronRight aria-hidden="true" />
                </Button>
              </div>
            </footer>
          )}
        </>
      )}
    </section>
  );
}
