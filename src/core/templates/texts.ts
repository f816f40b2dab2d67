/**
 * User-visible texts of templates and snippets,
 * written once so the UI shows and the tests assert the same words.
 * A toast is `{ title, description? }`.
 */

export interface ToastText {
  title: string;
  description?: string;
}

export const EMPTY_TEMPLATES = 'No templates yet';
export const EMPTY_SNIPPETS = 'No snippets yet';
export const EMPTY_TEMPLATES_SEARCH = 'No templates found';
export const EMPTY_SNIPPETS_SEARCH = 'No snippets found';
export const TEMPLATES_SEARCH_PLACEHOLDER = 'Search templates & snippets...';
export const TEMPLATES_POPOVER_FOOTER = 'Select a template or snippet to insert it into your email.';

export const CUSTOMIZE_TEMPLATE_TITLE = 'Customize Template';
export const CUSTOMIZE_TEMPLATE_DESCRIPTION = 'Fill in the variables for your template';
export const CUSTOMIZE_TEMPLATE_NO_VARIABLES = 'This template has no variables to customize.';
/** Input placeholder for one variable in the Customize Template dialog. */
export const customizeVariablePlaceholder = (variable: string): string => `Enter ${variable}`;

export const TOAST_REQUIRED_FIELDS: ToastText = {
  title: 'Required fields',
  description: 'Please fill out all required fields.',
};
/** The save error toast; the description is the error's message when there is one. */
export const toastSaveError = (message?: string): ToastText => ({
  title: 'An error occurred',
  description: message && message.trim() ? message : 'Failed to save.',
});

export const TOAST_TEMPLATE_CREATED: ToastText = { title: 'Template created' };
export const TOAST_TEMPLATE_UPDATED: ToastText = { title: 'Template updated' };
export const TOAST_TEMPLATE_DELETED: ToastText = { title: 'Template deleted' };
export const TOAST_SNIPPET_CREATED: ToastText = { title: 'Snippet created' };
export const TOAST_SNIPPET_UPDATED: ToastText = { title: 'Snippet updated' };
export const TOAST_SNIPPET_DELETED: ToastText = { title: 'Snippet deleted' };
export const TOAST_SNIPPET_COPIED: ToastText = { title: 'Snippet copied' };

export const toastTemplateInserted = (name: string): ToastText => ({
  title: 'Template inserted',
  description: `Inserted template: ${name}`,
});
export const toastSnippetInserted = (name: string): ToastText => ({
  title: 'Snippet inserted',
  description: `Inserted snippet: ${name}`,
});
/** Shown in compose when it was opened from a template card. */
export const usingTemplateText = (name: string): string => `Using template: ${name}`;
