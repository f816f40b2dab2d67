/**
 * The user's mail rules over /api/rules: the list in run order, create,
 * change, reorder and delete; a sentence read as a rule; what a rule would do
 * to existing mail and running it there; the history with its undo; and the
 * Gmail and Sieve files in and out. Types come from the server's route schemas.
 */
import { useEffect } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api, unwrap, type Ok } from './client';
import { subscribeToServerEvents } from './events';
import { mailKeys } from './mail';
import { LIST_STALE_TIME_MS } from './stale-times';

export type Rule = Ok<Awaited<ReturnType<typeof api.rules.$get>>>['rules'][number];
export type RuleInput = InferRequestType<typeof api.rules.$post>['json'];
type RulePatch = InferRequestType<(typeof api.rules)[':id']['$patch']>['json'];
export type RuleAction = RuleInput['actions'][number];
export type Interpretation = Ok<Awaited<ReturnType<typeof api.rules.interpret.$post>>>;
export type RuleHistory = Ok<Awaited<ReturnType<typeof api.rules.history.$get>>>;
export type RuleHistoryItem = RuleHistory['items'][number];
export type RuleEffect = RuleHistoryItem['actions'][number];
export type RuleExportFormat = 'gmail' | 'sieve';

/** The server's page size for the history. */
export const RULE_HISTORY_PAGE_SIZE = 25;

export const ruleKeys = {
  all: ['rules'] as const,
  list: () => ['rules', 'list'] as const,
  history: (page: number) => ['rules', 'history', page] as const,
  preview: (id: string) => ['rules', 'preview', id] as const,
};

/** Every rule of the user's, in the order they run. */
export function useRules() {
  return useQuery({
    queryKey: ruleKeys.list(),
    queryFn: async ({ signal }) => (await unwrap(api.rules.$get({}, { init: { signal } }))).rules,
    staleTime: LIST_STALE_TIME_MS,
    retry: 1,
  });
}

/**
 * Create, change and delete. A saved label action may have made a label, so
 * the labels are refreshed with the rules. `reorder` writes the positions a
 * move gives (see `moveRule`) and shows the new order at once.
 */
export function useRuleMutations() {
  const qc = useQueryClient();
  const invalidate = async () => {
    await qc.invalidateQueries({ queryKey: ruleKeys.list() });
    void qc.invalidateQueries({ queryKey: mailKeys.labels() });
  };
  return {
    create: useMutation({
      mutationFn: (input: RuleInput) => unwrap(api.rules.$post({ json: input })),
      onSuccess: invalidate,
    }),
    update: useMutation({
      mutationFn: ({ id, ...patch }: RulePatch & { id: string }) => unwrap(api.rules[':id'].$patch({ param: { id }, json: patch })),
      onMutate: async ({ id, enabled }) => {
        // The switch flips at once; anything else waits for the server's answer.
        if (enabled === undefined) return;
        await qc.cancelQueries({ queryKey: ruleKeys.list() });
        qc.setQueryData<Rule[]>(ruleKeys.list(), (rules) => rules?.map((r) => (r.id === id ? { ...r, enabled } : r)));
      },
      onSettled: invalidate,
    }),
    reorder: useMutation({
      mutationFn: async ({ order }: { order: Rule[] }) => {
        for (const [position, rule] of order.entries()) {
          if (rule.position !== position) await unwrap(api.rules[':id'].$patch({ param: { id: rule.id }, json: { position } }));
        }
      },
      onMutate: async ({ order }) => {
        await qc.cancelQueries({ queryKey: ruleKeys.list() });
        const before = qc.getQueryData<Rule[]>(ruleKeys.list());
        qc.setQueryData<Rule[]>(ruleKeys.list(), order);
        return before;
      },
      onError: (_e, _v, before) => qc.setQueryData(ruleKeys.list(), before),
      onSettled: () => qc.invalidateQueries({ queryKey: ruleKeys.list() }),
    }),
    remove: useMutation({
      mutationFn: (id: string) => unwrap(api.rules[':id'].$delete({ param: { id } })),
      onSettled: () => {
        void qc.invalidateQueries({ queryKey: ruleKeys.all });
      },
    }),
  };
}

/** A sentence read as a rule for the editor; nothing is saved. A 422 says what the sentence lacks. */
export function useInterpretRule() {
  return useMutation({
    mutationFn: (text: string) => unwrap(api.rules.interpret.$post({ json: { text } })),
  });
}

/** The existing mail a rule matches now: how many and the first 50. Asked afresh each time it is shown. */
export function useRulePreview(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ruleKeys.preview(id),
    queryFn: ({ signal }) => unwrap(api.rules[':id'].preview.$post({ param: { id } }, { init: { signal } })),
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** After a rule acted or was undone: the mail, the labels' counts and the history all changed. */
function refreshAfterRun(qc: ReturnType<typeof useQueryClient>) {
  void qc.invalidateQueries({ queryKey: mailKeys.all });
  void qc.invalidateQueries({ queryKey: ['rules', 'history'] });
}

/** Runs a rule on the existing mail it matches; the answer's runId undoes it as a whole. */
export function useApplyRule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.rules[':id'].apply.$post({ param: { id } })),
    onSettled: () => refreshAfterRun(qc),
  });
}

/** Undoes one history entry, or a whole "apply to existing mail" run. */
export function useUndoRule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (target: { entryId: string } | { runId: string }) =>
      'runId' in target
        ? unwrap(api.rules.runs[':runId'].undo.$post({ param: { runId: target.runId } }))
        : unwrap(api.rules.history[':id'].undo.$post({ param: { id: target.entryId } })),
    onSettled: () => refreshAfterRun(qc),
  });
}

/** What the rules did, newest first, a page of 25 at a time; refreshed when mail arrives, as rules run on it. */
export function useRuleHistory(page: number) {
  const qc = useQueryClient();
  useEffect(() => {
    // Rules run before the mail is announced, so the entry is there when the event comes.
    const refresh = () => void qc.invalidateQueries({ queryKey: ['rules', 'history'] });
    return subscribeToServerEvents({ newmail: refresh, mailchanged: refresh });
  }, [qc]);
  return useQuery({
    queryKey: ruleKeys.history(page),
    queryFn: ({ signal }) => unwrap(api.rules.history.$get({ query: { page: String(page) } }, { init: { signal } })),
    placeholderData: keepPreviousData,
    retry: 1,
  });
}

/** The address of a rules export: a file the browser downloads with the session cookie. */
export function rulesExportHref(format: RuleExportFormat): string {
  return `/api${api.rules.export.$path({ query: { format } })}`;
}

/** Reads Gmail's mailFilters.xml into rules after the user's own; a file that is not one is a 400 NOT_GMAIL_FILTERS. */
export function useImportRules() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (xml: string) =>
      unwrap(api.rules.import.$post({}, { headers: { 'content-type': 'application/xml' }, init: { body: xml } })),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ruleKeys.list() });
      void qc.invalidateQueries({ queryKey: mailKeys.labels() });
    },
  });
}
