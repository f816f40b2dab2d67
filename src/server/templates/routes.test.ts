import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SNIPPETS, DEFAULT_TEMPLATES } from '../../core/templates/defaults';
import { createTestContext, dbKinds, type TestContext, type TestUser } from '../../../tests/helpers/test-app';
import { CATEGORY_MESSAGE, REQUIRED_FIELDS_MESSAGE, TEMPLATE_CONTENT_MAX, TEMPLATE_NAME_MAX } from './routes';
import type { SnippetDto, TemplateDto } from './service';

describe.each(dbKinds())('templates and snippets on %s', (kind) => {
  let t: TestContext;
  let ada: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await createTestContext(kind);
    ada = await t.signUp({ name: 'Ada Lovelace' });
    bob = await t.signUp({ name: 'Bob Builder' });
  });
  afterAll(() => t.close());

  const listTemplates = async (user: TestUser, q?: string) => {
    const res = await t.request(`/api/templates${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`, { user });
    expect(res.status).toBe(200);
    return (await res.json()) as TemplateDto[];
  };
  const listSnippets = async (user: TestUser, q?: string) => {
    const res = await t.request(`/api/snippets${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`, { user });
    expect(res.status).toBe(200);
    return (await res.json()) as SnippetDto[];
  };
  const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

  it('seeds every new account with the three default templates and three snippets', async () => {
    const templates = await listTemplates(ada);
    expect(templates.map((x) => x.name)).toEqual(DEFAULT_TEMPLATES.map((x) => x.name));
    expect(templates.map((x) => x.category)).toEqual(DEFAULT_TEMPLATES.map((x) => x.category));
    expect(templates[0]!.content).toBe(DEFAULT_TEMPLATES[0]!.content);
    const snippets = await listSnippets(ada);
    expect(snippets.map((x) => x.name)).toEqual(DEFAULT_SNIPPETS.map((x) => x.name));
    expect((await listTemplates(bob)).map((x) => x.name)).toEqual(DEFAULT_TEMPLATES.map((x) => x.name));
  });

  it('creates a template with Business as the default category, then edits and deletes it', async () => {
    const created = await t.request('/api/templates', { user: ada, json: { name: '  Invoice reminder ', content: 'Dear {name}, invoice {number} is due.' } });
    expect(created.status).toBe(201);
    const template = (await created.json()) as TemplateDto;
    expect(template).toMatchObject({ name: 'Invoice reminder', category: 'Business', content: 'Dear {name}, invoice {number} is due.' });

    const edited = await t.request(`/api/templates/${template.id}`, { user: ada, method: 'PATCH', json: { category: 'Other', content: 'Updated body' } });
    expect(edited.status).toBe(200);
    const after = (await edited.json()) as TemplateDto;
    expect(after).toMatchObject({ name: 'Invoice reminder', category: 'Other', content: 'Updated body' });
    expect(new Date(after.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(template.updatedAt).getTime());
    expect((await listTemplates(ada)).find((x) => x.id === template.id)?.content).toBe('Updated body');

    const deleted = await t.request(`/api/templates/${template.id}`, { user: ada, method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect((await listTemplates(ada)).some((x) => x.id === template.id)).toBe(false);
    expect((await t.request(`/api/templates/${template.id}`, { user: ada, method: 'DELETE' })).status).toBe(404);
  });

  it('creates, edits and deletes a snippet', async () => {
    const created = await t.request('/api/snippets', { user: ada, json: { name: 'Signature', content: 'Cheers,\nAda' } });
    expect(created.status).toBe(201);
    const snippet = (await created.json()) as SnippetDto;
    expect(snippet).toMatchObject({ name: 'Signature', content: 'Cheers,\nAda' });
    const edited = await t.request(`/api/snippets/${snippet.id}`, { user: ada, method: 'PATCH', json: { name: 'Sign-off' } });
    expect(await edited.json()).toMatchObject({ name: 'Sign-off', content: 'Cheers,\nAda' });
    expect((await t.request(`/api/snippets/${snippet.id}`, { user: ada, method: 'DELETE' })).status).toBe(200);
    expect((await listSnippets(ada)).some((x) => x.id === snippet.id)).toBe(false);
  });

  it('refuses blank or missing name and content with the required-fields message and writes nothing', async () => {
    const before = (await listTemplates(ada)).length;
    for (const json of [{ name: '   ', content: 'x' }, { name: 'x', content: '\n\t ' }, { content: 'x' }, {}, { name: 5, content: 'x' }, { name: 'x', content: ['a'] }]) {
      const res = await t.request('/api/templates', { user: ada, json });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toBe(REQUIRED_FIELDS_MESSAGE);
      const snip = await t.request('/api/snippets', { user: ada, json });
      expect(snip.status).toBe(400);
      expect((await errorOf(snip)).message).toBe(REQUIRED_FIELDS_MESSAGE);
    }
    const [first] = await listTemplates(ada);
    const blanked = await t.request(`/api/templates/${first!.id}`, { user: ada, method: 'PATCH', json: { name: ' ' } });
    expect(blanked.status).toBe(400);
    expect((await errorOf(blanked)).message).toBe(REQUIRED_FIELDS_MESSAGE);
    expect((await listTemplates(ada)).length).toBe(before);
    expect((await listTemplates(ada))[0]!.name).toBe(first!.name);
  });

  it('accepts only the four categories', async () => {
    for (const category of ['Business', 'Personal', 'Follow-up', 'Other']) {
      const res = await t.request('/api/templates', { user: ada, json: { name: `Cat ${category}`, content: 'c', category } });
      expect(res.status).toBe(201);
      expect(((await res.json()) as TemplateDto).category).toBe(category);
    }
    for (const category of ['business', 'Spam', 3, null]) {
      const res = await t.request('/api/templates', { user: ada, json: { name: 'Bad', content: 'c', category } });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toBe(CATEGORY_MESSAGE);
    }
  });

  it('refuses oversize names and content, and malformed or non-object JSON', async () => {
    const longName = await t.request('/api/templates', { user: ada, json: { name: 'n'.repeat(TEMPLATE_NAME_MAX + 1), content: 'c' } });
    expect(longName.status).toBe(400);
    const longContent = await t.request('/api/snippets', { user: ada, json: { name: 'n', content: 'c'.repeat(TEMPLATE_CONTENT_MAX + 1) } });
    expect(longContent.status).toBe(400);
    const fits = await t.request('/api/snippets', { user: ada, json: { name: 'n', content: 'c'.repeat(TEMPLATE_CONTENT_MAX) } });
    expect(fits.status).toBe(201);
    const huge = await t.request('/api/templates', { user: ada, json: { name: 'n', content: 'c'.repeat(2_000_000) } });
    expect(huge.status).toBe(413);
    const malformed = await t.request('/api/templates', {
      user: ada,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name": "x", ',
    });
    expect(malformed.status).toBe(400);
    expect((await errorOf(malformed)).code).toBe('INVALID_JSON');
    for (const json of [[], 'text', 42]) {
      expect((await t.request('/api/snippets', { user: ada, json })).status).toBe(400);
    }
  });

  it('searches templates by name, category and content, and snippets by name and content, ignoring case', async () => {
    await t.request('/api/templates', { user: bob, json: { name: 'Quarterly 100%_report', content: 'Numbers for {company}', category: 'Personal' } });
    expect((await listTemplates(bob, 'MEETING')).map((x) => x.name)).toEqual(['Meeting Request']);
    expect((await listTemplates(bob, 'follow-UP')).map((x) => x.name)).toEqual(['Follow-up Email']);
    expect((await listTemplates(bob, 'personal')).map((x) => x.name)).toEqual(['Thank You', 'Quarterly 100%_report']);
    expect((await listTemplates(bob, 'numbers for')).map((x) => x.name)).toEqual(['Quarterly 100%_report']);
    expect((await listTemplates(bob, '%_')).map((x) => x.name)).toEqual(['Quarterly 100%_report']);
    expect(await listTemplates(bob, 'zebra')).toEqual([]);
    expect(await listTemplates(bob, '  ')).toHaveLength(4);
    expect((await listSnippets(bob, 'closing')).map((x) => x.name)).toEqual(['Professional Closing']);
    expect((await listSnippets(bob, 'FRIDAY')).map((x) => x.name)).toEqual(['Meeting Availability']);
    expect((await listSnippets(ada, 'zebra'))).toEqual([]);
    const longQuery = await t.request(`/api/templates?q=${'a'.repeat(600)}`, { user: bob });
    expect(longQuery.status).toBe(400);
  });

  it("answers 404 to another user for every template and snippet id, and never lists them", async () => {
    const [template] = await listTemplates(ada);
    const [snippet] = await listSnippets(ada);
    for (const [path, id] of [['templates', template!.id], ['snippets', snippet!.id]] as const) {
      const patch = await t.request(`/api/${path}/${id}`, { user: bob, method: 'PATCH', json: { name: 'Stolen' } });
      expect(patch.status).toBe(404);
      const del = await t.request(`/api/${path}/${id}`, { user: bob, method: 'DELETE' });
      expect(del.status).toBe(404);
      expect((await t.request(`/api/${path}/..%2F${id}`, { user: bob, method: 'DELETE' })).status).toBe(404);
    }
    expect((await listTemplates(bob)).some((x) => x.id === template!.id)).toBe(false);
    expect((await listSnippets(bob)).some((x) => x.id === snippet!.id)).toBe(false);
    expect((await listTemplates(ada)).find((x) => x.id === template!.id)?.name).toBe(template!.name);
    expect((await listSnippets(ada)).find((x) => x.id === snippet!.id)?.name).toBe(snippet!.name);
  });

  it('requires a session', async () => {
    expect((await t.request('/api/templates')).status).toBe(401);
    expect((await t.request('/api/snippets', { json: { name: 'a', content: 'b' } })).status).toBe(401);
  });
});
