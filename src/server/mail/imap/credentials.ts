/**
 * An IMAP account's logins, for the connection code only: passwords
 * decrypted, or a live OAuth access token (SASL XOAUTH2). A token a server
 * refuses although it had time left (revoked early, clocks apart) is
 * refreshed and tried once more, so the command that needed it does not fail.
 */
import type { ImapFlow } from 'imapflow';
import { Conflict, type Invalid } from '../../../core/errors';
import type { mailAccount } from '../../db/schema/mail';
import { decryptToken } from '../gmail/crypto';
import { describeLoginError, openImap, smtpTransport, type ConnectOptions, type PasswordLogin, type ServerLogin } from './connect';
import type { OAuthTokens } from './oauth-tokens';

export interface AccountLogins<L extends ServerLogin = ServerLogin> {
  imap: L;
  smtp: L;
}

type Row = Pick<typeof mailAccount.$inferSelect, 'id' | 'imap' | 'smtp' | 'imapPasswordEnc' | 'smtpPasswordEnc' | 'oauthProvider'>;

export const TEXT_OAUTH_NO_PASSWORD = 'This account signs in with its provider; it has no password to change here.';

/** The password logins of an account that has them (an OAuth account is a Conflict: it has none to change). */
export function passwordLogins(row: Row, key: Uint8Array): AccountLogins<PasswordLogin> {
  if (row.oauthProvider) throw new Conflict('OAUTH_ACCOUNT', TEXT_OAUTH_NO_PASSWORD);
  if (!row.imap || !row.smtp || !row.imapPasswordEnc || !row.smtpPasswordEnc) throw new Error(`account ${row.id} has no IMAP/SMTP settings`);
  return {
    imap: { ...row.imap, password: decryptToken(row.imapPasswordEnc, key) },
    smtp: { ...row.smtp, password: decryptToken(row.smtpPasswordEnc, key) },
  };
}

function refusedLogin(error: unknown): boolean {
  return (error as Invalid | undefined)?.code?.endsWith('_AUTH_FAILED') ?? false;
}

export interface AccountConnectionsDeps {
  encryptionKey: Uint8Array;
  connect: ConnectOptions;
  tokens?: OAuthTokens;
}

export class AccountConnections {
  constructor(private readonly deps: AccountConnectionsDeps) {}

  async logins(row: Row, rejectedToken?: string): Promise<AccountLogins> {
    if (!row.oauthProvider) return passwordLogins(row, this.deps.encryptionKey);
    if (!row.imap || !row.smtp) throw new Error(`account ${row.id} has no IMAP/SMTP settings`);
    if (!this.deps.tokens) throw new Error('OAuth mail accounts need the token keeper');
    const accessToken = await this.deps.tokens.accessToken(row.id, rejectedToken);
    return { imap: { ...row.imap, accessToken }, smtp: { ...row.smtp, accessToken } };
  }

  /** Runs `use` with the account's logins; an OAuth login the server refuses is refreshed and run once more. */
  private async withLogins<T>(row: Row, use: (logins: AccountLogins) => Promise<T>): Promise<T> {
    const logins = await this.logins(row);
    try {
      return await use(logins);
    } catch (error) {
      if (!('accessToken' in logins.imap) || !refusedLogin(error)) throw error;
      return use(await this.logins(row, logins.imap.accessToken));
    }
  }

  /** An IMAP connection, logged in (see openImap). */
  openImap(row: Row, idleMs?: number): Promise<ImapFlow> {
    return this.withLogins(row, (logins) => openImap(logins.imap, this.deps.connect, idleMs));
  }

  /** Sends one prepared message through the account's SMTP server; a refusal is an Invalid naming the cause. */
  async sendRaw(row: Row, envelope: { from: string; to: string[] }, raw: Buffer | string): Promise<{ smtpHost: string }> {
    return this.withLogins(row, async (logins) => {
      const transport = await smtpTransport(logins.smtp, this.deps.connect);
      try {
        await transport.sendMail({ envelope, raw });
        return { smtpHost: logins.smtp.host };
      } catch (error) {
        throw describeLoginError('smtp', logins.smtp, error);
      } finally {
        transport.close();
      }
    });
  }
}
