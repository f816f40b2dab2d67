/**
 * The user's mail accounts: listing them, adding an IMAP/SMTP account (only
 * once both logins work), changing and removing it. Passwords are stored
 * encrypted and never leave this module in an answer.
 */
import { sanitizeMailHtml } from '../mail/sanitize';
import type { Account, AccountInput, AccountPatch, OAuthMailProvider } from '../../core/accounts/schemas';
import type { ServerSettings } from '../../core/mail/presets';
import { accountExists, accountNotFound } from '../../core/accounts/errors';
import { Conflict } from '../../core/errors';
import type { Logger } from '../logger';
import type { AccountServer } from '../db/schema/mail';
import { encryptToken } from '../mail/gmail/crypto';
import { passwordLogins, type AccountLogins } from '../mail/imap/credentials';
import { verifyImap, verifySmtp, type ConnectOptions, type PasswordLogin, type ServerLogin } from '../mail/imap/connect';
import type { AccountRepository, AccountRow } from './repository';

export const TEXT_LOCAL_ACCOUNT = 'The built-in mailbox cannot be removed or changed here.';

export interface AccountOwner {
  id: string;
  name: string;
  email: string;
}

export interface AccountServiceDeps {
  repository: AccountRepository;
  encryptionKey: Uint8Array;
  connect: ConnectOptions;
  logger: Logger;
  /** Removes the Gmail connection (revoking its grant) when the Gmail account is removed. */
  disconnectGmail(userId: string): Promise<void>;
  /** Starts the first sync of a new account, or a sync after its settings changed. */
  onAccountReady?(userId: string, accountId: string): void;
  /** Where each OAuth provider's mail servers are (Microsoft's by default). */
  oauthServers?: Partial<Record<OAuthMailProvider, { imap: ServerSettings; smtp: ServerSettings }>>;
  /** Asks the sign-in layer for the consent URL that links this provider with the mail scopes. */
  linkProvider?(provider: OAuthMailProvider, request: { userId: string; email?: string; headers: Headers }): Promise<{ url: string; cookies: string[] }>;
}

export const TEXT_OAUTH_UNAVAILABLE = (provider: OAuthMailProvider) =>
  provider === 'google'
    ? 'Signing in with Google is not set up on this server. The administrator sets GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET.'
    : 'Signing in with Microsoft is not set up on this server. The administrator sets MICROSOFT_CLIENT_ID and MICROSOFT_CLIENT_SECRET.';

/** What a finished OAuth consent for mail hands over (from the sign-in callback). */
export interface OAuthGrant {
  provider: OAuthMailProvider;
  email: string;
  displayName?: string;
  refreshToken: string;
}

function serverOf(login: ServerLogin): AccountServer {
  return { host: login.host, port: login.port, security: login.security, username: login.username };
}

/** The SMTP login with the IMAP user name and password filled in where left out. */
function loginsOf(input: Pick<AccountInput, 'imap' | 'smtp'>): AccountLogins<PasswordLogin> {
  return {
    imap: input.imap,
    smtp: { ...input.smtp, username: input.smtp.username ?? input.imap.username, password: input.smtp.password ?? input.imap.password },
  };
}

export class AccountService {
  constructor(private readonly deps: AccountServiceDeps) {}

  private toAccount(owner: AccountOwner, row: AccountRow & { unread?: number }): Account {
    const email = row.provider === 'imap' ? (row.email ?? '') : row.provider === 'gmail' ? (row.externalEmail ?? owner.email) : owner.email;
    return {
      id: row.id,
      provider: row.provider,
      email,
      displayName: row.displayName || owner.name,
      status: row.status,
      unread: row.unread ?? 0,
      ...(row.status === 'error' && row.error ? { error: row.error } : {}),
      ...(row.lastSyncAt ? { lastSyncAt: row.lastSyncAt.toISOString() } : {}),
      ...(row.imap ? { imap: row.imap } : {}),
      ...(row.smtp ? { smtp: row.smtp } : {}),
      ...(row.signature ? { signature: row.signature } : {}),
      ...(row.oauthProvider ? { oauth: row.oauthProvider } : {}),
      ...(row.labelStore ? { labels: row.labelStore } : {}),
    };
  }

