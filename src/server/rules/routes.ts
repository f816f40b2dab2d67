/** /api/rules: the user's rules, what they would do to existing mail, their history and its undo; each handler one call to the rule service. */
import { attachmentDisposition } from '../http/download';
import { z } from 'zod';
import { mailItemSchema } from '../../core/mail/schemas';
import { ruleActionSchema, ruleConditionSchema, ruleHistoryItemSchema, ruleInputSchema, rulePatchSchema, ruleSchema } from '../../core/rules/schemas';
import { NotFound } from '../../core/errors';
import { limitBody } from '../http/validate';
import { bodyOf, createRoute, createRouter, errors, json, jsonBody, pathId, queryChecks } from '../http/route';
import { ruleNotFound, type RuleService } from './service';

const tags = ['rules'];
const RULE_BODY_LIMIT_BYTES = 32 * 1024;
const IMPORT_LIMIT_BYTES = 1024 * 1024;
const params = z.object({ id: pathId(ruleNotFound) });

const routes = {
  list: createRoute({
    method: 'get',
    path: '/',
    tags,
    summary: "The user's rules in the order they run",
    responses: { 200: json(z.object({ rules: z.array(ruleSchema) }), 'The rules'), ...errors(401) },
  }),
  create: createRoute({
    method: 'post',
    path: '/',
    tags,
    summary: 'Make a rule: a condition (a search, or a sentence the writing engine judges) and actions in order; it runs on mail that arrives from now on',
    middleware: bodyOf(RULE_BODY_LIMIT_BYTES),
    request: { body: jsonBody(ruleInputSchema) },
    responses: { 201: json(ruleSchema, 'Made'), ...errors(400, 401, 413) },
  }),
  interpret: createRoute({
    method: 'post',
    path: '/interpret',
    tags,
    summary: 'A rule written in one sentence, read as the condition and actions the editor shows; nothing is saved',
    middleware: bodyOf(RULE_BODY_LIMIT_BYTES),
    request: { body: jsonBody(z.strictObject({ text: z.string().trim().min(1, 'text is the sentence to read.').max(500) })) },
    responses: {
      200: json(z.object({ rule: z.object({ name: z.string(), when: ruleConditionSchema, actions: z.array(ruleActionSchema) }), explanation: z.string() }), 'The rule it reads as'),
      ...errors(400, 401, 413, 422),
    },
  }),
  exportRules: createRoute({
    method: 'get',
    path: '/export',
    tags,
    summary: "The rules as Gmail's filter export (mailFilters.xml; rules with a search condition) or as a Sieve script (RFC 5228) for an IMAP server",
    middleware: queryChecks,
    request: { query: z.object({ format: z.enum(['gmail', 'sieve'], { error: 'format is gmail or sieve.' }) }) },
    responses: { 200: { description: 'The file, as a download' }, ...errors(400, 401) },
  }),
  importRules: createRoute({
    method: 'post',
    path: '/import',
    tags,
    summary: "Gmail's filter export (mailFilters.xml) as rules, after the user's own; labels it names are made when missing",
    middleware: [limitBody(IMPORT_LIMIT_BYTES, 'A filter file is at most 1 MB.')],
    request: { body: { content: { 'application/xml': { schema: z.string() } }, required: true } },
    responses: { 200: json(z.object({ imported: z.number(), skipped: z.number() }), 'How many rules were made'), ...errors(400, 401, 413) },
  }),
  update: createRoute({
    method: 'patch',
    path: '/{id}',
    tags,
    summary: 'Change a rule: rename, turn on or off, move in the order, change its condition or actions',
    middleware: bodyOf(RULE_BODY_LIMIT_BYTES),
    request: { params, body: jsonBody(rulePatchSchema) },
    responses: { 200: json(ruleSchema, 'Changed'), ...errors(400, 401, 404, 413) },
  }),
  remove: createRoute({
    method: 'delete',
    path: '/{id}',
    tags,
    summary: 'Delete a rule (and its history)',
    request: { params },
    responses: { 204: { description: 'Deleted' }, ...errors(401, 404) },
  }),
  preview: createRoute({
    method: 'post',
    path: '/{id}/preview',
    tags,
    summary: 'The existing mail the rule matches now (up to 1,000 counted, the first 50 listed), changing nothing',
    request: { params },
    responses: { 200: json(z.object({ total: z.number(), items: z.array(mailItemSchema) }), 'What it would act on'), ...errors(401, 404) },
  }),
  apply: createRoute({
    method: 'post',
    path: '/{id}/apply',
    tags,
    summary: 'Run the rule on the existing mail it matches now; the run can be undone as a whole',
    request: { params },
    responses: { 200: json(z.object({ runId: z.string(), affected: z.number() }), 'What it did'), ...errors(401, 404) },
  }),
  history: createRoute({
    method: 'get',
    path: '/history',
    tags,
    summary: 'What the rules did, newest first, 25 a page',
    middleware: queryChecks,
    request: { query: z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) }) },
    responses: { 200: json(z.object({ items: z.array(ruleHistoryItemSchema), total: z.number() }), 'The history'), ...errors(400, 401) },
  }),
  undoEntry: createRoute({
    method: 'post',
    path: '/history/{id}/undo',
    tags,
    summary: "Undo one rule's work on one message: its labels, folder and flags as they were",
    request: { params: z.object({ id: pathId(() => new NotFound('RULE_HISTORY_NOT_FOUND', 'This history entry could not be found.')) }) },
    responses: { 200: json(z.object({ undone: z.number() }), 'How many entries were undone'), ...errors(401, 404, 502) },
  }),
  undoRun: createRoute({
    method: 'post',
    path: '/runs/{runId}/undo',
    tags,
    summary: 'Undo a whole "apply to existing mail" run',
    request: { params: z.object({ runId: pathId(() => new NotFound('RULE_RUN_NOT_FOUND', 'This run could not be found.')) }) },
    responses: { 200: json(z.object({ undone: z.number() }), 'How many entries were undone'), ...errors(401, 404, 502) },
  }),
};

