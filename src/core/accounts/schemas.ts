/**
 * The shapes of /api/accounts, shared by the server's routes and the
 * add-account form: what an account looks like (never a password) and what
 * adding or changing one takes.
 */
import { z } from 'zod';
import { singleLine } from '../schemas';

export const ACCOUNT_PROVIDERS = ['local', 'gmail', 'imap'] as const;
export const ACCOUNT_STATUSES = ['syncing', 'ready', 'error'] as const;
export const MAIL_SECURITY = ['tls', 'starttls', 'none'] as const;
/** Providers whose IMAP and SMTP take OAuth tokens (SASL XOAUTH2) instead of passwords. */
export const OAUTH_MAIL_PROVIDERS = ['microsoft', 'google'] as const;
export type OAuthMailProvider = (typeof OAUTH_MAIL_PROVIDERS)[number];

export const accountSchema = z.object({
  id: z.string(),
  provider: z.enum(ACCOUNT_PROVIDERS),
  email: z.string(),
  displayName: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
  /** Unread mail in the account's inbox, for the sidebar. */
  unread: z.number(),
  error: z.string().optional(),
  lastSyncAt: z.string().optional(),
  /** Where an IMAP account's servers are (no password); absent for the local mailbox and Gmail. */
  imap: z.object({ host: z.string(), port: z.number(), security: z.enum(MAIL_SECURITY), username: z.string() }).optional(),
  smtp: z.object({ host: z.string(), port: z.number(), security: z.enum(MAIL_SECURITY), username: z.string() }).optional(),
  signature: z.string().optional(),
  /** Set when the account signs in with this provider's OAuth (no password to change). */
  oauth: z.enum(OAUTH_MAIL_PROVIDERS).optional(),
  /** How an IMAP account's server keeps the user's labels (known after its first sync): keywords, or folders named after them. */
  labels: z.enum(['keywords', 'folders']).optional(),
});
export type Account = z.infer<typeof accountSchema>;

/** A host name or an IP address as typed: no scheme, path, user or spaces. */
const HOST = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*\.?|[0-9A-Fa-f:.]+)$/;

export const TEXT_HOST_INVALID = 'Enter the server name only, such as imap.example.com.';
export const TEXT_PORT_INVALID = 'The port is a number from 1 to 65535.';
export const TEXT_USERNAME_REQUIRED = 'Enter the user name (often the email address).';
export const TEXT_PASSWORD_REQUIRED = 'Enter the password.';

const serverFields = {
  host: z.string().trim().min(1, TEXT_HOST_INVALID).max(253, TEXT_HOST_INVALID).regex(HOST, TEXT_HOST_INVALID),
  port: z.number({ error: TEXT_PORT_INVALID }).int(TEXT_PORT_INVALID).min(1, TEXT_PORT_INVALID).max(65535, TEXT_PORT_INVALID),
  security: z.enum(MAIL_SECURITY, { error: 'Security is one of tls, starttls or none.' }),
};

export const imapInputSchema = z.object({
  ...serverFields,
  username: z.string({ error: TEXT_USERNAME_REQUIRED }).trim().min(1, TEXT_USERNAME_REQUIRED).max(320),
  password: z.string({ error: TEXT_PASSWORD_REQUIRED }).min(1, TEXT_PASSWORD_REQUIRED).max(1024),
});

/** SMTP usually takes the IMAP login: user name and password may be left out to reuse it. */
export const smtpInputSchema = z.object({
  ...serverFields,
  username: z.string().trim().min(1, TEXT_USERNAME_REQUIRED).max(320).optional(),
  password: z.string().min(1, TEXT_PASSWORD_REQUIRED).max(1024).optional(),
});

export const accountInputSchema = z.object({
  provider: z.literal('imap', { error: 'Only IMAP accounts are added this way; Gmail and Microsoft use their sign-in.' }),
  email: z.string({ error: 'Enter an email address.' }).trim().max(320).email('Enter a valid email address.'),
  displayName: singleLine(z.string().trim().max(200)).optional(),
  imap: imapInputSchema,
  smtp: smtpInputSchema,
});
export type AccountInput = z.infer<typeof accountInputSchema>;

export const accountPatchSchema = z.object({
  displayName: singleLine(z.string().trim().max(200)).optional(),
  /** HTML added under mail sent from this account. */
  signature: z.string().max(20_000).optional(),
  imap: imapInputSchema.partial().optional(),
  smtp: smtpInputSchema.partial().optional(),
});
export type AccountPatch = z.infer<typeof accountPatchSchema>;
