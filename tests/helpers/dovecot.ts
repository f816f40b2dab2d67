/**
 * A throwaway Dovecot IMAP server for tests: its own config, passwd-file users
 * and maildirs in a temp dir, on free loopback ports: plain IMAP (STARTTLS
 * offered) and IMAPS, both with a self-signed certificate. Never touches
 * /etc/dovecot or the system service. Mail belongs to `nobody`, so it also
 * runs as root (Dovecot refuses mail access as uid 0).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './ports';

export const DOVECOT_BIN = process.env.DOVECOT_PATH ?? '/usr/sbin/dovecot';

export interface DovecotUser {
  username: string;
  password: string;
}

export interface Dovecot {
  host: string;
  /** Plain IMAP, with STARTTLS. */
  port: number;
  /** IMAP over TLS. */
  tlsPort: number;
  dir: string;
  /** SHA-256 of the self-signed certificate, as `tlsFingerprint` takes it. */
  fingerprint: string;
  /** Delivers messages straight into a user's INBOX maildir, as a delivery agent would: fast for many. */
  deliver(username: string, messages: string[]): void;
  /** Resolves once Dovecot sees the change: it looks at its passwd-file at most once a second. */
  setPassword(username: string, password: string): Promise<void>;
  /** Stops the server and starts it again on the same ports with the same mail. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export interface DovecotOptions {
  /** Also accept XOAUTH2/OAUTHBEARER, asking this RFC 7662 introspection URL whether a token is live. */
  oauth2IntrospectionUrl?: string;
  /** Fixed ports (a long-running fake for the browser tests); free ones otherwise. */
  ports?: { port: number; tlsPort: number };
  /** Also an "Important" folder flagged \\Important (RFC 8457), as Gmail's IMAP lists one. */
  importantFolder?: boolean;
}

function oauth2Passdb(dir: string, introspectionUrl: string | undefined): string {
  if (!introspectionUrl) return '';
  writeFileSync(
    path.join(dir, 'oauth2.conf'),
    `introspection_mode = post\nintrospection_url = ${introspectionUrl}\nusername_attribute = email\nactive_attribute = active\nactive_value = true\n`,
  );
  // After passwd-file: a token fails there (unknown user or wrong password) and is then asked about here.
  return `passdb {\n  driver = oauth2\n  args = ${dir}/oauth2.conf\n}\n`;
}

function config(dir: string, port: number, tlsPort: number, options: DovecotOptions): string {
  return `
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = yes
ssl_cert = <${dir}/cert.pem
ssl_key = <${dir}/key.pem
disable_plaintext_auth = no
auth_mechanisms = plain login${options.oauth2IntrospectionUrl ? ' xoauth2 oauthbearer' : ''}
auth_failure_delay = 0
default_login_user = dovenull
default_internal_user = dovecot
first_valid_uid = 0
mail_location = maildir:${dir}/mail/%u
mail_plugins =
imap_idle_notify_interval = 1 secs
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    address = 127.0.0.1
    port = ${tlsPort}
    ssl = yes
  }
}
service anvil {
  chroot =
  # No penalty for failed logins from the tests' address: tests that change a password or try a wrong one on purpose
  # would otherwise wait 2, 4, then 8 seconds for each later answer.
  unix_listener anvil-auth-penalty {
    mode = 0
  }
}
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}
${oauth2Passdb(dir, options.oauth2IntrospectionUrl)}userdb {
  driver = static
  args = uid=nobody gid=nogroup home=${dir}/mail/%u
}
protocol imap {
  mail_max_userip_connections = 50
}
namespace inbox {
  inbox = yes
  separator = /
  mailbox Drafts {
    special_use = \\Drafts
    auto = subscribe
  }
  mailbox Sent {
    special_use = \\Sent
    auto = subscribe
  }
  mailbox Trash {
    special_use = \\Trash
    auto = subscribe
  }
  mailbox Junk {
    special_use = \\Junk
    auto = subscribe
  }${options.importantFolder ? '\n  mailbox Important {\n    special_use = \\Important\n    auto = subscribe\n  }' : ''}
}
`;
}

