/** An IMAP account's stored logins, passwords decrypted, for the connection code only. */
import type { mailAccount } from '../../db/schema/mail';
import { decryptToken } from '../gmail/crypto';
import type { ServerLogin } from './connect';

export interface AccountLogins {
  imap: ServerLogin;
  smtp: ServerLogin;
}

type Row = Pick<typeof mailAccount.$inferSelect, 'id' | 'imap' | 'smtp' | 'imapPasswordEnc' | 'smtpPasswordEnc'>;

export function accountLogins(row: Row, key: Uint8Array): AccountLogins {
  if (!row.imap || !row.smtp || !row.imapPasswordEnc || !row.smtpPasswordEnc) throw new Error(`account ${row.id} has no IMAP/SMTP settings`);
  return {
    imap: { ...row.imap, password: decryptToken(row.imapPasswordEnc, key) },
    smtp: { ...row.smtp, password: decryptToken(row.smtpPasswordEnc, key) },
  };
}
