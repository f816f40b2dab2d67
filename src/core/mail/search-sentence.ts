/**
 * Whether what was typed in the search box reads like a sentence the server
 * should interpret (search-interpret.ts). Kept apart from the interpreter so
 * the client can ask without loading chrono.
 */
/** Whether typed text reads like a sentence rather than a query, so the search box offers to interpret it. */
export function readsLikeSentence(text: string): boolean {
  const trimmed = text.trim();
  if (/\b[a-z_]+:\S/i.test(trimmed) || /["(){}]/.test(trimmed)) return false;
  const words = trimmed.split(/\s+/);
  if (words.length < 3) return false;
  return /\b(from|to|sent|with|about|last|this|yesterday|today|since|before|after|ago|unread|starred|attachments?|emails?|messages?|mails?|week|month|year|bigger|larger|smaller)\b/i.test(trimmed);
}
