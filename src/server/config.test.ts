import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'email-buddy-config-'));

describe('loadConfig', () => {
  it('fills defaults: port 3000, PGlite under ./data, a localhost public URL', () => {
    const dir = tempDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(loadConfig({ DATA_DIR: dir, HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.google).toBeUndefined();
    // Passwords get the full hash unless the test suites ask for theirs, by name.
    expect(config.passwordHashing).toBe('standard');
    expect(loadConfig({ DATA_DIR: dir, PASSWORD_HASHING: 'test' }).passwordHashing).toBe('test');
    expect(() => loadConfig({ DATA_DIR: dir, PASSWORD_HASHING: 'md5' })).toThrow(/PASSWORD_HASHING/);
  });

  it('reads an optional model server: both AI_BASE_URL and AI_MODEL or neither, a valid URL, a timeout', () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir }).ai).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, AI_BASE_URL: 'http://localhost:11434/v1/', AI_MODEL: 'llama3.2', AI_API_KEY: 'k' }).ai).toEqual({
      baseUrl: 'http://localhost:11434/v1', model: 'llama3.2', apiKey: 'k', timeoutMs: 30_000,
    });
    expect(() => loadConfig({ DATA_DIR: dir, AI_BASE_URL: 'http://localhost:11434/v1' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir, AI_BASE_URL: 'ftp://x', AI_MODEL: 'm' })).toThrow(/AI_BASE_URL/);
    expect(() => loadConfig({ DATA_DIR: dir, AI_BASE_URL: 'http://x', AI_MODEL: 'm', AI_TIMEOUT_MS: '5' })).toThrow(/AI_TIMEOUT_MS/);
  });

  it('generates the secrets once under DATA_DIR, private to the owner, and reuses them', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.sessionSecret).toHaveLength(64);
    expect(first.encryptionKey).toHaveLength(32);
    expect(second.sessionSecret).toBe(first.sessionSecret);
    expect(second.encryptionKey.equals(first.encryptionKey)).toBe(true);
    const file = path.join(dir, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8')).sessionSecret).toBe(first.sessionSecret);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ HOST: 'local host; rm' }, 'HOST'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'ftp://example.com' }, 'PUBLIC_URL'],
    [{ ENCRYPTION_KEY: 'abc' }, 'ENCRYPTION_KEY'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ GOOGLE_CLIENT_ID: 'id-only' }, 'GOOGLE_CLIENT_SECRET'],
    [{ MICROSOFT_CLIENT_SECRET: 'secret-only' }, 'MICROSOFT_CLIENT_SECRET'],
    [{ MICROSOFT_AUTHORITY_URL: 'login.microsoftonline.com' }, 'MICROSOFT_AUTHORITY_URL'],
    [{ MICROSOFT_IMAP_URL: 'https://outlook.office365.com' }, 'MICROSOFT_IMAP_URL'],
    [{ MICROSOFT_SMTP_URL: 'smtps://smtp.example.com' }, 'MICROSOFT_SMTP_URL'],
    [{ GMAIL_IMAP_URL: 'imap.gmail.com:993' }, 'GMAIL_IMAP_URL'],
    [{ GMAIL_SMTP_URL: 'imaps://smtp.gmail.com:465' }, 'GMAIL_SMTP_URL'],
  ])('refuses %o with one line naming %s', (env, name) => {
    const run = () => loadConfig({ DATA_DIR: tempDir(), ...env });
    expect(run).toThrow(ConfigError);
    try {
      run();
    } catch (error) {
      expect((error as Error).message).toContain(name);
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it("reads Microsoft's client, authority and mail servers, defaulting to Outlook's", () => {
    const base = { DATA_DIR: tempDir(), MICROSOFT_CLIENT_ID: 'app', MICROSOFT_CLIENT_SECRET: 'secret' };
    expect(loadConfig(base).microsoft).toEqual({
      clientId: 'app',
      clientSecret: 'secret',
      authority: 'https://login.microsoftonline.com',
      tokenUrl: 'https://login.microsoftonline.com/common/oauth2/v2.0/token',
      imap: { host: 'outlook.office365.com', port: 993, security: 'tls' },
      smtp: { host: 'smtp.office365.com', port: 587, security: 'starttls' },
    });
    const custom = loadConfig({ ...base, MICROSOFT_AUTHORITY_URL: 'http://127.0.0.1:9/', MICROSOFT_IMAP_URL: 'imap://127.0.0.1:1143', MICROSOFT_SMTP_URL: 'smtp+starttls://mx.example.com:587' });
    expect(custom.microsoft).toMatchObject({
      authority: 'http://127.0.0.1:9',
      tokenUrl: 'http://127.0.0.1:9/common/oauth2/v2.0/token',
      imap: { host: '127.0.0.1', port: 1143, security: 'none' },
      smtp: { host: 'mx.example.com', port: 587, security: 'starttls' },
    });
    expect(loadConfig({ DATA_DIR: tempDir() }).microsoft).toBeUndefined();
  });

  it("puts Gmail over IMAP on Google's servers unless told otherwise", () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).googleMail).toEqual({
      imap: { host: 'imap.gmail.com', port: 993, security: 'tls' },
      smtp: { host: 'smtp.gmail.com', port: 465, security: 'tls' },
    });
    const custom = loadConfig({ DATA_DIR: tempDir(), GMAIL_IMAP_URL: 'imap://127.0.0.1:1143', GMAIL_SMTP_URL: 'smtp+starttls://127.0.0.1:1587' });
    expect(custom.googleMail).toEqual({
      imap: { host: '127.0.0.1', port: 1143, security: 'none' },
      smtp: { host: '127.0.0.1', port: 1587, security: 'starttls' },
    });
  });

  it('uses given secrets without writing a file, and trims a trailing slash from PUBLIC_URL', () => {
    const dir = path.join(tempDir(), 'never-created');
    const config = loadConfig({
      DATA_DIR: dir,
      SESSION_SECRET: 's'.repeat(40),
      ENCRYPTION_KEY: 'ab'.repeat(32),
      PUBLIC_URL: 'https://mail.example.com/',
    });
    expect(config.publicUrl).toBe('https://mail.example.com');
    expect(() => statSync(dir)).toThrow();
  });
});
