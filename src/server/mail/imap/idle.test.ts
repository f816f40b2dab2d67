/**
 * IMAP push against a real Dovecot: mail another client delivers and flags it
 * changes reach the list without a poll, and with two server processes one
 * holds the account's IDLE connection while the other takes over once the
 * holder's lease runs out (a process that died renews nothing).
 */
import { eq } from 'drizzle-orm';
import { ImapFlow } from 'imapflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imapAccountBody, startDovecot, type Dovecot } from '../../../../tests/helpers/dovecot';
import { until } from '../../../../tests/helpers/server-process';
import { startSmtpAuthServer, type SmtpAuthServer } from '../../../../tests/helpers/smtp-auth';
import { createTestContext, dbKinds, type TestContext, type TestUser } from '../../../../tests/helpers/test-app';
import { mailAccount } from '../../db/schema/mail';
import { createLogger } from '../../logger';
import { AccountConnections } from './credentials';
import { ImapIdle } from './idle';

const PASSWORD = 'idle-secret';

describe.each(dbKinds())('IMAP IDLE on %s', (kind) => {
  let t: TestContext;
  let ada: TestUser;
  let dovecot: Dovecot;
  let smtp: SmtpAuthServer;
  let other: ImapFlow;
  let accountId: string;
  const username = `idle-${kind}@imap.test`;

  const inbox = async () => {
    const res = await t.request(`/api/mail/messages?tab=inbox&account=${accountId}`, { user: ada });
    return ((await res.json()) as { items: { subject: string; starred: boolean }[] }).items;
  };

  beforeAll(async () => {
    [dovecot, smtp] = await Promise.all([startDovecot([{ username, password: PASSWORD }]), startSmtpAuthServer([{ username, password: PASSWORD }])]);
    other = new ImapFlow({ host: dovecot.host, port: dovecot.port, secure: false, doSTARTTLS: false, auth: { user: username, pass: PASSWORD }, logger: false });
    await other.connect();
    t = await createTestContext(kind, { config: { MAIL_ALLOW_PRIVATE_HOSTS: 'true' } });
    ada = await t.signUp();
    const res = await t.request('/api/accounts', {
      user: ada,
      json: imapAccountBody(dovecot, smtp, username, PASSWORD),
    });
    accountId = ((await res.json()) as { id: string }).id;
    await until(async () => (await t.db.db.select().from(mailAccount).where(eq(mailAccount.id, accountId)))[0]?.status === 'ready', 20_000, 'the first sync');
  });
  afterAll(async () => {
    await other?.logout().catch(() => undefined);
    await t?.close();
    await dovecot?.stop();
    await smtp?.close();
  });

  it('lists new mail and flag changes from another client without waiting for a poll', async () => {
    const idle = t.app.services.mail.imap.idle;
    idle.start();
    await until(async () => idle.held().includes(accountId), 10_000, 'the IDLE connection');
    // Give the connection a moment to enter IDLE after selecting INBOX.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await other.append('INBOX', 'From: Pat <pat@example.com>\r\nSubject: Pushed to you\r\nMessage-ID: <push@example.com>\r\n\r\nHello.\r\n');
    await until(async () => (await inbox()).some((m) => m.subject === 'Pushed to you'), 10_000, 'the pushed message');

    const lock = await other.getMailboxLock('INBOX');
    try {
      await other.messageFlagsAdd({ all: true }, ['\\Flagged']);
    } finally {
      lock.release();
    }
    await until(async () => (await inbox()).find((m) => m.subject === 'Pushed to you')?.starred === true, 10_000, 'the flag change');
    await idle.stop();
    const [row] = await t.db.db.select().from(mailAccount).where(eq(mailAccount.id, accountId));
    expect(row).toMatchObject({ idleOwner: null });
  });

  it('holds one connection per account across processes; another takes over once a dead holder\'s lease runs out', async () => {
    const deps = {
      db: t.db.db,
      connections: new AccountConnections({ encryptionKey: t.config.encryptionKey, connect: { allowPrivate: true } }),
      logger: createLogger('silent'),
      onChange: async () => undefined,
    };
    // A process that died holding the account: its lease is not renewed.
    await t.db.db.update(mailAccount).set({ idleOwner: 'dead-process', idleUntil: new Date(Date.now() + 1_500) }).where(eq(mailAccount.id, accountId));
    const first = new ImapIdle(deps, { tickMs: 200, leaseMs: 1_000 });
    const second = new ImapIdle(deps, { tickMs: 200, leaseMs: 1_000 });
    try {
      first.start();
      second.start();
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect([...first.held(), ...second.held()]).toEqual([]);
      await until(async () => first.held().length + second.held().length === 1, 10_000, 'a takeover');
      const holder = first.held().length ? first : second;
      const [row] = await t.db.db.select().from(mailAccount).where(eq(mailAccount.id, accountId));
      expect(row!.idleOwner).toBe(holder.owner);
      // Several rounds later still exactly one holds it.
      await new Promise((resolve) => setTimeout(resolve, 800));
      expect(first.held().length + second.held().length).toBe(1);
      // The holder stops: the other one takes the account over.
      const rest = holder === first ? second : first;
      await holder.stop();
      await until(async () => rest.held().includes(accountId), 10_000, 'the handover');
    } finally {
      await first.stop();
      await second.stop();
    }
  });
});
