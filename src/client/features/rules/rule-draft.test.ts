import { describe, expect, it } from 'vitest';
import type { RuleAction } from '../../api/rules';
import { actionChip, effectChip } from './describe-actions';
import { draftFromRule, draftProblem, draftReducer, emptyDraft, moveRule, NEW_LABEL_ID, placeError, ruleFromDraft, type RuleShape } from './rule-draft';
import { SNOOZE_UNTIL_MISSING } from './texts';

const labels = [
  { id: 'lbl_fin', name: 'Finance', color: 'green' as const },
  { id: 'lbl_gh', name: 'GitHub', color: 'indigo' as const },
];
const templates = [{ id: 'tpl_1', name: 'Availability' }];

const makeRule = (overrides: Partial<RuleShape> = {}): RuleShape => ({
  name: 'GitHub',
  when: { query: 'from:noreply@github.com older_than:7d' },
  actions: [{ type: 'archive' }, { type: 'label', labelName: 'GitHub' }],
  ...overrides,
});

describe('a rule as the editor’s fields and back', () => {
  it('gives a label named in the sentence the id of the user’s label of that name, in any case', () => {
    const draft = draftFromRule(makeRule({ actions: [{ type: 'label', labelName: 'github' }] }), labels);
    expect(draft.actions[0]).toMatchObject({ type: 'label', labelId: 'lbl_gh' });
    expect(ruleFromDraft(draft).actions).toEqual([{ type: 'label', labelId: 'lbl_gh' }]);
  });

  it('keeps a label the user does not have as a new label by its name', () => {
    const draft = draftFromRule(makeRule({ actions: [{ type: 'label', labelName: 'Team' }] }), labels);
    expect(draft.actions[0]).toMatchObject({ labelId: NEW_LABEL_ID, labelName: 'Team' });
    expect(ruleFromDraft(draft).actions).toEqual([{ type: 'label', labelName: 'Team' }]);
  });

  it.each<[string, RuleAction]>([
    ['forward', { type: 'forward', to: 'team@example.com' }],
    ['snooze for a length', { type: 'snooze', for: '2w' }],
    ['snooze until a time', { type: 'snooze', until: '2026-12-01T09:00:00.000Z' }],
    ['reply and send', { type: 'reply', templateId: 'tpl_1', send: true }],
    ['move', { type: 'move', folder: 'fld_1' }],
    ['stop', { type: 'stop' }],
  ])('gives back %s as it came', (_name, action) => {
    expect(ruleFromDraft(draftFromRule(makeRule({ actions: [action] }), labels)).actions).toEqual([action]);
  });

  it('keeps a snooze on a fixed time while its field is emptied, and names the field instead of sending it', () => {
    const draft = draftFromRule(makeRule({ actions: [{ type: 'archive' }, { type: 'snooze', until: '2026-12-01T09:00:00.000Z' }] }), labels);
    expect(draftProblem(draft)).toBeNull();
    const key = draft.actions[1]!.key;
    const emptied = draftReducer(draft, { type: 'action', key, patch: { snoozeUntil: '' } });
    expect(emptied.actions[1]).toMatchObject({ snoozeMode: 'until', snoozeUntil: '' });
    expect(draftProblem(emptied)).toEqual({ place: { at: 'action', index: 1 }, message: SNOOZE_UNTIL_MISSING });
    const length = draftReducer(emptied, { type: 'action', key, patch: { snoozeMode: 'for' } });
    expect(draftProblem(length)).toBeNull();
    expect(ruleFromDraft(length).actions[1]).toEqual({ type: 'snooze', for: '3d' });
  });

  it('sends a sentence condition as a sentence and keeps the account', () => {
    const draft = draftFromRule(makeRule({ when: { sentence: 'newsletters' }, accountId: 'acc_1' }), labels);
    expect(ruleFromDraft(draft)).toMatchObject({ when: { sentence: 'newsletters' }, accountId: 'acc_1' });
    expect(ruleFromDraft(draftReducer(draft, { type: 'set', patch: { kind: 'query', query: 'from:a@b.c' } })).when).toEqual({ query: 'from:a@b.c' });
  });

  it('leaves checking to the server: an empty forward address and a label not chosen go as they are', () => {
    const draft = emptyDraft();
    const key = draft.actions[0]!.key;
    const forward = draftReducer(draft, { type: 'action', key, patch: { type: 'forward' } });
    expect(ruleFromDraft(forward).actions).toEqual([{ type: 'forward', to: '' }]);
    const label = draftReducer(draft, { type: 'action', key, patch: { type: 'label' } });
    expect(ruleFromDraft(label).actions).toEqual([{ type: 'label' }]);
  });
});

