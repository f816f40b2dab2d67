/**
 * Access tokens for accounts whose IMAP and SMTP take SASL XOAUTH2
 * (Outlook.com, Microsoft 365, Gmail over IMAP). A token is refreshed shortly
 * before it expires, once for all the account's connections: in this process
 * by sharing the refresh in flight, across server processes by refreshing
 * under the account row's lock, so a second process finds the fresh token
 * instead of spending the refresh token again. A refresh the provider refuses
 * (consent withdrawn, password changed) puts the account in error with words
 * saying to sign in again; its cached mail stays.
 */
import { eq } from 'drizzle-orm';
import { Conflict, ProviderFailed } from '../../../core/errors';
import type { OAuthMailProvider } from '../../../core/accounts/schemas';
import { accountNotFound, textSignInAgain } from '../../../core/accounts/errors';
import type { Database } from '../../db/open';
import { mailAccount } from '../../db/schema/mail';
import type { Logger } from '../../logger';
import { decryptToken, encryptToken } from '../gmail/crypto';

/** The token endpoint, client and scopes one provider refreshes mail tokens with. */
export interface OAuthMailClient {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** Asked for again on refresh (Microsoft wants them); empty sends none (Google keeps the granted ones). */
  scopes: readonly string[];
}

export type OAuthMailClients = Partial<Record<OAuthMailProvider, OAuthMailClient>>;

/** Outlook's IMAP and SMTP resources; offline_access brings the refresh token. */
export const MICROSOFT_MAIL_SCOPES = [
  'https://outlook.office.com/IMAP.AccessAsUser.All',
  'https://outlook.office.com/SMTP.Send',
  'offline_access',
] as const;

/** The token endpoint's answers that mean the user's grant is gone (RFC 6749 §5.2; Microsoft adds consent and MFA). */
const GRANT_REFUSED: ReadonlySet<string> = new Set(['invalid_grant', 'interaction_required', 'consent_required']);

/** A token this close to its expiry is refreshed before use, so a login never races the clock. */
const REFRESH_MARGIN_MS = 2 * 60_000;
const TOKEN_TIMEOUT_MS = 15_000;

export interface OAuthTokensDeps {
  db: Database;
  encryptionKey: Uint8Array;
  clients: OAuthMailClients;
  logger: Logger;
  fetch?: typeof fetch;
}

type Refreshed = { token: string } | { refused: string };

export class OAuthTokens {
  private readonly inflight = new Map<string, Promise<string>>();

  constructor(private readonly deps: OAuthTokensDeps) {}

  /**
   * A live access token for the account. `rejected` is a token a server just
   * refused: it is refreshed even if its expiry says it still has time.
   */
  async accessToken(accountId: string, rejected?: string): Promise<string> {
    const pending = this.inflight.get(accountId);
    if (pending) return pending;
    const run = this.current(accountId, rejected).finally(() => this.inflight.delete(accountId));
    this.inflight.set(accountId, run);
    return run;
  }

  private usable(row: { accessToken: string | null; accessTokenExpiresAt: Date | null }, rejected?: string): string | undefined {
    if (!row.accessToken || !row.accessTokenExpiresAt || row.accessToken === rejected) return undefined;
    return row.accessTokenExpiresAt.getTime() - Date.now() > REFRESH_MARGIN_MS ? row.accessToken : undefined;
  }

  private async current(accountId: string, rejected?: string): Promise<string> {
    const [row] = await this.deps.db.select().from(mailAccount).where(eq(mailAccount.id, accountId));
    if (!row) throw accountNotFound();
    const fresh = this.usable(row, rejected);
    if (fresh) return fresh;
    const outcome = await this.deps.db.transaction(async (tx): Promise<Refreshed> => {
      // Whoever holds the row refreshes; the others wait here and then find its token.
      const [locked] = await tx.select().from(mailAccount).where(eq(mailAccount.id, accountId)).for('update');
      if (!locked) return { refused: 'The account was removed.' };
      const theirs = this.usable(locked, rejected);
      if (theirs) return { token: theirs };
      const provider = locked.oauthProvider;
      const client = provider ? this.deps.clients[provider] : undefined;
      if (!provider || !client || !locked.refreshTokenEnc) return { refused: textSignInAgain(provider ?? 'microsoft') };
      const answer = await this.refresh(client, decryptToken(locked.refreshTokenEnc, this.deps.encryptionKey));
      if ('refused' in answer) {
        this.deps.logger.warn({ accountId, reason: answer.refused }, 'OAuth refresh refused; the account needs a new sign-in');
        await tx
          .update(mailAccount)
          .set({ status: 'error', error: textSignInAgain(provider), accessToken: null, accessTokenExpiresAt: null, updatedAt: new Date() })
          .where(eq(mailAccount.id, accountId));
        return { refused: textSignInAgain(provider) };
      }
      await tx
        .update(mailAccount)
        .set({
          accessToken: answer.accessToken,
          accessTokenExpiresAt: new Date(Date.now() + answer.expiresIn * 1000),
          ...(answer.refreshToken ? { refreshTokenEnc: encryptToken(answer.refreshToken, this.deps.encryptionKey) } : {}),
          updatedAt: new Date(),
        })
        .where(eq(mailAccount.id, accountId));
      return { token: answer.accessToken };
    });
    if ('refused' in outcome) throw new Conflict('OAUTH_SIGN_IN_AGAIN', outcome.refused);
    return outcome.token;
  }

  /** One refresh grant (RFC 6749 §6). A refused grant needs a new sign-in; anything else is trouble that passes (or the administrator's). */
  private async refresh(
    client: OAuthMailClient,
    refreshToken: string,
  ): Promise<{ accessToken: string; expiresIn: number; refreshToken?: string } | { refused: string }> {
    const doFetch = this.deps.fetch ?? fetch;
    let res: Response;
    try {
      res = await doFetch(client.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          client_id: client.clientId,
          client_secret: client.clientSecret,
          grant_type: 'refresh_token',
          refresh_token: refreshToken,
          ...(client.scopes.length > 0 ? { scope: client.scopes.join(' ') } : {}),
        }),
        signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderFailed('OAUTH_UNREACHABLE', 'The sign-in service could not be reached. Mail will sync when it answers again.', { cause: error });
    }
    const body = (await res.json().catch(() => ({}))) as { access_token?: string; expires_in?: number; refresh_token?: string; error?: string };
    // Only a refused grant is fixed by signing in again; a wrong client secret (invalid_client) is the administrator's.
    if ((res.status === 400 || res.status === 401) && GRANT_REFUSED.has(body.error ?? '')) return { refused: body.error! };
    if (!res.ok || !body.access_token) {
      throw new ProviderFailed('OAUTH_REFRESH_FAILED', `The sign-in service answered ${res.status}. Mail will sync when it works again.`);
    }
    return { accessToken: body.access_token, expiresIn: Number(body.expires_in ?? 3600), ...(body.refresh_token ? { refreshToken: body.refresh_token } : {}) };
  }
}
