/** Texts of the follow-up dialog and date picker, shared by compose, the message view and the Follow-Ups page. */
export const CANCEL = 'Cancel';
export const CREATE_FOLLOW_UP = 'Create Follow-Up';
export const FIELD_DATE = 'Follow-Up Date';
export const FIELD_NOTES = 'Notes';
export const FIELD_PRIORITY = 'Priority';
export const FIELD_RECIPIENT = 'Recipient';
export const FIELD_SUBJECT = 'Subject';
export const NOTES_PLACEHOLDER = 'What do you need from them?';
export const PRIORITY_LABELS = { high: 'High', medium: 'Medium', low: 'Low' } as const;
export const RECIPIENT_PLACEHOLDER = 'name@example.com';
export const RECIPIENT_INVALID = 'Enter one email address, like ana@example.com.';
/** Opened from the Follow-Ups page there is no email: the spec's "for this email" would point at nothing. */
export const SET_FOLLOW_UP_DESCRIPTION_STANDALONE = 'Create a reminder to follow up with someone.';
export const TOAST_FOLLOW_UP_CREATED = { title: 'Follow-up reminder set' } as const;
export const PICK_DATE = 'Pick a date';
