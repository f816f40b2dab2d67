import { LogOut, Settings } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from '../routing';
import { errorMessage } from '../../api/errors';
import { TOAST_SIGN_OUT_FAILED } from '../../features/auth/texts';
import { useSignOut } from '../../api/auth';
import type { SessionUser } from '../../api/auth';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../ui/dropdown-menu';
import { toast } from '../../ui/use-toast';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { useOutbox } from '../../lib/offline/outbox';

export const SIGN_OUT_LABEL = 'Sign out';
export const TEXT_OUTBOX_NOT_SENT = (count: number) => (count === 1 ? '1 change in the outbox has not been sent' : `${count} changes in the outbox have not been sent`);
export const TEXT_OUTBOX_SIGN_OUT_DESCRIPTION = 'Signing out removes everything saved on this device, the outbox too. Send them first from the Offline page, or sign out and lose them.';
export const TEXT_SIGN_OUT_ANYWAY = 'Sign out and discard';
export const TEXT_OPEN_OUTBOX = 'Open the outbox';

function initials(user: SessionUser): string {
  const source = user.name?.trim() || user.email;
  const parts = source.split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? parts[0][0] + parts[parts.length - 1][0] : source.slice(0, 2);
  return letters.toUpperCase();
}

export function UserAvatar({ user, className = 'size-8 text-xs' }: { user: SessionUser; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-linear-to-br from-brand-from/85 to-brand-to font-semibold text-white ring-2 ring-background ${className}`}
    >
      {initials(user)}
    </span>
  );
}

/** Avatar button with the user's name and email, Settings and Sign out. */
export function UserMenu({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const waiting = useOutbox().length;
  const [confirming, setConfirming] = useState(false);

  async function onSignOut() {
    setConfirming(false);
    try {
      await signOut.mutateAsync();
    } catch (err) {
      toast({ title: TOAST_SIGN_OUT_FAILED, description: errorMessage(err), variant: 'destructive' });
      return;
    }
    // Leave the app first, so the guard does not bounce us to /auth, then drop the user's cache.
    await navigate('/', { replace: true });
    await signOut.forget();
  }

  // The outbox may empty while the question is open (its replay finished): nothing is left to lose, so the sign-out
  // asked for goes ahead instead of asking about "0 changes".
  useEffect(() => {
    if (confirming && waiting === 0) void onSignOut();
    // onSignOut is remade every render; only the outbox emptying while asking should run it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [confirming, waiting]);

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        data-testid="user-menu"
        aria-label={`Account: ${user.name || user.email}`}
        className="rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/80 pointer-coarse:p-1.5"
      >
        <UserAvatar user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="flex items-center gap-3 py-2 font-normal">
          <UserAvatar user={user} className="size-9 text-sm" />
          <span className="grid min-w-0">
            <span className="truncate text-sm font-medium">{user.name}</span>
            <span className="truncate text-xs text-muted-foreground">{user.email}</span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/settings')}>
          <Settings />
          Settings
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={(e) => {
            // Sign-out empties this device's copy: what waits in the outbox would be lost without a word.
            // The menu closes first, so the question gets the focus and the page behind it.
            if (waiting > 0) return setConfirming(true);
            e.preventDefault();
            void onSignOut();
          }}
          disabled={signOut.isPending}
        >
          <LogOut />
          {SIGN_OUT_LABEL}
        </DropdownMenuItem>
      </DropdownMenuContent>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{TEXT_OUTBOX_NOT_SENT(waiting)}</DialogTitle>
            <DialogDescription>{TEXT_OUTBOX_SIGN_OUT_DESCRIPTION}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button asChild variant="outline">
              <Link to="/offline" onClick={() => setConfirming(false)}>
                {TEXT_OPEN_OUTBOX}
              </Link>
            </Button>
            <Button variant="destructive" disabled={signOut.isPending} onClick={() => void onSignOut()}>
              {TEXT_SIGN_OUT_ANYWAY}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </DropdownMenu>
  );
}
