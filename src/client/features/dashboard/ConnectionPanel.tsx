import { AlertTriangle, CheckCircle2, Loader2, Mail, RefreshCw, Unplug, X } from 'lucide-react';
import { errorMessage } from '../../api/errors';
import { cn } from '../../lib/utils';
import { Button } from '../../ui/button';
import { toast } from '../../ui/use-toast';
import {
  GMAIL_CONNECT,
  GMAIL_CONNECT_DESCRIPTION,
  GMAIL_CONNECTED,
  GMAIL_CONNECTING,
  GMAIL_DISCONNECT,
  GMAIL_FAILED_DEFAULT,
  GMAIL_FAILED_TITLE,
  GMAIL_SETUP_HINT,
  GMAIL_TITLE,
  GMAIL_TRY_AGAIN,
  HIDE_GMAIL_STRIP,
  TOAST_CONNECTION_FAILED,
  TOAST_EMAIL_DISCONNECTED,
  connectionFailedFor,
  gmailTotal,
} from './texts';
import { useGmailConnect, useGmailDisconnect, useGmailStatus } from '../../api/gmail';
import type { MailProfile } from '../../api/mail';

export type ConnectionState = 'connect' | 'connecting' | 'connected' | 'failed';

/**
 * The Gmail connection panel: connect, connecting, connected
 * (address, total, Disconnect) and failed (message, OAuth redirect-URI hint,
 * Try Again). `authFailed` comes from `?auth=failed` after a failed return.
 * A connected account whose profile failed to load (Gmail down, throttled or
 * not answering) shows the failed state too, with the server's message
 * ("Failed to fetch Gmail profile") and a Try Again that loads it again.
 *
 * `compact`: a small card at the foot of the mailbox sidebar (wide screens,
 * where the list should start high on the page and the header has no room);
 * once Gmail is connected the person may hide it (`onHide`). The dashboard
 * still shows a failed sign-in's whole panel above the list: it needs reading.
 */
