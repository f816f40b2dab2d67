/**
 * The user's rules in the order they run: each with its condition, its
 * actions as chips, an on/off switch, moves up and down, edit, delete (after
 * asking) and "Apply to existing mail…".
 */
import { useState } from 'react';
import { ArrowDown, ArrowUp, ListFilter, Pencil, PlayCircle, Trash2 } from 'lucide-react';
import { useAccounts, useImapFolders } from '../../api/accounts';
import { moveDestinations } from './ActionRow';
import { errorMessage } from '../../api/errors';
import { useLabels } from '../../api/labels';
import { useRuleMutations, useRules, type Rule } from '../../api/rules';
import { useTemplates } from '../../api/templates';
import { cn } from '../../lib/utils';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { EmptyState, ListSkeleton } from '../../ui/empty-state';
import { Spinner } from '../../ui/spinner';
import { Switch } from '../../ui/switch';
import { toast } from '../../ui/use-toast';
import { ActionChips } from './ActionChips';
import { ApplyDialog } from './ApplyDialog';
import { actionChip } from './describe-actions';
import { moveRule } from './rule-draft';
import {
  APPLY_EXISTING,
  CANCEL,
  CHANGE_FAILED,
  DELETE,
  DELETE_RULE_DESCRIPTION,
  deleteRule,
  deleteRuleTitle,
  editRule,
  EMPTY_RULES,
  EMPTY_RULES_HINT,
  LOAD_FAILED,
  moveRuleDown,
  moveRuleUp,
  ONLY_ACCOUNT,
  REORDER_FAILED,
  RETRY,
  RULE_OFF,
  ruleEnabled,
  RULES_IN_ORDER,
  THEN,
  WHEN,
} from './texts';

