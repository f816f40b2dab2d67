/** Texts the Tracking screen shows. */
export const TRACKING_TITLE = 'Tracking';
export const TRACKING_DESCRIPTION = 'See when your tracked emails are opened and their links clicked.';
