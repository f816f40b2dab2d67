import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { startMailOAuth } from '../../api/accounts';
import { errorMessage } from '../../api/errors';
import { Button } from '../../ui/button';
import { toast } from '../../ui/use-toast';
import { GoogleIcon } from '../../ui/google-icon';
import { MicrosoftIcon } from '../../ui/microsoft-icon';
import { oauthStartFailed } from './texts';

interface OAuthButtonProps {
  provider: 'microsoft' | 'google';
  label: string;
  /** The mailbox's address, offered to the provider's account chooser. */
  email?: string;
  size?: 'sm';
  variant?: 'outline' | 'default';
}

/** Sends the browser to the provider's consent for a mailbox; it returns to Settings › Email with the account added. */
export function OAuthButton({ provider, label, email, size, variant = 'outline' }: OAuthButtonProps) {
  const [pending, setPending] = useState(false);
  const start = async () => {
    setPending(true);
    try {
      // Stay pending: the browser is leaving for the provider.
      // Only Google's consent takes the address as a hint; Microsoft's own picker does without.
      window.location.href = await startMailOAuth(provider, provider === 'google' ? email : undefined);
    } catch (err) {
      toast({ title: oauthStartFailed(provider), description: errorMessage(err), variant: 'destructive' });
      setPending(false);
    }
  };
  return (
    <Button type="button" variant={variant} size={size} disabled={pending} aria-busy={pending} onClick={() => void start()}>
      {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : provider === 'google' ? <GoogleIcon /> : <MicrosoftIcon />}
      {label}
    </Button>
  );
}