async function waitForPort(port: number, log: string, child: ChildProcess): Promise<void> {
  const { connect } = await import('node:net');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`dovecot exited: ${readFileSync(log, 'utf8').slice(-2000)}`);
    const ok = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`dovecot did not listen on ${port}: ${existsSync(log) ? readFileSync(log, 'utf8').slice(-2000) : ''}`);
}

export async function startDovecot(users: DovecotUser[] = [], options: DovecotOptions = {}): Promise<Dovecot> {
  const dir = mkdtempSync(path.join(tmpdir(), 'dovecot-'));
  for (const sub of ['run', 'state', 'mail']) mkdirSync(path.join(dir, sub));
  chmodSync(dir, 0o755);
  chmodSync(path.join(dir, 'mail'), 0o777);
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2',
    '-subj', '/CN=localhost', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'),
  ], { stdio: 'ignore' });
  const fingerprint = execFileSync('openssl', ['x509', '-in', path.join(dir, 'cert.pem'), '-noout', '-fingerprint', '-sha256'], { encoding: 'utf8' })
    .split('=')[1]!
    .trim();
  const [port, tlsPort] = options.ports ? [options.ports.port, options.ports.tlsPort] : [await freePort(), await freePort()];
  const conf = path.join(dir, 'dovecot.conf');
  writeFileSync(conf, config(dir, port, tlsPort, options));
  const passwords = new Map(users.map((u) => [u.username, u.password]));
  // Dovecot reads the file again when its modification time (in whole seconds) or size changes: each write is given
  // a time of its own, a second on from the last, so even a same-size change within one second counts as new (Dovecot
  // still looks at most once a second; setPassword waits for that).
  let usersStamp = Math.floor(Date.now() / 1000) - 1_000_000;
  const writeUsers = () => {
    const file = path.join(dir, 'users');
    writeFileSync(file, [...passwords].map(([name, password]) => `${name}:{PLAIN}${password}\n`).join(''));
    usersStamp += 1;
    utimesSync(file, usersStamp, usersStamp);
  };
  writeUsers();

  let child: ChildProcess;
  const start = async () => {
    child = spawn(DOVECOT_BIN, ['-F', '-c', conf], { stdio: 'ignore' });
    await waitForPort(port, path.join(dir, 'dovecot.log'), child);
    await waitForPort(tlsPort, path.join(dir, 'dovecot.log'), child);
  };
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  await start();
  return {
    host: '127.0.0.1',
    port,
    tlsPort,
    dir,
    fingerprint,
    deliver(username, messages) {
      const box = path.join(dir, 'mail', username);
      for (const sub of ['cur', 'new', 'tmp']) mkdirSync(path.join(box, sub), { recursive: true });
      // Dovecot works in these folders as `nobody`.
      for (const folder of [box, ...['cur', 'new', 'tmp'].map((sub) => path.join(box, sub))]) chmodSync(folder, 0o777);
      const stamp = Date.now();
      messages.forEach((raw, i) => writeFileSync(path.join(box, 'new', `${stamp}.M${i}P${process.pid}.test`), raw.replace(/\r?\n/g, '\r\n'), { mode: 0o666 }));
    },
    async setPassword(username, password) {
      passwords.set(username, password);
      writeUsers();
      // Dovecot looks at the file at most once a second (of its clock, in whole seconds): the next second sees it.
      await new Promise((resolve) => setTimeout(resolve, 1_050 - (Date.now() % 1_000)));
    },
    restart: async () => {
      await stop();
      await start();
    },
    stop: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The `POST /api/accounts` body for `username` on this Dovecot and an SMTP server, both plain on the loopback. */
export function imapAccountBody(dovecot: Pick<Dovecot, 'host' | 'port'>, smtp: { host: string; port: number }, username: string, password: string) {
  return {
    provider: 'imap',
    email: username,
    imap: { host: dovecot.host, port: dovecot.port, security: 'none', username, password },
    smtp: { host: smtp.host, port: smtp.port, security: 'none' },
  };
}
