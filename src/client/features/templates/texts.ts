/** Texts the Templates & Snippets screen shows (texts the server also uses live in core/templates/texts.ts). */
export const TEMPLATES_TITLE = 'Templates & Snippets';
export const TEMPLATES_DESCRIPTION = 'Save the emails and phrases you write often and reuse them in a keystroke.';
export const TAB_TEMPLATES = 'Templates';
export const TAB_SNIPPETS = 'Snippets';
export const NEW_TEMPLATE = 'New Template';
export const NEW_SNIPPET = 'New Snippet';
export const EDIT_TEMPLATE = 'Edit Template';
export const EDIT_SNIPPET = 'Edit Snippet';
export const TEMPLATE_DIALOG_DESCRIPTION = 'Use {placeholders} for the parts you fill in each time.';
export const SNIPPET_DIALOG_DESCRIPTION = 'A short piece of text you can copy into any email.';
export const FIELD_NAME = 'Name';
export const FIELD_CATEGORY = 'Category';
export const FIELD_CONTENT = 'Content';
export const NAME_PLACEHOLDER = 'e.g. Meeting Request';
export const CONTENT_PLACEHOLDER = 'Hi {name},\n\n...';
export const SAVE = 'Save';
export const CANCEL = 'Cancel';
export const SEARCH_LABEL = 'Search templates and snippets';
export const USE_TEMPLATE_HINT = 'Click a template to write an email with it.';
export const COPY_SNIPPET_HINT = 'Click a snippet to copy it to the clipboard.';
export const LOAD_FAILED = 'Could not load your templates and snippets.';
export const RETRY = 'Try again';
export const CLIPBOARD_FAILED = 'Could not copy to the clipboard.';
export const editLabel = (name: string) => `Edit ${name}`;
export const deleteLabel = (name: string) => `Delete ${name}`;
export const useLabel = (name: string) => `Use ${name}`;
export const TIPS_TITLE = 'Tips';
export const TIPS = [
  'Click a template to start a new email with it; the placeholders become fields you fill in.',
  'Click a snippet to copy it, then paste it anywhere in your message.',
  'Use categories to keep business and personal templates apart.',
  'Search looks at names, categories and content.',
] as const;
export const PLACEHOLDERS_TITLE = 'Common placeholders';
export const PLACEHOLDERS_DESCRIPTION = 'Write them in curly braces; each becomes a field when you use the template.';
