/**
 * Split-inbox tabs: saved searches shown beside the inbox (`from:(@mycompany.com)`,
 * `label:VIP`), each listing the inbox mail its search finds, with its unread count.
 */
import { z } from 'zod';
import { ruleQueryProblem } from '../rules/schemas';
import { SPLIT_NAME_MAX, SPLITS_MAX } from '../rules/limits';

export const ERR_TOO_MANY_SPLITS = `You can have at most ${SPLITS_MAX} split tabs.`;
export const ERR_SPLIT_NAME = `A tab name is 1 to ${SPLIT_NAME_MAX} characters on one line.`;

const name = z
  .string({ error: ERR_SPLIT_NAME })
  .transform((v) => v.trim())
  .refine((v) => v.length > 0 && v.length <= SPLIT_NAME_MAX, ERR_SPLIT_NAME)
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), ERR_SPLIT_NAME);
const query = z
  .string()
  .max(500)
  .superRefine((v, ctx) => {
    const problem = ruleQueryProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((v) => v.trim());

export const splitInputSchema = z.strictObject({ name, query, position: z.number().int().min(0).max(100).optional() });
export const splitPatchSchema = z.strictObject({ name: name.optional(), query: query.optional(), position: z.number().int().min(0).max(100).optional() });
export const splitSchema = z.object({ id: z.string(), name: z.string(), query: z.string(), position: z.number(), unread: z.number() });
export type Split = z.infer<typeof splitSchema>;
