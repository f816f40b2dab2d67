/** Texts of the search box, its suggestions and its chips (the operators' hints are in lib/search-operators, which the help page lists too). */
import type { SEARCH_PLACES } from '../../../../core/mail/search-query';

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
