import { X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { cn } from '../../lib/utils';
import { parseChips, recipientInitials, type Recipient } from '../../../core/compose/recipients';
import { ERR_INVALID_RECIPIENT, FREQUENT_BADGE, PLACEHOLDER_RECIPIENTS, SUGGESTIONS_LABEL } from './texts';
import type { Contact } from '../../api/mail';
import { suggestContacts } from './contact-suggestions';

/** The suggestion list stays this long after the input loses focus. */
export const SUGGESTIONS_HIDE_DELAY_MS = 200;

interface RecipientFieldProps {
  label: string;
  recipients: Recipient[];
  onRecipientsChange: (next: Recipient[]) => void;
  text: string;
  onTextChange: (text: string) => void;
  contacts: Contact[];
  autoFocus?: boolean;
  trailing?: React.ReactNode;
}

/**
 * A row of recipient chips with a free-text input. Entries become chips on
 * comma, Enter or blur when valid; an invalid entry stays as red text.
 * Suggestions from the user's contacts open as they type (Up/Down/Enter/Escape).
 */
export function RecipientField({ label, recipients, onRecipientsChange, text, onTextChange, contacts, autoFocus, trailing }: RecipientFieldProps) {
  const inputId = useId();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [invalid, setInvalid] = useState(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (hideTimer.current) clearTimeout(hideTimer.current);
  }, []);

  const suggestions = useMemo(() => suggestContacts(contacts, text, recipients), [contacts, text, recipients]);
  const showList = open && suggestions.length > 0;

  function commit(raw: string) {
    const { added, rest } = parseChips(raw, recipients, contacts);
    if (added.length > 0) onRecipientsChange([...recipients, ...added]);
    onTextChange(rest);
    setInvalid(rest.trim() !== '');
  }

  function choose(contact: Contact) {
    if (!recipients.some((r) => r.email.toLowerCase() === contact.email.toLowerCase())) {
      onRecipientsChange([...recipients, { email: contact.email, name: contact.name }]);
    }
    onTextChange('');
    setInvalid(false);
    setActive(0);
    inputRef.current?.focus();
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (showList && e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((i) => (i + 1) % suggestions.length);
    } else if (showList && e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => (i - 1 + suggestions.length) % suggestions.length);
    } else if (e.key === 'Escape' && showList) {
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
    } else if (e.key === 'Enter' && !e.ctrlKey && !e.metaKey) {
      e.preventDefault();
      if (showList && suggestions[active]) choose(suggestions[active]);
      else commit(text);
    } else if (e.key === ',' || e.key === ';') {
      e.preventDefault();
      commit(text);
    } else if (e.key === 'Backspace' && text === '' && recipients.length > 0) {
      e.preventDefault();
      onRecipientsChange(recipients.slice(0, -1));
    }
  }

  function onPaste(e: ClipboardEvent<HTMLInputElement>) {
    const pasted = e.clipboardData.getData('text');
    if (!/[,;\n]/.test(pasted)) return;
    e.preventDefault();
    commit(`${text}${text.trim() ? ',' : ''}${pasted}`);
  }

  const invalidEntry = invalid && text.trim() !== '';
  return (
    <div className="relative flex min-h-12 items-start gap-3 border-b px-4 py-1.5 focus-within:bg-muted/30 focus-within:shadow-[inset_2px_0_0_var(--ring)] sm:px-5">
      <label htmlFor={inputId} className="w-12 shrink-0 pt-2 text-sm text-muted-foreground pointer-coarse:pt-3.5">
        {label}
      </label>
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-1.5 py-0.5" onMouseDown={(e) => {
        if (e.target === e.currentTarget) {
          e.preventDefault();
          inputRef.current?.focus();
        }
      }}>
        {recipients.map((r) => (
          <span
            key={r.email.toLowerCase()}
            data-testid="recipient-chip"
            title={r.email}
            className="inline-flex h-7 max-w-full items-center gap-1.5 rounded-full border bg-muted/60 pl-0.5 pr-1 text-[13px] dark:bg-muted/40"
          >
            <span aria-hidden="true" className="inline-flex size-6 items-center justify-center rounded-full bg-primary/15 text-[10px] font-semibold text-primary">
              {recipientInitials(r)}
            </span>
            <span className="truncate">{r.name || r.email}</span>
            {r.name && <span className="hidden truncate text-muted-foreground sm:inline">{r.email}</span>}
            <button
              type="button"
              aria-label={`Remove ${r.email}`}
              className="relative inline-flex size-5 shrink-0 items-center justify-center rounded-full text-muted-foreground after:absolute after:-inset-1.5 pointer-coarse:after:-inset-3 after:content-[''] hover:bg-foreground/10 hover:text-foreground"
              onClick={() => onRecipientsChange(recipients.filter((x) => x !== r))}
            >
              <X className="size-3" />
            </button>
          </span>
        ))}
        <input
          ref={inputRef}
          id={inputId}
          value={text}
          autoFocus={autoFocus}
          autoComplete="off"
          spellCheck={false}
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList ? `${listId}-${active}` : undefined}
          aria-invalid={invalidEntry || undefined}
          aria-describedby={invalidEntry ? `${inputId}-error` : undefined}
          placeholder={recipients.length === 0 ? PLACEHOLDER_RECIPIENTS : undefined}
          className={cn(
            'h-8 min-w-24 flex-1 bg-transparent text-sm outline-none pointer-coarse:h-11 placeholder:text-muted-foreground/70',
            invalidEntry && 'text-destructive underline decoration-destructive/60 decoration-wavy underline-offset-4',
          )}
          onChange={(e) => {
            onTextChange(e.target.value);
            setInvalid(false);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => {
            if (hideTimer.current) clearTimeout(hideTimer.current);
            setOpen(true);
          }}
          onBlur={() => {
            if (text.trim()) commit(text);
            hideTimer.current = setTimeout(() => setOpen(false), SUGGESTIONS_HIDE_DELAY_MS);
          }}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
        />
        {invalidEntry && (
          <p id={`${inputId}-error`} role="alert" className="w-full text-xs text-destructive">
            {ERR_INVALID_RECIPIENT(text.trim())}
          </p>
        )}
      </div>
      {trailing && <div className="flex shrink-0 items-center gap-1 pt-1">{trailing}</div>}
      {showList && (
        <ul
          id={listId}
          role="listbox"
          aria-label={SUGGESTIONS_LABEL}
          className="absolute left-16 right-4 top-full z-30 mt-1 max-h-72 overflow-auto rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg sm:left-[4.75rem] sm:right-auto sm:w-96"
        >
          {suggestions.map((c, i) => (
            <li
              key={c.email}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={cn('flex cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 text-sm', i === active && 'bg-accent text-accent-foreground')}
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => setActive(i)}
              onClick={() => choose(c)}
            >
              <span aria-hidden="true" className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-primary/15 text-[11px] font-semibold text-primary">
                {c.avatar ?? recipientInitials(c)}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{c.name || c.email}</span>
                {c.name && <span className="block truncate text-xs text-muted-foreground">{c.email}</span>}
              </span>
              {c.frequentlyUsed && (
                <span className="rounded-full bg-primary/10 px-2 py-0.5 text-[11px] font-medium text-primary">{FREQUENT_BADGE}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
