/** /api/ai: the writing helpers, one declared route per operation; each calls the AI service once. */
import { z } from 'zod';
import {
  completionResultSchema, emailAnalysisSchema, priorityResultSchema, replyOptionsSchema, replyResultSchema, smartRepliesResultSchema,
  subjectResultSchema, summaryResultSchema, textResultSchema, toneSchema,
} from '../../core/ai/schemas';
import { NotFound } from '../../core/errors';
import { singleLine } from '../../core/schemas';
import { checked, createRoute, createRouter, errors, json, jsonBody, rule } from '../http/route';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { limitBody, readJsonBody } from '../http/validate';
import type { AiInputs, AiOperation, AiService, StreamedOperation } from './service';
import type { AiSettingsService } from './settings';
import type { Logger } from '../logger';
import {
  ERR_AI_BODY_TOO_LARGE, ERR_CONTENT_FOR_ANALYSIS, ERR_CONTENT_FOR_REPLIES,
  ERR_CONTENT_FOR_SUMMARY, ERR_EMPTY_MESSAGE, ERR_MISSING_SUBJECT, ERR_NO_BODY_FOR_SUBJECT, ERR_NOTHING_TO_ADJUST,
  ERR_NOTHING_TO_COMPLETE, ERR_NOTHING_TO_IMPROVE, RATING_REQUIRED,
} from './texts';

/** 100 KB of text per request. */
export const AI_BODY_LIMIT_BYTES = 100 * 1024;

/** The codes of refused writing requests; the client branches on them, so they are constants, not derived from the texts. */
const CODE = {
  missingText: 'MISSING_TEXT',
  nothingToComplete: 'NOTHING_TO_COMPLETE',
  nothingToImprove: 'NOTHING_TO_IMPROVE',
  cannotGenerateSubject: 'CANNOT_GENERATE_SUBJECT',
  nothingToAdjust: 'NOTHING_TO_ADJUST',
  missingSubject: 'MISSING_SUBJECT',
  emailContentRequired: 'EMAIL_CONTENT_REQUIRED',
  noMessageContent: 'NO_MESSAGE_CONTENT',
  ratingRequired: 'RATING_REQUIRED',
} as const;

/** The text an operation works on: absent (or not text) is MISSING_TEXT, blank is the operation's own refusal; both say what to write. */
const required = (blankCode: string, description: string) =>
  checked<string>((v) => typeof v === 'string', CODE.missingText, description)
    .meta({ type: 'string' })
    .refine((v) => typeof v !== 'string' || v.trim().length > 0, rule(blankCode, description));

const flags = { cache: z.boolean().optional(), log: z.boolean().optional() };
const email = (description: string) => z.object({ emailContent: required(CODE.emailContentRequired, description), ...flags });

const inputs = {
  completion: z.object({ text: required(CODE.nothingToComplete, ERR_NOTHING_TO_COMPLETE), ...flags }),
  improve: z.object({ text: required(CODE.nothingToImprove, ERR_NOTHING_TO_IMPROVE), ...flags }),
  subject: z.object({ body: required(CODE.cannotGenerateSubject, ERR_NO_BODY_FOR_SUBJECT), ...flags }),
  tone: z.object({ text: required(CODE.nothingToAdjust, ERR_NOTHING_TO_ADJUST), tone: toneSchema, ...flags }),
  body: z.object({ subject: required(CODE.missingSubject, ERR_MISSING_SUBJECT), ...flags }),
  summarize: email(ERR_CONTENT_FOR_SUMMARY),
  'smart-replies': email(ERR_CONTENT_FOR_REPLIES),
  analyze: email(ERR_CONTENT_FOR_ANALYSIS),
  prioritize: email(ERR_CONTENT_FOR_ANALYSIS),
  reply: z.object({
    emailContent: required(CODE.noMessageContent, ERR_EMPTY_MESSAGE),
    options: replyOptionsSchema.optional(),
    emailSubject: singleLine(z.string().max(1000)).optional(),
    emailSender: singleLine(z.string().max(1000)).optional(),
    ...flags,
  }),
} satisfies Record<AiOperation, z.ZodType>;

