import { returnFocusOnClose } from '../../ui/return-focus';
import { useMemo, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { isMailCommand, runMailCommand } from '../../lib/mail-commands';
import { Command, defaultFilter } from 'cmdk';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Check, Search } from 'lucide-react';
import { useNavigate } from '../routing';
import { cn } from '../../lib/utils';
import { toast } from '../../ui/use-toast';
import { useTheme, type Theme } from '../theme';
import {
  PALETTE_EMPTY,
  PALETTE_LIST_MAX_HEIGHT_PX,
  PALETTE_NOTHING_HERE,
  PALETTE_SEARCH_HEADING,
  PALETTE_SEARCH_MAIL,
  PALETTE_PLACEHOLDER,
  PALETTE_SECTIONS,
  PALETTE_TITLE,
  type PaletteCommand,
  type PaletteSection,
} from './palette-commands';

function ShortcutKeys({ shortcut }: { shortcut: string }) {
  // "G D" is a sequence; "Ctrl+Enter" is a chord. Both render as key caps.
  const keys = shortcut.includes('+') ? shortcut.split('+') : shortcut.split(' ');
  return (
    <span className="ml-auto flex items-center gap-1" aria-label={`Shortcut: ${shortcut}`}>
      {keys.map((key, i) => (
        <kbd
          key={i}
          className="inline-flex h-5 min-w-5 items-center justify-center rounded border bg-background px-1 font-sans text-[11px] font-medium text-muted-foreground shadow-[0_1px_0_var(--color-border)]"
        >
          {key}
        </kbd>
      ))}
    </span>
  );
}

/**
 * The sections and commands that match, best first. cmdk can filter and sort by itself, but it sorts by
 * moving DOM nodes that React also orders, and the two disagreed: the list opened scrolled to its end with
 * the best match out of sight. So the palette filters and orders here, and cmdk only selects and scrolls.
 */
export function rankSections(search: string): readonly PaletteSection[] {
  const query = search.trim();
  if (!query) return PALETTE_SECTIONS;
  return PALETTE_SECTIONS.map((section) => {
    const matches = section.commands
      .map((command) => ({ command, score: defaultFilter(command.label, query, command.keywords) }))
      .filter((match) => match.score > 0)
      .sort((a, b) => b.score - a.score);
    return { section: { ...section, commands: matches.map((match) => match.command) }, score: matches[0]?.score ?? 0 };
  })
    .filter((ranked) => ranked.score > 0)
    .sort((a, b) => b.score - a.score)
    .map((ranked) => ranked.section);
}

const ITEM_CLASS = cn(
  'flex h-9 cursor-default items-center gap-3 rounded-md px-2.5 text-sm outline-none select-none',
  'data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground',
  'data-[disabled=true]:pointer-events-none data-[disabled=true]:opacity-50',
);

