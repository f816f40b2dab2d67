import type { Auth } from '../auth/auth';

type SessionResult = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;

export type SessionUser = SessionResult['user'];

/** Hono variables set by the middleware in app.ts. */
export interface AppEnv {
  Variables: {
    user: SessionUser;
    sessionId: string;
  };
}
