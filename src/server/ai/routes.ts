/** /api/ai: thin handlers that validate, call the AI service and answer JSON. */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { replyOptionsSchema, toneSchema } from '../../core/ai/schemas';
import type { AppEnv } from '../http/context';
import { Invalid, NotFound } from '../../core/errors';
import { invalidInput } from '../http/route';
import { limitBody, parseJsonText, readJson } from '../http/validate';
import { singleLine } from '../../core/schemas';
import { AI_OPERATIONS, type AiOperation, type AiService } from './service';
import {
  CANNOT_GENERATE_SUBJECT, EMAIL_CONTENT_REQUIRED, ERR_AI_BODY_TOO_LARGE, ERR_CONTENT_FOR_ANALYSIS, ERR_CONTENT_FOR_REPLIES,
  ERR_CONTENT_FOR_SUMMARY, ERR_EMPTY_MESSAGE, ERR_MISSING_SUBJECT, ERR_NO_BODY_FOR_SUBJECT, ERR_NOTHING_TO_ADJUST,
  ERR_NOTHING_TO_COMPLETE, ERR_NOTHING_TO_IMPROVE, MISSING_SUBJECT, NO_MESSAGE_CONTENT, NOTHING_TO_COMPLETE,
  NOTHING_TO_IMPROVE, RATING_REQUIRED,
} from './texts';

/** Spec: 100 KB of text per request. */
export const AI_BODY_LIMIT_BYTES = 100 * 1024;

const code = (title: string) => title.toUpperCase().replace(/[^A-Z]+/g, '_');

/** A string that must have visible content; the refusal carries the spec's title (as code) and description. */
const required = (title: string, description: string) =>
  z.string({ error: description }).refine((s) => s.trim().length > 0, { message: description, params: { title } });

const flags = { cache: z.boolean().optional(), log: z.boolean().optional() };
const email = (title: string, description: string) => z.object({ emailContent: required(title, description), ...flags });

const schemas = {
  completion: z.object({ text: required(NOTHING_TO_COMPLETE, ERR_NOTHING_TO_COMPLETE), ...flags }),
  improve: z.object({ text: required(NOTHING_TO_IMPROVE, ERR_NOTHING_TO_IMPROVE), ...flags }),
  subject: z.object({ body: required(CANNOT_GENERATE_SUBJECT, ERR_NO_BODY_FOR_SUBJECT), ...flags }),
  tone: z.object({ text: required(ERR_NOTHING_TO_ADJUST, ERR_NOTHING_TO_ADJUST), tone: toneSchema, ...flags }),
  body: z.object({ subject: required(MISSING_SUBJECT, ERR_MISSING_SUBJECT), ...flags }),
  summarize: email(EMAIL_CONTENT_REQUIRED, ERR_CONTENT_FOR_SUMMARY),
  'smart-replies': email(EMAIL_CONTENT_REQUIRED, ERR_CONTENT_FOR_REPLIES),
  analyze: email(EMAIL_CONTENT_REQUIRED, ERR_CONTENT_FOR_ANALYSIS),
  prioritize: email(EMAIL_CONTENT_REQUIRED, ERR_CONTENT_FOR_ANALYSIS),
  reply: z.object({
    emailContent: required(NO_MESSAGE_CONTENT, ERR_EMPTY_MESSAGE),
    options: replyOptionsSchema.optional(),
    emailSubject: singleLine(z.string().max(1000)).optional(),
    emailSender: singleLine(z.string().max(1000)).optional(),
    ...flags,
  }),
} satisfies Record<AiOperation, z.ZodType>;

/** Parses with the operation's schema; an empty text answers 400 with the spec's text, anything else the usual validation error. */
async function readInput<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const body = parseJsonText(await c.req.text());
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const title = issue.code === 'custom' ? (issue.params as { title?: string } | undefined)?.title : undefined;
  const isMissingText = title !== undefined || (issue.code === 'invalid_type' && issue.path.length === 1 && issue.path[0] !== 'tone');
  if (isMissingText) throw new Invalid(code(title ?? 'Missing text'), issue.message);
  throw invalidInput(parsed.error);
}

const replyId = singleLine(z.string().min(1).max(200));
const replyUsedSchema = z.object({ replyId, edited: z.boolean().default(false) });
const feedbackSchema = z.object({
  replyId,
  rating: z.number().int().min(1).max(5).optional(),
  likes: z.string().max(5000).optional(),
  improvements: z.string().max(5000).optional(),
});

export function createAiRoutes(ai: AiService) {
  return new Hono<AppEnv>()
    .use('*', limitBody(AI_BODY_LIMIT_BYTES, ERR_AI_BODY_TOO_LARGE))
    .get('/stats', async (c) => c.json(await ai.stats(c.get('user').id)))
    .delete('/stats', async (c) => c.json(await ai.clearStats(c.get('user').id)))
    .post('/reply-used', async (c) => {
      const { replyId, edited } = await readJson(c, replyUsedSchema);
      return c.json(await ai.markUsed(c.get('user').id, replyId, edited));
    })
    .post('/feedback', async (c) => {
      const raw = await readJson(c, feedbackSchema.extend({ rating: z.unknown().optional() }));
      const rating = feedbackSchema.shape.rating.safeParse(raw.rating);
      if (!rating.success || rating.data === undefined) throw new Invalid(code(RATING_REQUIRED), RATING_REQUIRED);
      return c.json(await ai.feedback(c.get('user').id, { ...raw, rating: rating.data }));
    })
    .post('/:operation', async (c) => {
      const operation = c.req.param('operation');
      if (!(AI_OPERATIONS as readonly string[]).includes(operation)) {
        throw new NotFound('UNKNOWN_OPERATION', `No AI operation named ${operation}.`);
      }
      const op = operation as AiOperation;
      const { cache, log, ...input } = (await readInput(c, schemas[op])) as { cache?: boolean; log?: boolean } & Record<string, unknown>;
      return c.json(await ai.run(c.get('user').id, op, input as never, { cache, log }));
    });
}
