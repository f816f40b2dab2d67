import {
  BellRing,
  ChartColumnBig,
  ChartNoAxesColumn,
  CalendarClock,
  FileText,
  HardDriveDownload,
  LayoutDashboard,
  ListFilter,
  Settings,
  Sparkles,
  SquarePen,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  to: string;
  /** The label shown; also the link's accessible name. */
  label: string;
  icon: LucideIcon;
  /**
   * The header bar shows only the icon (the label stays the link's name and
   * its tooltip), which keeps the full bar on one line from 1180 px; the
   * narrow-screen menu still writes the label.
   */
  iconOnly?: boolean;
}

/** The app header's links, in the order people see them. */
export const APP_NAV_ITEMS: readonly NavItem[] = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/compose', label: 'New Email', icon: SquarePen },
  { to: '/ai-tools', label: 'AI Tools', icon: Sparkles },
  { to: '/templates', label: 'Templates', icon: FileText },
  { to: '/scheduled', label: 'Scheduled', icon: CalendarClock },
  { to: '/follow-ups', label: 'Follow-Ups', icon: BellRing },
  { to: '/rules', label: 'Rules', icon: ListFilter },
  { to: '/tracked', label: 'Tracking', icon: ChartNoAxesColumn },
  { to: '/insights', label: 'Insights', icon: ChartColumnBig },
  // Mail kept on this device, not a connection state: a crossed-out Wi-Fi here read as "you are offline".
  { to: '/offline', label: 'Offline', icon: HardDriveDownload },
  // The gear needs no word, and the account menu offers Settings by name as well.
  { to: '/settings', label: 'Settings', icon: Settings, iconOnly: true },
];

/** Compose opened on an existing message: a reply, a forward, a draft or a scheduled email, which is not a new email. */
const COMPOSE_ON = ['reply', 'forward', 'draft', 'scheduled'];

/** Whether `item` is the section the page at `pathname` and `search` belongs to. */
export function navItemActive(item: NavItem, pathname: string, search = ''): boolean {
  if (item.to === '/compose' && pathname === '/compose') return !COMPOSE_ON.some((key) => new URLSearchParams(search).has(key));
  if (pathname === item.to || pathname.startsWith(`${item.to}/`)) return true;
  // A single message belongs to the inbox.
  return item.to === '/dashboard' && /^\/(email|message)\//.test(pathname);
}
