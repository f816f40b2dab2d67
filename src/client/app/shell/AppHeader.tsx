import { useCallback, useRef, useState } from 'react';
import { Link, useLocation } from '../routing';
import { Menu, Search, X } from 'lucide-react';
import type { SessionUser } from '../../api/auth';
import { cn } from '../../lib/utils';
import { Logo, LogoMark } from '../../ui/logo';
import { headerClassName } from './header-styles';
import { APP_NAV_ITEMS, navItemActive } from './nav-items';
import { OutboxCount } from './OfflineBanner';
import { HEADER_SCROLL_THRESHOLD_PX } from './public-nav';
import { ThemeToggle } from './ThemeToggle';
import { UserMenu } from './UserMenu';
import { useDismiss } from './use-dismiss';
import { useScrolled } from './use-scrolled';

export const SEARCH_LABEL = 'Search';
/** Ctrl+K opens the palette on every system (Meta+K too on a Mac), and the rest of the app names Ctrl: so does the hint. */
export const PALETTE_HINT = 'Ctrl K';


function Kbd({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <kbd
      className={cn(
        'pointer-events-none inline-flex h-5 items-center rounded border bg-muted px-1.5 font-sans text-[11px] font-medium text-muted-foreground',
        className,
      )}
    >
      {children}
    </kbd>
  );
}

/**
 * The signed-in header: search (opens the palette), the app's sections, theme
 * and account. Below 1180 px the sections fold into a menu that closes on navigation.
 */
export function AppHeader({ user, onOpenPalette }: { user: SessionUser; onOpenPalette: () => void }) {
  const { pathname, search } = useLocation();
  const scrolled = useScrolled(HEADER_SCROLL_THRESHOLD_PX);
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const header = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  useDismiss(menuOpen, useCallback(() => setOpenOn(null), []), header, menuButton);

  return (
    <header ref={header} data-testid="app-header" data-scrolled={scrolled} className={headerClassName(scrolled || menuOpen)}>
      <div className="mx-auto flex h-14 max-w-[1440px] items-center gap-2 px-3 sm:px-5">
        <Link
          to="/dashboard"
          aria-label="Go to dashboard"
          className="mr-1 shrink-0 rounded-md text-[15px] outline-none pointer-coarse:py-2 focus-visible:ring-[3px] focus-visible:ring-ring/80"
        >
          {/* The wordmark needs room the full nav takes between 1180 and 1400 px. */}
          <Logo className="max-nav:inline-flex nav:hidden wide:inline-flex" />
          <LogoMark className="hidden nav:max-wide:inline-flex" />
        </Link>

        <nav aria-label="App" className="hidden min-w-0 items-center gap-0.5 nav:flex">
          {APP_NAV_ITEMS.map((item) => {
            const active = navItemActive(item, pathname, search);
            const Icon = item.icon;
            return (
              <Link
                key={item.to}
                to={item.to}
                aria-current={active ? 'page' : undefined}
                aria-label={item.iconOnly ? item.label : undefined}
                title={item.iconOnly ? item.label : undefined}
                className={cn(
                  'inline-flex h-8 items-center gap-1.5 rounded-md px-1.5 text-[13px] font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/80',
                  active
                    ? 'bg-accent text-foreground shadow-[inset_0_0_0_1px_var(--color-border)]'
                    : 'text-muted-foreground hover:bg-accent/60 hover:text-foreground',
                )}
              >
                <Icon className={cn('size-4 shrink-0', active ? 'text-primary' : 'opacity-80')} aria-hidden="true" />
                {!item.iconOnly && item.label}
                {item.to === '/offline' && <OutboxCount />}
              </Link>
            );
          })}
        </nav>

        <div className="ml-auto flex shrink-0 items-center gap-1.5">
          <button
            type="button"
            onClick={onOpenPalette}
            aria-label={`${SEARCH_LABEL} (${PALETTE_HINT})`}
            aria-keyshortcuts="Control+K Meta+K"
            data-testid="open-palette"
            className="inline-flex h-8 items-center justify-center gap-2 rounded-md border bg-muted/50 px-2 pointer-coarse:h-11 pointer-coarse:min-w-11 sm:pr-1.5 sm:pl-2.5 nav:px-2 xl:pr-1.5 xl:pl-2.5 text-[13px] text-muted-foreground shadow-xs transition-colors outline-none hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/80 dark:bg-input/10"
          >
            <Search className="size-3.5" aria-hidden="true" />
            {/* Between 1180 and 1280 px the full nav needs the room: icon only. */}
            <span className="hidden sm:inline nav:hidden xl:inline">{SEARCH_LABEL}</span>
            <Kbd className="hidden sm:inline-flex nav:hidden xl:inline-flex">{PALETTE_HINT}</Kbd>
          </button>
          <ThemeToggle />
          <UserMenu user={user} />
          <button
            ref={menuButton}
            type="button"
            className="inline-flex size-8 items-center justify-center rounded-md text-foreground hover:bg-accent nav:hidden pointer-coarse:size-11"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="app-mobile-menu"
            onClick={() => setOpenOn(menuOpen ? null : pathname)}
          >
            {menuOpen ? <X className="size-5" /> : <Menu className="size-5" />}
          </button>
        </div>
      </div>

      {menuOpen && (
        <div id="app-mobile-menu" className="animate-slide-down border-t nav:hidden">
          <nav aria-label="App (mobile)" className="mx-auto grid max-w-3xl grid-cols-1 gap-1 px-3 py-3 sm:grid-cols-3 sm:px-5">
            {APP_NAV_ITEMS.map((item) => {
              const active = navItemActive(item, pathname, search);
              const Icon = item.icon;
              return (
                <Link
                  key={item.to}
                  to={item.to}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'flex items-center gap-3 rounded-lg px-3 py-2.5 text-[15px] font-medium transition-colors sm:text-sm',
                    active ? 'bg-accent text-foreground' : 'text-muted-foreground hover:bg-accent/60 hover:text-foreground',
                  )}
                >
                  <Icon className={cn('size-[18px]', active && 'text-primary')} aria-hidden="true" />
                  {item.label}
                  {item.to === '/offline' && <OutboxCount />}
                </Link>
              );
            })}
          </nav>
        </div>
      )}
    </header>
  );
}
