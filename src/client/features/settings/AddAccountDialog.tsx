import { CheckCircle2, Info, Loader2, PlugZap } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { discoverAccount, useAddAccount, useTestAccount } from '../../api/accounts';
import { authOptionsQueryOptions } from '../../api/auth';
import { Alert, AlertDescription } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { FieldError, fieldErrorId, Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../ui/select';
import { toast } from '../../ui/use-toast';
import { ErrorNotice } from './ErrorNotice';
import { accountErrorText, emptyForm, isComplete, toInput, withDiscovery, withEmail, withSecurity, type AccountForm, type Security, type ServerFields } from './account-form';
import {
  ADD_DESCRIPTION, ADD_TITLE, BUTTON_ADD, BUTTON_CANCEL, BUTTON_TEST, FINDING_SETTINGS, HEADING_INCOMING, HEADING_OUTGOING, LABEL_ADDRESS,
  LABEL_DISPLAY_NAME, LABEL_HOST, LABEL_PASSWORD, LABEL_PORT, LABEL_SECURITY, LABEL_USERNAME, NO_SETTINGS_FOUND, OAUTH_NEEDED, SECURITY_NAMES,
  settingsFrom, EMAIL_INCOMPLETE, TEST_OK, TOAST_ACCOUNT_ADDED, buttonSignIn, oauthNotConfigured, GMAIL_PROVIDER, GMAIL_SIGN_IN_INSTEAD,
} from './texts';
import { OAuthButton } from './OAuthButton';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function ServerSection({ side, title, value, onChange }: { side: 'imap' | 'smtp'; title: string; value: ServerFields; onChange: (v: ServerFields) => void }) {
  return (
    <fieldset className="grid gap-3 rounded-lg border p-3">
      <legend className="px-1 text-sm font-medium">{title}</legend>
      <div className="grid gap-1.5">
        <Label htmlFor={`${side}-host`}>{LABEL_HOST}</Label>
        <Input id={`${side}-host`} value={value.host} onChange={(e) => onChange({ ...value, host: e.target.value })} autoComplete="off" spellCheck={false} />
      </div>
      <div className="grid grid-cols-[6rem_1fr] gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={`${side}-port`}>{LABEL_PORT}</Label>
          <Input id={`${side}-port`} inputMode="numeric" value={value.port} onChange={(e) => onChange({ ...value, port: e.target.value.replace(/\D/g, '') })} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${side}-security`}>{LABEL_SECURITY}</Label>
          <Select value={value.security} onValueChange={(s) => onChange(withSecurity(value, side, s as Security))}>
            <SelectTrigger id={`${side}-security`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {(Object.keys(SECURITY_NAMES) as Security[]).map((s) => (
                <SelectItem key={s} value={s}>
                  {SECURITY_NAMES[s]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
    </fieldset>
  );
}

type Lookup = { state: 'idle' | 'looking' | 'none' } | { state: 'found'; source: string; note?: string } | { state: 'oauth'; oauth: 'microsoft' | 'google' };

/**
 * Adding an IMAP/SMTP account: the address looks up its servers (known
 * providers, autoconfig, MX), the person can change them, Test connection
 * tries both logins, and Add account saves it only once both work.
 */
export function AddAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [form, setForm] = useState<AccountForm>(emptyForm);
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });
  const [emailLeft, setEmailLeft] = useState(false);
  const { data: options } = useQuery(authOptionsQueryOptions);
  const looked = useRef('');
  /** The address as typed now, for a lookup that answers after it changed. */
  const typing = useRef('');
  const test = useTestAccount();
  const add = useAddAccount();

  useEffect(() => {
    if (!open) {
      setForm(emptyForm());
      setLookup({ state: 'idle' });
      setEmailLeft(false);
      looked.current = '';
      typing.current = '';
      test.reset();
      add.reset();
    }
    // The mutations' reset functions are stable; resetting only on close.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const findSettings = async () => {
    const email = form.email.trim();
    if (!EMAIL.test(email) || looked.current === email) return;
    looked.current = email;
    setLookup({ state: 'looking' });
    try {
      const found = await discoverAccount(email);
      // Typed on since: these servers are another address's, and must not be given this one's password.
      if (typing.current.trim() !== email) return;
      if (!found) return setLookup({ state: 'none' });
      if ('oauth' in found) return setLookup({ state: 'oauth', oauth: found.oauth });
      setForm((f) => withDiscovery(f, found));
      setLookup({ state: 'found', source: found.provider ?? found.source, note: found.note });
    } catch {
      if (typing.current.trim() === email) setLookup({ state: 'none' });
    }
  };

  const change = (patch: Partial<AccountForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    test.reset();
    add.reset();
  };
  const changeEmail = (email: string) => {
    typing.current = email;
    const next = withEmail(form, email);
    if (next.discoveredFor !== form.discoveredFor) {
      // The servers went: the address as it ends up is looked up afresh, even when it was looked up before.
      setLookup({ state: 'idle' });
      looked.current = '';
    }
    setForm(next);
    test.reset();
    add.reset();
  };
  // Said once the person has left the field: while typing, every address is incomplete.
  const emailIncomplete = emailLeft && form.email.trim() !== '' && !EMAIL.test(form.email.trim());
  const ready = isComplete(form) && EMAIL.test(form.email.trim()) && lookup.state !== 'oauth';
  // Most Gmail users cannot make an app password (it needs 2-Step Verification, and work accounts often forbid it).
  const offerGoogle = lookup.state === 'found' && lookup.source === GMAIL_PROVIDER && Boolean(options?.google);
  const error = add.error ?? test.error;
  const busy = test.isPending || add.isPending;

  const submit = () => {
    add.mutate(toInput(form), {
      onSuccess: (account) => {
        toast(TOAST_ACCOUNT_ADDED(account.email));
        onOpenChange(false);
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{ADD_TITLE}</DialogTitle>
          <DialogDescription>{ADD_DESCRIPTION}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (ready && !busy) submit();
          }}
        >
          <div className="grid items-start gap-3 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor="account-email">{LABEL_ADDRESS}</Label>
              <Input
                id="account-email"
                type="email"
                autoComplete="email"
                value={form.email}
                onChange={(e) => changeEmail(e.target.value)}
                onBlur={() => {
                  setEmailLeft(true);
                  void findSettings();
                }}
                aria-invalid={emailIncomplete}
                aria-describedby={emailIncomplete ? fieldErrorId('account-email') : undefined}
              />
              {emailIncomplete && <FieldError fieldId="account-email">{EMAIL_INCOMPLETE}</FieldError>}
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="account-password">{LABEL_PASSWORD}</Label>
              <Input id="account-password" type="password" autoComplete="current-password" value={form.password} onChange={(e) => change({ password: e.target.value })} onFocus={() => void findSettings()} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="account-name">{LABEL_DISPLAY_NAME}</Label>
              <Input id="account-name" autoComplete="name" value={form.displayName} onChange={(e) => change({ displayName: e.target.value })} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="account-username">{LABEL_USERNAME}</Label>
              <Input id="account-username" autoComplete="username" value={form.username} onChange={(e) => change({ username: e.target.value })} />
            </div>
          </div>

          <div role="status" className="text-sm text-muted-foreground">
            {lookup.state === 'looking' && (
              <span className="inline-flex items-center gap-2"><Loader2 className="size-4 animate-spin" aria-hidden="true" />{FINDING_SETTINGS}</span>
            )}
            {lookup.state === 'found' && settingsFrom(lookup.source)}
            {lookup.state === 'none' && NO_SETTINGS_FOUND}
          </div>
          {lookup.state === 'found' && (lookup.note || offerGoogle) && (
            <Alert variant="info">
              <Info aria-hidden="true" />
              <AlertDescription className="grid gap-3">
                {lookup.note && <span>{lookup.note}</span>}
                {offerGoogle && (
                  <>
                    <span>{GMAIL_SIGN_IN_INSTEAD}</span>
                    <span><OAuthButton provider="google" email={form.email.trim()} label={buttonSignIn('google')} /></span>
                  </>
                )}
              </AlertDescription>
            </Alert>
          )}
          {lookup.state === 'oauth' ? (
            <Alert variant="warning">
              <Info aria-hidden="true" />
              <AlertDescription className="grid gap-3">
                {OAUTH_NEEDED[lookup.oauth]}
                {options?.[lookup.oauth] ? (
                  <span>
                    <OAuthButton provider={lookup.oauth} email={form.email} label={buttonSignIn(lookup.oauth)} variant="default" />
                  </span>
                ) : (
                  oauthNotConfigured(lookup.oauth)
                )}
              </AlertDescription>
            </Alert>
          ) : (
            <div className="grid gap-3 sm:grid-cols-2">
              <ServerSection side="imap" title={HEADING_INCOMING} value={form.imap} onChange={(imap) => change({ imap })} />
              <ServerSection side="smtp" title={HEADING_OUTGOING} value={form.smtp} onChange={(smtp) => change({ smtp })} />
            </div>
          )}

          {error && (
            <ErrorNotice>{accountErrorText(error)}</ErrorNotice>
          )}
          {test.isSuccess && !error && (
            <Alert variant="info" role="status"><CheckCircle2 aria-hidden="true" /><AlertDescription>{TEST_OK}</AlertDescription></Alert>
          )}

          <DialogFooter className="gap-2">
            <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>{BUTTON_CANCEL}</Button>
            <Button type="button" variant="outline" disabled={!ready || busy} onClick={() => test.mutate(toInput(form))}>
              {test.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <PlugZap aria-hidden="true" />}
              {BUTTON_TEST}
            </Button>
            <Button type="submit" disabled={!ready || busy}>
              {add.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
              {BUTTON_ADD}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
