/** Texts the Templates & Snippets screen shows. */
export const TEMPLATES_TITLE = 'Templates & Snippets';
export const TEMPLATES_DESCRIPTION = 'Save the emails and phrases you write often and reuse them in a keystroke.';
