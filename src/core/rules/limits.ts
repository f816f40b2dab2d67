/**
 * A rule's limits and action types, and reading a snooze length: plain
 * values the rule editor in the browser shares with the server, kept apart
 * from the zod schemas so the client bundle carries no validator.
 */
export const RULE_ACTION_TYPES = ['label', 'archive', 'trash', 'star', 'read', 'snooze', 'move', 'forward', 'reply', 'toReply', 'stop'] as const;
export type RuleActionType = (typeof RULE_ACTION_TYPES)[number];
export const RULE_NAME_MAX = 120;
export const RULE_QUERY_MAX = 500;
export const RULE_ACTIONS_MAX = 10;
export const RULES_MAX = 200;
/** Split-inbox tabs: how many, and how long a tab's name may be. */
export const SPLITS_MAX = 8;
export const SPLIT_NAME_MAX = 40;

/** A "for" snooze: days, weeks or months (3d, 2w, 1m), as a user says it. */
export function parseSnoozeFor(value: string): { amount: number; unit: 'd' | 'w' | 'm' } | null {
  const match = /^(\d{1,3})([dwm])$/i.exec(value.trim());
  if (!match || Number(match[1]) === 0) return null;
  return { amount: Number(match[1]), unit: match[2]!.toLowerCase() as 'd' | 'w' | 'm' };
}

export function snoozeForUntil(value: string, from: Date): Date | null {
  const parsed = parseSnoozeFor(value);
  if (!parsed) return null;
  const d = new Date(from);
  if (parsed.unit === 'm') d.setUTCMonth(d.getUTCMonth() + parsed.amount);
  else d.setUTCDate(d.getUTCDate() + parsed.amount * (parsed.unit === 'w' ? 7 : 1));
  return d;
}
