/**
 * The rule editor's state and the pure decisions around it: a rule (saved,
 * or read from a sentence) as the form's fields, the form back as what
 * POST /api/rules takes, the reducer the form runs on, where a server
 * refusal belongs on the form, and how the list's order changes on a move.
 */
import { parseSnoozeFor, type RuleActionType } from '../../../core/rules/limits';
import type { RuleAction, RuleInput } from '../../api/rules';
import { SNOOZE_UNTIL_MISSING } from './texts';

export type SnoozeUnit = 'd' | 'w' | 'm';
export type ConditionKind = 'query' | 'sentence';

export interface ActionDraft {
  /** Stable across reorders, for React's keys and the fields' ids. */
  key: number;
  type: RuleActionType;
  /** A label of the user's, NEW_LABEL_ID for a new one named `labelName`, or '' while none is chosen. */
  labelId: string;
  labelName: string;
  to: string;
  snoozeAmount: string;
  snoozeUnit: SnoozeUnit;
  /** A length, or a fixed time (`snoozeUntil`) as imported rules may carry. */
  snoozeMode: 'for' | 'until';
  /** The fixed time (ISO), '' while its field is empty or half filled. */
  snoozeUntil: string;
  folder: string;
  templateId: string;
  send: boolean;
}

export interface RuleDraft {
  name: string;
  kind: ConditionKind;
  query: string;
  sentence: string;
  accountId: string | null;
  actions: ActionDraft[];
}

/** A rule as the editor receives it: saved, or read from a sentence (labels by name). */
export interface RuleShape {
  name: string;
  when: { query: string } | { sentence: string };
  actions: readonly RuleAction[];
  accountId?: string | null;
}

let nextKey = 1;

/** The label picker's choice "a new label", named in `labelName`. */
export const NEW_LABEL_ID = 'new';

export function newAction(type: RuleActionType = 'archive'): ActionDraft {
  return { key: nextKey++, type, labelId: '', labelName: '', to: '', snoozeAmount: '3', snoozeUnit: 'd', snoozeMode: 'for', snoozeUntil: '', folder: '', templateId: '', send: false };
}

export function emptyDraft(): RuleDraft {
  return { name: '', kind: 'query', query: '', sentence: '', accountId: null, actions: [newAction()] };
}

/** A rule as the form's fields; a label given by name takes the id of the user's label of that name (any case), if there is one. */
export function draftFromRule(rule: RuleShape, labels: readonly { id: string; name: string }[]): RuleDraft {
  const actions = rule.actions.map((action): ActionDraft => {
    const draft = newAction(action.type);
    switch (action.type) {
      case 'label': {
        const byName = action.labelName ? labels.find((l) => l.name.toLowerCase() === action.labelName!.toLowerCase()) : undefined;
        if (action.labelId || byName) return { ...draft, labelId: action.labelId ?? byName!.id };
        return { ...draft, labelId: action.labelName ? NEW_LABEL_ID : '', labelName: action.labelName ?? '' };
      }
      case 'forward':
        return { ...draft, to: action.to };
      case 'snooze': {
        const length = action.for ? parseSnoozeFor(action.for) : null;
        if (length) return { ...draft, snoozeAmount: String(length.amount), snoozeUnit: length.unit };
        return { ...draft, snoozeMode: 'until', snoozeUntil: action.until ?? '' };
      }
      case 'move':
        return { ...draft, folder: action.folder };
      case 'reply':
        return { ...draft, templateId: action.templateId, send: action.send ?? false };
      default:
        return draft;
    }
  });
  const when = rule.when;
  return {
    name: rule.name,
    kind: 'query' in when ? 'query' : 'sentence',
    query: 'query' in when ? when.query : '',
    sentence: 'sentence' in when ? when.sentence : '',
    accountId: rule.accountId ?? null,
    actions,
  };
}

/** One action as the API takes it. Nothing is checked here: the server names what is wrong, and the form shows it by the field. */
export function actionFromDraft(a: ActionDraft): RuleAction {
  switch (a.type) {
    case 'label':
      if (a.labelId && a.labelId !== NEW_LABEL_ID) return { type: 'label', labelId: a.labelId };
      return a.labelName.trim() ? { type: 'label', labelName: a.labelName.trim() } : { type: 'label' };
    case 'forward':
      return { type: 'forward', to: a.to.trim() };
    case 'snooze':
      return a.snoozeMode === 'until' ? { type: 'snooze', until: a.snoozeUntil } : { type: 'snooze', for: `${a.snoozeAmount.trim()}${a.snoozeUnit}` };
    case 'move':
      return { type: 'move', folder: a.folder };
    case 'reply':
      return { type: 'reply', templateId: a.templateId, send: a.send };
    default:
      return { type: a.type };
  }
}

