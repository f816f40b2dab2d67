/**
 * Server settings of the big mail providers, chosen from the address's domain,
 * so adding a Fastmail or iCloud account asks only for the password. Values
 * are the ones each provider documents for third-party clients. Outlook.com,
 * Hotmail and Microsoft 365 no longer take passwords over IMAP (Microsoft
 * turned off basic authentication), so their addresses are answered with the
 * sign-in they need instead.
 */

export type MailSecurity = 'tls' | 'starttls' | 'none';

export interface ServerSettings {
  host: string;
  port: number;
  security: MailSecurity;
}

export interface MailPreset {
  /** The provider's name as people know it. */
  name: string;
  imap: ServerSettings;
  smtp: ServerSettings;
  /** A step the person must take at the provider first (an app password, a running bridge). */
  note?: string;
  /** The provider's servers run on the person's own machine (Proton Mail Bridge): private hosts must be allowed. */
  local?: boolean;
}

export type PresetAnswer = { kind: 'preset'; preset: MailPreset } | { kind: 'oauth'; oauth: 'microsoft' } | { kind: 'unknown' };

const tls = (host: string, port = 993): ServerSettings => ({ host, port, security: 'tls' });
const starttls = (host: string, port = 587): ServerSettings => ({ host, port, security: 'starttls' });

const APP_PASSWORD = 'Use an app password created in your account settings, not your sign-in password.';

const FASTMAIL: MailPreset = { name: 'Fastmail', imap: tls('imap.fastmail.com'), smtp: tls('smtp.fastmail.com', 465), note: APP_PASSWORD };
const ICLOUD: MailPreset = { name: 'iCloud Mail', imap: tls('imap.mail.me.com'), smtp: starttls('smtp.mail.me.com'), note: APP_PASSWORD };
const YAHOO: MailPreset = { name: 'Yahoo Mail', imap: tls('imap.mail.yahoo.com'), smtp: tls('smtp.mail.yahoo.com', 465), note: APP_PASSWORD };
const ZOHO: MailPreset = { name: 'Zoho Mail', imap: tls('imap.zoho.com'), smtp: tls('smtp.zoho.com', 465) };
const ZOHO_EU: MailPreset = { ...ZOHO, imap: tls('imap.zoho.eu'), smtp: tls('smtp.zoho.eu', 465) };
const GMX_COM: MailPreset = { name: 'GMX', imap: tls('imap.gmx.com'), smtp: starttls('mail.gmx.com') };
const GMX_NET: MailPreset = { name: 'GMX', imap: tls('imap.gmx.net'), smtp: starttls('mail.gmx.net') };
const MAILBOX_ORG: MailPreset = { name: 'mailbox.org', imap: tls('imap.mailbox.org'), smtp: tls('smtp.mailbox.org', 465) };
const PROTON_BRIDGE: MailPreset = {
  name: 'Proton Mail Bridge',
  imap: starttls('127.0.0.1', 1143),
  smtp: starttls('127.0.0.1', 1025),
  note: 'Proton Mail works through Proton Mail Bridge running next to this server; use the password the Bridge shows.',
  local: true,
};
const GMAIL: MailPreset = { name: 'Gmail', imap: tls('imap.gmail.com'), smtp: tls('smtp.gmail.com', 465), note: APP_PASSWORD };

/** Exact domains; a subdomain of one (mail.example.com for example.com) does not match. */
const BY_DOMAIN: Record<string, MailPreset> = {
  'fastmail.com': FASTMAIL,
  'fastmail.fm': FASTMAIL,
  'fastmail.net': FASTMAIL,
  'fastmail.org': FASTMAIL,
  'fastmail.us': FASTMAIL,
  'messagingengine.com': FASTMAIL,
  'icloud.com': ICLOUD,
  'me.com': ICLOUD,
  'mac.com': ICLOUD,
  'ymail.com': YAHOO,
  'rocketmail.com': YAHOO,
  'zoho.com': ZOHO,
  'zohomail.com': ZOHO,
  'zoho.eu': ZOHO_EU,
  'zohomail.eu': ZOHO_EU,
  'gmx.com': GMX_COM,
  'gmx.us': GMX_COM,
  'gmx.co.uk': GMX_COM,
  'gmx.de': GMX_NET,
  'gmx.net': GMX_NET,
  'gmx.at': GMX_NET,
  'gmx.ch': GMX_NET,
  'mailbox.org': MAILBOX_ORG,
  'proton.me': PROTON_BRIDGE,
  'protonmail.com': PROTON_BRIDGE,
  'protonmail.ch': PROTON_BRIDGE,
  'pm.me': PROTON_BRIDGE,
  'gmail.com': GMAIL,
  'googlemail.com': GMAIL,
};

/** Yahoo and Microsoft have a domain per country (yahoo.co.uk, hotmail.fr, outlook.com.br): matched by their first label. */
const YAHOO_DOMAIN = /^yahoo\.[a-z.]+$/;
const MICROSOFT_DOMAIN = /^(outlook|hotmail|live|msn|windowslive|passport)\.[a-z.]+$/;

/** The domain of an address, lower-cased, without a trailing dot; null when there is none. */
export function addressDomain(email: string): string | null {
  const at = email.trim().lastIndexOf('@');
  if (at < 1) return null;
  const domain = email
    .trim()
    .slice(at + 1)
    .toLowerCase()
    .replace(/\.$/, '');
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain) ? domain : null;
}

/** What we know of an address's provider without asking the network. */
export function presetFor(email: string): PresetAnswer {
  const domain = addressDomain(email);
  if (!domain) return { kind: 'unknown' };
  const preset = BY_DOMAIN[domain] ?? (YAHOO_DOMAIN.test(domain) ? YAHOO : undefined);
  if (preset) return { kind: 'preset', preset };
  if (MICROSOFT_DOMAIN.test(domain)) return { kind: 'oauth', oauth: 'microsoft' };
  return { kind: 'unknown' };
}
