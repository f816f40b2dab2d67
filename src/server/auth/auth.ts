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
import { decryptOAuthToken } from 'better-auth/oauth2';
import { MICROSOFT_MAIL_SCOPES } from '../mail/imap/oauth-tokens';
import { idTokenClaims, idTokenEmail } from './id-token';
import { hashForTests, verifyForTests } from './test-password-hash';

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
  /** Called when a Microsoft consent included the mail scopes: the mailbox it grants, with its refresh token. */
  onMailGrant?: (userId: string, grant: { email: string; name?: string; refreshToken: string }) => Promise<void>;
}

type LinkedAccount = { providerId: string; userId: string; scope?: string | null; refreshToken?: string | null; idToken?: string | null };

/** A linked Microsoft account whose consent covers IMAP is a mailbox to add (sign-in alone is not). */
async function mailGrantOf(account: LinkedAccount, context: unknown, onMailGrant: NonNullable<CreateAuthOptions['onMailGrant']>) {
  if (account.providerId !== 'microsoft' || !account.scope?.includes(MICROSOFT_MAIL_SCOPES[0]) || !account.refreshToken) return;
  const authContext = (context as { context?: Parameters<typeof decryptOAuthToken>[1] } | null)?.context;
  if (!authContext) return;
  const claims = idTokenClaims(account.idToken);
  const email = idTokenEmail(claims, 'email', 'preferred_username');
  if (!email) return;
  const refreshToken = await decryptOAuthToken(account.refreshToken, authContext);
  await onMailGrant(account.userId, { email, name: typeof claims.name === 'string' ? claims.name : undefined, refreshToken });
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
      ...(config.passwordHashing === 'test' ? { password: { hash: hashForTests, verify: verifyForTests } } : {}),
    },
    socialProviders: {
      ...(config.google ? { google: { clientId: config.google.clientId, clientSecret: config.google.clientSecret } } : {}),
      ...(config.microsoft
        ? {
            microsoft: {
              clientId: config.microsoft.clientId,
              clientSecret: config.microsoft.clientSecret,
              authority: config.microsoft.authority,
              tenantId: 'common',
              prompt: 'select_account' as const,
              // The sign-in needs who the person is, not Graph: no User.Read, so no profile photo fetched from Graph.
              disableDefaultScope: true,
              disableProfilePhoto: true,
              scope: ['openid', 'profile', 'email', 'offline_access'],
            },
          }
        : {}),
    },
    // Provider tokens in the account table are encrypted at rest, like the Gmail tokens.
    account: {
      encryptOAuthTokens: true,
      accountLinking: {
        // A mailbox added through Microsoft may have another address than the person's Email Buddy account, and
        // Microsoft rarely says an address is verified; a signed-in person linking it is proof enough...
        allowDifferentEmails: true,
        trustedProviders: ['microsoft'],
        // ...but a sign-in never joins an existing account by its email claim, which any Entra tenant can set (nOAuth).
        disableImplicitLinking: true,
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    // Our own limiter (auth/rate-limit.ts) answers in the API's error shape.
    rateLimit: { enabled: false },
    advanced: {
      // Each signed-in request reads its session and user in one query (see the relations in db/schema/auth.ts).
      database: { joins: true },
      useSecureCookies: config.publicUrl.startsWith('https://'),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    databaseHooks: {
      ...(options.onUserCreated
        ? {
            user: {
              create: {
                after: async (user) => {
                  await options.onUserCreated!({ id: user.id, email: user.email, name: user.name });
                },
              },
            },
          }
        : {}),
      ...(options.onMailGrant
        ? {
            account: {
              create: { after: (account, context) => mailGrantOf(account, context, options.onMailGrant!) },
              update: { after: (account, context) => mailGrantOf(account as LinkedAccount, context, options.onMailGrant!) },
            },
          }
        : {}),
    },
    telemetry: { enabled: false },
    logger: { level: 'error', disabled: config.logLevel === 'silent' },
  });
}

export type Auth = ReturnType<typeof createAuth>;
