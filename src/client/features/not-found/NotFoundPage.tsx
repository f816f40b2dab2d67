import { useEffect } from 'react';
import { Link, useLocation } from '../../app/routing';
import { ArrowLeft, Inbox } from 'lucide-react';
import { useSignedIn } from '../../api/signed-in';
import { useDocumentTitle } from '../../lib/use-document-title';
import { buttonVariants } from '../../ui/button';
import {
  NOT_FOUND_CODE,
  NOT_FOUND_DESCRIPTION,
  NOT_FOUND_HOME_LINK,
  NOT_FOUND_INBOX_LINK,
  NOT_FOUND_LOG_MESSAGE,
  NOT_FOUND_TITLE,
} from './texts';

export function NotFoundPage() {
  const { pathname } = useLocation();
  useDocumentTitle('Page not found');
  const signedIn = useSignedIn();

  useEffect(() => {
    console.error(NOT_FOUND_LOG_MESSAGE, pathname);
  }, [pathname]);

  return (
    <main className="relative isolate flex flex-1 items-center justify-center overflow-hidden px-6 py-24">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(40%_40%_at_50%_40%,color-mix(in_oklab,var(--color-primary)_12%,transparent),transparent_70%)]"
      />
      <div className="text-center">
        <p className="bg-linear-to-b from-foreground to-foreground/30 bg-clip-text text-8xl font-bold tracking-tighter text-transparent sm:text-9xl">
          {NOT_FOUND_CODE}
        </p>
        <h1 className="mt-4 text-2xl font-semibold tracking-tight">{NOT_FOUND_TITLE}</h1>
        <p className="mx-auto mt-2 max-w-sm text-muted-foreground">{NOT_FOUND_DESCRIPTION}</p>
        <p className="mx-auto mt-3 max-w-sm truncate font-mono text-xs text-muted-foreground/80">{pathname}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/" className={buttonVariants({ variant: signedIn ? 'outline' : 'default' })}>
            <ArrowLeft />
            {NOT_FOUND_HOME_LINK}
          </Link>
          {signedIn && (
            <Link to="/dashboard" className={buttonVariants()}>
              <Inbox />
              {NOT_FOUND_INBOX_LINK}
            </Link>
          )}
        </div>
      </div>
    </main>
  );
}
