import { formatDistanceToNow } from 'date-fns';
import { CircleAlert, Inbox, KeyRound, Loader2, Mail, PenLine, Plus, Server, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from '../../app/routing';
import { useAccounts, useRemoveAccount, useUpdateAccount, type Account } from '../../api/accounts';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { toast } from '../../ui/use-toast';
import { AddAccountDialog } from './AddAccountDialog';
import { ErrorNotice } from './ErrorNotice';
import {
  ACCOUNTS_DESCRIPTION, ACCOUNTS_LOAD_FAILED, ACCOUNTS_TITLE, BUTTON_ADD_ACCOUNT, BUTTON_CANCEL, BUTTON_CHANGE_PASSWORD, BUTTON_REMOVE, BUTTON_SIGNATURE,
  BUTTON_SAVE_PASSWORD, CHANGE_PASSWORD_TITLE, changePasswordDescription, LABEL_NEW_PASSWORD, lastSyncText, PROVIDER_NAMES, REMOVE_TITLE,
  removeDescription, STATUS_NAMES, LABELS_KEPT_AS, TOAST_ACCOUNT_REMOVED, TOAST_PASSWORD_CHANGED, buttonSignInAgain, OAUTH_PROVIDER_NAMES, oauthFailed,
} from './texts';
import { OAuthButton } from './OAuthButton';
import { SignatureDialog } from './SignatureDialog';

const STATUS_VARIANT = { ready: 'success', syncing: 'info', error: 'destructive' } as const;
const PROVIDER_ICON = { local: Inbox, gmail: Mail, imap: Server } as const;

function AccountRow({ account, onChangePassword, onRemove, onSignature }: { account: Account; onChangePassword: () => void; onRemove: () => void; onSignature: () => void }) {
  const Icon = PROVIDER_ICON[account.provider];
  return (
    <li className="grid gap-3 py-4 first:pt-0 last:pb-0 sm:grid-cols-[1fr_auto] sm:items-center" aria-label={account.email}>
      <div className="flex min-w-0 items-start gap-3">
        <span className="mt-0.5 rounded-md bg-muted p-2 text-muted-foreground"><Icon className="size-4" aria-hidden="true" /></span>
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="max-w-full truncate font-medium">{account.email}</span>
            <Badge variant="secondary">{account.oauth ? OAUTH_PROVIDER_NAMES[account.oauth] : PROVIDER_NAMES[account.provider]}</Badge>
            <Badge variant={STATUS_VARIANT[account.status]}>
              {account.status === 'syncing' && <Loader2 className="animate-spin" aria-hidden="true" />}
              {STATUS_NAMES[account.status]}
            </Badge>
          </div>
          <p className="text-sm text-muted-foreground">
            {account.displayName}
            {account.imap && ` · ${account.imap.host}`}
            {account.lastSyncAt && ` · ${lastSyncText(formatDistanceToNow(new Date(account.lastSyncAt), { addSuffix: true }))}`}
          </p>
          {account.labels && (
            <p className="text-xs text-muted-foreground" data-testid="account-labels">
              {LABELS_KEPT_AS[account.labels]}
            </p>
          )}
          {account.status === 'error' && account.error && (
            <p className="flex items-start gap-1.5 text-sm text-destructive"><CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />{account.error}</p>
          )}
        </div>
      </div>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        <Button variant="outline" size="sm" onClick={onSignature}>
          <PenLine aria-hidden="true" />
          {BUTTON_SIGNATURE}
        </Button>
        {account.provider !== 'local' && (
          <>
            {account.oauth
              ? account.status === 'error' && <OAuthButton provider={account.oauth} email={account.email} label={buttonSignInAgain(account.oauth)} size="sm" />
              : account.provider === 'imap' && (
                  <Button variant="outline" size="sm" onClick={onChangePassword}><KeyRound aria-hidden="true" />{BUTTON_CHANGE_PASSWORD}</Button>
                )}
            <Button variant="outline" size="sm" className="text-destructive hover:text-destructive" onClick={onRemove}>
              <Trash2 aria-hidden="true" />
              {BUTTON_REMOVE}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

function ChangePasswordDialog({ account, onClose }: { account: Account | undefined; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const update = useUpdateAccount();
  const close = () => {
    setPassword('');
    update.reset();
    onClose();
  };
  return (
    <Dialog open={Boolean(account)} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{CHANGE_PASSWORD_TITLE}</DialogTitle>
          <DialogDescription>{account && changePasswordDescription(account.email)}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (!account || !password) return;
            update.mutate({ id: account.id, patch: { imap: { password } } }, { onSuccess: () => { toast(TOAST_PASSWORD_CHANGED); close(); } });
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor="new-password">{LABEL_NEW_PASSWORD}</Label>
            <Input id="new-password" type="password" autoComplete="new-password" value={password} onChange={(e) => { setPassword(e.target.value); update.reset(); }} />
          </div>
          {update.error && <ErrorNotice>{update.error.message}</ErrorNotice>}
          <DialogFooter className="gap-2">
            <Button type="button" variant="ghost" onClick={close}>{BUTTON_CANCEL}</Button>
            <Button type="submit" disabled={!password || update.isPending}>
              {update.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
              {BUTTON_SAVE_PASSWORD}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function RemoveDialog({ account, onClose }: { account: Account | undefined; onClose: () => void }) {
  const remove = useRemoveAccount();
  return (
    <Dialog open={Boolean(account)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{REMOVE_TITLE}</DialogTitle>
          <DialogDescription>{account && removeDescription(account.email)}</DialogDescription>
        </DialogHeader>
        {remove.error && <ErrorNotice>{remove.error.message}</ErrorNotice>}
        <DialogFooter className="gap-2">
          <Button variant="ghost" onClick={onClose}>{BUTTON_CANCEL}</Button>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() => account && remove.mutate(account.id, { onSuccess: () => { toast(TOAST_ACCOUNT_REMOVED); onClose(); } })}
          >
            {remove.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            {BUTTON_REMOVE}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Settings' mail accounts: each with its status, last sync and last error; add, change password, remove. */
export function MailAccountsTab() {
  const accounts = useAccounts();
  // Microsoft sends the browser back here with ?oauth=failed&error=<code> when the mailbox could not be added.
  const [params] = useSearchParams();
  const oauthError = params.get('oauth') === 'failed' ? (params.get('error') ?? 'unknown error') : undefined;
  const [adding, setAdding] = useState(false);
  const [changing, setChanging] = useState<Account>();
  const [removing, setRemoving] = useState<Account>();
  const [signing, setSigning] = useState<Account>();
  return (
    <Card>
      <CardHeader className="flex flex-col gap-3 px-4 sm:flex-row sm:items-start sm:justify-between sm:px-6">
        <div className="grid gap-1.5">
          <CardTitle>{ACCOUNTS_TITLE}</CardTitle>
          <CardDescription>{ACCOUNTS_DESCRIPTION}</CardDescription>
        </div>
        <Button onClick={() => setAdding(true)}><Plus aria-hidden="true" />{BUTTON_ADD_ACCOUNT}</Button>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        {accounts.isPending && <Loader2 className="size-5 animate-spin text-muted-foreground" aria-label="Loading" />}
        {accounts.isError && <ErrorNotice>{ACCOUNTS_LOAD_FAILED}</ErrorNotice>}
        {oauthError && (
          <div className="mb-3">
            <ErrorNotice>{oauthFailed(oauthError)}</ErrorNotice>
          </div>
        )}
        {accounts.data && (
          <ul className="divide-y" aria-label={ACCOUNTS_TITLE}>
            {accounts.data.map((account) => (
              <AccountRow key={account.id} account={account} onChangePassword={() => setChanging(account)} onRemove={() => setRemoving(account)} onSignature={() => setSigning(account)} />
            ))}
          </ul>
        )}
      </CardContent>
      <AddAccountDialog open={adding} onOpenChange={setAdding} />
      <ChangePasswordDialog account={changing} onClose={() => setChanging(undefined)} />
      <RemoveDialog account={removing} onClose={() => setRemoving(undefined)} />
      <SignatureDialog account={signing} onClose={() => setSigning(undefined)} />
    </Card>
  );
}
