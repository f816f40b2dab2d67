import type { FormEvent } from 'react';
import { refocus } from './refocus';
import { Link } from '../../app/routing';
import { errorMessage } from '../../api/errors';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/use-toast';
import {
  BUTTON_SIGN_IN,
  BUTTON_SIGNING_IN,
  LINK_FORGOT_PASSWORD,
  TOAST_FILL_ALL_FIELDS,
  TOAST_LOGIN_SUCCESS_DESCRIPTION,
  TOAST_LOGIN_SUCCESS_TITLE,
  TOAST_SIGN_IN_FAILED,
} from './texts';
import { useSignIn } from '../../api/auth';

/** Email + password sign-in. Blank fields are caught here; everything else is the server's word. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const signIn = useSignIn();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (signIn.isPending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    if (!email || !password) {
      toast({ title: TOAST_FILL_ALL_FIELDS, variant: 'destructive' });
      return;
    }
    try {
      await signIn.mutateAsync({ email, password });
    } catch (err) {
      toast({ title: TOAST_SIGN_IN_FAILED, description: errorMessage(err), variant: 'destructive' });
      // The button was off while waiting, which left the focus nowhere: back to the password, ready to type again.
      refocus(form, 'password');
      return;
    }
    toast({ title: TOAST_LOGIN_SUCCESS_TITLE, description: TOAST_LOGIN_SUCCESS_DESCRIPTION });
    onSignedIn();
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Login">
      <div className="grid gap-2">
        <Label htmlFor="login-email">Email</Label>
        <Input
          id="login-email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          autoFocus
        />
      </div>
      {/* The link sits beside the label but comes after the field in the tab order: Tab from Email goes straight to Password. */}
      <div className="grid grid-cols-[1fr_auto] items-center gap-2">
        <Label htmlFor="login-password">Password</Label>
        <Input id="login-password" name="password" type="password" autoComplete="current-password" className="col-span-2 row-start-2" />
        <Link
          to="/help"
          className="col-start-2 row-start-1 text-[13px] text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
        >
          {LINK_FORGOT_PASSWORD}
        </Link>
      </div>
      <Button type="submit" className="mt-1 h-10 w-full" disabled={signIn.isPending} aria-busy={signIn.isPending}>
        {signIn.isPending && <Spinner />}
        {signIn.isPending ? BUTTON_SIGNING_IN : BUTTON_SIGN_IN}
      </Button>
    </form>
  );
}
