/**
 * The one place that reads the environment. Values are parsed with zod once at
 * start; a wrong value becomes a ConfigError naming the variable, which main.ts
 * prints as one line before exiting. Secrets that are not given are generated
 * on first start and kept in `DATA_DIR/secrets.json` (mode 0600), never logged.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { ServerSettings } from '../core/mail/presets';

export class ConfigError extends Error {}

const port = z.coerce.number().int().min(1).max(65535);
const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();
const httpUrl = z
  .string()
  .trim()
  .url()
  .refine((v) => /^https?:\/\//.test(v), 'must start with http:// or https://');

/** imaps://host:993 (TLS), imap+starttls://host:143 or imap://host:143 (no TLS, a test's server); the same for smtp. */
function mailServerUrl(kind: 'imap' | 'smtp') {
  const security = { [`${kind}s:`]: 'tls', [`${kind}+starttls:`]: 'starttls', [`${kind}:`]: 'none' } as Record<string, ServerSettings['security']>;
  return z
    .string()
    .transform((value, ctx): ServerSettings => {
      let url: URL | undefined;
      try {
        url = new URL(value);
      } catch {
        url = undefined;
      }
      if (!url || !security[url.protocol] || !url.hostname || !url.port) {
        ctx.addIssue({ code: 'custom', message: `must look like ${kind}s://host:port, ${kind}+starttls://host:port or ${kind}://host:port` });
        return z.NEVER;
      }
      return { host: url.hostname, port: Number(url.port), security: security[url.protocol]! };
    });
}

const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z
    .string()
    .trim()
    .regex(/^[0-9a-zA-Z.:-]+$/, 'must be an address or host name, e.g. 0.0.0.0 or 127.0.0.1')
    .default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .refine((v) => /^postgres(ql)?:\/\//.test(v), 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  PUBLIC_URL: optionalText.pipe(httpUrl.optional()),
  SESSION_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  ENCRYPTION_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal characters (32 bytes)')
      .optional(),
  ),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GMAIL_API_BASE_URL: optionalText.pipe(httpUrl.optional()),
  GOOGLE_OAUTH_AUTH_URL: optionalText.pipe(httpUrl.optional()),
  GOOGLE_OAUTH_TOKEN_URL: optionalText.pipe(httpUrl.optional()),
  GOOGLE_OAUTH_REVOKE_URL: optionalText.pipe(httpUrl.optional()),
  MICROSOFT_CLIENT_ID: optionalText,
  MICROSOFT_CLIENT_SECRET: optionalText,
  /** The Microsoft identity platform's authority (login.microsoftonline.com); tests point it at a stand-in. */
  MICROSOFT_AUTHORITY_URL: optionalText.pipe(httpUrl.optional()),
  /** Defaults to the authority's common-tenant v2.0 token endpoint. */
  MICROSOFT_TOKEN_URL: optionalText.pipe(httpUrl.optional()),
  /**
   * Where Microsoft mailboxes are read and sent from: imaps://outlook.office365.com:993 and
   * smtp+starttls://smtp.office365.com:587 unless a sovereign cloud (or a test) says otherwise.
   */
  MICROSOFT_IMAP_URL: optionalText.pipe(mailServerUrl('imap').optional()),
  MICROSOFT_SMTP_URL: optionalText.pipe(mailServerUrl('smtp').optional()),
  /** Where Gmail over IMAP reads and sends: imaps://imap.gmail.com:993 and smtps://smtp.gmail.com:465 unless a test says otherwise. */
  GMAIL_IMAP_URL: optionalText.pipe(mailServerUrl('imap').optional()),
  GMAIL_SMTP_URL: optionalText.pipe(mailServerUrl('smtp').optional()),
  /** One HTTP request to Gmail gives up after this long. */
  GMAIL_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /** One Gmail call, its retries and backoff included, gives up after this long. */
  GMAIL_DEADLINE_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
  /**
   * How long a scheduled send's claim lasts without renewal (renewed every third of it while sending):
   * how long a crashed process delays the emails it was sending. The fault tests shorten it.
   */
  SCHEDULED_LEASE_MS: z.coerce.number().int().min(5_000).max(600_000).default(30_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .refine((v) => /^smtps?:\/\//.test(v), 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_ALLOW_PRIVATE_HOSTS: z.enum(['true', 'false', '']).default('false'),
  AI_BASE_URL: optionalText.pipe(httpUrl.optional()),
  AI_MODEL: optionalText,
  AI_API_KEY: optionalText,
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  AI_ALLOW_PRIVATE_HOSTS: z.enum(['true', 'false', '']).default('false'),
  PASSWORD_HASHING: z.enum(['standard', 'test', '']).default('standard'),
});