  async list(owner: AccountOwner): Promise<Account[]> {
    await this.deps.repository.ensureLocal(owner.id);
    return (await this.deps.repository.list(owner.id)).map((row) => this.toAccount(owner, row));
  }

  async get(owner: AccountOwner, id: string): Promise<Account> {
    const row = await this.deps.repository.get(owner.id, id);
    if (!row) throw accountNotFound();
    return this.toAccount(owner, row);
  }

  /** Logs in to both servers at once; the first failure (IMAP's when both fail) is thrown, naming its side. */
  async test(input: Pick<AccountInput, 'imap' | 'smtp'>): Promise<{ imap: 'ok'; smtp: 'ok' }> {
    const logins = loginsOf(input);
    const [imap, smtp] = await Promise.allSettled([verifyImap(logins.imap, this.deps.connect), verifySmtp(logins.smtp, this.deps.connect)]);
    if (imap.status === 'rejected') throw imap.reason;
    if (smtp.status === 'rejected') throw smtp.reason;
    return { imap: 'ok', smtp: 'ok' };
  }

  async add(owner: AccountOwner, input: AccountInput): Promise<Account> {
    if (await this.deps.repository.findImapByEmail(owner.id, input.email)) throw accountExists(input.email);
    await this.test(input);
    const logins = loginsOf(input);
    const row = await this.deps.repository.insertImap(owner.id, {
      email: input.email,
      displayName: input.displayName || null,
      status: 'syncing',
      imap: serverOf(logins.imap),
      smtp: serverOf(logins.smtp),
      imapPasswordEnc: encryptToken(logins.imap.password, this.deps.encryptionKey),
      smtpPasswordEnc: encryptToken(logins.smtp.password, this.deps.encryptionKey),
    });
    this.deps.onAccountReady?.(owner.id, row.id);
    return this.toAccount(owner, row);
  }

  /**
   * Changes the name, the signature, server settings or a password. New
   * settings are logged in with before they are saved; an account in error
   * (a password changed elsewhere) is ready again once the new one works.
   */
  async update(owner: AccountOwner, id: string, patch: AccountPatch): Promise<Account> {
    const row = await this.deps.repository.get(owner.id, id);
    if (!row) throw accountNotFound();
    const values: Parameters<AccountRepository['update']>[2] = {};
    if (patch.displayName !== undefined) values.displayName = patch.displayName || null;
    // Stored clean: it goes into the compose editor and out in every message from this account.
    if (patch.signature !== undefined) values.signature = sanitizeMailHtml(patch.signature, { allowRemoteImages: true }).html.trim() || null;
    if (patch.imap || patch.smtp) {
      if (row.provider !== 'imap') throw new Conflict('NOT_IMAP', TEXT_LOCAL_ACCOUNT);
      const current = passwordLogins(row, this.deps.encryptionKey);
      const imap = { ...current.imap, ...patch.imap };
      // A new IMAP password is usually the SMTP one too, unless SMTP had its own.
      const sharedPassword = current.smtp.password === current.imap.password && patch.smtp?.password === undefined;
      const smtp = { ...current.smtp, ...patch.smtp, ...(sharedPassword ? { password: imap.password } : {}) };
      await this.test({ imap, smtp });
      Object.assign(values, {
        imap: serverOf(imap),
        smtp: serverOf(smtp),
        imapPasswordEnc: encryptToken(imap.password, this.deps.encryptionKey),
        smtpPasswordEnc: encryptToken(smtp.password, this.deps.encryptionKey),
        status: row.status === 'error' ? 'syncing' : row.status,
        error: null,
      });
    }
    const updated = await this.deps.repository.update(owner.id, id, values);
    if (!updated) throw accountNotFound();
    if (patch.imap || patch.smtp) this.deps.onAccountReady?.(owner.id, id);
    return this.toAccount(owner, updated);
  }

