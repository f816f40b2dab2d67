/**
 * The rule editor: a name, the condition (search terms or a sentence naming
 * kinds of mail), an account when there are several, and the actions in
 * order. It saves through POST or PATCH /api/rules; the server judges the
 * rule, and its refusal shows by the field it names.
 */
import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { Plus, Sparkles } from 'lucide-react';
import { RULE_ACTIONS_MAX, RULE_NAME_MAX, RULE_QUERY_MAX } from '../../../core/rules/limits';
import { useAccounts, useImapFolders } from '../../api/accounts';
import { ApiError, errorMessage } from '../../api/errors';
import { useLabels } from '../../api/labels';
import { useRuleMutations } from '../../api/rules';
import { useTemplates } from '../../api/templates';
import { cn } from '../../lib/utils';
import { Button } from '../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../ui/select';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/use-toast';
import { ActionRow, moveDestinations } from './ActionRow';
import { draftProblem, draftReducer, placeError, ruleFromDraft, type ConditionKind, type RuleDraft } from './rule-draft';
import {
  ADD_ACTION,
  ALL_ACCOUNTS,
  CANCEL,
  CONDITION_KIND_LABEL,
  CONDITION_QUERY,
  CONDITION_SENTENCE,
  FIELD_ACCOUNT,
  FIELD_ACTIONS,
  FIELD_CONDITION,
  FIELD_NAME,
  NAME_PLACEHOLDER,
  QUERY_HINT,
  QUERY_LABEL,
  QUERY_PLACEHOLDER,
  READ_AS,
  ruleSaved,
  RUNS_ON_NEW_MAIL,
  SAVE_CHANGES,
  SAVE_RULE,
  SENTENCE_HINT,
  SENTENCE_LABEL,
  SENTENCE_PLACEHOLDER,
} from './texts';

const ALL = 'all';

