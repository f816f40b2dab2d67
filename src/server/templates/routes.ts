/** /api/templates and /api/snippets: thin handlers that validate and call the template service. */
import { z } from 'zod';
import type { DomainError } from '../../core/errors';
import { CONTROL_CHARACTERS } from '../../core/schemas';
import { TEMPLATE_CATEGORIES, type TemplateCategory } from '../../core/templates/defaults';
import { TOAST_REQUIRED_FIELDS } from '../../core/templates/texts';
import { bodyOf, checked, createRoute, createRouter, errors, json, jsonBody, pathId, queryChecks, rule } from '../http/route';
import { snippetNotFound, templateNotFound, type TemplateService } from './service';

export const TEMPLATE_NAME_MAX = 200;
/** 50 KB of content, counted in characters. */
export const TEMPLATE_CONTENT_MAX = 50 * 1024;
/** Content cap plus room for JSON escaping of every character. */
const BODY_LIMIT_BYTES = 6 * TEMPLATE_CONTENT_MAX + 4096;

/** "Required fields: Please fill out all required fields." as the API's message. */
export const REQUIRED_FIELDS_MESSAGE = `${TOAST_REQUIRED_FIELDS.title}: ${TOAST_REQUIRED_FIELDS.description}`;
export const CATEGORY_MESSAGE = `Category must be one of ${TEMPLATE_CATEGORIES.join(', ')}.`;
export const NAME_TOO_LONG_MESSAGE = `Name must be at most ${TEMPLATE_NAME_MAX} characters.`;
export const CONTENT_TOO_LONG_MESSAGE = `Content must be at most ${TEMPLATE_CONTENT_MAX / 1024} KB.`;
export const NAME_CONTROL_CHARACTERS_MESSAGE = 'Name must not contain line breaks or control characters.';

const TEXT = { type: 'string' } as const;

/** A required text: a string that is not blank after trimming; names are stored trimmed, content keeps its own layout. */
function requiredText(max: number, tooLong: string, trim: boolean) {
  return checked<string>((v) => typeof v === 'string' && v.trim() !== '', 'REQUIRED_FIELDS', REQUIRED_FIELDS_MESSAGE)
    .meta(TEXT)
    .pipe(z.string().transform((v) => (trim ? v.trim() : v)))
    .refine((v) => v.length <= max, rule('TOO_LONG', tooLong));
}

/** A name is one line: a pasted line break or escape sequence would break the lists that show it. */
const name = requiredText(TEMPLATE_NAME_MAX, NAME_TOO_LONG_MESSAGE, true).refine(
  (v) => !CONTROL_CHARACTERS.test(v),
  rule('INVALID_CHARACTERS', NAME_CONTROL_CHARACTERS_MESSAGE),
);
const content = requiredText(TEMPLATE_CONTENT_MAX, CONTENT_TOO_LONG_MESSAGE, false);
const category = checked<TemplateCategory>(
  (v) => TEMPLATE_CATEGORIES.includes(v as TemplateCategory),
  'INVALID_CATEGORY',
  CATEGORY_MESSAGE,
).meta({ type: 'string', enum: [...TEMPLATE_CATEGORIES] });

const templateInput = z.object({ name, content, category: category.optional() });
const templatePatch = templateInput.partial();
const snippetInput = z.object({ name, content });
const snippetPatch = snippetInput.partial();
const searchQuery = z.object({ q: z.string().max(500).optional() });

const templateSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(TEMPLATE_CATEGORIES),
  content: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
const snippetSchema = templateSchema.omit({ category: true });
const deleted = z.object({ ok: z.literal(true) });

function defined<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

const body = () => bodyOf(BODY_LIMIT_BYTES, CONTENT_TOO_LONG_MESSAGE);

function crudRoutes<Item extends z.ZodType, Input extends z.ZodType, Patch extends z.ZodType>(options: {
  tag: string;
  item: Item;
  input: Input;
  patch: Patch;
  notFound: () => DomainError;
}) {
  const { tag, item, input, patch } = options;
  const tags = [tag];
  const params = z.object({ id: pathId(options.notFound) });
  return {
    list: createRoute({
      method: 'get',
      path: '/',
      tags,
      summary: `The user's ${tag}, filtered by q`,
      middleware: queryChecks,
      request: { query: searchQuery },
      responses: { 200: json(z.array(item), `The ${tag}`), ...errors(400) },
    }),
    create: createRoute({
      method: 'post',
      path: '/',
      tags,
      summary: `Create one of the user's ${tag}`,
      middleware: body(),
      request: { body: jsonBody(input) },
      responses: { 201: json(item, 'Created'), ...errors(400, 413) },
    }),
    update: createRoute({
      method: 'patch',
      path: '/{id}',
      tags,
      summary: `Change one of the user's ${tag}`,
      middleware: body(),
      request: { params, body: jsonBody(patch) },
      responses: { 200: json(item, 'Changed'), ...errors(400, 404, 413) },
    }),
    remove: createRoute({
      method: 'delete',
      path: '/{id}',
      tags,
      summary: `Delete one of the user's ${tag}`,
      request: { params },
      responses: { 200: json(deleted, 'Deleted'), ...errors(404) },
    }),
  };
}

const templateRoutes = crudRoutes({ tag: 'templates', item: templateSchema, input: templateInput, patch: templatePatch, notFound: templateNotFound });
const snippetRoutes = crudRoutes({ tag: 'snippets', item: snippetSchema, input: snippetInput, patch: snippetPatch, notFound: snippetNotFound });

export function createTemplateRoutes(templates: TemplateService) {
  const r = templateRoutes;
  return createRouter()
    .openapi(r.list, async (c) => c.json(await templates.listTemplates(c.get('user').id, c.req.valid('query').q), 200))
    .openapi(r.create, async (c) => {
      const { category: cat, ...fields } = c.req.valid('json');
      return c.json(await templates.createTemplate(c.get('user').id, { ...fields, category: cat ?? 'Business' }), 201);
    })
    .openapi(r.update, async (c) =>
      c.json(await templates.updateTemplate(c.get('user').id, c.req.valid('param').id, defined(c.req.valid('json'))), 200),
    )
    .openapi(r.remove, async (c) => {
      await templates.deleteTemplate(c.get('user').id, c.req.valid('param').id);
      return c.json({ ok: true as const }, 200);
    });
}

export function createSnippetRoutes(templates: TemplateService) {
  const r = snippetRoutes;
  return createRouter()
    .openapi(r.list, async (c) => c.json(await templates.listSnippets(c.get('user').id, c.req.valid('query').q), 200))
    .openapi(r.create, async (c) => c.json(await templates.createSnippet(c.get('user').id, c.req.valid('json')), 201))
    .openapi(r.update, async (c) =>
      c.json(await templates.updateSnippet(c.get('user').id, c.req.valid('param').id, defined(c.req.valid('json'))), 200),
    )
    .openapi(r.remove, async (c) => {
      await templates.deleteSnippet(c.get('user').id, c.req.valid('param').id);
      return c.json({ ok: true as const }, 200);
    });
}