export function RuleList({ onEdit }: { onEdit: (rule: Rule) => void }) {
  const rules = useRules();
  const labels = useLabels().data;
  const templates = useTemplates().data;
  const accounts = useAccounts().data;
  const { update, reorder } = useRuleMutations();
  const [deleting, setDeleting] = useState<Rule | null>(null);
  const [applying, setApplying] = useState<Rule | null>(null);
  const imapFolders = useImapFolders();
  const known = { labels, templates: templates ?? [], folders: moveDestinations(imapFolders) };
  const list = rules.data ?? [];

  if (rules.isPending) return <ListSkeleton />;
  if (rules.isError) {
    return (
      <div className="rounded-xl border p-10 text-center text-sm text-muted-foreground">
        <p>{LOAD_FAILED}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void rules.refetch()}>
          {RETRY}
        </Button>
      </div>
    );
  }
  if (list.length === 0) return <EmptyState icon={ListFilter} title={EMPTY_RULES} hint={EMPTY_RULES_HINT} />;

  const move = (rule: Rule, by: -1 | 1) => {
    const order = moveRule(list, rule.id, by);
    if (!order) return;
    reorder.mutate({ order }, { onError: (error) => toast({ title: REORDER_FAILED, description: errorMessage(error), variant: 'destructive' }) });
  };
  const toggle = (rule: Rule, enabled: boolean) =>
    update.mutate({ id: rule.id, enabled }, { onError: (error) => toast({ title: CHANGE_FAILED, description: errorMessage(error), variant: 'destructive' }) });

  return (
    <section aria-labelledby="rule-list-title">
      <h2 id="rule-list-title" className="mb-3 text-sm font-semibold text-muted-foreground">
        {RULES_IN_ORDER}
      </h2>
      <ol className="grid gap-3" data-testid="rule-list">
        {list.map((rule, index) => {
          const account = rule.accountId ? accounts?.find((a) => a.id === rule.accountId) : undefined;
          return (
            <li
              key={rule.id}
              data-testid="rule-row"
              data-enabled={rule.enabled}
              className={cn('rounded-xl border bg-card p-4 shadow-xs transition-opacity sm:p-5', !rule.enabled && 'bg-muted/30')}
            >
              <div className="flex items-start gap-3">
                <span
                  aria-hidden="true"
                  className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-primary/10 text-xs font-semibold text-primary tabular-nums dark:bg-primary/20"
                >
                  {index + 1}
                </span>
                <div className={cn('flex min-w-0 flex-1 flex-wrap items-center gap-2 pt-px', !rule.enabled && 'opacity-60')}>
                  <h3 className="font-medium [overflow-wrap:anywhere]" data-testid="rule-name">
                    {rule.name}
                  </h3>
                  {!rule.enabled && <Badge variant="secondary">{RULE_OFF}</Badge>}
                  {rule.accountId && (
                    <Badge variant="outline" className="max-w-full">
                      <span className="truncate">
                        {ONLY_ACCOUNT} {account?.email ?? rule.accountId}
                      </span>
                    </Badge>
                  )}
                </div>
                <Switch
                  checked={rule.enabled}
                  aria-label={ruleEnabled(rule.name)}
                  data-testid="rule-enabled"
                  onCheckedChange={(on) => toggle(rule, on)}
                  className="mt-0.5"
                />
              </div>
              {/* On a phone the condition and actions take the card's full width; wider, they line up under the name. */}
              <dl className={cn('mt-3 grid grid-cols-[2.75rem_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm sm:pl-9', !rule.enabled && 'opacity-60')}>
                <dt className="pt-1 text-[11px] font-semibold tracking-wider text-muted-foreground uppercase">{WHEN}</dt>
                <dd className="min-w-0" data-testid="rule-condition">
                  {'query' in rule.when ? (
                    <code className="inline-block max-w-full rounded-md bg-muted px-2 py-1 font-mono text-[13px] [overflow-wrap:anywhere]">
                      {rule.when.query}
                    </code>
                  ) : (
                    <q className="inline-block pt-0.5 italic [overflow-wrap:anywhere]">{rule.when.sentence}</q>
                  )}
                </dd>
                <dt className="pt-1 text-[11px] font-semibold tracking-wider text-muted-foreground uppercase">{THEN}</dt>
                <dd className="min-w-0">
                  <ActionChips chips={rule.actions.map((a) => ({ type: a.type, ...actionChip(a, known) }))} />
                </dd>
              </dl>
              <div className="mt-4 flex flex-wrap items-center justify-between gap-2 border-t pt-3 sm:pl-9">
                <Button variant="outline" size="sm" onClick={() => setApplying(rule)}>
                  <PlayCircle aria-hidden="true" className="max-sm:hidden" />
                  {APPLY_EXISTING}
                </Button>
                <div className="ml-auto flex items-center gap-0.5">
                  <Button variant="ghost" size="icon-sm" aria-label={moveRuleUp(rule.name)} disabled={index === 0 || reorder.isPending} onClick={() => move(rule, -1)}>
                    <ArrowUp />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={moveRuleDown(rule.name)}
                    disabled={index === list.length - 1 || reorder.isPending}
                    onClick={() => move(rule, 1)}
                  >
                    <ArrowDown />
                  </Button>
                  <Button variant="ghost" size="icon-sm" aria-label={editRule(rule.name)} onClick={() => onEdit(rule)}>
                    <Pencil />
                  </Button>
                  <Button variant="ghost" size="icon-sm" aria-label={deleteRule(rule.name)} onClick={() => setDeleting(rule)} className="hover:text-destructive">
                    <Trash2 />
                  </Button>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      {deleting && <DeleteRuleDialog rule={deleting} onClose={() => setDeleting(null)} />}
      {applying && <ApplyDialog rule={applying} chips={applying.actions.map((a) => ({ type: a.type, ...actionChip(a, known) }))} onClose={() => setApplying(null)} />}
    </section>
  );
}

function DeleteRuleDialog({ rule, onClose }: { rule: Rule; onClose: () => void }) {
  const { remove } = useRuleMutations();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md" data-testid="delete-rule-dialog">
        <DialogHeader>
          <DialogTitle className="leading-snug">{deleteRuleTitle(rule.name)}</DialogTitle>
          <DialogDescription>{DELETE_RULE_DESCRIPTION}</DialogDescription>
        </DialogHeader>
        {remove.isError && (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(remove.error)}
          </p>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {CANCEL}
          </Button>
          <Button type="button" variant="destructive" disabled={remove.isPending} onClick={() => remove.mutate(rule.id, { onSuccess: onClose })}>
            {remove.isPending && <Spinner />}
            {DELETE}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
