/**
 * Benchmark: an IMAP account against a real Dovecot on loopback.
 * - cold sync of 10,000 messages: seconds until the newest page is listed, and
 *   until every header is cached (the 200 newest bodies included);
 * - push: milliseconds from another client's APPEND to the message being in
 *   the cache through the IDLE connection (p50 and p95 of 20);
 * - memory: the server process's heap growth holding 50 IDLE connections.
 *
 * The 10,000 messages are delivered straight into the maildir (the Dovecot
 * helper's `deliver`), so building the fixture does not dominate the run.
 *
 * Run alone: `npm run bench -- imap`.
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import { count, eq } from 'drizzle-orm';
import { ImapFlow } from 'imapflow';
import { openDb, type Db } from '../src/server/db/open';
import { mailAccount, mailMessage, user } from '../src/server/db/schema';
import { createLogger } from '../src/server/logger';
import { encryptToken } from '../src/server/mail/gmail/crypto';
import { openImap } from '../src/server/mail/imap/connect';
import { AccountConnections } from '../src/server/mail/imap/credentials';
import { ImapIdle } from '../src/server/mail/imap/idle';
import { ImapSync } from '../src/server/mail/imap/sync';
import { startDovecot, type Dovecot } from '../tests/helpers/dovecot';
import { percentile, round } from './stats';

const KEY = new Uint8Array(32).fill(7);
const PASSWORD = 'bench-secret';
const MESSAGES = 10_000;
const connect = { allowPrivate: true };
const connections = new AccountConnections({ encryptionKey: KEY, connect });
const logger = createLogger('silent');

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

/** Full collections before each memory reading, so the heap figure is what the connections keep alive. */
async function collect(): Promise<void> {
  for (let i = 0; i < 3; i++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function addAccount(db: Db, dovecot: Dovecot, username: string): Promise<{ id: string; userId: string }> {
  const userId = `bench-${username}`;
  await db.db.insert(user).values({ id: userId, name: 'Bench', email: `${username}.owner@example.com`, emailVerified: false, createdAt: new Date(), updatedAt: new Date() });
  const id = `acc-${username}`;
  await db.db.insert(mailAccount).values({
    id,
    userId,
    provider: 'imap',
    email: username,
    status: 'ready',
    imap: { host: dovecot.host, port: dovecot.port, security: 'none', username },
    smtp: { host: dovecot.host, port: 25, security: 'none', username },
    imapPasswordEnc: encryptToken(PASSWORD, KEY),
    smtpPasswordEnc: encryptToken(PASSWORD, KEY),
  });
  return { id, userId };
}

const cached = async (db: Db, accountId: string) =>
  (await db.db.select({ n: count() }).from(mailMessage).where(eq(mailMessage.accountId, accountId)))[0]!.n;

async function coldSync(): Promise<Record<string, number>> {
  const username = 'cold@bench.test';
  const dovecot = await startDovecot([{ username, password: PASSWORD }]);
  const db = await openDb({ dataDir: 'memory://' });
  try {
    const start = Date.UTC(2026, 0, 1);
    dovecot.deliver(
      username,
      Array.from({ length: MESSAGES }, (_, i) =>
        `From: Sender ${i % 50} <sender${i % 50}@example.com>\nTo: ${username}\nSubject: Bench message ${i}\nDate: ${new Date(start + i * 60_000).toUTCString()}\nMessage-ID: <bench-${i}@example.com>\n\nBody of message ${i}.\n`,
      ),
    );
    const account = await addAccount(db, dovecot, username);
    const sync = new ImapSync(db.db, logger);
    const started = performance.now();
    let firstPage = 0;
    let done = false;
    const watching = (async () => {
      while (!firstPage && !done) {
        if ((await cached(db, account.id)) >= 10) firstPage = performance.now() - started;
        else await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    try {
      await sync.syncAccount({ ...account, open: () => openImap({ host: dovecot.host, port: dovecot.port, security: 'none', username, password: PASSWORD }, connect) });
    } finally {
      done = true;
      await watching;
    }
    const all = performance.now() - started;
    const total = await cached(db, account.id);
    if (total !== MESSAGES) throw new Error(`synced ${total} of ${MESSAGES}`);
    console.log(`  cold sync: first page ${(firstPage / 1000).toFixed(2)} s, all ${MESSAGES} headers ${(all / 1000).toFixed(2)} s`);
    return { 'imap.first_page.seconds': round(firstPage / 1000), 'imap.cold_sync_10k.seconds': round(all / 1000) };
  } finally {
    await db.close();
    await dovecot.stop();
  }
}

async function push(): Promise<Record<string, number>> {
  const username = 'push@bench.test';
  const dovecot = await startDovecot([{ username, password: PASSWORD }]);
  const db = await openDb({ dataDir: 'memory://' });
  const sync = new ImapSync(db.db, logger);
  const account = await addAccount(db, dovecot, username);
  const login = { host: dovecot.host, port: dovecot.port, security: 'none' as const, username, password: PASSWORD };
  const open = () => openImap(login, connect);
  await sync.syncAccount({ ...account, open });
  const idle = new ImapIdle({ db: db.db, connections, logger, onChange: () => sync.syncAccount({ ...account, open }, { inboxOnly: true }) });
  const other = new ImapFlow({ host: dovecot.host, port: dovecot.port, secure: false, doSTARTTLS: false, auth: { user: username, pass: PASSWORD }, logger: false });
  try {
    idle.start();
    while (!idle.held().includes(account.id)) await new Promise((resolve) => setTimeout(resolve, 50));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await other.connect();
    const samples: number[] = [];
    for (let i = 0; i < 20; i++) {
      const before = await cached(db, account.id);
      const started = performance.now();
      await other.append('INBOX', `From: p@example.com\r\nSubject: Push ${i}\r\nMessage-ID: <push-${i}@example.com>\r\n\r\nHi\r\n`);
      while ((await cached(db, account.id)) <= before) await new Promise((resolve) => setTimeout(resolve, 5));
      samples.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    console.log(`  push: p50 ${round(percentile(samples, 50))} ms, p95 ${round(percentile(samples, 95))} ms`);
    return { 'imap.push_ms.p50': round(percentile(samples, 50)), 'imap.push_ms.p95': round(percentile(samples, 95)) };
  } finally {
    await other.logout().catch(() => undefined);
    await idle.stop();
    await db.close();
    await dovecot.stop();
  }
}

async function idleMemory(): Promise<Record<string, number>> {
  const users = Array.from({ length: 50 }, (_, i) => ({ username: `idle${i}@bench.test`, password: PASSWORD }));
  const dovecot = await startDovecot(users);
  const db = await openDb({ dataDir: 'memory://' });
  const idle = new ImapIdle({ db: db.db, connections, logger, onChange: async () => undefined });
  try {
    for (const u of users) await addAccount(db, dovecot, u.username);
    await collect();
    const before = process.memoryUsage();
    idle.start();
    while (idle.held().length < users.length) await new Promise((resolve) => setTimeout(resolve, 100));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await collect();
    const after = process.memoryUsage();
    const heapMb = (after.heapUsed - before.heapUsed) / 2 ** 20;
    const rssMb = (after.rss - before.rss) / 2 ** 20;
    console.log(`  50 IDLE connections: heap +${heapMb.toFixed(1)} MB, rss +${rssMb.toFixed(1)} MB`);
    return { 'imap.idle_50.heap_mb': round(heapMb, 1), 'imap.idle_50.rss_mb': round(rssMb, 1) };
  } finally {
    await idle.stop();
    await db.close();
    await dovecot.stop();
  }
}

export async function run(): Promise<Record<string, number>> {
  return { ...(await coldSync()), ...(await push()), ...(await idleMemory()) };
}
