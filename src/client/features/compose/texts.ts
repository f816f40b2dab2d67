/** Texts the Compose Email screen shows. */
export const COMPOSE_TITLE = 'Compose Email';
export const COMPOSE_DESCRIPTION = 'Write a new email with templates, scheduled sending, tracking and writing help.';
