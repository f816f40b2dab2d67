/**
 * Connecting, syncing and disconnecting a user's Gmail account.
 *
 * Connect is Google's authorization code flow with offline access: the
 * consent URL carries an unguessable `state` that the routes bind to the
 * user in a signed, httpOnly, short-lived cookie; the callback exchanges the
 * code, reads the Gmail profile, stores the refresh token encrypted and
 * starts the first sync. Background sync runs on the pg-boss queue
 * `gmail-sync` (one queued and one running job per user at most), fed on
 * connect, on "refresh now" and every five minutes for every connected
 * account. Without a job queue (some tests) a sync runs inline instead.
 */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { gmailStatusSchema, gmailSyncOutcomeSchema } from '../../../core/mail/schemas';
import { mailAccount, mailMessage } from '../../db/schema/mail';
import type { EventBus } from '../../events';
import { Conflict, Invalid } from '../../../core/errors';
import { POLLING_SECONDS, type Jobs } from '../../jobs/boss';
import { gmailAccountOf, gmailClientFor, gmailImapRedirectUri, loadGmailAccount, oauthClient, saveGmailConnection, type GmailAccountRow, type GmailDeps } from './account';
import { createGmailMailbox } from './mailbox';
import { decryptToken, encryptToken } from './crypto';
import { buildConsentUrl, exchangeCode, GMAIL_IMAP_SCOPES, newOAuthState, revokeToken } from './oauth';
import { idTokenClaims, idTokenEmail } from '../../auth/id-token';
import { AccountRepository } from '../../accounts/repository';
import { accountExists } from '../../../core/accounts/errors';
import { GmailMailProvider } from './provider';
import type { SyncedMessage } from './map';

export const GMAIL_SYNC_QUEUE = 'gmail-sync';
/** Fans out one `gmail-sync` job per connected account. */
export const GMAIL_SYNC_ALL_QUEUE = 'gmail-sync-all';
/** Messages refetch every 5 minutes. */
export const GMAIL_SYNC_CRON = '*/5 * * * *';

export const TEXT_GMAIL_NOT_CONFIGURED = 'Gmail is not configured on this server';
export const TEXT_GMAIL_NOT_CONNECTED = 'Gmail is not connected. Connect it from the dashboard first.';

/** Marks the `state` of a consent for Gmail over IMAP, so the shared callback knows which flow returns. */
export const IMAP_STATE_PREFIX = 'imap-';

/** What a consent for Gmail over IMAP grants: the mailbox and its refresh token. */
export interface GmailImapGrant {
  email: string;
  displayName?: string;
  refreshToken: string;
}

export type GmailStatus = z.infer<typeof gmailStatusSchema>;
export type GmailSyncOutcome = z.infer<typeof gmailSyncOutcomeSchema>;

/** What a synced message tells about a conversation (the local delivery hooks take the same). */
export interface ReceivedMail {
  fromEmail: string;
  inReplyTo: string | null;
  references: readonly string[];
}

export interface GmailConnectionDeps extends GmailDeps {
  events: EventBus;
  jobs?: Jobs;
  /** Runs for each message a sync brought that someone else sent (a reply completes its follow-up). */
  onReceived?: (userId: string, mail: ReceivedMail) => Promise<void>;
  /** Runs, before the tabs hear of it, for the Gmail ids of inbox mail a warm sync brought (the rules act on it). */
  onArrived?: (userId: string, providerIds: string[]) => Promise<void>;
}

export class GmailConnection {
  constructor(private readonly deps: GmailConnectionDeps) {}

  get configured(): boolean {
    return Boolean(this.deps.config.google);
  }

  async status(userId: string): Promise<GmailStatus> {
    const account = await loadGmailAccount(this.deps.db, userId);
    const redirectUri = oauthClient(this.deps)?.redirectUri ?? `${this.deps.config.publicUrl}/api/mail/gmail/callback`;
    if (!account) return { connected: false, provider: 'local', configured: this.configured, redirectUri };
    return {
      connected: true,
      provider: 'gmail',
      email: account.externalEmail ?? undefined,
      lastSyncAt: account.lastSyncAt?.toISOString(),
      messagesTotal: account.messagesTotal ?? undefined,
      configured: this.configured,
      redirectUri,
    };
  }

  /** The consent URL and the state the caller must bind to the user's session. */
  startConnect(loginHint?: string): { url: string; state: string } {
    const oauth = oauthClient(this.deps);
    if (!oauth) throw new Invalid('GMAIL_NOT_CONFIGURED', TEXT_GMAIL_NOT_CONFIGURED);
    const state = newOAuthState();
    return { url: buildConsentUrl(oauth, state, { loginHint, authUrl: this.deps.config.gmail.authUrl }), state };
  }

  /**
   * The consent URL for reading Gmail over IMAP instead of the Gmail API. It
   * returns to the sign-in callback; the state's prefix tells that callback
   * the return is ours, not better-auth's.
   */
  startImapConnect(loginHint?: string): { url: string; state: string } {
    const oauth = this.imapClient();
    const state = `${IMAP_STATE_PREFIX}${newOAuthState()}`;
    // Not merged with Connect Gmail's scopes: this grant stands alone.
    const url = buildConsentUrl(oauth, state, { loginHint, authUrl: this.deps.config.gmail.authUrl, scopes: GMAIL_IMAP_SCOPES, includeGrantedScopes: false });
    return { url, state };
  }

