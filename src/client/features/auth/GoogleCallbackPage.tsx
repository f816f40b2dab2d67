import { useEffect } from 'react';
import { useNavigate } from '../../app/routing';
import { useQueryClient } from '@tanstack/react-query';
import { useDocumentTitle } from '../../lib/use-document-title';
import { LogoMark } from '../../ui/logo';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/use-toast';
import { CALLBACK_COMPLETING, TOAST_AUTH_FAILED, TOAST_AUTH_SUCCESSFUL } from './texts';
import { sessionQueryOptions } from '../../api/auth';

/** Wait a moment before checking the session: the cookie has just been set by the redirect. */
export const CALLBACK_CHECK_DELAY_MS = 500;

/** /auth/callback/google: where Google sends the browser back after consent. */
export function GoogleCallbackPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useDocumentTitle(CALLBACK_COMPLETING);

  useEffect(() => {
    let cancelled = false;
    const timer = setTimeout(async () => {
      let signedIn: boolean;
      try {
        const data = await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
        signedIn = Boolean(data?.user);
      } catch {
        signedIn = false;
      }
      if (cancelled) return;
      if (signedIn) {
        toast({ title: TOAST_AUTH_SUCCESSFUL });
        navigate('/dashboard', { replace: true });
      } else {
        toast({ title: TOAST_AUTH_FAILED, variant: 'destructive' });
        navigate('/dashboard?auth=failed', { replace: true });
      }
    }, CALLBACK_CHECK_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [navigate, queryClient]);

  return (
    <main className="grid min-h-dvh place-items-center px-6">
      <div className="flex flex-col items-center gap-5 text-center" role="status" aria-live="polite">
        <LogoMark className="size-11 rounded-xl" />
        <div className="flex items-center gap-2.5 text-sm text-muted-foreground">
          <Spinner className="size-4 text-primary" />
          <span className="font-medium text-foreground">{CALLBACK_COMPLETING}</span>
        </div>
      </div>
    </main>
  );
}
