/**
 * Templates and snippets, per user: CRUD, search (the core's semantics:
 * case-insensitive substring over template name, category and content, and
 * over snippet name and content) and the defaults every new account gets.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { DEFAULT_SNIPPETS, DEFAULT_TEMPLATES, type TemplateCategory } from '../../core/templates/defaults';
import type { Database } from '../db/open';
import { snippet, template } from '../db/schema/templates';
import { NotFound } from '../../core/errors';

export const TEMPLATE_NOT_FOUND = 'Template not found';
export const SNIPPET_NOT_FOUND = 'Snippet not found';
export const templateNotFound = () => new NotFound('TEMPLATE_NOT_FOUND', TEMPLATE_NOT_FOUND);
export const snippetNotFound = () => new NotFound('SNIPPET_NOT_FOUND', SNIPPET_NOT_FOUND);

export type Template = typeof template.$inferSelect;
export type Snippet = typeof snippet.$inferSelect;

export interface TemplateInput {
  name: string;
  category: TemplateCategory;
  content: string;
}
export interface SnippetInput {
  name: string;
  content: string;
}

/** A LIKE pattern matching `query` literally anywhere (%, _ and \ escaped). */
function containsPattern(query: string): string {
  return `%${query.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

function toTemplate(row: Template) {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
function toSnippet(row: Snippet) {
  return {
    id: row.id,
    name: row.name,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
export type TemplateDto = ReturnType<typeof toTemplate>;
export type SnippetDto = ReturnType<typeof toSnippet>;

export class TemplateService {
  constructor(private readonly db: Database) {}

  /** Gives a new account the three default templates and three snippets. */
  async onUserCreated(user: { id: string }) {
    // Distinct, increasing timestamps keep the seeded order on the page.
    const base = Date.now();
    await this.db.transaction(async (tx) => {
      await tx.insert(template).values(
        DEFAULT_TEMPLATES.map((t, i) => ({
          id: randomUUID(),
          userId: user.id,
          ...t,
          createdAt: new Date(base + i),
          updatedAt: new Date(base + i),
        })),
      );
      await tx.insert(snippet).values(
        DEFAULT_SNIPPETS.map((s, i) => ({
          id: randomUUID(),
          userId: user.id,
          ...s,
          createdAt: new Date(base + i),
          updatedAt: new Date(base + i),
        })),
      );
    });
  }

  async listTemplates(userId: string, query?: string): Promise<TemplateDto[]> {
    const q = query?.trim();
    const where: SQL | undefined = q
      ? and(
          eq(template.userId, userId),
          or(
            ilike(template.name, containsPattern(q)),
            ilike(template.category, containsPattern(q)),
            ilike(template.content, containsPattern(q)),
          ),
        )
      : eq(template.userId, userId);
    const rows = await this.db.select().from(template).where(where).orderBy(asc(template.createdAt), asc(template.id));
    return rows.map(toTemplate);
  }

  async createTemplate(userId: string, input: TemplateInput): Promise<TemplateDto> {
    const now = new Date();
    const [row] = await this.db
      .insert(template)
      .values({ id: randomUUID(), userId, ...input, createdAt: now, updatedAt: now })
      .returning();
    return toTemplate(row!);
  }

  async updateTemplate(userId: string, id: string, input: Partial<TemplateInput>): Promise<TemplateDto> {
    const [row] = await this.db
      .update(template)
      .set({ ...input, updatedAt: new Date() })
      .where(and(eq(template.id, id), eq(template.userId, userId)))
      .returning();
    if (!row) throw templateNotFound();
    return toTemplate(row);
  }

  async deleteTemplate(userId: string, id: string): Promise<void> {
    const rows = await this.db
      .delete(template)
      .where(and(eq(template.id, id), eq(template.userId, userId)))
      .returning({ id: template.id });
    if (rows.length === 0) throw templateNotFound();
  }

  async listSnippets(userId: string, query?: string): Promise<SnippetDto[]> {
    const q = query?.trim();
    const where: SQL | undefined = q
      ? and(eq(snippet.userId, userId), or(ilike(snippet.name, containsPattern(q)), ilike(snippet.content, containsPattern(q))))
      : eq(snippet.userId, userId);
    const rows = await this.db.select().from(snippet).where(where).orderBy(asc(snippet.createdAt), asc(snippet.id));
    return rows.map(toSnippet);
  }

  async createSnippet(userId: string, input: SnippetInput): Promise<SnippetDto> {
    const now = new Date();
    const [row] = await this.db
      .insert(snippet)
      .values({ id: randomUUID(), userId, ...input, createdAt: now, updatedAt: now })
      .returning();
    return toSnippet(row!);
  }

  async updateSnippet(userId: string, id: string, input: Partial<SnippetInput>): Promise<SnippetDto> {
    const [row] = await this.db
      .update(snippet)
      .set({ ...input, updatedAt: new Date() })
      .where(and(eq(snippet.id, id), eq(snippet.userId, userId)))
      .returning();
    if (!row) throw snippetNotFound();
    return toSnippet(row);
  }

  async deleteSnippet(userId: string, id: string): Promise<void> {
    const rows = await this.db
      .delete(snippet)
      .where(and(eq(snippet.id, id), eq(snippet.userId, userId)))
      .returning({ id: snippet.id });
    if (rows.length === 0) throw snippetNotFound();
  }
}
