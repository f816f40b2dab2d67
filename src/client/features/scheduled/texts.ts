/** Texts the Scheduled Emails screen shows (texts the server also uses come from core/schedule/texts). */
export const SCHEDULED_TITLE = 'Scheduled Emails';
export const SCHEDULED_DESCRIPTION = 'Emails waiting to go out at the time you picked.';
export const NEW_EMAIL_BUTTON = 'New Email';
export const EMPTY_SCHEDULED_HINT = 'Schedule an email from compose and it will wait here until its time.';
export const STATUS_LABELS = { pending: 'Pending', sending: 'Sending', sent: 'Sent', failed: 'Failed' } as const;
export const DETAIL_TITLE = 'Scheduled email';
export const LOAD_FAILED = 'Could not load your scheduled emails.';

/** Cancelling cannot be undone and keeps nothing of the email: asked once more. */
export const confirmCancelTitle = (subject: string) => `Cancel “${subject}”?`;
export const CONFIRM_CANCEL_DESCRIPTION = 'It will not be sent, and what it says is not kept. To change it instead, use Edit.';
export const KEEP_SCHEDULED = 'Keep it';
export const CANCEL_EMAIL = 'Cancel email';
