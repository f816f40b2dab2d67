/** Texts the Offline screen shows. */
export const OFFLINE_TITLE = 'Offline';
export const OFFLINE_DESCRIPTION = 'Keep reading and writing without a connection; changes sync when you are back online.';

export const TEXT_CONNECTION = 'Connection';
export const TEXT_ONLINE = 'Online';
export const TEXT_OFFLINE = 'Offline';
export const TEXT_LAST_SAVED = (when: string) => `Mail last saved on this device ${when}.`;
export const TEXT_NOT_SAVED = 'Nothing is saved on this device yet: open the inbox once while online.';
export const TEXT_CONNECTION_ONLINE = 'Changes are sent as you make them.';
export const TEXT_CONNECTION_OFFLINE = 'You are reading mail saved on this device. What you send or change waits in the outbox below.';

export const TEXT_OUTBOX = 'Outbox';
export const TEXT_OUTBOX_DESCRIPTION = 'Sent in this order, once each, when the connection is back.';
export const TEXT_OUTBOX_EMPTY = 'Nothing is waiting. Emails and changes made offline wait here until you are back online.';
export const TEXT_SEND_NOW = 'Send now';
export const TEXT_DISCARD = 'Discard';
export const TEXT_QUEUED_AT = (when: string) => `Queued ${when}`;
export const TOAST_SENT_NOW = 'Sent';
export const TOAST_STILL_WAITING = 'Still waiting';
export const TOAST_STILL_WAITING_DESCRIPTION = 'The server could not be reached. It stays in the outbox and is sent when the connection is back.';
export const TOAST_REFUSED = 'The server refused it';
export const TOAST_DISCARDED = 'Removed from the outbox';

export const TEXT_SAVED = 'Saved on this device';
export const TEXT_SAVED_DESCRIPTION = 'Readable without a connection. Signing out removes all of it.';
export const TEXT_SAVED_ACCOUNT = 'Account';
export const TEXT_SAVED_LISTED = 'In lists';
export const TEXT_SAVED_BODIES = 'Messages';
export const TEXT_SAVED_SIZE = 'Size';
export const TEXT_SAVED_NONE = 'Nothing saved yet.';
export const TEXT_OTHER_ACCOUNT = 'Other mail';
export const TEXT_STORAGE_USED = (used: string) => `This browser holds ${used} for Email Buddy in all.`;

export const TEXT_KEEP = 'How much to keep offline';
export const TEXT_KEEP_DESCRIPTION = 'For each account: the newest messages and every one you open, up to this many, from this far back.';
export const TEXT_KEEP_MESSAGES = 'Messages per account';
export const TEXT_KEEP_DAYS = 'From the last';
export const TEXT_KEEP_DAYS_OPTION = (days: number) => `${days} days`;
export const TEXT_KEEP_MESSAGES_OPTION = (count: number) => `${count} messages`;

export const TEXT_NO_SUBJECT = '(no subject)';
