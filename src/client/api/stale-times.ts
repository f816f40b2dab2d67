/**
 * How long fetched data counts as fresh, written once. Lists a person edits
 * only here (templates, follow-ups) may stay five minutes: every change made
 * on this page invalidates them. Mail changes from outside, so it goes stale
 * sooner and is also kept fresh by server events.
 */
export const LIST_STALE_TIME_MS = 5 * 60 * 1000;
export const MAIL_STALE_TIME_MS = 120_000;
