/**
 * Every keyboard shortcut, as the ? help lists them. The list and single-key
 * parts come from the same tables the key handlers read (TRIAGE_KEYS,
 * GO_TO_SHORTCUTS), so the help cannot name a key that does nothing.
 */
import { TRIAGE_KEYS } from '../../lib/use-triage-keys';
import { PALETTE_SECTIONS } from './palette-commands';
import { COMPOSE_SHORTCUT, GO_TO_SHORTCUTS, HELP_SHORTCUT } from './use-shortcuts';

export const SHORTCUTS_TITLE = 'Keyboard shortcuts';
export const SHORTCUTS_DESCRIPTION = 'Keys work anywhere except while you type in a field; Ctrl is ⌘ on a Mac.';

export interface Shortcut {
  /** Each way to press it; a way of several keys is pressed one after the other ("g", "d"). */
  keys: ReadonlyArray<readonly string[]>;
  label: string;
}

export interface ShortcutSection {
  title: string;
  shortcuts: readonly Shortcut[];
}

/** What the palette calls going to `to` ("Go to Templates"): one name for a place, wherever it is offered. */
function goToLabel(to: string): string {
  for (const section of PALETTE_SECTIONS) {
    for (const command of section.commands) if (command.action.kind === 'navigate' && command.action.to === to) return command.label;
  }
  return `Go to ${to}`;
}

/** How a `KeyboardEvent.key` is written on a key cap. */
export function keyCap(key: string): string {
  switch (key) {
    case 'ArrowDown':
      return '↓';
    case 'ArrowUp':
      return '↑';
    case 'Escape':
      return 'Esc';
    case 'Delete':
      return 'Del';
    case 'U':
      return 'Shift+U';
    default:
      return key;
  }
}

export const SHORTCUT_SECTIONS: readonly ShortcutSection[] = [
  {
    title: 'Anywhere',
    shortcuts: [
      { keys: [['Ctrl+K']], label: 'Command palette' },
      { keys: [[COMPOSE_SHORTCUT]], label: 'Compose' },
      ...Object.entries(GO_TO_SHORTCUTS).map(([key, to]) => ({ keys: [['g', key]], label: goToLabel(to) })),
      { keys: [[HELP_SHORTCUT]], label: SHORTCUTS_TITLE },
    ],
  },
  {
    title: 'Mail list and message',
    shortcuts: TRIAGE_KEYS.map(({ keys, label }) => ({ keys: keys.map((key) => [keyCap(key)]), label })),
  },
  {
    title: 'Conversation',
    shortcuts: [
      { keys: [['n']], label: 'Next message in the conversation' },
      { keys: [['p']], label: 'Previous message in the conversation' },
    ],
  },
  {
    title: 'Compose',
    shortcuts: [
      { keys: [['Ctrl+Enter']], label: 'Send' },
      { keys: [['Ctrl+S']], label: 'Save draft' },
      { keys: [['Ctrl+T']], label: 'Insert a template' },
      { keys: [['Ctrl+Z']], label: 'Undo send, while the undo window is open' },
    ],
  },
];
