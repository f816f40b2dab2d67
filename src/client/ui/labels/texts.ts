/** Texts of the label pieces shared by the dashboard and the message view (the server's own texts live in core/mail/labels.ts). */
import type { LabelColor } from '../../../core/mail/label-limits';

export const LABELS = 'Labels';
export const NEW_LABEL = 'New label';
export const NEW_LABEL_MENU = 'New label…';
export const LABEL_AS = 'Label as';
export const EDIT_LABEL = 'Edit label';
export const DELETE_LABEL = 'Delete label';
export const NEW_LABEL_DESCRIPTION = 'Sort mail your way: a label can sit on any message, beside its folder.';
export const EDIT_LABEL_DESCRIPTION = 'Rename the label or give it another colour; its messages keep it.';
export const FIELD_NAME = 'Name';
export const NAME_PLACEHOLDER = 'e.g. Receipts';
export const FIELD_COLOR = 'Color';
export const CREATE = 'Create';
export const SAVE = 'Save';
export const CANCEL = 'Cancel';
export const DELETE = 'Delete';
export const COLOR_NAMES: Record<LabelColor, string> = {
  gray: 'Gray',
  red: 'Red',
  orange: 'Orange',
  amber: 'Amber',
  green: 'Green',
  teal: 'Teal',
  blue: 'Blue',
  indigo: 'Indigo',
  purple: 'Purple',
  pink: 'Pink',
};
export const deleteLabelTitle = (name: string) => `Delete the label “${name}”?`;
export const DELETE_LABEL_DESCRIPTION = 'It comes off every message that has it. The messages themselves stay where they are.';
/** Said before the label goes: a rule that puts it on mail would otherwise fail on the next message, silently. */
export const rulesUsingLabel = (names: string[]) =>
  `${names.length === 1 ? 'The rule' : `${names.length} rules`} ${names.map((n) => `“${n}”`).join(', ')} ${names.length === 1 ? 'puts' : 'put'} this label on mail and will stop labelling until you choose another label in Rules.`;
export const labelActions = (name: string) => `Actions for ${name}`;
export const removeLabel = (name: string) => `Remove label ${name}`;
export const unreadIn = (n: number) => `${n.toLocaleString()} unread`;
