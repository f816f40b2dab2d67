import { useCallback, useRef, useState } from 'react';
import { Link, useLocation } from '../routing';
import { Menu, X } from 'lucide-react';
import { cn } from '../../lib/utils';
import { buttonVariants } from '../../ui/button';
import { Logo } from '../../ui/logo';
import { headerClassName } from './header-styles';
import { HEADER_SCROLL_THRESHOLD_PX, PUBLIC_NAV_ITEMS } from './public-nav';
import { useDismiss } from './use-dismiss';
import { useScrolled } from './use-scrolled';
import { useSignedIn } from '../../api/signed-in';

export const SIGN_IN_LABEL = 'Sign in';
export const GET_STARTED_LABEL = 'Get Started';
/** Signed in already: the way back to one's mail instead of signing in again. */
export const OPEN_INBOX_LABEL = 'Open your inbox';

/** Header for the landing page and other public pages (not shown on /auth). */
export function PublicHeader() {
  const scrolled = useScrolled(HEADER_SCROLL_THRESHOLD_PX);
  const signedIn = useSignedIn();
  const location = useLocation();
  // Remembering the path the menu was opened on closes it on any navigation.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const here = location.pathname + location.hash;
  const open = openOn === here;
  const header = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  useDismiss(open, useCallback(() => setOpenOn(null), []), header, menuButton);

  return (
    <header ref={header} data-testid="public-header" data-scrolled={scrolled} className={headerClassName(scrolled || open)}>
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4 sm:px-6">
        <Link to="/" className="rounded-md text-[15px] outline-none focus-visible:ring-[3px] focus-visible:ring-ring/80">
          <Logo />
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {PUBLIC_NAV_ITEMS.map((item) => (
            <Link
              key={item.to}
              to={item.to}
              className="rounded-md px-3 py-1.5 text-sm text-muted-foreground transition-colors hover:text-foreground"
            >
              {item.label}
            </Link>
          ))}
        </nav>

        <div className="ml-auto hidden items-center gap-2 md:flex">
          {signedIn ? (
            <Link to="/dashboard" className={buttonVariants({ size: 'sm' })}>
              {OPEN_INBOX_LABEL}
            </Link>
          ) : (
            <>
              <Link to="/auth" className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'text-foreground' })}>
                {SIGN_IN_LABEL}
              </Link>
              <Link to="/auth?signup=true" className={buttonVariants({ size: 'sm' })}>
                {GET_STARTED_LABEL}
              </Link>
            </>
          )}
        </div>

        <button
          ref={menuButton}
          type="button"
          className="ml-auto inline-flex size-9 items-center justify-center rounded-md text-foreground hover:bg-accent md:hidden pointer-coarse:size-11"
          aria-label={open ? 'Close menu' : 'Open menu'}
          aria-expanded={open}
          aria-controls="public-mobile-menu"
          onClick={() => setOpenOn(open ? null : here)}
        >
          {open ? <X className="size-5" /> : <Menu className="size-5" />}
        </button>
      </div>

      {open && (
        <div id="public-mobile-menu" className="animate-slide-down border-t md:hidden">
          <nav aria-label="Mobile" className="mx-auto grid max-w-6xl gap-1 px-4 py-3">
            {PUBLIC_NAV_ITEMS.map((item) => (
              <Link
                key={item.to}
                to={item.to}
                className="rounded-md px-3 py-2.5 text-[15px] font-medium text-foreground hover:bg-accent"
              >
                {item.label}
              </Link>
            ))}
            {signedIn ? (
              <Link to="/dashboard" className={cn(buttonVariants(), 'mt-2 h-10')}>
                {OPEN_INBOX_LABEL}
              </Link>
            ) : (
              <div className="mt-2 grid grid-cols-2 gap-2">
                <Link to="/auth" className={cn(buttonVariants({ variant: 'outline' }), 'h-10')}>
                  {SIGN_IN_LABEL}
                </Link>
                <Link to="/auth?signup=true" className={cn(buttonVariants(), 'h-10')}>
                  {GET_STARTED_LABEL}
                </Link>
              </div>
            )}
          </nav>
        </div>
      )}
    </header>
  );
}
