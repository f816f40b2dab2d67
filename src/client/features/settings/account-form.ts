/**
 * The add-account form's state: what the person typed, the server settings
 * discovered for their address (theirs to change), and the request body it
 * makes. Pure, so the rules are tested without a browser.
 */
import type { AccountInput, Discovery } from '../../api/accounts';
import { ApiError } from '../../api/errors';
import { ACCOUNT_FIELD_NAMES } from './texts';

export type Security = 'tls' | 'starttls' | 'none';

export interface ServerFields {
  host: string;
  port: string;
  security: Security;
}

export interface AccountForm {
  email: string;
  displayName: string;
  password: string;
  /** The login name when it is not the address (some servers want "ann", not "ann@example.com"). */
  username: string;
  imap: ServerFields;
  smtp: ServerFields;
  /** Where the server settings came from, shown under the fields. */
  source?: string;
  /** A step the provider asks for first (an app password). */
  note?: string;
  /** The address's domain whose servers a lookup filled in: another domain's address must not log in to them. */
  discoveredFor?: string;
}

export const DEFAULT_PORTS: Record<'imap' | 'smtp', Record<Security, string>> = {
  imap: { tls: '993', starttls: '143', none: '143' },
  smtp: { tls: '465', starttls: '587', none: '25' },
};

export function emptyForm(): AccountForm {
  return {
    email: '',
    displayName: '',
    password: '',
    username: '',
    imap: { host: '', port: DEFAULT_PORTS.imap.tls, security: 'tls' },
    smtp: { host: '', port: DEFAULT_PORTS.smtp.starttls, security: 'starttls' },
  };
}

/** Fills the server fields from what discovery found; an OAuth provider leaves them alone. */
export function withDiscovery(form: AccountForm, found: Discovery): AccountForm {
  if ('oauth' in found) return form;
  const fields = (s: { host: string; port: number; security: Security }): ServerFields => ({ host: s.host, port: String(s.port), security: s.security });
  return { ...form, imap: fields(found.imap), smtp: fields(found.smtp), source: found.provider ?? found.source, note: found.note, discoveredFor: domainOf(form.email) };
}

/**
 * A new address. Servers a lookup found for another domain are cleared: Test connection would send this
 * address's password to that provider (servers the person typed in stay).
 */
export function withEmail(form: AccountForm, email: string): AccountForm {
  if (!form.discoveredFor || domainOf(email) === form.discoveredFor) return { ...form, email };
  const blank = emptyForm();
  return { ...form, email, imap: blank.imap, smtp: blank.smtp, source: undefined, note: undefined, discoveredFor: undefined };
}

function domainOf(email: string): string {
  return email.trim().split('@').pop()!.toLowerCase();
}

/** Changing the security picks that security's usual port, unless the person had typed a port of their own. */
export function withSecurity(fields: ServerFields, side: 'imap' | 'smtp', security: Security): ServerFields {
  const usual = Object.values(DEFAULT_PORTS[side]);
  return { ...fields, security, port: usual.includes(fields.port) || fields.port === '' ? DEFAULT_PORTS[side][security] : fields.port };
}

/** Whether the form has what a test or an add needs. */
export function isComplete(form: AccountForm): boolean {
  return [form.email, form.password, form.imap.host, form.imap.port, form.smtp.host, form.smtp.port].every((v) => v.trim() !== '');
}

/** The request body: one login for both servers, the address as user name unless another was given. */
export function toInput(form: AccountForm): AccountInput {
  const username = form.username.trim() || form.email.trim();
  const server = (f: ServerFields) => ({ host: f.host.trim(), port: Number(f.port), security: f.security });
  return {
    provider: 'imap',
    email: form.email.trim(),
    ...(form.displayName.trim() ? { displayName: form.displayName.trim() } : {}),
    imap: { ...server(form.imap), username, password: form.password },
    smtp: { ...server(form.smtp), username, password: form.password },
  };
}

/**
 * A refusal of the form's input in the form's words: "IMAP port: …", not the request's "imap.port: …"
 * (the server writes the field it refused before its message).
 */
export function accountErrorText(error: Error): string {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_ERROR') return error.message;
  const named = /^([\w.]+): (.*)$/s.exec(error.message);
  const field = error.field ?? named?.[1];
  const name = field ? ACCOUNT_FIELD_NAMES[field] : undefined;
  if (!name) return error.message;
  return `${name}: ${named && named[1] === field ? named[2] : error.message}`;
}
