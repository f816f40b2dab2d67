/**
 * A user's Gmail connection as stored in `mail_account`: the encrypted
 * refresh token, the current access token and its expiry, the sync cursor.
 * Builds a GmailClient whose token comes from that row and is refreshed
 * (and persisted) when it has expired or when Gmail answers 401.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { MailError } from '../../../core/mail/errors';
import type { Config } from '../../config';
import type { Database } from '../../db/open';
import { mailAccount } from '../../db/schema/mail';
import type { Logger } from '../../logger';
import { GmailClient } from './api';
import { decryptToken, encryptToken } from './crypto';
import { refreshAccessToken, type GoogleOAuthClient, type TokenSet } from './oauth';

/** An access token this close to its expiry is refreshed before use. */
const EXPIRY_MARGIN_MS = 60_000;

/** The columns of a mail_account row the Gmail adapter reads and keeps. */
export type GmailAccountRow = Pick<
  typeof mailAccount.$inferSelect,
  'userId' | 'provider' | 'externalEmail' | 'refreshTokenEnc' | 'accessToken' | 'accessTokenExpiresAt' | 'historyId' | 'lastSyncAt' | 'messagesTotal' | 'createdAt' | 'updatedAt'
>;

export interface GmailDeps {
  db: Database;
  config: Config;
  logger: Logger;
  fetch?: typeof fetch;
  /** Backoff sleep for the client; tests pass a recorder. */
  sleep?: (ms: number) => Promise<void>;
}

/** The redirect Google sends the browser back to after consent. */
export function gmailRedirectUri(config: Config): string {
  return `${config.publicUrl}/api/mail/gmail/callback`;
}

/**
 * Where Google returns a consent for Gmail over IMAP: the sign-in callback,
 * which an administrator who offers "Continue with Google" registered already.
 */
export function gmailImapRedirectUri(config: Config): string {
  return `${config.publicUrl}/api/auth/callback/google`;
}

/** The OAuth client, or undefined when GOOGLE_CLIENT_ID / SECRET are not set. */
export function oauthClient(deps: Pick<GmailDeps, 'config' | 'fetch'>): GoogleOAuthClient | undefined {
  const google = deps.config.google;
  if (!google) return undefined;
  return {
    clientId: google.clientId,
    clientSecret: google.clientSecret,
    redirectUri: gmailRedirectUri(deps.config),
    tokenUrl: deps.config.gmail.tokenUrl,
    revokeUrl: deps.config.gmail.revokeUrl,
    fetch: deps.fetch,
  };
}

/** The user's Gmail row among their accounts (at most one: mail_account_user_single_idx). */
export function gmailAccountOf(userId: string): SQL {
  return and(eq(mailAccount.userId, userId), eq(mailAccount.provider, 'gmail'))!;
}

export async function loadGmailAccount(db: Database, userId: string): Promise<GmailAccountRow | undefined> {
  const [row] = await db.select().from(mailAccount).where(gmailAccountOf(userId));
  return row;
}

/** Stores a fresh connection: both tokens encrypted, the account marked gmail, the cursor cleared. */
export async function saveGmailConnection(
  deps: Pick<GmailDeps, 'db' | 'config'>,
  userId: string,
  tokens: TokenSet & { refreshToken: string },
  profile: { emailAddress: string; messagesTotal: number },
): Promise<void> {
  const values = {
    provider: 'gmail' as const,
    externalEmail: profile.emailAddress,
    refreshTokenEnc: encryptToken(tokens.refreshToken, deps.config.encryptionKey),
    accessToken: encryptToken(tokens.accessToken, deps.config.encryptionKey),
    accessTokenExpiresAt: new Date(tokens.expiresAt),
    historyId: null,
    lastSyncAt: null,
    messagesTotal: profile.messagesTotal,
    updatedAt: new Date(),
  };
  await deps.db
    .insert(mailAccount)
    .values({ id: randomUUID(), userId, ...values })
    .onConflictDoUpdate({ target: [mailAccount.userId, mailAccount.provider], targetWhere: sql`${mailAccount.provider} <> 'imap'`, set: values });
}

/**
 * The stored access token in clear, or undefined when there is none or it
 * cannot be read (a row written before tokens were encrypted, or under another
 * key): the caller then refreshes it.
 */
function storedAccessToken(deps: Pick<GmailDeps, 'config'>, account: GmailAccountRow): string | undefined {
  if (!account.accessToken) return undefined;
  try {
    return decryptToken(account.accessToken, deps.config.encryptionKey);
  } catch {
    return undefined;
  }
}

/**
 * A Gmail API client for this user. The access token is read from the
 * account row (encrypted at rest like the refresh token: it grants an hour of
 * full mailbox access); an expired one is refreshed first, and a 401 refreshes
 * once (GmailClient's rule). Each refresh is saved, so other requests reuse it.
 */
export function gmailClientFor(deps: GmailDeps, account: GmailAccountRow): GmailClient {
  const oauth = oauthClient(deps);
  let accessToken = storedAccessToken(deps, account);
  const refresh = async (): Promise<string> => {
    if (!oauth || !account.refreshTokenEnc) throw new MailError('INVALID_TOKEN', 'INVALID_TOKEN');
    let refreshToken: string;
    try {
      refreshToken = decryptToken(account.refreshTokenEnc, deps.config.encryptionKey);
    } catch (cause) {
      deps.logger.error({ err: cause, userId: account.userId }, 'stored Gmail refresh token cannot be decrypted');
      throw new MailError('INVALID_TOKEN', 'INVALID_TOKEN', { cause });
    }
    const fresh = await refreshAccessToken(oauth, refreshToken);
    accessToken = fresh.accessToken;
    account.accessToken = encryptToken(fresh.accessToken, deps.config.encryptionKey);
    account.accessTokenExpiresAt = new Date(fresh.expiresAt);
    await deps.db
      .update(mailAccount)
      .set({ accessToken: account.accessToken, accessTokenExpiresAt: account.accessTokenExpiresAt, updatedAt: new Date() })
      .where(gmailAccountOf(account.userId));
    return fresh.accessToken;
  };
  return new GmailClient({
    baseUrl: deps.config.gmail.apiBaseUrl,
    timeoutMs: deps.config.gmail.timeoutMs,
    deadlineMs: deps.config.gmail.deadlineMs,
    fetch: deps.fetch,
    sleep: deps.sleep,
    refresh,
    getAccessToken: async () => {
      const expires = account.accessTokenExpiresAt?.getTime() ?? 0;
      if (accessToken && expires - EXPIRY_MARGIN_MS > Date.now()) return accessToken;
      return refresh();
    },
  });
}
