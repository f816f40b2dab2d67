/**
 * Opening IMAP (imapflow) and SMTP (nodemailer) connections for an account,
 * and the words a person reads when that fails. Every connection goes to the
 * address the host guard checked, never to a name resolved again later; TLS
 * still checks the certificate against the name the person typed.
 */
import { isIP } from 'node:net';
import { ImapFlow } from 'imapflow';
import nodemailer from 'nodemailer';
import { Invalid } from '../../../core/errors';
import { resolveMailHost } from '../../accounts/host-guard';
import type { ServerSettings } from '../../../core/mail/presets';
import type { AccountServer } from '../../db/schema/mail';

export type MailSide = 'imap' | 'smtp';

export interface PasswordLogin extends AccountServer {
  password: string;
}

/** An OAuth login: SASL XOAUTH2 with a live access token (Outlook, Microsoft 365, Gmail). */
export interface TokenLogin extends AccountServer {
  accessToken: string;
}

export type ServerLogin = PasswordLogin | TokenLogin;

export interface ConnectOptions {
  allowPrivate: boolean;
  /** How long connecting, the greeting and each answer may take (15 s by default). */
  timeoutMs?: number;
  lookup?: (host: string) => Promise<{ address: string }[]>;
}

export const CONNECT_TIMEOUT_MS = 15_000;

const SIDE_NAME: Record<MailSide, string> = { imap: 'IMAP', smtp: 'SMTP' };

interface ConnectionError {
  code?: string;
  message?: string;
  authenticationFailed?: boolean;
  responseText?: string;
  response?: string;
  responseCode?: number;
}

/** The cause of a failed login in words, with the server's own where it gave any; `code` names it for clients. */
export function describeLoginError(side: MailSide, settings: ServerSettings, error: unknown): Invalid {
  const e = (error ?? {}) as ConnectionError;
  const name = SIDE_NAME[side];
  const where = `${settings.host}:${settings.port}`;
  const said = (e.responseText ?? e.response ?? '').trim();
  const serverWords = said ? ` The server said: "${said.replace(/^\d{3}[ -](\d\.\d\.\d )?/, '')}"` : '';
  const make = (code: string, message: string) => new Invalid(`${name}_${code}`, `${name}: ${message}`, { field: side, cause: error });
  const code = e.code ?? '';
  const text = e.message ?? '';
  if (e.authenticationFailed || code === 'EAUTH' || (e.responseCode !== undefined && e.responseCode >= 530 && e.responseCode <= 535)) {
    return make('AUTH_FAILED', `the user name or password was not accepted.${serverWords}`);
  }
  if (code === 'ECONNREFUSED' || /ECONNREFUSED/.test(text)) return make('REFUSED', `${where} refused the connection. Check the port.`);
  if (code === 'ETIMEDOUT' || code === 'CONNECT_TIMEOUT' || code === 'GREETING_TIMEOUT' || /time(d)? ?out/i.test(text)) {
    return make('TIMEOUT', `${where} did not answer within ${CONNECT_TIMEOUT_MS / 1000} seconds.`);
  }
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH' || code === 'ECONNRESET' || code === 'EPIPE') {
    return make('UNREACHABLE', `${where} could not be reached (${code}).`);
  }
  if (/certificate|self.signed|ssl|tls|wrong version|handshake/i.test(`${code} ${text}`)) {
    return make('TLS_FAILED', `a secure connection to ${where} failed: ${text || code}. Check the security setting and port.`);
  }
  if (code === 'NoConnection' || code === 'ESOCKET' || code === 'ECONNECTION') {
    return make('UNREACHABLE', `${where} could not be reached: ${text || code}.`);
  }
  return make('LOGIN_FAILED', `logging in to ${where} failed: ${said || text || 'no reason given'}.`);
}

function tlsOptions(settings: ServerSettings) {
  // A name, not an address: TLS checks the certificate against what the person typed.
  return isIP(settings.host) ? {} : { servername: settings.host };
}

/** Resolves the host (refusing private addresses unless allowed), naming the side in the error. */
async function checkedAddress(side: MailSide, settings: ServerSettings, options: ConnectOptions): Promise<string> {
  try {
    return await resolveMailHost(settings.host, options);
  } catch (error) {
    if (error instanceof Invalid) throw new Invalid(`${SIDE_NAME[side]}_${error.code}`, `${SIDE_NAME[side]}: ${error.message}`, { field: side });
    throw error;
  }
}

/**
 * An IMAP connection, logged in. The caller logs out (or closes it on failure).
 * With `idleMs` it idles by itself whenever it has nothing else to do, and
 * restarts IDLE after that long.
 */
export async function openImap(login: ServerLogin, options: ConnectOptions, idleMs?: number): Promise<ImapFlow> {
  const address = await checkedAddress('imap', login, options);
  const timeout = options.timeoutMs ?? CONNECT_TIMEOUT_MS;
  const client = new ImapFlow({
    host: address,
    port: login.port,
    secure: login.security === 'tls',
    doSTARTTLS: login.security === 'starttls' ? true : login.security === 'none' ? false : undefined,
    auth: 'accessToken' in login ? { user: login.username, accessToken: login.accessToken } : { user: login.username, pass: login.password },
    tls: { ...tlsOptions(login), rejectUnauthorized: true },
    servername: isIP(login.host) ? undefined : login.host,
    logger: false,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: 5 * 60_000,
    disableAutoIdle: idleMs === undefined,
    ...(idleMs !== undefined ? { maxIdleTime: idleMs } : {}),
  });
  // A dropped connection emits 'error'; without a listener it would end the process.
  client.on('error', () => {});
  try {
    await client.connect();
    return client;
  } catch (error) {
    client.close();
    throw describeLoginError('imap', login, error);
  }
}

/** An SMTP transport for this login (nodemailer); `verify` proves the login works. */
export async function smtpTransport(login: ServerLogin, options: ConnectOptions) {
  const address = await checkedAddress('smtp', login, options);
  const timeout = options.timeoutMs ?? CONNECT_TIMEOUT_MS;
  return nodemailer.createTransport({
    host: address,
    port: login.port,
    secure: login.security === 'tls',
    requireTLS: login.security === 'starttls',
    ignoreTLS: login.security === 'none',
    auth:
      'accessToken' in login
        ? { type: 'OAuth2' as const, user: login.username, accessToken: login.accessToken }
        : { user: login.username, pass: login.password },
    tls: { ...tlsOptions(login), rejectUnauthorized: true },
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: 60_000,
  });
}

/** Logs in to the IMAP server and out again; throws an Invalid naming the cause. */
export async function verifyImap(login: ServerLogin, options: ConnectOptions): Promise<void> {
  const client = await openImap(login, options);
  await client.logout().catch(() => client.close());
}

/** Logs in to the SMTP server (EHLO, TLS, AUTH) without sending; throws an Invalid naming the cause. */
export async function verifySmtp(login: ServerLogin, options: ConnectOptions): Promise<void> {
  const transport = await smtpTransport(login, options);
  try {
    await transport.verify();
  } catch (error) {
    throw describeLoginError('smtp', login, error);
  } finally {
    transport.close();
  }
}