export type Env = Record<string, string | undefined>;

export interface Config {
  port: number;
  /** Address the server listens on: every interface by default, 127.0.0.1 to keep it to this machine. */
  host: string;
  dataDir: string;
  databaseUrl?: string;
  publicUrl: string;
  sessionSecret: string;
  /** 32-byte key for AES-256-GCM of stored provider tokens. */
  encryptionKey: Buffer;
  google?: { clientId: string; clientSecret: string };
  /** "Continue with Microsoft" and Outlook/Microsoft 365 mail over IMAP with XOAUTH2, when a client is registered. */
  microsoft?: { clientId: string; clientSecret: string; authority: string; tokenUrl: string; imap: ServerSettings; smtp: ServerSettings };
  /** Gmail's IMAP and SMTP servers, for Gmail read over IMAP with XOAUTH2 (needs `google`). */
  googleMail: { imap: ServerSettings; smtp: ServerSettings };
  /** Where the Gmail adapter talks to: Google by default, the fake in tests. */
  gmail: { apiBaseUrl: string; authUrl: string; tokenUrl: string; revokeUrl: string; timeoutMs: number; deadlineMs: number };
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** A scheduled send's claim without renewal (see SCHEDULED_LEASE_MS). */
  scheduledLeaseMs: number;
  /** Sign-in attempts allowed per minute for one address from one client. */
  authRateLimit: number;
  /** SMTP relay for mail from the local mailbox to outside addresses. */
  smtpUrl?: string;
  /** Mail servers on loopback, private or link-local addresses may be added (a self-hoster's LAN); off by default. */
  mailAllowPrivateHosts: boolean;
  /** A person's own model server may be on a loopback or private address (a self-hoster's Ollama); off by default. */
  aiAllowPrivateHosts: boolean;
  /** How long one call to a model server may take, the server's own or a person's. */
  aiTimeoutMs: number;
  /** 'test': a cheap password hash for the test suites (auth/test-password-hash.ts); never on a real server. */
  passwordHashing: 'standard' | 'test';
  /**
   * An OpenAI-compatible model server for the writing helpers (OpenAI, Gemini's
   * compatible endpoint, Ollama, llama.cpp, vLLM). Unset: the local engine only.
   * The key stays on the server.
   */
  ai?: { baseUrl: string; model: string; apiKey?: string; timeoutMs: number };
}

interface StoredSecrets {
  sessionSecret: string;
  encryptionKey: string;
}

function loadOrCreateSecrets(dataDir: string): StoredSecrets {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const parsed = z
      .object({ sessionSecret: z.string().min(32), encryptionKey: z.string().regex(/^[0-9a-f]{64}$/) })
      .safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.success) throw new ConfigError(`${file} is damaged: delete it to generate new secrets`);
    return parsed.data;
  }
  mkdirSync(dataDir, { recursive: true });
  const secrets = { sessionSecret: randomBytes(32).toString('hex'), encryptionKey: randomBytes(32).toString('hex') };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