export function createRuleRoutes(rules: RuleService) {
  return createRouter()
    .openapi(routes.list, async (c) => c.json(await rules.list(c.get('user').id), 200))
    .openapi(routes.create, async (c) => c.json(await rules.create(c.get('user').id, c.req.valid('json')), 201))
    .openapi(routes.interpret, async (c) => c.json(await rules.interpret(c.get('user'), c.req.valid('json').text), 200))
    .openapi(routes.exportRules, async (c) => {
      const format = c.req.valid('query').format;
      const text = await rules.exportRules(c.get('user'), format);
      const filename = format === 'gmail' ? 'mailFilters.xml' : 'email-buddy.sieve';
      return c.body(text, 200, {
        'Content-Type': format === 'gmail' ? 'application/xml; charset=utf-8' : 'application/sieve; charset=utf-8',
        'Content-Disposition': attachmentDisposition(filename),
      });
    })
    .openapi(routes.importRules, async (c) => c.json(await rules.importGmail(c.get('user'), await c.req.text()), 200))
    .openapi(routes.history, async (c) => c.json(await rules.history(c.get('user').id, c.req.valid('query').page), 200))
    .openapi(routes.update, async (c) => c.json(await rules.update(c.get('user').id, c.req.valid('param').id, c.req.valid('json')), 200))
    .openapi(routes.remove, async (c) => {
      await rules.remove(c.get('user').id, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(routes.preview, async (c) => c.json(await rules.preview(c.get('user'), c.req.valid('param').id), 200))
    .openapi(routes.apply, async (c) => c.json(await rules.apply(c.get('user'), c.req.valid('param').id), 200))
    .openapi(routes.undoEntry, async (c) => c.json(await rules.undo(c.get('user'), { id: c.req.valid('param').id }), 200))
    .openapi(routes.undoRun, async (c) => c.json(await rules.undo(c.get('user'), { runId: c.req.valid('param').runId }), 200));
}
