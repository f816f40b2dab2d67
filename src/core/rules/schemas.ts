/**
 * A rule: a condition (a search query, or a sentence the writing engine
 * judges) and actions in order. The shapes of /api/rules, checked here so
 * the server refuses a broken rule with the field it is broken in.
 */
import { z } from 'zod';
import { isValidEmail } from '../mail/address';
import { ERR_SENTENCE_UNKNOWN, sentenceKinds } from './sentence';
import { parseSnoozeFor, RULE_ACTION_TYPES, RULE_ACTIONS_MAX, RULE_NAME_MAX, RULE_QUERY_MAX, type RuleActionType } from './limits';
import { parseSearch, SEARCH_OPERATORS, type SearchNode } from '../mail/search-query';
import { labelInputSchema } from '../mail/labels';
import { CONTROL_CHARACTERS } from '../schemas';


export const ERR_RULE_QUERY_EMPTY = 'The condition needs a search such as from:billing@example.com.';
export const ERR_RULE_SENTENCE_EMPTY = 'The condition needs a sentence such as “newsletters and promotions”.';
export const ERR_RULE_NO_ACTIONS = 'Add at least one action.';
export const ERR_RULE_ACTION_TYPE = `type is one of ${RULE_ACTION_TYPES.join(', ')}.`;
export const ERR_RULE_FORWARD_TO = 'Forward needs an email address such as name@example.com.';
export const ERR_RULE_LABEL = 'A label action names a label: labelId or labelName.';
export const ERR_RULE_SNOOZE = 'Snooze needs until (a date and time) or for (such as 3d, 2w or 1m).';
export const ERR_RULE_NAME = `A rule name is 1 to ${RULE_NAME_MAX} characters.`;
export const ERR_RULE_NAME_CHARACTERS = 'A rule name is one line without control characters.';

/**
 * Why a rule's query would not mean what it says, or null. The search box
 * reads a broken term as text; a rule acting unseen on mail must not, so a
 * known operator with a value it cannot use, or an unclosed group or quote,
 * is refused.
 */