/** Parses the environment; throws ConfigError with one readable line on a wrong value. */
export function loadConfig(env: Env = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Invalid ${name}: ${issue.message}`);
  }
  const e = parsed.data;
  // memory:// (the tests' database in memory) is not a folder: resolved, it left their uploads in ./memory:/ of the working directory.
  const dataDir = e.DATA_DIR === 'memory://' ? e.DATA_DIR : path.resolve(e.DATA_DIR);
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError('Invalid GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
  }
  if (Boolean(e.MICROSOFT_CLIENT_ID) !== Boolean(e.MICROSOFT_CLIENT_SECRET)) {
    throw new ConfigError('Invalid MICROSOFT_CLIENT_SECRET: MICROSOFT_CLIENT_ID and MICROSOFT_CLIENT_SECRET must be set together');
  }
  const microsoftAuthority = (e.MICROSOFT_AUTHORITY_URL ?? 'https://login.microsoftonline.com').replace(/\/+$/, '');
  if (Boolean(e.AI_BASE_URL) !== Boolean(e.AI_MODEL)) {
    throw new ConfigError('Invalid AI_MODEL: AI_BASE_URL and AI_MODEL must be set together');
  }
  const needStored = !e.SESSION_SECRET || !e.ENCRYPTION_KEY;
  const stored = needStored ? loadOrCreateSecrets(dataDir) : undefined;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    sessionSecret: e.SESSION_SECRET ?? stored!.sessionSecret,
    encryptionKey: Buffer.from(e.ENCRYPTION_KEY ?? stored!.encryptionKey, 'hex'),
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
        : undefined,
    microsoft:
      e.MICROSOFT_CLIENT_ID && e.MICROSOFT_CLIENT_SECRET
        ? {
            clientId: e.MICROSOFT_CLIENT_ID,
            clientSecret: e.MICROSOFT_CLIENT_SECRET,
            authority: microsoftAuthority,
            tokenUrl: e.MICROSOFT_TOKEN_URL ?? `${microsoftAuthority}/common/oauth2/v2.0/token`,
            imap: e.MICROSOFT_IMAP_URL ?? { host: 'outlook.office365.com', port: 993, security: 'tls' },
            smtp: e.MICROSOFT_SMTP_URL ?? { host: 'smtp.office365.com', port: 587, security: 'starttls' },
          }
        : undefined,
    googleMail: {
      imap: e.GMAIL_IMAP_URL ?? { host: 'imap.gmail.com', port: 993, security: 'tls' },
      smtp: e.GMAIL_SMTP_URL ?? { host: 'smtp.gmail.com', port: 465, security: 'tls' },
    },
    gmail: {
      apiBaseUrl: (e.GMAIL_API_BASE_URL ?? 'https://gmail.googleapis.com').replace(/\/+$/, ''),
      authUrl: e.GOOGLE_OAUTH_AUTH_URL ?? 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: e.GOOGLE_OAUTH_TOKEN_URL ?? 'https://oauth2.googleapis.com/token',
      revokeUrl: e.GOOGLE_OAUTH_REVOKE_URL ?? 'https://oauth2.googleapis.com/revoke',
      timeoutMs: e.GMAIL_TIMEOUT_MS,
      deadlineMs: e.GMAIL_DEADLINE_MS,
    },
    logLevel: e.LOG_LEVEL,
    scheduledLeaseMs: e.SCHEDULED_LEASE_MS,
    authRateLimit: e.AUTH_RATE_LIMIT,
    smtpUrl: e.SMTP_URL,
    mailAllowPrivateHosts: e.MAIL_ALLOW_PRIVATE_HOSTS === 'true',
    aiAllowPrivateHosts: e.AI_ALLOW_PRIVATE_HOSTS === 'true',
    aiTimeoutMs: e.AI_TIMEOUT_MS,
    passwordHashing: e.PASSWORD_HASHING === 'test' ? 'test' : 'standard',
    ai:
      e.AI_BASE_URL && e.AI_MODEL
        ? { baseUrl: e.AI_BASE_URL.replace(/\/+$/, ''), model: e.AI_MODEL, apiKey: e.AI_API_KEY, timeoutMs: e.AI_TIMEOUT_MS }
        : undefined,
  };
}