const withId = { id: z.string() };
const outputs = {
  completion: completionResultSchema,
  improve: textResultSchema,
  subject: subjectResultSchema,
  tone: textResultSchema,
  body: textResultSchema,
  summarize: summaryResultSchema,
  'smart-replies': smartRepliesResultSchema.extend(withId),
  analyze: emailAnalysisSchema,
  prioritize: priorityResultSchema,
  reply: replyResultSchema.extend(withId),
} satisfies Record<AiOperation, z.ZodType>;

const SUMMARIES: Record<AiOperation, string> = {
  completion: 'Suggest how the text being written goes on',
  improve: 'Improve the wording of a text',
  subject: 'A subject line for an email body',
  tone: 'Rewrite a text in another tone',
  body: 'Draft an email body for a subject',
  summarize: 'Summarise an email',
  'smart-replies': 'Three short replies to an email',
  analyze: "An email's sender, intent, questions, action items, deadlines, urgency and sentiment",
  prioritize: 'How urgent an email is, with the reason',
  reply: 'A full reply to an email, with the chosen tone and length',
};

const tags = ['ai'];
function operationRoute<P extends `/${AiOperation}`, I extends z.ZodType, O extends z.ZodType>(path: P, input: I, output: O) {
  return createRoute({
    method: 'post',
    path,
    tags,
    summary: SUMMARIES[path.slice(1) as AiOperation],
    middleware: [readJsonBody] as const,
    request: { body: jsonBody(input) },
    responses: { 200: json(output, 'The result'), ...errors(400, 413) },
  });
}

const replyId = singleLine(z.string().min(1).max(200));
const replyUsedSchema = z.object({ replyId, edited: z.boolean().default(false) });
const feedbackSchema = z.object({
  replyId,
  rating: checked<number>(
    (v) => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 5,
    CODE.ratingRequired,
    RATING_REQUIRED,
  ).meta({ type: 'integer', minimum: 1, maximum: 5 }),
  likes: z.string().max(5000).optional(),
  improvements: z.string().max(5000).optional(),
});

const errorCountSchema = z.object({ operation: z.string(), message: z.string(), count: z.number(), firstSeen: z.string(), lastSeen: z.string() });
const errorStatsSchema = z.object({ totalRequests: z.number(), failedRequests: z.number(), lastErrorTime: z.string().nullable() });
const statsSchema = z.object({
  errors: errorStatsSchema,
  errorTracking: z.object({
    lastError: z.object({ timestamp: z.string(), message: z.string(), context: z.string() }).nullable(),
    errorCounts: z.record(z.string(), errorCountSchema),
  }),
  quality: z.object({
    totalReplies: z.number(),
    usedReplies: z.number(),
    editedReplies: z.number(),
    averageConfidence: z.number(),
    humanReviewRequired: z.number(),
    averageRating: z.number(),
  }),
  review: z.array(
    z.object({
      id: z.string(),
      createdAt: z.string(),
      emailSubject: z.string(),
      emailSender: z.string(),
      generatedReply: z.string(),
      confidence: z.number(),
      requiresHumanReview: z.boolean(),
      reviewReason: z.string().nullable(),
    }),
  ),
});

/** A model server's address: http or https, with no user name or password in it (the key has its own field). */
const baseUrlSchema = singleLine(z.string().trim().min(1, 'Enter the base URL of the model server').max(2000))
  .refine((v) => {
    try {
      const url = new URL(v);
      return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password && !url.search && !url.hash;
    } catch {
      return false;
    }
  }, rule('INVALID_BASE_URL', 'The base URL must be an http:// or https:// address such as http://localhost:11434/v1, with no user name, password or query in it'))
  .meta({ type: 'string', format: 'uri' });
const apiKeySchema = singleLine(z.string().max(4096));
const modelNameSchema = singleLine(z.string().trim().min(1, 'Enter the name of the model').max(200));
const settingsInputSchema = z.object({ baseUrl: baseUrlSchema, model: modelNameSchema, apiKey: apiKeySchema.optional() }).strict();
const settingsTestSchema = z.object({ baseUrl: baseUrlSchema, model: modelNameSchema.optional(), apiKey: apiKeySchema.optional() }).strict();
const settingsViewSchema = z.object({
  engine: z.enum(['local', 'model']),
  source: z.enum(['user', 'server', 'local']),
  baseUrl: z.string().optional(),
  model: z.string().optional(),
  hasKey: z.boolean(),
});

