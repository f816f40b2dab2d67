/** Texts the Tracking screen shows. */
export const TRACKING_TITLE = 'Tracking';
export const TRACKING_DESCRIPTION = 'See when your tracked emails are opened and their links clicked.';
export const EMPTY_TRACKED = 'No tracked emails found';
export const EMPTY_TRACKED_HINT = 'Turn on Read Receipt or Link Tracking in compose and the emails you send appear here.';
export const SEARCH_PLACEHOLDER = 'Search by subject or recipient...';
export const STATUS_UNKNOWN = 'Unknown';
export const NOT_YET = '—';
export const DETAILS_BUTTON = 'Details';
export const NO_CLICKS = 'No links clicked yet.';
export const CLICKED_LINKS = 'Clicked links';
export const LOCALHOST_WARNING_TITLE = 'Outside recipients cannot reach this server';
export const LOCALHOST_WARNING =
  'PUBLIC_URL is a localhost address, so the tracking pixel and tracked links only work for accounts on this server. Set PUBLIC_URL to an address the internet can reach to track mail sent elsewhere.';
export const LOAD_FAILED = 'Could not load your tracked emails.';
