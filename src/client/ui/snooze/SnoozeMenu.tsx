/**
 * The snooze menu: the usual times, or one typed in plain words. The date
 * reader (chrono) loads when the person starts typing, so the list and the
 * message view do not carry it.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { readSnoozeText, snoozePresets, SNOOZE_PRESET_LABELS } from '../../../core/mail/snooze-times';
import { Button } from '../button';
import { Input } from '../input';
import { Popover, PopoverContent, PopoverTrigger } from '../popover';
import { SNOOZE, SNOOZE_PLACEHOLDER, SNOOZE_TYPE_LABEL, SNOOZE_UNREADABLE, SNOOZE_UNTIL, snoozeTimeLabel } from './texts';

type Parse = (text: string, ref: Date) => Date | null;

function moveWithArrows(e: KeyboardEvent<HTMLUListElement>) {
  if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
  const buttons = [...e.currentTarget.querySelectorAll('button')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const next = buttons[(at + (e.key === 'ArrowDown' ? 1 : buttons.length - 1)) % buttons.length];
  if (!next) return;
  e.preventDefault();
  next.focus();
}

export function SnoozeMenu({ onSnooze, children }: { onSnooze: (at: Date) => void; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [parse, setParse] = useState<Parse | null>(null);
  const waiting = useRef(false);
  const now = useMemo(() => (open ? new Date() : new Date(0)), [open]);
  const presets = open ? snoozePresets(now) : [];

  useEffect(() => {
    if (!text || parse) return;
    let cancelled = false;
    void import('chrono-node').then(({ parseDate }) => {
      if (!cancelled) setParse(() => (t: string, ref: Date) => parseDate(t, ref, { forwardDate: true }));
    });
    return () => {
      cancelled = true;
    };
  }, [text, parse]);

  const typed = parse ? readSnoozeText(text, new Date(), parse) : null;
  const choose = (at: Date) => {
    setOpen(false);
    setText('');
    onSnooze(at);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (typed) return choose(typed);
    // Enter pressed before the date reader (loaded on the first key) has arrived: read the text once it has.
    // Once: a second Enter (or a click) while it loads would snooze twice.
    if (!parse && text.trim() && !waiting.current) {
      waiting.current = true;
      const asked = text;
      void import('chrono-node')
        .then(({ parseDate }) => {
          const at = readSnoozeText(asked, new Date(), (t, ref) => parseDate(t, ref, { forwardDate: true }));
          if (at) choose(at);
        })
        .finally(() => {
          waiting.current = false;
        });
    }
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>{children}</PopoverTrigger>
      <PopoverContent align="end" className="w-80 p-2" data-testid="snooze-menu">
        <p className="px-2 pt-1 pb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{SNOOZE_UNTIL}</p>
        {/* Arrow keys move through the times, as in a menu; Tab still reaches the typed time. */}
        <ul onKeyDown={moveWithArrows}>
          {presets.map(({ preset, at }) => (
            <li key={preset}>
              <button
                type="button"
                onClick={() => choose(at)}
                className="flex w-full items-center justify-between gap-3 rounded-md px-2 py-1.5 pointer-coarse:min-h-11 text-left text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
              >
                <span className="whitespace-nowrap">{SNOOZE_PRESET_LABELS[preset]}</span>
                <span className="shrink-0 text-xs whitespace-nowrap text-muted-foreground tabular-nums">{snoozeTimeLabel(at)}</span>
              </button>
            </li>
          ))}
        </ul>
        <form onSubmit={submit} className="mt-2 space-y-1.5 border-t px-2 pt-2.5">
          <label htmlFor="snooze-text" className="text-xs font-medium text-muted-foreground">
            {SNOOZE_TYPE_LABEL}
          </label>
          <div className="flex gap-1.5">
            <Input id="snooze-text" value={text} onChange={(e) => setText(e.target.value)} placeholder={SNOOZE_PLACEHOLDER} className="h-8" autoComplete="off" />
            {/* Enabled while the reader loads: a form whose submit button is disabled ignores Enter, which lost a time typed and entered at once. */}
            <Button type="submit" size="sm" disabled={!typed && !(text.trim() && !parse)}>
              {SNOOZE}
            </Button>
          </div>
          <p className="min-h-4 text-xs text-muted-foreground" aria-live="polite" data-testid="snooze-preview">
            {text.trim() && parse ? (typed ? snoozeTimeLabel(typed) : SNOOZE_UNREADABLE) : ''}
          </p>
        </form>
      </PopoverContent>
    </Popover>
  );
}
