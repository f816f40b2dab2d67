import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { startMailOAuth } from '../../api/accounts';
import { errorMessage } from '../../api/errors';
import { Button } from '../../ui/button';
import { toast } from '../../ui/use-toast';
import { MicrosoftIcon } from '../../ui/microsoft-icon';
import { OAUTH_START_FAILED } from './texts';

/** Sends the browser to Microsoft's consent for a mailbox; Microsoft returns to Settings › Email with the account added. */
export function OAuthButton({ label, size, variant = 'outline' }: { label: string; size?: 'sm'; variant?: 'outline' | 'default' }) {
  const [pending, setPending] = useState(false);
  const start = async () => {
    setPending(true);
    try {
      // Stay pending: the browser is leaving for Microsoft.
      window.location.href = await startMailOAuth('microsoft');
    } catch (err) {
      toast({ title: OAUTH_START_FAILED, description: errorMessage(err), variant: 'destructive' });
      setPending(false);
    }
  };
  return (
    <Button type="button" variant={variant} size={size} disabled={pending} aria-busy={pending} onClick={() => void start()}>
      {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <MicrosoftIcon />}
      {label}
    </Button>
  );
}