  /**
   * Exchanges a Gmail-over-IMAP consent's code for its refresh token and the
   * address the ID token names, and hands that grant to `add` (which makes it
   * an IMAP account). The access token is left unused; the account asks for its own.
   */
  async finishImapConnect(userId: string, code: string, add: (userId: string, grant: GmailImapGrant) => Promise<void>): Promise<void> {
    try {
      await add(userId, await this.imapGrant(code));
    } catch (error) {
      this.deps.logger.warn({ err: error, userId }, 'Gmail over IMAP not added');
      throw error;
    }
  }

  private imapClient() {
    const oauth = oauthClient(this.deps);
    if (!oauth) throw new Invalid('GMAIL_NOT_CONFIGURED', TEXT_GMAIL_NOT_CONFIGURED);
    return { ...oauth, redirectUri: gmailImapRedirectUri(this.deps.config) };
  }

  private async imapGrant(code: string): Promise<GmailImapGrant> {
    const oauth = this.imapClient();
    const tokens = await exchangeCode(oauth, code);
    // The consent page lets a person untick the mail scope; without it IMAP refuses every login.
    if (!tokens.scope.split(' ').includes(GMAIL_IMAP_SCOPES[0])) throw new Invalid('MISSING_SCOPE', 'Google did not grant the mail scope');
    if (!tokens.refreshToken) throw new Invalid('NO_REFRESH_TOKEN', 'Google returned no refresh token');
    const claims = idTokenClaims(tokens.idToken);
    const email = claims.email_verified === true ? idTokenEmail(claims, 'email') : undefined;
    if (!email) throw new Invalid('NO_ADDRESS', 'Google named no verified mailbox address');
    return { email, refreshToken: tokens.refreshToken, ...(typeof claims.name === 'string' ? { displayName: claims.name } : {}) };
  }

  /** Exchanges the code, stores the encrypted refresh token, marks the account gmail and starts the first sync. */
  async finishConnect(userId: string, code: string): Promise<void> {
    try {
      await this.connect(userId, code);
    } catch (error) {
      this.deps.logger.warn({ err: error, userId }, 'Gmail connection failed');
      throw error;
    }
  }

  private async connect(userId: string, code: string): Promise<void> {
    const oauth = oauthClient(this.deps);
    if (!oauth) throw new Invalid('GMAIL_NOT_CONFIGURED', TEXT_GMAIL_NOT_CONFIGURED);
    const tokens = await exchangeCode(oauth, code);
    if (!tokens.refreshToken) {
      // Without offline access there is nothing to keep; Google sends one with prompt=consent.
      throw new Error('Google returned no refresh token');
    }
    const probe: GmailAccountRow = {
      userId,
      provider: 'gmail',
      externalEmail: null,
      refreshTokenEnc: null,
      accessToken: encryptToken(tokens.accessToken, this.deps.config.encryptionKey),
      accessTokenExpiresAt: new Date(tokens.expiresAt),
      historyId: null,
      lastSyncAt: null,
      messagesTotal: null,
      createdAt: new Date(),
      updatedAt: new Date(),
    };
    const profile = await createGmailMailbox(gmailClientFor(this.deps, probe)).profile();
    // The same mailbox already read over IMAP would show every message twice.
    if (await new AccountRepository(this.deps.db).findImapByEmail(userId, profile.emailAddress)) throw accountExists(profile.emailAddress);
    await this.clearCache(userId);
    await saveGmailConnection(this.deps, userId, { ...tokens, refreshToken: tokens.refreshToken }, profile);
    // The account is connected even if the first sync fails; the schedule and "refresh now" try again.
    await this.requestSync(userId).catch(() => undefined);
  }

  /**
   * Removes the tokens and the cached Gmail messages; the user is back on the
   * local mailbox. Then the grant is revoked at Google, so the refresh token
   * stops working even where a copy survives (a backup of the database). A
   * revocation that fails is logged: the user has disconnected either way, and
   * can remove the app's access in their Google account settings.
   */
  async disconnect(userId: string): Promise<void> {
    const account = await loadGmailAccount(this.deps.db, userId);
    await this.deps.db.transaction(async (tx) => {
      await tx.delete(mailMessage).where(and(eq(mailMessage.userId, userId), eq(mailMessage.provider, 'gmail')));
      await tx.delete(mailAccount).where(gmailAccountOf(userId));
    });
    if (account?.refreshTokenEnc) await this.revoke(userId, account.refreshTokenEnc);
  }

  private async revoke(userId: string, refreshTokenEnc: string) {
    const oauth = oauthClient(this.deps);
    if (!oauth) return;
    try {
      const revoked = await revokeToken(oauth, decryptToken(refreshTokenEnc, this.deps.config.encryptionKey));
      if (!revoked) this.deps.logger.warn({ userId }, 'Google did not revoke the Gmail grant on disconnect');
    } catch (error) {
      this.deps.logger.warn({ err: error, userId }, 'Gmail grant not revoked on disconnect');
    }
  }

