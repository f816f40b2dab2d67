/** Texts the Offline screen shows. */
export const OFFLINE_TITLE = 'Offline';
export const OFFLINE_DESCRIPTION = 'Keep reading and writing without a connection; changes sync when you are back online.';
