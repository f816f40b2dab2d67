/**
 * "Apply to existing mail…": first what the rule matches now (how many, and
 * the first subjects), then, on confirm, the rule runs on them; the result
 * offers to undo the whole run.
 */
import { CheckCircle2, Undo2 } from 'lucide-react';
import { errorMessage } from '../../api/errors';
import { useApplyRule, useRulePreview, useUndoRule, type Rule } from '../../api/rules';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { Skeleton } from '../../ui/skeleton';
import { Spinner } from '../../ui/spinner';
import { ActionChips, type ShownChip } from './ActionChips';
import {
  APPLIED_HINT,
  appliedTo,
  APPLY_DESCRIPTION,
  APPLY_FAILED,
  applyTitle,
  applyTo,
  CANCEL,
  CLOSE,
  DONE,
  firstShown,
  matchCount,
  NO_SUBJECT,
  PREVIEW_FAILED,
  PREVIEW_LOADING,
  RETRY,
  UNDO,
  UNDO_FAILED,
  undoneCount,
} from './texts';

const shortDate = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short' }) : '');

export function ApplyDialog({ rule, chips, onClose }: { rule: Rule; chips: readonly ShownChip[]; onClose: () => void }) {
  const apply = useApplyRule();
  const undo = useUndoRule();
  const preview = useRulePreview(rule.id, !apply.data);
  const result = apply.data;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg" data-testid="apply-dialog">
        <DialogHeader>
          <DialogTitle className="pr-6 leading-snug">{applyTitle(rule.name)}</DialogTitle>
          {!result && <DialogDescription>{APPLY_DESCRIPTION}</DialogDescription>}
        </DialogHeader>
        {!result && <ActionChips chips={chips} />}

        {result ? (
          <div className="grid gap-3" data-testid="apply-result">
            <p className="flex items-center gap-2 font-medium" role="status">
              <CheckCircle2 className="size-5 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
              {undo.data ? undoneCount(undo.data.undone) : appliedTo(result.affected)}
            </p>
            {!undo.data && <p className="text-sm text-muted-foreground">{APPLIED_HINT}</p>}
            {undo.isError && (
              <p role="alert" className="text-sm text-destructive">
                {UNDO_FAILED}: {errorMessage(undo.error)}
              </p>
            )}
          </div>
        ) : preview.isPending ? (
          <div className="grid gap-2" aria-busy="true">
            <p className="text-sm text-muted-foreground">{PREVIEW_LOADING}</p>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-9 w-full rounded-md" />
            ))}
          </div>
        ) : preview.isError ? (
          <div className="grid justify-items-start gap-2 text-sm">
            <p role="alert" className="text-destructive">
              {PREVIEW_FAILED} {errorMessage(preview.error)}
            </p>
            <Button variant="outline" size="sm" onClick={() => void preview.refetch()}>
              {RETRY}
            </Button>
          </div>
        ) : (
          <div className="grid min-w-0 gap-2">
            <p className="font-medium" data-testid="apply-count">
              {matchCount(preview.data.total)}
            </p>
            {preview.data.items.length > 0 && (
              <>
                {preview.data.items.length < preview.data.total && (
                  <p className="text-xs text-muted-foreground">{firstShown(preview.data.items.length, preview.data.total)}</p>
                )}
                <ul className="max-h-64 divide-y overflow-y-auto rounded-lg border text-sm" data-testid="apply-preview">
                  {preview.data.items.map((item) => (
                    <li key={item.id} className="flex min-w-0 items-baseline gap-3 px-3 py-2">
                      <span className="min-w-0 flex-1">
                        <span className="block truncate font-medium">{item.subject || NO_SUBJECT}</span>
                        <span className="block truncate text-xs text-muted-foreground">{item.sender}</span>
                      </span>
                      <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{shortDate(item.date)}</span>
                    </li>
                  ))}
                </ul>
              </>
            )}
            {apply.isError && (
              <p role="alert" className="text-sm text-destructive">
                {APPLY_FAILED}: {errorMessage(apply.error)}
              </p>
            )}
          </div>
        )}

        <DialogFooter>
          {result ? (
            <>
              {!undo.data && result.affected > 0 && (
                <Button type="button" variant="outline" disabled={undo.isPending} onClick={() => undo.mutate({ runId: result.runId })}>
                  {undo.isPending ? <Spinner /> : <Undo2 aria-hidden="true" />}
                  {UNDO}
                </Button>
              )}
              <Button type="button" onClick={onClose}>
                {DONE}
              </Button>
            </>
          ) : (
            <>
              <Button type="button" variant="outline" onClick={onClose}>
                {preview.data?.total === 0 ? CLOSE : CANCEL}
              </Button>
              {preview.data && preview.data.total > 0 && (
                <Button type="button" disabled={apply.isPending} onClick={() => apply.mutate(rule.id)}>
                  {apply.isPending && <Spinner />}
                  {applyTo(preview.data.total)}
                </Button>
              )}
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