  private async clearCache(userId: string) {
    await this.deps.db.delete(mailMessage).where(and(eq(mailMessage.userId, userId), eq(mailMessage.provider, 'gmail')));
  }

  /** The provider for a connected account, or undefined when the user has none. */
  async provider(userId: string): Promise<GmailMailProvider | undefined> {
    const account = await loadGmailAccount(this.deps.db, userId);
    if (!account) return undefined;
    return new GmailMailProvider(
      this.deps.db,
      { userId, email: account.externalEmail ?? '' },
      gmailClientFor(this.deps, account),
      this.deps.logger,
    );
  }

  /**
   * Syncs one account now and tells the user's tabs: `newmail` when a warm
   * sync brought new messages, `mailchanged` for any other change.
   */
  async syncNow(userId: string): Promise<GmailSyncOutcome | undefined> {
    const provider = await this.provider(userId);
    if (!provider) return undefined;
    const result = await provider.sync();
    const mode = provider.lastSync?.mode ?? 'warm';
    const outcome = { mode, ...result };
    // A first (cold) sync brings the mailbox's past, which is not mail arriving now.
    const arrived = (provider.lastSync?.items ?? []).filter((i) => i.labels.includes('INBOX') && !i.labels.includes('SENT') && !i.labels.includes('DRAFT'));
    if (mode === 'warm' && arrived.length > 0) {
      await this.deps.onArrived?.(userId, arrived.map((i) => i.id)).catch((error: unknown) => this.deps.logger.warn({ err: error, userId }, 'rules on arrival failed'));
    }
    const publish = (type: 'newmail' | 'mailchanged') =>
      this.deps.events
        .publish(userId, { type, data: { provider: 'gmail', added: result.added, removed: result.removed, updated: result.updated } })
        .catch((error) => this.deps.logger.warn({ err: error }, 'event not published'));
    if (mode === 'warm' && result.added > 0) await publish('newmail');
    else if (result.added + result.removed + result.updated > 0) await publish('mailchanged');
    await this.received(userId, provider.lastSync?.items ?? []);
    return outcome;
  }

  private async received(userId: string, items: readonly SyncedMessage[]) {
    const onReceived = this.deps.onReceived;
    if (!onReceived) return;
    const replies = items.filter((i) => !i.labels.includes('SENT') && !i.labels.includes('DRAFT') && (i.inReplyTo || i.references.length));
    for (const item of replies) {
      await onReceived(userId, { fromEmail: item.senderEmail, inReplyTo: item.inReplyTo, references: item.references }).catch((error) =>
        this.deps.logger.warn({ err: error, userId }, 'received-mail hook failed'),
      );
    }
  }

  /** Queues a sync (at most one waiting per user); runs it inline when there is no job queue. */
  /** "Refresh now": a sync queued (or run at once without a queue); refused when no Gmail is connected. */
  async refreshNow(userId: string): Promise<{ queued: boolean; result?: GmailSyncOutcome }> {
    if (!(await this.status(userId)).connected) throw new Conflict('GMAIL_NOT_CONNECTED', TEXT_GMAIL_NOT_CONNECTED);
    return this.requestSync(userId);
  }

  async requestSync(userId: string): Promise<{ queued: boolean; result?: GmailSyncOutcome }> {
    if (this.deps.jobs) {
      await this.deps.jobs.ensureQueue(GMAIL_SYNC_QUEUE, { policy: 'stately', retryLimit: 2, retryBackoff: true });
      await this.deps.jobs.request(GMAIL_SYNC_QUEUE, { userId }, { singletonKey: userId });
      return { queued: true };
    }
    try {
      return { queued: false, result: await this.syncNow(userId) };
    } catch (error) {
      this.deps.logger.warn({ err: error, userId }, 'Gmail sync failed');
      throw error;
    }
  }

  /** Queues a sync for every connected account (the five-minute schedule). */
  async requestSyncForAll(): Promise<number> {
    const rows = await this.deps.db.select({ userId: mailAccount.userId }).from(mailAccount).where(eq(mailAccount.provider, 'gmail'));
    for (const row of rows) await this.requestSync(row.userId).catch((error) => this.deps.logger.warn({ err: error, userId: row.userId }, 'Gmail sync not queued'));
    return rows.length;
  }
}

/** Creates the Gmail queues, their workers and the five-minute schedule. */
export async function registerGmailJobs(jobs: Jobs, gmail: GmailConnection): Promise<void> {
  await jobs.ensureQueue(GMAIL_SYNC_QUEUE, { policy: 'stately', retryLimit: 2, retryBackoff: true });
  await jobs.work<{ userId: string }>(
    GMAIL_SYNC_QUEUE,
    async (job) => {
      await gmail.syncNow(job.data.userId);
    },
    { pollingIntervalSeconds: POLLING_SECONDS.requested },
  );
  await jobs.sweep(GMAIL_SYNC_ALL_QUEUE, GMAIL_SYNC_CRON, () => gmail.requestSyncForAll());
}