export function ruleQueryProblem(query: string): string | null {
  if (!query.trim()) return ERR_RULE_QUERY_EMPTY;
  if ((query.match(/"/g)?.length ?? 0) % 2 === 1) return 'A quote is not closed.';
  let depth = 0;
  for (const c of query) {
    if (c === '(' || c === '{') depth++;
    if (c === ')' || c === '}') depth--;
    if (depth < 0) return 'A bracket is closed that was not opened.';
  }
  if (depth !== 0) return 'A bracket is not closed.';
  const unread = wordsOf(parseSearch(query)).find((w) => {
    const op = /^([a-z_]+):/i.exec(w);
    return op && (SEARCH_OPERATORS as readonly string[]).includes(op[1]!.toLowerCase());
  });
  return unread ? `“${unread}” is not a search that can be run: check the value after the colon.` : null;
}

function wordsOf(node: SearchNode | null): string[] {
  if (!node) return [];
  switch (node.type) {
    case 'word':
      return [node.text];
    case 'not':
      return wordsOf(node.node);
    case 'and':
    case 'or':
      return node.nodes.flatMap(wordsOf);
    default:
      return [];
  }
}

const queryCondition = z.strictObject({
  query: z
    .string()
    .max(RULE_QUERY_MAX)
    .superRefine((v, ctx) => {
      const problem = ruleQueryProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((v) => v.trim()),
});
const sentenceCondition = z.strictObject({
  sentence: z
    .string()
    .trim()
    .min(1, ERR_RULE_SENTENCE_EMPTY)
    .max(RULE_QUERY_MAX)
    .refine((v) => sentenceKinds(v).length > 0, ERR_SENTENCE_UNKNOWN),
});
export const ruleConditionSchema = z.union([queryCondition, sentenceCondition], {
  error: 'when is { query } (a search) or { sentence } (in plain words).',
});
export type RuleCondition = z.infer<typeof ruleConditionSchema>;

const id = z.string().min(1).max(200);
const plain = <T extends RuleActionType>(type: T) => z.strictObject({ type: z.literal(type) });

const labelAction = z
  // A label named here may be made, so its name passes what POST /api/labels would ask of it.
  .strictObject({ type: z.literal('label'), labelId: id.optional(), labelName: labelInputSchema.shape.name.optional() })
  .refine((a) => a.labelId !== undefined || a.labelName !== undefined, { message: ERR_RULE_LABEL, path: ['labelId'] });
const snoozeAction = z
  .strictObject({
    type: z.literal('snooze'),
    until: z.iso.datetime({ offset: true, error: 'until is a date and time such as 2026-12-01T09:00:00Z.' }).optional(),
    for: z
      .string()
      .refine((v) => parseSnoozeFor(v) !== null, 'for is a length such as 3d, 2w or 1m.')
      .optional(),
  })
  .refine((a) => (a.until === undefined) !== (a.for === undefined), { message: ERR_RULE_SNOOZE, path: ['for'] });
const moveAction = z.strictObject({ type: z.literal('move'), folder: id });
const forwardAction = z.strictObject({
  type: z.literal('forward'),
  to: z
    .string({ error: ERR_RULE_FORWARD_TO })
    .trim()
    .refine((v) => isValidEmail(v), ERR_RULE_FORWARD_TO),
});
const replyAction = z.strictObject({ type: z.literal('reply'), templateId: id, send: z.boolean().default(false) });

export const ruleActionSchema = z.discriminatedUnion(
  'type',
  [
    labelAction,
    plain('archive'),
    plain('trash'),
    plain('star'),
    plain('read'),
    snoozeAction,
    moveAction,
    forwardAction,
    replyAction,
    plain('toReply'),
    plain('stop'),
  ],
  { error: ERR_RULE_ACTION_TYPE },
);
export type RuleAction = z.infer<typeof ruleActionSchema>;

/** Shown in lists and the history as a label's name is, so held to a label's rule: one line, no control characters. */
const ruleName = z
  .string()
  .transform((v) => v.trim().replace(/\s+/g, ' '))
  .refine((v) => v.length > 0 && v.length <= RULE_NAME_MAX, ERR_RULE_NAME)
  .refine((v) => !CONTROL_CHARACTERS.test(v), ERR_RULE_NAME_CHARACTERS);
const actions = z.array(ruleActionSchema).min(1, ERR_RULE_NO_ACTIONS).max(RULE_ACTIONS_MAX);

export const ruleInputSchema = z.strictObject({
  name: ruleName,
  enabled: z.boolean().default(true),
  accountId: id.nullish(),
  position: z.number().int().min(0).max(10_000).optional(),
  when: ruleConditionSchema,
  actions,
});
export const rulePatchSchema = z.strictObject({
  name: ruleName.optional(),
  enabled: z.boolean().optional(),
  accountId: id.nullish(),
  position: z.number().int().min(0).max(10_000).optional(),
  when: ruleConditionSchema.optional(),
  actions: actions.optional(),
});
export type RuleInput = z.infer<typeof ruleInputSchema>;

export const ruleSchema = z.object({
  id: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  accountId: z.string().nullable(),
  position: z.number(),
  when: ruleConditionSchema,
  actions: z.array(ruleActionSchema),
});
export type Rule = z.infer<typeof ruleSchema>;

/** One action as it was carried out on one message. */
export const ruleEffectSchema = z.object({
  type: z.enum(RULE_ACTION_TYPES),
  ok: z.boolean(),
  /** Why it failed, in words (a forward refused by SMTP...). */
  error: z.string().optional(),
  /** What it did in words: the label's name, the address forwarded to, the draft's id. */
  detail: z.string().optional(),
});
export type RuleEffect = z.infer<typeof ruleEffectSchema>;

export const ruleHistoryItemSchema = z.object({
  id: z.string(),
  runId: z.string().nullable(),
  ruleId: z.string(),
  ruleName: z.string(),
  messageId: z.string(),
  subject: z.string(),
  actions: z.array(ruleEffectSchema),
  at: z.string(),
  undone: z.boolean(),
});
