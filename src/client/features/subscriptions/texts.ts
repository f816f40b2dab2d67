export const SUBSCRIPTIONS_TITLE = 'Subscriptions';
export const SUBSCRIPTIONS_DESCRIPTION = 'Newsletters and lists that write to you, most mail first. Unsubscribe and clear them out in one go.';
export const EMPTY_SUBSCRIPTIONS = 'No subscriptions found';
export const EMPTY_SUBSCRIPTIONS_HINT = 'Mail from newsletters and mailing lists shows here once it arrives.';
export const LOAD_FAILED = 'Your subscriptions could not be loaded.';
export const RETRY = 'Try again';
export const COLUMN_SENDER = 'Sender';
export const COLUMN_EMAILS = 'Emails';
export const COLUMN_READ = 'Read';
export const COLUMN_LAST = 'Last email';
export const UNSUBSCRIBED = 'Unsubscribed';
export const selectSender = (name: string) => `Select ${name}`;
export const SELECT_ALL = 'Select all senders';
export const readShare = (read: number, count: number) => `${read} of ${count}`;
export const unsubscribeAndArchive = (n: number) => (n === 0 ? 'Unsubscribe and archive' : `Unsubscribe and archive ${n === 1 ? '1 sender' : `${n} senders`}`);
export const doneSummary = (unsubscribed: number, archived: number, failed: number) =>
  `Unsubscribed from ${unsubscribed === 1 ? '1 sender' : `${unsubscribed} senders`}, archived ${archived === 1 ? '1 message' : `${archived} messages`}` +
  (failed ? `; ${failed} could not be unsubscribed` : '');
