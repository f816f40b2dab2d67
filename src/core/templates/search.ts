/**
 * Search over templates and snippets as the page and the compose popover do
 * it: a case-insensitive substring match.
 */

/** The fields of a template the search looks at. */
export interface SearchableTemplate {
  name: string;
  category: string;
  content: string;
}

/** The fields of a snippet the search looks at. */
export interface SearchableSnippet {
  name: string;
  content: string;
}

function matcher(query: string): (field: string) => boolean {
  const needle = query.trim().toLocaleLowerCase();
  return (field) => field.toLocaleLowerCase().includes(needle);
}

/**
 * Keeps the templates whose name, category or content contains `query`,
 * ignoring case. A blank query keeps everything. Order is preserved.
 */
export function filterTemplates<T extends SearchableTemplate>(templates: readonly T[], query: string): T[] {
  const has = matcher(query);
  return templates.filter((t) => has(t.name) || has(t.category) || has(t.content));
}

/**
 * Keeps the snippets whose name or content contains `query`, ignoring case.
 * A blank query keeps everything. Order is preserved.
 */
export function filterSnippets<S extends SearchableSnippet>(snippets: readonly S[], query: string): S[] {
  const has = matcher(query);
  return snippets.filter((s) => has(s.name) || has(s.content));
}
