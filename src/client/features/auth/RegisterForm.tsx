import type { FormEvent } from 'react';
import { refocus } from './refocus';
import { errorMessage } from '../../api/errors';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/use-toast';
import {
  BUTTON_CREATE_ACCOUNT,
  BUTTON_CREATING_ACCOUNT,
  PASSWORD_HINT,
  PASSWORD_MIN_LENGTH,
  TOAST_REGISTER_FAILED,
  TOAST_REGISTER_SUCCESS_DESCRIPTION,
  TOAST_REGISTER_SUCCESS_TITLE,
} from './texts';
import { useSignUp } from '../../api/auth';

/** Creates an account and signs in. Required fields and the password length are checked by the browser. */
export function RegisterForm({ onSignedIn }: { onSignedIn: () => void }) {
  const signUp = useSignUp();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (signUp.isPending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const field = (name: string) => String(data.get(name) ?? '');
    try {
      await signUp.mutateAsync({
        firstName: field('firstName'),
        lastName: field('lastName'),
        email: field('email'),
        password: field('password'),
      });
    } catch (err) {
      const message = errorMessage(err);
      toast({ title: TOAST_REGISTER_FAILED, description: message, variant: 'destructive' });
      // The focus goes to the field to change (it was left nowhere while the button was off).
      refocus(form, /password/i.test(message) ? 'password' : /email|exists/i.test(message) ? 'email' : 'firstName');
      return;
    }
    toast({ title: TOAST_REGISTER_SUCCESS_TITLE, description: TOAST_REGISTER_SUCCESS_DESCRIPTION });
    onSignedIn();
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-4" aria-label="Register">
      <div className="grid grid-cols-2 gap-3">
        <div className="grid gap-2">
          <Label htmlFor="register-first-name">First name</Label>
          <Input id="register-first-name" name="firstName" autoComplete="given-name" required autoFocus />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="register-last-name">Last name</Label>
          <Input id="register-last-name" name="lastName" autoComplete="family-name" required />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="register-email">Email</Label>
        <Input
          id="register-email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          required
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="register-password">Password</Label>
        <Input
          id="register-password"
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          required
          aria-describedby="register-password-hint"
        />
        <p id="register-password-hint" className="text-[13px] text-muted-foreground">
          {PASSWORD_HINT}
        </p>
      </div>
      <Button type="submit" className="mt-1 h-10 w-full" disabled={signUp.isPending} aria-busy={signUp.isPending}>
        {signUp.isPending && <Spinner />}
        {signUp.isPending ? BUTTON_CREATING_ACCOUNT : BUTTON_CREATE_ACCOUNT}
      </Button>
    </form>
  );
}
