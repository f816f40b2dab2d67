/**
 * better-auth wired to our database: email + password accounts, sessions in
 * httpOnly SameSite=Lax cookies (Secure when PUBLIC_URL is https), and Google
 * sign-in when a client id is configured. Passwords are hashed by better-auth.
 */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Config } from '../config';
import type { Database } from '../db/open';
import * as schema from '../db/schema';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../core/schemas';

/** Header our server sets from the socket address; any client-sent value is dropped first. */
export const CLIENT_IP_HEADER = 'x-email-buddy-client-ip';

/** Origins allowed to make credentialed state-changing requests. */
export function trustedOrigins(config: Config): string[] {
  const origins = new Set([config.publicUrl]);
  const url = new URL(config.publicUrl);
  if (url.hostname === 'localhost' || url.hostname === '127.0.0.1') {
    // The same local server is reachable under both names; the Vite dev server proxies from 5173.
    for (const host of ['localhost', '127.0.0.1']) {
      origins.add(`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
      origins.add(`${url.protocol}//${host}:5173`);
    }
  }
  return [...origins];
}

export interface CreateAuthOptions {
  /** Called once for every account created, e.g. to seed its mailbox and templates. */
  onUserCreated?: (user: { id: string; email: string; name: string }) => Promise<void>;
}

export function createAuth(config: Config, db: Database, options: CreateAuthOptions = {}) {
  return betterAuth({
    appName: 'Email Buddy',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.sessionSecret,
    trustedOrigins: trustedOrigins(config),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: schema.user, session: schema.session, account: schema.account, verification: schema.verification },
    }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
    },
    socialProviders: config.google
      ? { google: { clientId: config.google.clientId, clientSecret: config.google.clientSecret } }
      : undefined,
    // Google sign-in keeps Google's tokens in the account table; like the Gmail tokens, they are encrypted at rest.
    account: { encryptOAuthTokens: true },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    // Our own limiter (auth/rate-limit.ts) answers in the API's error shape.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: config.publicUrl.startsWith('https://'),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    databaseHooks: options.onUserCreated
      ? {
          user: {
            create: {
              after: async (user) => {
                await options.onUserCreated!({ id: user.id, email: user.email, name: user.name });
              },
            },
          },
        }
      : undefined,
    telemetry: { enabled: false },
    logger: { level: 'error', disabled: config.logLevel === 'silent' },
  });
}

export type Auth = ReturnType<typeof createAuth>;
