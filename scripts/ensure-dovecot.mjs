// The IMAP tests run a throwaway Dovecot (Debian's, never the system service); install it when missing.
import { ensureInstalled } from './apt.mjs';

export const DOVECOT = process.env.DOVECOT_PATH ?? '/usr/sbin/dovecot';

export function ensureDovecot() {
  ensureInstalled(DOVECOT, ['dovecot-imapd', 'dovecot-lmtpd', 'dovecot-sieve'], 'Dovecot');
}

if (process.argv[1]?.endsWith('ensure-dovecot.mjs')) ensureDovecot();
