/** /api/templates and /api/snippets: thin handlers that validate and call the template service. */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { CONTROL_CHARACTERS } from '../../core/schemas';
import { TEMPLATE_CATEGORIES } from '../../core/templates/defaults';
import { TOAST_REQUIRED_FIELDS } from '../../core/templates/texts';
import type { AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { limitBody, readId, readJson, readQuery } from '../http/validate';
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

const required = () => new HttpError(400, 'REQUIRED_FIELDS', REQUIRED_FIELDS_MESSAGE);

/**
 * A required text: a string that is not blank after trimming. Names are
 * stored trimmed; content keeps its own layout (a closing's blank lines).
 */
function requiredText(value: unknown, max: number, tooLong: string, trim: boolean): string {
  if (typeof value !== 'string' || value.trim() === '') throw required();
  const kept = trim ? value.trim() : value;
  if (kept.length > max) throw new HttpError(400, 'TOO_LONG', tooLong);
  return kept;
}

/** A name is one line: a pasted line break or escape sequence would break the lists that show it. */
function oneLine(value: string): string {
  if (CONTROL_CHARACTERS.test(value)) throw new HttpError(400, 'INVALID_CHARACTERS', NAME_CONTROL_CHARACTERS_MESSAGE);
  return value;
}

function category(value: unknown) {
  if (value === undefined) return undefined;
  const found = TEMPLATE_CATEGORIES.find((c) => c === value);
  if (!found) throw new HttpError(400, 'INVALID_CATEGORY', CATEGORY_MESSAGE);
  return found;
}

const body = z.record(z.string(), z.unknown());
const searchQuery = z.object({ q: z.string().max(500).optional() });

async function readFields(c: Context, partial: boolean) {
  const input = await readJson(c, body);
  const pick = <T>(key: string, read: (v: unknown) => T): T | undefined =>
    partial && input[key] === undefined ? undefined : read(input[key]);
  return {
    name: pick('name', (v) => oneLine(requiredText(v, TEMPLATE_NAME_MAX, NAME_TOO_LONG_MESSAGE, true))),
    content: pick('content', (v) => requiredText(v, TEMPLATE_CONTENT_MAX, CONTENT_TOO_LONG_MESSAGE, false)),
    category: category(input.category),
  };
}

function defined<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

const tooLarge = limitBody(BODY_LIMIT_BYTES, CONTENT_TOO_LONG_MESSAGE);

export function createTemplateRoutes(templates: TemplateService) {
  const templateId = (c: Context) => readId(c, 'id', templateNotFound);
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const { q } = readQuery(c, searchQuery);
      return c.json(await templates.listTemplates(c.get('user').id, q));
    })
    .post('/', tooLarge, async (c) => {
      const { name, content, category: cat } = await readFields(c, false);
      return c.json(await templates.createTemplate(c.get('user').id, { name: name!, content: content!, category: cat ?? 'Business' }), 201);
    })
    .patch('/:id', tooLarge, async (c) => {
      const id = templateId(c);
      const fields = await readFields(c, true);
      return c.json(await templates.updateTemplate(c.get('user').id, id, defined(fields)));
    })
    .delete('/:id', async (c) => {
      await templates.deleteTemplate(c.get('user').id, templateId(c));
      return c.json({ ok: true });
    });
}

export function createSnippetRoutes(templates: TemplateService) {
  const snippetId = (c: Context) => readId(c, 'id', snippetNotFound);
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const { q } = readQuery(c, searchQuery);
      return c.json(await templates.listSnippets(c.get('user').id, q));
    })
    .post('/', tooLarge, async (c) => {
      const { name, content } = await readFields(c, false);
      return c.json(await templates.createSnippet(c.get('user').id, { name: name!, content: content! }), 201);
    })
    .patch('/:id', tooLarge, async (c) => {
      const id = snippetId(c);
      const { name, content } = await readFields(c, true);
      return c.json(await templates.updateSnippet(c.get('user').id, id, defined({ name, content })));
    })
    .delete('/:id', async (c) => {
      await templates.deleteSnippet(c.get('user').id, snippetId(c));
      return c.json({ ok: true });
    });
}
