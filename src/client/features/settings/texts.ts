/** Texts the Settings screen shows. */
export const SETTINGS_TITLE = 'Settings';
export const SETTINGS_DESCRIPTION = 'Manage your account, writing helpers, email and privacy preferences.';
