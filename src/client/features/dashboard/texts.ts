/** Texts the Email Dashboard screen shows. */
export const DASHBOARD_TITLE = 'Email Dashboard';
export const DASHBOARD_DESCRIPTION = 'Your inbox, starred, sent, drafts, archived and trash in one fast list.';
