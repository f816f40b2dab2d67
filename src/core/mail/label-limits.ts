/**
 * The user's labels as plain values the browser shares with the server:
 * their id prefix, name length and colours. Kept apart from the zod schemas
 * (labels.ts) so the client bundle carries no validator.
 */
export const LABEL_ID_PREFIX = 'lbl_';
export const LABEL_NAME_MAX = 60;
/** More labels than anyone sorts by; a sidebar past this is unusable anyway. */
export const LABELS_MAX = 500;

/** The colours offered: readable as a chip on white and on the dark theme. */
export const LABEL_COLORS = ['gray', 'red', 'orange', 'amber', 'green', 'teal', 'blue', 'indigo', 'purple', 'pink'] as const;
export type LabelColor = (typeof LABEL_COLORS)[number];
export const DEFAULT_LABEL_COLOR: LabelColor = 'blue';

export function isUserLabelId(value: string): boolean {
  return value.startsWith(LABEL_ID_PREFIX);
}

/** Only the user's own labels of a message's label array (no INBOX, UNREAD, Gmail system ids...). */
export function userLabelIds(labels: readonly string[]): string[] {
  return labels.filter(isUserLabelId);
}