  /** The consent URL for adding (or signing in again to) a mailbox of this provider. */
  async startOAuth(owner: AccountOwner, provider: OAuthMailProvider, request: { email?: string; headers: Headers }): Promise<{ url: string; cookies: string[] }> {
    if (!this.deps.oauthServers?.[provider] || !this.deps.linkProvider) throw new Conflict('OAUTH_NOT_CONFIGURED', TEXT_OAUTH_UNAVAILABLE(provider));
    return this.deps.linkProvider(provider, { userId: owner.id, ...request });
  }

  /**
   * Adds the mailbox an OAuth consent granted, or, when the user already has
   * it (signing in again after an error), gives it the new refresh token and
   * syncs it again with its cached mail kept. The access token is left to the
   * first use: the consent's may be for another resource than mail.
   */
  async connectOAuth(userId: string, grant: OAuthGrant): Promise<string> {
    const servers = this.deps.oauthServers?.[grant.provider];
    if (!servers) throw new Conflict('OAUTH_NOT_CONFIGURED', TEXT_OAUTH_UNAVAILABLE(grant.provider));
    // The same mailbox through the Gmail API as well would show every message twice.
    if (grant.provider === 'google' && (await this.deps.repository.findGmailByEmail(userId, grant.email))) {
      throw accountExists(grant.email);
    }
    const existing = await this.deps.repository.findImapByEmail(userId, grant.email);
    // The token may only reach the provider's own servers: an account of that address kept elsewhere is another mailbox.
    if (existing && ((existing.oauthProvider && existing.oauthProvider !== grant.provider) || existing.imap?.host !== servers.imap.host)) {
      throw accountExists(grant.email);
    }
    const values = {
      oauthProvider: grant.provider,
      refreshTokenEnc: encryptToken(grant.refreshToken, this.deps.encryptionKey),
      accessToken: null,
      accessTokenExpiresAt: null,
      status: 'syncing' as const,
      error: null,
      // A password account of the same mailbox (Gmail with an app password) becomes the OAuth one, its cache kept.
      imap: { ...servers.imap, username: grant.email },
      smtp: { ...servers.smtp, username: grant.email },
      imapPasswordEnc: null,
      smtpPasswordEnc: null,
    };
    const row = existing
      ? await this.deps.repository.update(userId, existing.id, values)
      : await this.deps.repository.insertImap(userId, { ...values, email: grant.email, displayName: grant.displayName || null });
    if (!row) throw accountNotFound();
    this.deps.onAccountReady?.(userId, row.id);
    return row.id;
  }

  /** Removes an account and its cached mail; the local mailbox stays, Gmail is disconnected. */
  async remove(owner: AccountOwner, id: string): Promise<void> {
    const row = await this.deps.repository.get(owner.id, id);
    if (!row) throw accountNotFound();
    if (row.provider === 'local') throw new Conflict('LOCAL_ACCOUNT', TEXT_LOCAL_ACCOUNT);
    if (row.provider === 'gmail') return this.deps.disconnectGmail(owner.id);
    await this.deps.repository.remove(owner.id, id);
    // Microsoft offers no revocation endpoint for one grant; deleting every copy of the tokens is what is left. (Its
    // mail consent was linked through the sign-in layer, which keeps copies.) Google's consent for IMAP never went
    // there, and is not revoked either: Google revokes per app, which would also end Connect Gmail and the sign-in.
    if (row.oauthProvider === 'microsoft') await this.deps.repository.forgetSignInTokens(owner.id, row.oauthProvider);
  }

  async folders(owner: AccountOwner, id: string) {
    if (!(await this.deps.repository.get(owner.id, id))) throw accountNotFound();
    const rows = await this.deps.repository.folders(owner.id, id);
    return rows.map(({ specialUse, ...folder }) => ({ ...folder, ...(specialUse ? { specialUse } : {}) }));
  }
}
