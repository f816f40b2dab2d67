/** Under a search's title: where it looked, and each operator as a chip whose × takes it out of the query. */
import { X } from 'lucide-react';
import type { MailTab } from '../../../../core/mail/types';
import { removeSearchTerm } from '../../../../core/mail/search-query';
import { Button } from '../../../ui/button';
import { searchChips, searchScope, unknownOperators } from './chips';
import { removeTerm, SEARCH_ALL_MAIL, searchedAsWords } from './texts';

export function SearchSummary({
  q,
  tab,
  tabLabel,
  onChange,
  onSearchAllMail,
}: {
  q: string;
  tab: MailTab | undefined;
  tabLabel: (tab: MailTab) => string;
  onChange: (q: string) => void;
  onSearchAllMail: () => void;
}) {
  const chips = searchChips(q);
  const unknown = unknownOperators(q);
  return (
    <div className="flex flex-wrap items-center gap-1.5 border-b bg-muted/30 px-3.5 py-2 text-xs sm:px-5" data-testid="search-summary">
      <span className="mr-1 text-muted-foreground" data-testid="search-scope">
        {searchScope(q, tab, tabLabel)}
      </span>
      {tab && (
        <Button variant="link" size="sm" className="h-auto px-1 py-0 text-xs" onClick={onSearchAllMail}>
          {SEARCH_ALL_MAIL}
        </Button>
      )}
      {chips.length > 0 && (
        <ul className="flex flex-wrap items-center gap-1.5" aria-label="Search operators">
          {chips.map((chip) => (
            <li
              key={`${chip.start}:${chip.text}`}
              className="inline-flex max-w-full items-center gap-0.5 rounded-full border bg-background py-0.5 pr-0.5 pl-2.5 font-mono text-[12px] shadow-xs"
              data-testid="search-chip"
            >
              <span className="truncate">{chip.text}</span>
              <button
                type="button"
                aria-label={removeTerm(chip.text)}
                onClick={() => onChange(removeSearchTerm(q, chip))}
                className="relative inline-flex size-5 shrink-0 items-center justify-center rounded-full text-muted-foreground outline-none after:absolute after:-inset-1.5 after:content-[''] hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/80"
              >
                <X className="size-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {unknown.length > 0 && (
        <span className="basis-full text-muted-foreground" data-testid="search-unknown-operators">
          {searchedAsWords(unknown)}
        </span>
      )}
    </div>
  );
}