const routes = {
  settings: createRoute({
    method: 'get',
    path: '/settings',
    tags,
    summary: 'Which engine writes for this user: their own model, the server\'s, or the local engine (never the key)',
    responses: { 200: json(settingsViewSchema, 'The settings') },
  }),
  saveSettings: createRoute({
    method: 'put',
    path: '/settings',
    tags,
    summary: "Use one's own OpenAI-compatible model server; the key is stored encrypted, and kept when none is given",
    middleware: [readJsonBody],
    request: { body: jsonBody(settingsInputSchema) },
    responses: { 200: json(settingsViewSchema, 'The settings after'), ...errors(400, 413) },
  }),
  removeSettings: createRoute({
    method: 'delete',
    path: '/settings',
    tags,
    summary: "Back to the server's default engine",
    responses: { 200: json(settingsViewSchema, 'The settings after') },
  }),
  testSettings: createRoute({
    method: 'post',
    path: '/settings/test',
    tags,
    summary: "List a model server's models (GET {baseUrl}/models), or say why it cannot be used",
    middleware: [readJsonBody],
    request: { body: jsonBody(settingsTestSchema) },
    responses: { 200: json(z.object({ ok: z.literal(true), models: z.array(z.string()) }), 'The models'), ...errors(400, 413, 422) },
  }),
  stats: createRoute({
    method: 'get',
    path: '/stats',
    tags,
    summary: "The writing helpers' request and error counts, reply quality and replies to review",
    responses: { 200: json(statsSchema, 'The statistics') },
  }),
  clearStats: createRoute({
    method: 'delete',
    path: '/stats',
    tags,
    summary: 'Reset the request and error counts',
    responses: { 200: json(errorStatsSchema, 'The counts after'), ...errors(413) },
  }),
  replyUsed: createRoute({
    method: 'post',
    path: '/reply-used',
    tags,
    summary: 'Record that a generated reply was used, and whether it was edited first',
    middleware: [readJsonBody],
    request: { body: jsonBody(replyUsedSchema) },
    responses: { 200: json(z.object({ id: z.string(), wasUsed: z.literal(true), wasEdited: z.boolean() }), 'Recorded'), ...errors(400, 404, 413) },
  }),
  feedback: createRoute({
    method: 'post',
    path: '/feedback',
    tags,
    summary: 'Rate a generated reply (1 to 5) with optional comments',
    middleware: [readJsonBody],
    request: { body: jsonBody(feedbackSchema) },
    responses: { 200: json(z.object({ id: z.string(), rating: z.number() }), 'Recorded'), ...errors(400, 404, 413) },
  }),
  unknown: createRoute({
    method: 'post',
    path: '/{operation}',
    tags,
    summary: 'Any other operation name: 404 UNKNOWN_OPERATION',
    request: { params: z.object({ operation: z.string() }) },
    responses: { ...errors(404) },
  }),
};

/** The browser asked for the answer as it is written. */
const wantsStream = (c: Context) => (c.req.header('accept') ?? '').includes('text/event-stream');

/**
 * A reply or body as server-sent events: `{ delta }` pieces (and `{ reset }`
 * when a failing model hands over to the local engine midway), then
 * `{ done, result, engine }`.
 */
function streamAnswer<O extends StreamedOperation>(
  c: Context,
  logger: Logger,
  ai: AiService,
  userId: string,
  operation: O,
  input: AiInputs[O],
  flags: { cache?: boolean; log?: boolean },
) {
  return streamSSE(c, async (sse) => {
    // A closed dialog or tab stops the model too: its words would go nowhere.
    const gone = new AbortController();
    sse.onAbort(() => gone.abort());
    let sending = Promise.resolve();
    const send = (payload: unknown) => {
      sending = sending.then(() => sse.writeSSE({ data: JSON.stringify(payload) })).catch(() => undefined);
    };
    try {
      const { output, engine } = await ai.stream(userId, operation, input, flags, send, gone.signal);
      send({ done: true, result: output, engine });
    } catch (error) {
      if (!gone.signal.aborted) {
        // Past the headers there is no error response to send: the event says it, the log keeps it.
        logger.error({ err: error, operation }, 'streamed writing helper failed');
        send({ error: { code: 'INTERNAL_ERROR', message: 'The writing helper stopped unexpectedly. Please try again.' } });
      }
    } finally {
      await sending;
    }
  });
}

