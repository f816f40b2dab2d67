/**
 * The dashboard's search box: a combobox that suggests people, operators and
 * recent searches as you type, and offers a sentence back as operators. Arrow
 * keys move through the suggestions, Enter picks one (or searches the text),
 * Escape closes them.
 */
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { History, Search, Sparkles, UserRound, X, type LucideIcon } from 'lucide-react';
import { readsLikeSentence } from '../../../../core/mail/search-sentence';
import { useSession } from '../../../api/auth';
import { useLabels } from '../../../api/labels';
import { useContacts, useSearchInterpretation } from '../../../api/mail';
import { Input } from '../../../ui/input';
import { cn } from '../../../lib/utils';
import { rememberSearch, recentSearches } from './recent';
import { searchSuggestions, type Suggestion } from './suggestions';
import { CLEAR_SEARCH_TEXT, SEARCH_FOR, SUGGESTIONS_LABEL } from './texts';

const ICONS: Record<Suggestion['kind'], LucideIcon> = {
  interpretation: Sparkles,
  person: UserRound,
  operator: Search,
  value: Search,
  recent: History,
};

/** Waits for typing to pause before asking the server to read a sentence. */
function useSettled(value: string, ms: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function SearchBox({
  initial,
  label,
  placeholder,
  onSearch,
  className,
}: {
  initial: string;
  label: string;
  placeholder: string;
  onSearch: (q: string) => void;
  /** Sizing where the box shares its row: it replaces the fixed 24rem of a wide window. */
  className?: string;
}) {
  const [text, setText] = useState(initial);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const contacts = useContacts();
  const labelList = useLabels().data;
  const labelNames = useMemo(() => labelList?.map((l) => l.name) ?? [], [labelList]);
  const userId = useSession().user?.id ?? '';
  const sentence = readsLikeSentence(text) ? text.trim() : '';
  const settled = useSettled(sentence, 300);
  const interpretation = useSearchInterpretation(settled);

  const suggestions = useMemo(() => {
    const found = searchSuggestions(text, { people: contacts, recent: open && userId ? recentSearches(userId) : [], labels: labelNames });
    const reading = interpretation.data;
    // Offered only while the sentence it was read from is still what the box holds.
    if (sentence && settled === sentence && reading?.query && reading.query !== sentence) {
      found.unshift({ kind: 'interpretation', query: reading.query, label: reading.query, detail: reading.explanation, runs: true });
    }
    return found;
  }, [text, contacts, open, userId, interpretation.data, sentence, settled, labelNames]);
  const shown = open && suggestions.length > 0;

  function submit(value: string) {
    const q = value.trim();
    if (!q) return;
    if (userId) rememberSearch(userId, q);
    setOpen(false);
    setActive(-1);
    onSearch(q);
  }

  function pick(suggestion: Suggestion) {
    setText(suggestion.query);
    setActive(-1);
    if (suggestion.runs) {
      submit(suggestion.query);
      return;
    }
    input.current?.focus();
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) setOpen(true);
      const n = suggestions.length;
      if (n === 0) return;
      setActive((i) => (e.key === 'ArrowDown' ? (i + 1) % n : i <= 0 ? n - 1 : i - 1));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const chosen = shown && active >= 0 ? suggestions[active] : undefined;
      if (chosen) pick(chosen);
      else submit(text);
    } else if (e.key === 'Escape' && shown) {
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        submit(text);
      }}
      className={cn('relative min-w-0 flex-1 lg:w-96 lg:flex-none', className)}
    >
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input
        ref={input}
        name="q"
        type="search"
        role="combobox"
        aria-label={label}
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        value={text}
        placeholder={placeholder}
        // Our own clear button, sized and coloured like the rest, in place of the browser's small blue one.
        className="pr-10 pl-9 [&::-webkit-search-cancel-button]:appearance-none"
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {text && (
        <button
          type="button"
          aria-label={CLEAR_SEARCH_TEXT}
          title={CLEAR_SEARCH_TEXT}
          className="absolute top-1/2 right-1 inline-flex size-8 -translate-y-1/2 pointer-coarse:right-0 pointer-coarse:size-11 items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/80"
          // Keeps the focus (and the open suggestions) in the box.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            setText('');
            setActive(-1);
            input.current?.focus();
          }}
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
      {shown && (
        <ul
          id={listId}
          role="listbox"
          aria-label={SUGGESTIONS_LABEL}
          className="absolute top-full right-0 left-0 z-30 mt-1 max-h-80 overflow-y-auto rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg"
        >
          {suggestions.map((s, i) => {
            const Icon = ICONS[s.kind];
            return (
              <li
                key={`${s.kind}:${s.query}`}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                // Keeps the focus in the box, so picking does not blur it first.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(s)}
                onMouseEnter={() => setActive(i)}
                className={cn('flex cursor-pointer items-start gap-2.5 rounded-md px-2.5 py-2 text-sm', i === active && 'bg-accent text-accent-foreground')}
              >
                <Icon className={cn('mt-0.5 size-4 shrink-0', s.kind === 'interpretation' ? 'text-primary' : 'text-muted-foreground')} aria-hidden="true" />
                <span className="min-w-0 flex-1">
                  {s.kind === 'interpretation' && <span className="block text-xs font-medium text-muted-foreground">{SEARCH_FOR}</span>}
                  {/* A reading is shown whole: the user checks it before running it. */}
                  <span
                    className={cn(
                      'block',
                      s.kind === 'interpretation' ? 'break-all' : 'truncate',
                      (s.kind === 'operator' || s.kind === 'value' || s.kind === 'interpretation') && 'font-mono text-[13px]',
                    )}
                  >
                    {s.label}
                  </span>
                  {s.detail && <span className={cn('block text-xs text-muted-foreground', s.kind !== 'interpretation' && 'truncate')}>{s.detail}</span>}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </form>
  );
}