export function RuleForm({
  initial,
  ruleId,
  title,
  explanation,
  onDone,
}: {
  initial: RuleDraft;
  /** Editing this saved rule; else the form makes a new one. */
  ruleId?: string;
  title: string;
  /** How the server read the user's sentence. */
  explanation?: string;
  onDone: () => void;
}) {
  const [draft, dispatch] = useReducer(draftReducer, initial);
  const labels = useLabels().data ?? [];
  const templates = useTemplates().data ?? [];
  const destinations = moveDestinations(useImapFolders());
  const accounts = useAccounts().data ?? [];
  const { create, update } = useRuleMutations();
  const saving = create.isPending || update.isPending;
  const failure = create.error ?? update.error;
  // Found by the form itself before asking the server; cleared by the next change, as the server's refusal is.
  const [problem, setProblem] = useState<ReturnType<typeof draftProblem>>(null);
  const refusal = problem ?? (failure ? placeError(errorMessage(failure), failure instanceof ApiError ? failure.field : undefined) : null);
  const errorAt = (at: 'name' | 'condition' | 'form') => (refusal?.place.at === at ? refusal.message : undefined);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    root.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, []);

  const change: typeof dispatch = (c) => {
    setProblem(null);
    create.reset();
    update.reset();
    dispatch(c);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = draftProblem(draft);
    setProblem(found);
    if (found) return;
    const input = ruleFromDraft(draft);
    const saved = () => {
      toast({ title: ruleSaved(input.name), ...(ruleId ? {} : { description: RUNS_ON_NEW_MAIL }) });
      onDone();
    };
    if (ruleId) update.mutate({ id: ruleId, ...input }, { onSuccess: saved });
    else create.mutate(input, { onSuccess: saved });
  };

  const nameError = errorAt('name');
  const conditionError = errorAt('condition');
  const formError = errorAt('form');

  return (
    <Card ref={root} className="scroll-mt-20 gap-5 border-primary/30 shadow-md ring-4 ring-primary/5" data-testid="rule-form">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle className="text-base">{title}</CardTitle>
        {explanation && (
          <CardDescription className="mt-1 flex items-start gap-2 rounded-lg bg-primary/8 px-3 py-2.5 text-foreground dark:bg-primary/15" data-testid="rule-explanation">
            <Sparkles className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>
              <span className="font-medium">{READ_AS}: </span>
              {explanation}
            </span>
          </CardDescription>
        )}
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        <form onSubmit={submit} noValidate className="grid gap-5">
          <div className="grid gap-2">
            <Label htmlFor="rule-name">{FIELD_NAME}</Label>
            <Input
              id="rule-name"
              value={draft.name}
              maxLength={RULE_NAME_MAX}
              placeholder={NAME_PLACEHOLDER}
              autoComplete="off"
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? 'rule-name-error' : undefined}
              onChange={(e) => change({ type: 'set', patch: { name: e.target.value } })}
            />
            {nameError && <FieldError id="rule-name-error">{nameError}</FieldError>}
          </div>

          <div role="group" aria-labelledby="rule-condition-label" className="grid gap-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span id="rule-condition-label" className="text-sm leading-none font-medium">
                {FIELD_CONDITION}
              </span>
              <div role="radiogroup" aria-label={CONDITION_KIND_LABEL} className="inline-flex rounded-lg bg-muted p-0.5 text-xs font-medium">
                {(
                  [
                    ['query', CONDITION_QUERY],
                    ['sentence', CONDITION_SENTENCE],
                  ] as [ConditionKind, string][]
                ).map(([kind, text]) => (
                  <button
                    key={kind}
                    type="button"
                    role="radio"
                    aria-checked={draft.kind === kind}
                    onClick={() => change({ type: 'set', patch: { kind } })}
                    className={cn(
                      'rounded-md px-2.5 py-1 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/80',
                      draft.kind === kind ? 'bg-background text-foreground shadow-sm dark:bg-accent' : 'text-muted-foreground hover:text-foreground',
                    )}
                  >
                    {text}
                  </button>
                ))}
              </div>
            </div>
            {draft.kind === 'query' ? (
              <Input
                id="rule-query"
                aria-label={QUERY_LABEL}
                value={draft.query}
                maxLength={RULE_QUERY_MAX}
                placeholder={QUERY_PLACEHOLDER}
                autoComplete="off"
                spellCheck={false}
                className="font-mono text-[13px]"
                aria-invalid={conditionError ? true : undefined}
                aria-describedby={conditionError ? 'rule-condition-error' : 'rule-condition-hint'}
                onChange={(e) => change({ type: 'set', patch: { query: e.target.value } })}
              />
            ) : (
              <Input
                id="rule-sentence"
                aria-label={SENTENCE_LABEL}
                value={draft.sentence}
                maxLength={RULE_QUERY_MAX}
                placeholder={SENTENCE_PLACEHOLDER}
                autoComplete="off"
                aria-invalid={conditionError ? true : undefined}
                aria-describedby={conditionError ? 'rule-condition-error' : 'rule-condition-hint'}
                onChange={(e) => change({ type: 'set', patch: { sentence: e.target.value } })}
              />
            )}
            {conditionError ? (
              <FieldError id="rule-condition-error">{conditionError}</FieldError>
            ) : (
              <p id="rule-condition-hint" className="text-xs text-muted-foreground">
                {draft.kind === 'query' ? QUERY_HINT : SENTENCE_HINT}
              </p>
            )}
          </div>

          {(accounts.length > 1 || draft.accountId) && (
            <div className="grid gap-2">
              <Label htmlFor="rule-account">{FIELD_ACCOUNT}</Label>
              <Select value={draft.accountId ?? ALL} onValueChange={(value) => change({ type: 'set', patch: { accountId: value === ALL ? null : value } })}>
                <SelectTrigger id="rule-account" className="sm:w-80">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={ALL}>{ALL_ACCOUNTS}</SelectItem>
                  {accounts.map((a) => (
                    <SelectItem key={a.id} value={a.id}>
                      {a.email}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          )}

          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm leading-none font-medium">{FIELD_ACTIONS}</legend>
            <ol className="grid gap-2">
              {draft.actions.map((action, index) => (
                <ActionRow
                  key={action.key}
                  action={action}
                  index={index}
                  count={draft.actions.length}
                  labels={labels}
                  templates={templates}
                  destinations={destinations}
                  error={refusal?.place.at === 'action' && refusal.place.index === index ? refusal.message : undefined}
                  dispatch={change}
                />
              ))}
            </ol>
            <div>
              <Button type="button" variant="outline" size="sm" disabled={draft.actions.length >= RULE_ACTIONS_MAX} onClick={() => change({ type: 'add' })}>
                <Plus />
                {ADD_ACTION}
              </Button>
            </div>
          </fieldset>

          {formError && (
            <p role="alert" data-testid="rule-form-error" className="rounded-lg border border-destructive/35 bg-destructive/8 px-3 py-2 text-sm text-destructive">
              {formError}
            </p>
          )}

          <div className="flex flex-col-reverse gap-2 border-t pt-5 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onDone}>
              {CANCEL}
            </Button>
            <Button type="submit" disabled={saving}>
              {saving && <Spinner />}
              {ruleId ? SAVE_CHANGES : SAVE_RULE}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function FieldError({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} role="alert" data-testid="rule-field-error" className="text-sm text-destructive">
      {children}
    </p>
  );
}