export function createAiRoutes(ai: AiService, settings: AiSettingsService, logger: Logger) {
  const router = createRouter();
  // Every /api/ai request, the statistics reset included, is capped before anything reads it.
  router.use('*', limitBody(AI_BODY_LIMIT_BYTES, ERR_AI_BODY_TOO_LARGE));
  // The cache and log flags steer the service; the rest is the operation's input.
  const run = <O extends AiOperation>(operation: O, input: { cache?: boolean; log?: boolean }, userId: string) => {
    const { cache, log, ...rest } = input;
    return ai.run(userId, operation, rest as AiInputs[O], { cache, log });
  };
  const split = <I extends { cache?: boolean; log?: boolean }>(input: I) => {
    const { cache, log, ...rest } = input;
    return { flags: { cache, log }, rest };
  };
  return router
    .openapi(routes.settings, async (c) => c.json(await settings.get(c.get('user').id), 200))
    .openapi(routes.saveSettings, async (c) => {
      const userId = c.get('user').id;
      const saved = await settings.save(userId, c.req.valid('json'));
      await ai.forgetEngine(userId);
      return c.json(saved, 200);
    })
    .openapi(routes.removeSettings, async (c) => {
      const userId = c.get('user').id;
      const view = await settings.remove(userId);
      await ai.forgetEngine(userId);
      return c.json(view, 200);
    })
    .openapi(routes.testSettings, async (c) => c.json(await settings.test(c.get('user').id, c.req.valid('json')), 200))
    .openapi(routes.stats, async (c) => c.json(await ai.stats(c.get('user').id), 200))
    .openapi(routes.clearStats, async (c) => c.json(await ai.clearStats(c.get('user').id), 200))
    .openapi(routes.replyUsed, async (c) => {
      const { replyId, edited } = c.req.valid('json');
      return c.json(await ai.markUsed(c.get('user').id, replyId, edited), 200);
    })
    .openapi(routes.feedback, async (c) => c.json(await ai.feedback(c.get('user').id, c.req.valid('json')), 200))
    .openapi(operationRoute('/completion', inputs['completion'], outputs['completion']), async (c) => c.json(await run('completion', c.req.valid('json'), c.get('user').id), 200))
    .openapi(operationRoute('/improve', inputs['improve'], outputs['improve']), async (c) => c.json(await run('improve', c.req.valid('json'), c.get('user').id), 200))
    .openapi(operationRoute('/subject', inputs['subject'], outputs['subject']), async (c) => c.json(await run('subject', c.req.valid('json'), c.get('user').id), 200))
    .openapi(operationRoute('/tone', inputs['tone'], outputs['tone']), async (c) => c.json(await run('tone', c.req.valid('json'), c.get('user').id), 200))
    .openapi(operationRoute('/body', inputs['body'], outputs['body']), async (c) => {
      if (!wantsStream(c)) return c.json(await run('body', c.req.valid('json'), c.get('user').id), 200);
      const { flags, rest } = split(c.req.valid('json'));
      return streamAnswer(c, logger, ai, c.get('user').id, 'body', rest, flags) as never;
    })
    .openapi(operationRoute('/summarize', inputs['summarize'], outputs['summarize']), async (c) => c.json(await run('summarize', c.req.valid('json'), c.get('user').id), 200))
    .openapi(operationRoute('/smart-replies', inputs['smart-replies'], outputs['smart-replies']), async (c) => c.json(await run('smart-replies', c.req.valid('json'), c.get('user').id), 200))
    .openapi(operationRoute('/analyze', inputs['analyze'], outputs['analyze']), async (c) => c.json(await run('analyze', c.req.valid('json'), c.get('user').id), 200))
    .openapi(operationRoute('/prioritize', inputs['prioritize'], outputs['prioritize']), async (c) => c.json(await run('prioritize', c.req.valid('json'), c.get('user').id), 200))
    .openapi(operationRoute('/reply', inputs['reply'], outputs['reply']), async (c) => {
      if (!wantsStream(c)) return c.json(await run('reply', c.req.valid('json'), c.get('user').id), 200);
      const { flags, rest } = split(c.req.valid('json'));
      return streamAnswer(c, logger, ai, c.get('user').id, 'reply', rest, flags) as never;
    })
    .openapi(routes.unknown, (c) => {
      throw new NotFound('UNKNOWN_OPERATION', `No AI operation named ${c.req.valid('param').operation}.`);
    });
}
