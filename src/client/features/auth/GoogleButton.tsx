import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../api/errors';
import { Button } from '../../ui/button';
import { GoogleIcon } from '../../ui/google-icon';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/use-toast';
import { BUTTON_GOOGLE, TOAST_GOOGLE_FAILED, TOAST_GOOGLE_NOT_CONFIGURED } from './texts';
import { authOptionsQueryOptions, startGoogleSignIn } from '../../api/auth';

/**
 * Starts Google sign-in when the server has it configured (`GET /api/auth/options`),
 * otherwise says so in a toast and does nothing else.
 */
export function GoogleButton({ disabled }: { disabled?: boolean }) {
  const queryClient = useQueryClient();
  // Ask early so the click does not wait for it.
  useQuery(authOptionsQueryOptions);
  const [pending, setPending] = useState(false);

  async function onClick() {
    if (pending) return;
    setPending(true);
    try {
      const options = await queryClient.fetchQuery(authOptionsQueryOptions);
      if (!options?.google) {
        toast({ title: TOAST_GOOGLE_NOT_CONFIGURED });
        setPending(false);
        return;
      }
      const url = await startGoogleSignIn();
      // Stay pending: the browser is leaving for Google.
      window.location.href = url;
    } catch (err) {
      toast({ title: TOAST_GOOGLE_FAILED, description: errorMessage(err), variant: 'destructive' });
      setPending(false);
    }
  }

  return (
    <Button
      type="button"
      variant="outline"
      className="h-10 w-full"
      onClick={onClick}
      disabled={disabled || pending}
      aria-busy={pending}
    >
      {pending ? <Spinner /> : <GoogleIcon />}
      {BUTTON_GOOGLE}
    </Button>
  );
}