/**
 * What the form can tell before asking the server. A time field emptied, or
 * left half filled, reads as '' in the browser; sent, it would come back as a
 * message about the API's date format instead of about the field.
 */
export function draftProblem(draft: RuleDraft): { place: FormPlace; message: string } | null {
  const index = draft.actions.findIndex((a) => a.type === 'snooze' && a.snoozeMode === 'until' && !a.snoozeUntil);
  return index < 0 ? null : { place: { at: 'action', index }, message: SNOOZE_UNTIL_MISSING };
}

/** The form as POST /api/rules (and PATCH) take it. */
export function ruleFromDraft(draft: RuleDraft): RuleInput {
  return {
    name: draft.name.trim(),
    when: draft.kind === 'query' ? { query: draft.query } : { sentence: draft.sentence },
    actions: draft.actions.map(actionFromDraft),
    accountId: draft.accountId,
  };
}

export type DraftChange =
  | { type: 'set'; patch: Partial<Omit<RuleDraft, 'actions'>> }
  | { type: 'action'; key: number; patch: Partial<Omit<ActionDraft, 'key'>> }
  | { type: 'add' }
  | { type: 'remove'; key: number }
  | { type: 'move'; key: number; by: -1 | 1 };

export function draftReducer(draft: RuleDraft, change: DraftChange): RuleDraft {
  switch (change.type) {
    case 'set':
      return { ...draft, ...change.patch };
    case 'action':
      return { ...draft, actions: draft.actions.map((a) => (a.key === change.key ? { ...a, ...change.patch } : a)) };
    case 'add':
      return { ...draft, actions: [...draft.actions, newAction(nextType(draft.actions))] };
    case 'remove':
      return { ...draft, actions: draft.actions.filter((a) => a.key !== change.key) };
    case 'move': {
      const from = draft.actions.findIndex((a) => a.key === change.key);
      const to = from + change.by;
      if (from < 0 || to < 0 || to >= draft.actions.length) return draft;
      const actions = [...draft.actions];
      [actions[from], actions[to]] = [actions[to]!, actions[from]!];
      return { ...draft, actions };
    }
  }
}

/** A new action's first type: a label when the rule has none yet, else archive, else star. */
function nextType(actions: readonly ActionDraft[]): RuleActionType {
  const has = new Set(actions.map((a) => a.type));
  return (['label', 'archive', 'star', 'read'] as const).find((t) => !has.has(t)) ?? 'label';
}

/** Where on the form a refusal belongs. */
export type FormPlace = { at: 'name' } | { at: 'condition' } | { at: 'action'; index: number } | { at: 'form' };

/**
 * A server refusal placed on the form: a 400 names its field (`actions.0.to`)
 * in front of the message, or as `field`; the message is shown by that
 * field without the path. Anything else belongs to the form as a whole.
 */
export function placeError(message: string, field?: string): { place: FormPlace; message: string } {
  const prefixed = /^((?:name|when|actions|accountId)(?:\.[\w]+)*): (.+)$/s.exec(message);
  const path = field ?? prefixed?.[1];
  const text = prefixed && (!field || field === prefixed[1]) ? prefixed[2]! : message;
  if (!path) return { place: { at: 'form' }, message };
  if (path === 'name') return { place: { at: 'name' }, message: text };
  if (path === 'when' || path.startsWith('when.')) return { place: { at: 'condition' }, message: text };
  const action = /^actions\.(\d+)(\.|$)/.exec(path);
  if (action) return { place: { at: 'action', index: Number(action[1]) }, message: text };
  return { place: { at: 'form' }, message: text };
}

/** The rules in their new order after moving one up or down, or null when it is already at that end. */
export function moveRule<T extends { id: string }>(rules: readonly T[], id: string, by: -1 | 1): T[] | null {
  const from = rules.findIndex((r) => r.id === id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= rules.length) return null;
  const order = [...rules];
  [order[from], order[to]] = [order[to]!, order[from]!];
  return order;
}
