/** Texts of the search box, its suggestions and its chips. */
import type { SEARCH_PLACES } from '../../../../core/mail/search-query';

export const OPERATOR_HINTS: Record<string, string> = {
  from: 'Sender: part of a name or address',
  to: 'Recipient, Cc and Bcc included',
  cc: 'Copied recipient',
  bcc: 'Blind-copied recipient',
  subject: 'Words in the subject',
  has: 'has:attachment',
  filename: 'Attachment name or extension',
  is: 'unread, read, starred or snoozed',
  in: 'inbox, sent, drafts, trash, archive, snoozed, anywhere or a folder',
  label: 'A label',
  account: 'One of your accounts, by address',
  after: 'On or after a date: 2026/01/31',
  before: 'Before a date: 2026/01/31',
  newer_than: 'Within: 2d, 3m or 1y',
  older_than: 'Older than: 2d, 3m or 1y',
  larger: 'Bigger than: 500K or 2M',
  smaller: 'Smaller than: 500K or 2M',
};

export const PLACE_LABELS: Record<(typeof SEARCH_PLACES)[number], string> = {
  inbox: 'Inbox',
  sent: 'Sent',
  drafts: 'Drafts',
  trash: 'Trash',
  archive: 'Archived',
  snoozed: 'Snoozed',
  starred: 'Starred',
  anywhere: 'All mail, Trash included',
};

export const SUGGESTIONS_LABEL = 'Search suggestions';
export const SEARCH_FOR = 'Search for';
export const RECENT_SEARCH = 'Recent search';
export const removeTerm = (term: string) => `Remove ${term}`;
export const SEARCHED_ALL_MAIL = 'Searched all mail except Trash';
export const searchedIn = (places: string) => `Searched ${places}`;
export const SEARCH_ALL_MAIL = 'Search all mail';

/** Under a search whose operator-like terms were not operators. */
export const searchedAsWords = (terms: string[]) => `Searched as words: ${terms.join(', ')} (not a search operator here)`;
export const CLEAR_SEARCH_TEXT = 'Clear text';