describe('the editor’s actions', () => {
  it('adds a label first, then archive, and moves and removes them by key', () => {
    let draft = emptyDraft();
    draft = draftReducer(draft, { type: 'add' });
    expect(draft.actions.map((a) => a.type)).toEqual(['archive', 'label']);
    const [first, second] = draft.actions;
    draft = draftReducer(draft, { type: 'move', key: second!.key, by: -1 });
    expect(draft.actions.map((a) => a.key)).toEqual([second!.key, first!.key]);
    expect(draftReducer(draft, { type: 'move', key: second!.key, by: -1 })).toBe(draft);
    draft = draftReducer(draft, { type: 'remove', key: second!.key });
    expect(draft.actions.map((a) => a.type)).toEqual(['archive']);
  });
});

describe('where a refusal shows', () => {
  it.each([
    ['actions.0.to: Forward needs an email address such as name@example.com.', undefined, { at: 'action', index: 0 }, 'Forward needs an email address such as name@example.com.'],
    ['when.query: A bracket is not closed.', undefined, { at: 'condition' }, 'A bracket is not closed.'],
    ['This sentence names no kind of mail…', 'when.sentence', { at: 'condition' }, 'This sentence names no kind of mail…'],
    ['name: A rule name is 1 to 120 characters.', 'name', { at: 'name' }, 'A rule name is 1 to 120 characters.'],
    ['actions.2.labelId: no such label of yours.', undefined, { at: 'action', index: 2 }, 'no such label of yours.'],
    ['actions: Add at least one action.', undefined, { at: 'form' }, 'Add at least one action.'],
    ['You can have at most 200 rules.', undefined, { at: 'form' }, 'You can have at most 200 rules.'],
    ['body: Unexpected end of JSON', undefined, { at: 'form' }, 'body: Unexpected end of JSON'],
  ] as const)('%s', (message, field, place, text) => {
    expect(placeError(message, field)).toEqual({ place, message: text });
  });
});

describe('moving a rule', () => {
  const rules = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
  it('swaps it with its neighbour, and does nothing at the ends', () => {
    expect(moveRule(rules, 'c', -1)?.map((r) => r.id)).toEqual(['a', 'c', 'b']);
    expect(moveRule(rules, 'a', 1)?.map((r) => r.id)).toEqual(['b', 'a', 'c']);
    expect(moveRule(rules, 'a', -1)).toBeNull();
    expect(moveRule(rules, 'c', 1)).toBeNull();
  });
});

describe('actions as chips', () => {
  const known = { labels, templates };
  it.each<[RuleAction, string, string | undefined]>([
    [{ type: 'label', labelId: 'lbl_fin' }, 'Label Finance', 'green'],
    [{ type: 'label', labelName: 'Team' }, 'Label Team', undefined],
    [{ type: 'archive' }, 'Archive', undefined],
    [{ type: 'forward', to: 'x@example.com' }, 'Forward to x@example.com', undefined],
    [{ type: 'snooze', for: '3d' }, 'Snooze 3 days', undefined],
    [{ type: 'snooze', for: '1w' }, 'Snooze 1 week', undefined],
    [{ type: 'reply', templateId: 'tpl_1', send: false }, 'Draft reply “Availability”', undefined],
    [{ type: 'reply', templateId: 'tpl_1', send: true }, 'Reply with “Availability”', undefined],
  ])('%j reads “%s”', (action, text, color) => {
    expect(actionChip(action, known)).toEqual({ text, ...(color ? { color } : {}) });
  });

  it('calls a label deleted only once the labels are known, and a rule that makes one new', () => {
    expect(actionChip({ type: 'label', labelId: 'lbl_gone' }, known)).toEqual({ text: 'Label (deleted)' });
    expect(actionChip({ type: 'label', labelId: 'lbl_gone' }, { ...known, labels: undefined })).toEqual({ text: 'Label' });
    expect(actionChip({ type: 'label' }, known)).toEqual({ text: 'Label (new)' });
  });

  it('reads what happened from the history’s detail', () => {
    expect(effectChip({ type: 'label', ok: true, detail: 'Finance' }, labels)).toEqual({ text: 'Label Finance', color: 'green' });
    expect(effectChip({ type: 'forward', ok: false, error: 'refused' }, labels)).toEqual({ text: 'Forward' });
    expect(effectChip({ type: 'reply', ok: true, detail: 'sent msg_1' }, labels)).toEqual({ text: 'Replied' });
  });
});
