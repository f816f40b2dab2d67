/**
 * Every entry of the command palette, as data.
 * `to` entries navigate; `log` entries go to the screen that can act on them
 * (lib/mail-commands.ts); `theme` entries set the theme.
 */
import {
  Archive,
  ChartColumn,
  ChartColumnBig,
  BellPlus,
  BellRing,
  CalendarClock,
  Clock,
  Eye,
  FilePlus,
  FileText,
  Forward,
  Inbox,
  LayoutDashboard,
  Newspaper,
  MailOpen,
  Monitor,
  Moon,
  Reply,
  Save,
  Send,
  Settings,
  Sparkles,
  SquarePen,
  Star,
  Sun,
  Tag,
  Trash2,
  type LucideIcon,
  PenLine,
  FilePen,
  ListChecks,
  ListFilter,
} from 'lucide-react';
import type { Theme } from '../theme';

export const PALETTE_PLACEHOLDER = 'Type a command or search...';
export const PALETTE_EMPTY = 'No results found.';
export const PALETTE_TITLE = 'Command palette';
export const PALETTE_LIST_MAX_HEIGHT_PX = 300;
export const PALETTE_SEARCH_HEADING = 'Search';
export const PALETTE_SEARCH_MAIL = (query: string) => `Search mail for “${query}”`;
/** A mail command with nothing to act on where the person is. */
export const PALETTE_NOTHING_HERE = (label: string) => ({ title: label, description: 'Open an email, or a draft in compose, and try again.' });

export type PaletteAction =
  | { kind: 'navigate'; to: string }
  | { kind: 'log'; command: string }
  | { kind: 'theme'; theme: Theme };

export interface PaletteCommand {
  label: string;
  icon: LucideIcon;
  action: PaletteAction;
  /** Shown on the right, e.g. "G D" or "Ctrl+Enter". */
  shortcut?: string;
  keywords?: string[];
}

export interface PaletteSection {
  heading: 'Navigation' | 'Email' | 'Templates' | 'AI Tools' | 'Settings';
  commands: PaletteCommand[];
}

const go = (to: string): PaletteAction => ({ kind: 'navigate', to });
const log = (command: string): PaletteAction => ({ kind: 'log', command });

export const PALETTE_SECTIONS: readonly PaletteSection[] = [
  {
    heading: 'Navigation',
    commands: [
      { label: 'Go to Dashboard', icon: LayoutDashboard, action: go('/dashboard'), shortcut: 'G D', keywords: ['inbox', 'home'] },
      { label: 'Go to Templates', icon: FileText, action: go('/templates'), shortcut: 'G T', keywords: ['snippets'] },
      { label: 'Go to AI Tools', icon: Sparkles, action: go('/ai-tools'), shortcut: 'G A', keywords: ['assistant'] },
      { label: 'Go to Scheduled Emails', icon: CalendarClock, action: go('/scheduled'), shortcut: 'G C', keywords: ['later', 'send later'] },
      { label: 'Go to Follow-Ups', icon: BellRing, action: go('/follow-ups'), shortcut: 'G F', keywords: ['reminders'] },
      { label: 'Go to Rules', icon: ListFilter, action: go('/rules'), keywords: ['filters', 'automation', 'sort', 'auto-label'] },
      { label: 'Go to Insights', icon: ChartColumnBig, action: go('/insights'), keywords: ['stats', 'statistics', 'charts', 'analytics', 'reports'] },
      { label: 'Go to Subscriptions', icon: Newspaper, action: go('/subscriptions'), keywords: ['unsubscribe', 'newsletters', 'lists'] },
      { label: 'Go to Settings', icon: Settings, action: go('/settings'), shortcut: 'G S', keywords: ['preferences'] },
      { label: 'Compose New Email', icon: SquarePen, action: go('/compose'), shortcut: 'C', keywords: ['new', 'write'] },
    ],
  },
  {
    heading: 'Email',
    commands: [
      { label: 'View Inbox', icon: Inbox, action: go('/dashboard?tab=inbox') },
      { label: 'View Starred', icon: Star, action: go('/dashboard?tab=starred') },
      { label: 'View Drafts', icon: FilePen, action: go('/dashboard?tab=drafts') },
      { label: 'View Archived', icon: Archive, action: go('/dashboard?tab=archived') },
      { label: 'View Trash', icon: Trash2, action: go('/dashboard?tab=trash') },
      { label: 'Create New Label', icon: Tag, action: go('/dashboard?new-label=1'), keywords: ['tag', 'folder', 'category'] },
      { label: 'Send Email', icon: Send, action: log('send'), shortcut: 'Ctrl+Enter' },
      { label: 'Delete Email', icon: Trash2, action: log('delete'), shortcut: 'Delete' },
      { label: 'Archive Email', icon: Archive, action: log('archive'), shortcut: 'E' },
      { label: 'Star Email', icon: Star, action: log('star'), shortcut: 'S' },
      { label: 'Reply', icon: Reply, action: log('reply'), shortcut: 'R' },
      { label: 'Forward', icon: Forward, action: log('forward'), shortcut: 'F' },
      { label: 'Save Draft', icon: Save, action: log('save-draft'), shortcut: 'Ctrl+S' },
      { label: 'Mark Unread', icon: MailOpen, action: log('mark-unread'), shortcut: 'Shift+U' },
    ],
  },
  {
    heading: 'Templates',
    commands: [{ label: 'Create New Template', icon: FilePlus, action: go('/templates'), keywords: ['snippet'] }],
  },
  {
    heading: 'AI Tools',
    commands: [
      { label: 'Schedule Email', icon: Clock, action: go('/compose'), shortcut: 'Alt+S', keywords: ['send later'] },
      { label: 'Set Email Reminder', icon: BellPlus, action: go('/compose') },
      { label: 'Enable Email Tracking', icon: Eye, action: go('/compose'), keywords: ['opens', 'clicks'] },
      { label: 'Set Follow-Up Reminder', icon: PenLine, action: go('/follow-ups') },
      { label: 'View All Follow-Ups', icon: ListChecks, action: go('/follow-ups') },
      { label: 'View Tracked Emails', icon: ChartColumn, action: go('/tracked'), keywords: ['tracking', 'analytics'] },
    ],
  },
  {
    heading: 'Settings',
    commands: [
      { label: 'Light', icon: Sun, action: { kind: 'theme', theme: 'light' }, keywords: ['theme', 'appearance'] },
      { label: 'Dark', icon: Moon, action: { kind: 'theme', theme: 'dark' }, keywords: ['theme', 'appearance'] },
      { label: 'System', icon: Monitor, action: { kind: 'theme', theme: 'system' }, keywords: ['theme', 'appearance', 'auto'] },
    ],
  },
];
