import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../api/errors';
import { Button } from '../../ui/button';
import { MicrosoftIcon } from '../../ui/microsoft-icon';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/use-toast';
import { BUTTON_MICROSOFT, TOAST_MICROSOFT_FAILED } from './texts';
import { authOptionsQueryOptions, startMicrosoftSignIn } from '../../api/auth';

/** "Continue with Microsoft": shown only where the server has a Microsoft client configured. */
export function MicrosoftButton({ disabled }: { disabled?: boolean }) {
  const { data: options } = useQuery(authOptionsQueryOptions);
  const [pending, setPending] = useState(false);
  if (!options?.microsoft) return null;

  async function onClick() {
    if (pending) return;
    setPending(true);
    try {
      // Stay pending: the browser is leaving for Microsoft.
      window.location.href = await startMicrosoftSignIn();
    } catch (err) {
      toast({ title: TOAST_MICROSOFT_FAILED, description: errorMessage(err), variant: 'destructive' });
      setPending(false);
    }
  }

  return (
    <Button type="button" variant="outline" className="h-10 w-full" onClick={onClick} disabled={disabled || pending} aria-busy={pending}>
      {pending ? <Spinner /> : <MicrosoftIcon />}
      {BUTTON_MICROSOFT}
    </Button>
  );
}
