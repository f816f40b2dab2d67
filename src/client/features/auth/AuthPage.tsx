import { Link, Navigate, useNavigate, useSearchParams } from '../../app/routing';
import { ArrowLeft } from 'lucide-react';
import { useDocumentTitle } from '../../lib/use-document-title';
import { LogoMark } from '../../ui/logo';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';
import { GoogleButton } from './GoogleButton';
import { MicrosoftButton } from './MicrosoftButton';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { safeNextPath } from './safe-next';
import {
  AUTH_SUBTITLE_LOGIN,
  AUTH_SUBTITLE_REGISTER,
  AUTH_TITLE_LOGIN,
  AUTH_TITLE_REGISTER,
  DIVIDER_OR,
  TAB_LOGIN,
  TAB_REGISTER,
  TEXT_MICROSOFT_SIGN_IN_FAILED,
} from './texts';
import { useSession } from '../../api/auth';

type Tab = 'login' | 'register';

/**
 * /auth: sign in or register. `?signup=true` opens Register; `?next=/path`
 * (same-origin only) is where the visitor goes afterwards, else /dashboard.
 */
export function AuthPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { isSignedIn } = useSession();
  const tab: Tab = params.get('signup') === 'true' ? 'register' : 'login';
  const next = safeNextPath(params.get('next'));
  useDocumentTitle(tab === 'register' ? TAB_REGISTER : TAB_LOGIN);

  if (isSignedIn) return <Navigate to={next} replace />;

  const onSignedIn = () => navigate(next, { replace: true });

  const onTabChange = (value: string) =>
    setParams(
      (prev) => {
        const nextParams = new URLSearchParams(prev);
        if (value === 'register') nextParams.set('signup', 'true');
        else nextParams.delete('signup');
        return nextParams;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div className="relative isolate flex min-h-dvh flex-col items-center overflow-hidden px-4 pt-20 pb-10 sm:pt-[12vh]">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(60%_50%_at_50%_0%,color-mix(in_oklab,var(--color-primary)_16%,transparent),transparent_70%)]"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[linear-gradient(to_right,var(--color-border)_1px,transparent_1px),linear-gradient(to_bottom,var(--color-border)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_top,black_10%,transparent_60%)] bg-[size:44px_44px] opacity-50"
      />

      <Link
        to="/"
        className="absolute top-5 left-5 inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm text-muted-foreground transition-colors hover:text-foreground"
      >
        <ArrowLeft className="size-4" />
        Home
      </Link>

      <div className="w-full max-w-[400px]">
        <div className="mb-6 flex flex-col items-center text-center">
          <Link to="/" aria-label="Home">
            <LogoMark className="size-11 rounded-xl" />
          </Link>
          <h1 className="mt-5 text-2xl font-semibold tracking-tight">
            {tab === 'register' ? AUTH_TITLE_REGISTER : AUTH_TITLE_LOGIN}
          </h1>
          <p className="mt-1.5 text-sm text-muted-foreground">
            {tab === 'register' ? AUTH_SUBTITLE_REGISTER : AUTH_SUBTITLE_LOGIN}
          </p>
        </div>

        <div
          data-testid="auth-card"
          className="rounded-2xl border bg-card/80 p-6 shadow-xl shadow-black/[0.04] ring-1 ring-black/[0.02] backdrop-blur-sm dark:shadow-black/40 dark:ring-white/[0.03] sm:p-7"
        >
          <Tabs value={tab} onValueChange={onTabChange} className="gap-5">
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="login">{TAB_LOGIN}</TabsTrigger>
              <TabsTrigger value="register">{TAB_REGISTER}</TabsTrigger>
            </TabsList>

            <div className="flex flex-col gap-2">
              <GoogleButton />
              <MicrosoftButton />
              {params.get('error') === 'microsoft' ? (
                <p role="alert" className="text-sm text-destructive">
                  {TEXT_MICROSOFT_SIGN_IN_FAILED}
                </p>
              ) : null}
            </div>

            <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase">
              <span className="h-px flex-1 bg-border" />
              {DIVIDER_OR}
              <span className="h-px flex-1 bg-border" />
            </div>

            <TabsContent value="login">
              <LoginForm onSignedIn={onSignedIn} />
            </TabsContent>
            <TabsContent value="register">
              <RegisterForm onSignedIn={onSignedIn} />
            </TabsContent>
          </Tabs>
        </div>

        <p className="mt-6 text-center text-xs text-muted-foreground">
          By continuing you agree to our{' '}
          <Link to="/terms" className="underline underline-offset-4 hover:text-foreground">
            Terms
          </Link>{' '}
          and{' '}
          <Link to="/privacy" className="underline underline-offset-4 hover:text-foreground">
            Privacy Policy
          </Link>
          .
        </p>
      </div>
    </div>
  );
}
