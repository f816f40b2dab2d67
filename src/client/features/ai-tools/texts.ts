/** Texts the AI Tools screen shows. */
export const AI_TOOLS_TITLE = 'AI Tools';
export const AI_TOOLS_DESCRIPTION = 'Summarize, analyze, prioritize and draft replies to your email.';
