// The server the browser tests talk to: the real app on a fresh PGlite folder, built client included.
// With E2E_GMAIL_FAKE_PORT set it also runs the Gmail fake (tests/fakes/serve-gmail-fake.ts) on that
// port and points the app's Google OAuth and Gmail API at it; with E2E_WAIT_FOR set and the client out of date it
// first waits for that URL to answer (the main server, which builds the client), so two servers never build at once.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clientIsStale, ensureClientBuilt, root } from './build-client.mjs';

async function waitFor(url) {
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

// Only a stale client makes the second server wait: with the build done (as `npm test` does first), both start at once.
if (process.env.E2E_WAIT_FOR && clientIsStale()) await waitFor(process.env.E2E_WAIT_FOR);
ensureClientBuilt();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'email-buddy-e2e-'));
const port = process.env.E2E_PORT ?? '3100';
const children = [];

let gmailEnv = {};
const fakePort = process.env.E2E_GMAIL_FAKE_PORT;
if (fakePort) {
  const fakeUrl = `http://127.0.0.1:${fakePort}`;
  const gmailImapPort = String(Number(fakePort) + 1000);
  gmailEnv = {
    GOOGLE_CLIENT_ID: 'e2e-client-id',
    GOOGLE_CLIENT_SECRET: 'e2e-client-secret',
    GMAIL_API_BASE_URL: fakeUrl,
    GOOGLE_OAUTH_AUTH_URL: `${fakeUrl}/o/oauth2/v2/auth`,
    GOOGLE_OAUTH_TOKEN_URL: `${fakeUrl}/token`,
    GOOGLE_OAUTH_REVOKE_URL: `${fakeUrl}/revoke`,
    // Gmail over IMAP reads from the fake's Dovecot; sending is tested against an XOAUTH2 SMTP server in the integration tests.
    GMAIL_IMAP_URL: `imap://127.0.0.1:${gmailImapPort}`,
    GMAIL_SMTP_URL: 'smtp://127.0.0.1:9',
    // Short, so a failing Gmail answers the browser within a second or two.
    GMAIL_TIMEOUT_MS: '1000',
    GMAIL_DEADLINE_MS: '1500',
  };
  const fake = spawn(process.execPath, ['--import', 'tsx', 'tests/fakes/serve-gmail-fake.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...gmailEnv, E2E_GMAIL_IMAP_PORT: gmailImapPort },
  });
  children.push(fake);
  await waitFor(`${fakeUrl}/__faults`);
}

let microsoftEnv = {};
const microsoftPort = process.env.E2E_MICROSOFT_PORT;
if (microsoftPort) {
  const authority = `http://127.0.0.1:${microsoftPort}`;
  const imapPort = String(Number(microsoftPort) + 1000);
  microsoftEnv = {
    MICROSOFT_CLIENT_ID: 'standin-client-id',
    MICROSOFT_CLIENT_SECRET: 'standin-client-secret',
    MICROSOFT_AUTHORITY_URL: authority,
    MICROSOFT_IMAP_URL: `imap://127.0.0.1:${imapPort}`,
    // Sending is tested against an XOAUTH2 SMTP server in the integration tests; the journeys only read.
    MICROSOFT_SMTP_URL: 'smtp://127.0.0.1:9',
  };
  const standIn = spawn(process.execPath, ['--import', 'tsx', 'tests/fakes/serve-microsoft.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_MICROSOFT_IMAP_PORT: imapPort },
  });
  children.push(standIn);
  await waitFor(`${authority}/__ready`);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    ...gmailEnv,
    ...microsoftEnv,
    PORT: port,
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://localhost:${port}`,
    AUTH_RATE_LIMIT: '10000',
    LOG_LEVEL: 'warn',
    // The journeys' IMAP and SMTP servers run on loopback.
    MAIL_ALLOW_PRIVATE_HOSTS: 'true',
    // ...and the stand-in model server a journey connects in Settings.
    AI_ALLOW_PRIVATE_HOSTS: 'true',
    // Every journey signs up at least once: the full password hash would cost the machine a fifth of a second each.
    PASSWORD_HASHING: 'test',
  },
});
children.push(server);
const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => children.forEach((c) => c.kill(signal)));
server.on('exit', (code) => {
  for (const c of children) if (c !== server) c.kill('SIGTERM');
  cleanup();
  process.exit(code ?? 0);
});
