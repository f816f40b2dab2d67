/** The search's operator terms as removable chips, and where it looked. */
import type { MailTab } from '../../../../core/mail/types';
import { parseSearch, parseSearchTerms, searchOperators, SEARCH_PLACES } from '../../../../core/mail/search-query';
import { PLACE_LABELS, SEARCHED_ALL_MAIL, searchedIn } from './texts';

export interface Chip {
  text: string;
  start: number;
  end: number;
}

/** Every top-level term that uses an operator, as typed (so `-from:bob` stays one chip). */
export function searchChips(q: string): Chip[] {
  return parseSearchTerms(q)
    .filter((term) => searchOperators(term.node).length > 0)
    .map((term) => ({ text: q.slice(term.start, term.end), start: term.start, end: term.end }));
}

/** "Searched all mail except Trash", or the tab or in: places it was narrowed to. */
export function searchScope(q: string, tab: MailTab | undefined, tabLabel: (tab: MailTab) => string): string {
  if (tab) return searchedIn(tabLabel(tab));
  const places = searchOperators(parseSearch(q))
    .filter((op) => op.name === 'in')
    .map((op) => ((SEARCH_PLACES as readonly string[]).includes(op.value) ? PLACE_LABELS[op.value as keyof typeof PLACE_LABELS] : op.value));
  return places.length ? searchedIn([...new Set(places)].join(', ')) : SEARCHED_ALL_MAIL;
}

/**
 * Terms typed like operators that are none we know, or with a value the operator does not take (`is:important`,
 * `after:yesterday`): they are searched as plain words, and the person should know.
 */
export function unknownOperators(q: string): string[] {
  return parseSearchTerms(q)
    .filter((term) => {
      const node = term.node.type === 'not' ? term.node.node : term.node;
      return node.type === 'word' && /^[a-z_]+:[^\s/]/i.test(node.text);
    })
    .map((term) => q.slice(term.start, term.end));
}