/** The palette's contents; mounted only while open, so the search starts empty each time. */
function PaletteBody({ theme, onRun, onSearch }: { theme: Theme; onRun: (command: PaletteCommand) => void; onSearch: (query: string) => void }) {
  const [search, setSearch] = useState('');
  const sections = useMemo(() => rankSections(search), [search]);
  const query = search.trim();
  // What was typed can always be searched for in the mail: after the commands that match it, or alone.
  const searchItem = query && (
    <Command.Group heading={PALETTE_SEARCH_HEADING}>
      <Command.Item value={`search:${query}`} onSelect={() => onSearch(query)} className={ITEM_CLASS}>
        <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span className="truncate">{PALETTE_SEARCH_MAIL(query)}</span>
      </Command.Item>
    </Command.Group>
  );
  return (
    <Command
      label={PALETTE_TITLE}
      loop
      shouldFilter={false}
      className="flex flex-col [&_[cmdk-group-heading]]:px-2.5 [&_[cmdk-group-heading]]:pt-3 [&_[cmdk-group-heading]]:pb-1.5 [&_[cmdk-group-heading]]:text-[11px] [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:tracking-wider [&_[cmdk-group-heading]]:text-muted-foreground [&_[cmdk-group-heading]]:uppercase"
    >
      <div className="flex items-center gap-2.5 border-b px-4">
        <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <Command.Input
          autoFocus
          value={search}
          onValueChange={setSearch}
          placeholder={PALETTE_PLACEHOLDER}
          className="h-12 w-full bg-transparent text-[15px] outline-none placeholder:text-muted-foreground/80"
        />
        <kbd className="hidden h-5 items-center rounded border bg-muted px-1.5 font-sans text-[11px] text-muted-foreground sm:inline-flex">
          Esc
        </kbd>
      </div>
      <Command.List
        style={{ maxHeight: PALETTE_LIST_MAX_HEIGHT_PX }}
        className="scroll-py-2 overflow-x-hidden overflow-y-auto overscroll-contain px-1.5 pb-2"
      >
        <Command.Empty className="py-10 text-center text-sm text-muted-foreground">{PALETTE_EMPTY}</Command.Empty>
        {sections.map((section) => (
          <Command.Group
            key={section.heading}
            heading={section.heading}
          >
            {section.commands.map((command) => {
              const Icon = command.icon;
              const current = command.action.kind === 'theme' && command.action.theme === theme;
              return (
                <Command.Item
                  key={command.label}
                  value={command.label}
                  keywords={command.keywords}
                  onSelect={() => onRun(command)}
                  className={ITEM_CLASS}
                >
                  <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <span className="truncate">{command.label}</span>
                  {current && <Check className="size-4 text-primary" aria-label="Current theme" />}
                  {command.shortcut && <ShortcutKeys shortcut={command.shortcut} />}
                </Command.Item>
              );
            })}
          </Command.Group>
        ))}
        {searchItem}
      </Command.List>
      <div className="flex items-center gap-4 border-t bg-muted/40 px-4 py-2 text-[11px] text-muted-foreground">
        <span className="flex items-center gap-1.5">
          <kbd className="rounded border bg-background px-1 font-sans">↑</kbd>
          <kbd className="rounded border bg-background px-1 font-sans">↓</kbd>
          to navigate
        </span>
        <span className="flex items-center gap-1.5">
          <kbd className="rounded border bg-background px-1 font-sans">↵</kbd>
          to select
        </span>
        <span className="ml-auto hidden sm:inline">Email Buddy</span>
      </div>
    </Command>
  );
}

/** The Ctrl+K / Meta+K palette (cmdk inside a Radix dialog); its key is `usePaletteShortcut` (palette-shortcut.ts). */
export function CommandPalette({
  open,
  setOpen,
}: {
  open: boolean;
  setOpen: Dispatch<SetStateAction<boolean>>;
}) {
  const navigate = useNavigate();
  const { theme, setTheme } = useTheme();
  // Opened again while it still fades out, the dialog keeps its contents mounted: a new key per opening gives
  // each an empty search and a fresh first match (the old search stayed, and typing over it selected nothing).
  const openings = useRef({ open, count: 0 });
  if (open && !openings.current.open) openings.current.count += 1;
  openings.current.open = open;

  function run(command: PaletteCommand) {
    setOpen(false);
    const { action } = command;
    if (action.kind === 'navigate') navigate(action.to);
    else if (action.kind === 'theme') setTheme(action.theme);
    else if (!(isMailCommand(action.command) && runMailCommand(action.command))) toast(PALETTE_NOTHING_HERE(command.label));
  }

  function searchMail(query: string) {
    setOpen(false);
    navigate(`/dashboard?${new URLSearchParams({ q: query }).toString()}`);
  }

  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/30 backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in dark:bg-black/60" />
        <DialogPrimitive.Content
          onCloseAutoFocus={returnFocusOnClose()}
          data-testid="command-palette"
          aria-describedby={undefined}
          className="fixed top-[14vh] left-1/2 z-50 w-[calc(100%-1.5rem)] max-w-[620px] -translate-x-1/2 overflow-hidden rounded-xl border bg-popover text-popover-foreground shadow-2xl ring-1 ring-black/5 outline-none data-[state=closed]:animate-pop-out data-[state=open]:animate-pop-in dark:ring-white/5"
        >
          <DialogPrimitive.Title className="sr-only">{PALETTE_TITLE}</DialogPrimitive.Title>
          <PaletteBody key={openings.current.count} theme={theme} onRun={run} onSearch={searchMail} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
