/** Texts the Follow-Ups screen and dialogs show (texts the server also uses live in core/schedule/texts.ts). */
export const FOLLOW_UPS_TITLE = 'Follow-Ups';
export const FOLLOW_UPS_DESCRIPTION = 'Reminders for the emails that still need a reply.';
export const EMPTY_FOLLOW_UPS_HINT = 'Set a reminder here, or from compose as you write an email, and it will show up here.';
export const LOAD_FAILED = 'Could not load your follow-ups.';
export const RETRY = 'Try again';
export const COLUMN_RECIPIENT = 'Recipient';
export const COLUMN_SUBJECT = 'Subject';
export const COLUMN_DUE = 'Due Date';
export const COLUMN_PRIORITY = 'Priority';
export const COLUMN_STATUS = 'Status';
export const COLUMN_ACTIONS = 'Actions';
export const ACTION_REPLY = 'Reply';
export const ACTION_COMPLETE = 'Complete';
export const ACTION_DELETE = 'Delete';
export const ACTION_SNOOZE = 'Snooze';
export const ACTION_MARK_COMPLETE = 'Mark as Complete';
export const DETAIL_TITLE = 'Follow-Up Details';
export const DETAIL_NOTES = 'Notes';
export const DETAIL_NO_NOTES = 'No notes';
export const DETAIL_CREATED = 'Created';
export const STATUS_LABELS = { pending: 'Pending', snoozed: 'Snoozed', completed: 'Completed' } as const;
export const REPLY_PREFIX = 'Re: ';
/** The subject of a reply, without stacking "Re: Re:". */
export const replySubject = (subject: string) => (/^re:/i.test(subject.trim()) ? subject : `${REPLY_PREFIX}${subject}`);
export const rowLabel = (subject: string) => `Open follow-up ${subject}`;
