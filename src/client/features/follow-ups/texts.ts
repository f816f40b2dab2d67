/** Texts the Follow-Ups screen shows. */
export const FOLLOW_UPS_TITLE = 'Follow-Ups';
export const FOLLOW_UPS_DESCRIPTION = 'Reminders for the emails that still need a reply.';
