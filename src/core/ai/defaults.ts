/** Constants with no dependencies, so the browser can import the fallbacks without the language model. */
export const DEFAULT_SUBJECT = 'Email Subject';