export function ConnectionPanel({
  authFailed,
  authMessage,
  profile,
  profileError,
  onRetryProfile,
  onDismissFailure,
  compact = false,
  onHide,
}: {
  compact?: boolean;
  /** Hides the connected strip for good (the dashboard remembers it). */
  onHide?: () => void;
  authFailed: boolean;
  authMessage?: string;
  profile?: MailProfile;
  /** The profile request's error, when the last load failed. */
  profileError?: unknown;
  onRetryProfile?: () => void;
  onDismissFailure: () => void;
}) {
  const status = useGmailStatus();
  const connect = useGmailConnect();
  const disconnect = useGmailDisconnect();

  const connecting = connect.isPending || (connect.isSuccess && !authFailed);
  const connectError = connect.isError ? errorMessage(connect.error) : null;
  const profileFailed = Boolean(status.data?.connected && profileError) && !authFailed && !connectError;
  let state: ConnectionState = 'connect';
  if (connecting) state = 'connecting';
  else if (authFailed || connectError || profileFailed) state = 'failed';
  else if (status.data?.connected) state = 'connected';

  function startConnect() {
    onDismissFailure();
    connect.reset();
    connect.mutate(undefined, {
      onError: (err) =>
        toast({ title: TOAST_CONNECTION_FAILED, description: connectionFailedFor(errorMessage(err)), variant: 'destructive' }),
    });
  }

  const connected = state === 'connected';
  const detail =
    state === 'connecting'
      ? GMAIL_CONNECTING
      : connected
        ? `${status.data?.email ?? profile?.emailAddress ?? ''}${profile ? ` · ${gmailTotal(profile.messagesTotal)}` : ''}`
        : GMAIL_CONNECT_DESCRIPTION;
  const disconnectNow = () =>
    disconnect.mutate(undefined, {
      onSuccess: () => toast({ title: TOAST_EMAIL_DISCONNECTED }),
      onError: (err) => toast({ title: TOAST_CONNECTION_FAILED, description: errorMessage(err), variant: 'destructive' }),
    });

  if (compact) {
    const failed = state === 'failed';
    const message = failed ? (connectError ?? authMessage ?? (profileFailed ? errorMessage(profileError) : GMAIL_FAILED_DEFAULT)) : detail;
    return (
      <section data-testid="gmail-panel" data-state={state} className={cn('rounded-lg border p-3 text-sm', failed ? 'border-destructive/30 bg-destructive/5' : 'bg-card shadow-xs')}>
        <div className="flex items-center gap-2">
          {failed ? (
            <AlertTriangle className="size-4 shrink-0 text-destructive" aria-hidden="true" />
          ) : connected ? (
            <CheckCircle2 className="size-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
          ) : (
            <Mail className="size-4 shrink-0 text-primary" aria-hidden="true" />
          )}
          <h2 className="min-w-0 flex-1 truncate font-semibold">
            {failed ? GMAIL_FAILED_TITLE : GMAIL_TITLE}
            {connected && <span className="ml-2 text-xs font-medium text-emerald-600 dark:text-emerald-400">{GMAIL_CONNECTED}</span>}
          </h2>
          {connected && onHide && (
            <Button variant="ghost" size="icon-sm" className="-my-1 -mr-1 size-7 text-muted-foreground" aria-label={HIDE_GMAIL_STRIP} title={HIDE_GMAIL_STRIP} data-testid="gmail-strip-hide" onClick={onHide}>
              <X aria-hidden="true" />
            </Button>
          )}
        </div>
        <p className={cn('mt-1 text-xs text-muted-foreground', connected && 'truncate')} title={message}>
          {message}
        </p>
        {failed ? (
          <Button variant="outline" size="sm" className="mt-2.5 w-full" onClick={profileFailed ? onRetryProfile : startConnect}>
            <RefreshCw aria-hidden="true" />
            {GMAIL_TRY_AGAIN}
          </Button>
        ) : connected ? (
          <Button variant="outline" size="sm" className="mt-2.5 w-full" disabled={disconnect.isPending} onClick={disconnectNow}>
            <Unplug aria-hidden="true" />
            {GMAIL_DISCONNECT}
          </Button>
        ) : (
          <Button size="sm" className="mt-2.5 w-full" disabled={state === 'connecting'} onClick={startConnect}>
            {state === 'connecting' ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Mail aria-hidden="true" />}
            {state === 'connecting' ? GMAIL_CONNECTING : GMAIL_CONNECT}
          </Button>
        )}
      </section>
    );
  }

  if (state === 'failed') {
    return (
      <section
        data-testid="gmail-panel"
        data-state="failed"
        className="rounded-xl border border-destructive/30 bg-destructive/5 p-4 sm:p-5"
      >
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex min-w-0 gap-3">
            <span className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-destructive/10 text-destructive">
              <AlertTriangle className="size-4.5" aria-hidden="true" />
            </span>
            <div className="min-w-0 space-y-1.5">
              <h2 className="text-sm font-semibold">{GMAIL_FAILED_TITLE}</h2>
              <p className="text-sm text-muted-foreground">
                {connectError ?? authMessage ?? (profileFailed ? errorMessage(profileError) : GMAIL_FAILED_DEFAULT)}
              </p>
              {!profileFailed && (
                <p className="text-xs text-muted-foreground">
                  {GMAIL_SETUP_HINT}{' '}
                  <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-[11px] break-all text-foreground">
                    {status.data?.redirectUri || `${window.location.origin}/api/mail/gmail/callback`}
                  </code>
                </p>
              )}
            </div>
          </div>
          <Button variant="outline" size="sm" onClick={profileFailed ? onRetryProfile : startConnect} className="self-start">
            <RefreshCw aria-hidden="true" />
            {GMAIL_TRY_AGAIN}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section
      data-testid="gmail-panel"
      data-state={state}
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 items-center gap-3">
        <span
          className={
            state === 'connected'
              ? 'inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-emerald-500/12 text-emerald-600 dark:text-emerald-400'
              : 'inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary'
          }
        >
          {state === 'connected' ? <CheckCircle2 className="size-4.5" aria-hidden="true" /> : <Mail className="size-4.5" aria-hidden="true" />}
        </span>
        <div className="min-w-0">
          <h2 className="text-sm font-semibold">
            {GMAIL_TITLE}
            {state === 'connected' && (
              <span className="ml-2 text-xs font-medium text-emerald-600 dark:text-emerald-400">{GMAIL_CONNECTED}</span>
            )}
          </h2>
          <p className={state === 'connected' ? 'truncate text-sm text-muted-foreground' : 'text-sm text-muted-foreground'}>{detail}</p>
        </div>
      </div>
      {state === 'connected' ? (
        <Button
          variant="outline"
          size="sm"
          className="self-start sm:self-auto"
          disabled={disconnect.isPending}
          onClick={disconnectNow}
        >
          <Unplug aria-hidden="true" />
          {GMAIL_DISCONNECT}
        </Button>
      ) : (
        <Button size="sm" className="self-start sm:self-auto" disabled={state === 'connecting'} onClick={startConnect}>
          {state === 'connecting' ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Mail aria-hidden="true" />}
          {state === 'connecting' ? GMAIL_CONNECTING : GMAIL_CONNECT}
        </Button>
      )}
    </section>
  );
}
