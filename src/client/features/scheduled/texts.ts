/** Texts the Scheduled Emails screen shows. */
export const SCHEDULED_TITLE = 'Scheduled Emails';
export const SCHEDULED_DESCRIPTION = 'Emails waiting to go out at the time you picked.';
