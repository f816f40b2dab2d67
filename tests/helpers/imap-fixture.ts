/**
 * What the IMAP account tests share: a throwaway Dovecot and SMTP server with
 * one mailbox, another client (an ImapFlow of its own) to put mail there and
 * look at it, and an app (PGlite) where Ada has added that mailbox as an
 * account and its first sync is done; Bob is a second user with none.
 */
import { ImapFlow } from 'imapflow';
import { afterAll, beforeAll, expect } from 'vitest';
import { imapAccountBody, startDovecot, type Dovecot } from './dovecot';
import { until } from './server-process';
import { startSmtpAuthServer, type SmtpAuthServer } from './smtp-auth';
import { createTestContext, type TestContext, type TestUser } from './test-app';

export interface ImapFixture {
  dovecot: Dovecot;
  smtp: SmtpAuthServer;
  /** Another client on the same mailbox. */
  other: ImapFlow;
  t: TestContext;
  ada: TestUser;
  bob: TestUser;
  accountId: string;
  close(): Promise<void>;
}

export async function startImapFixture(options: { username: string; password: string; prepare?: (other: ImapFlow) => Promise<void> }): Promise<ImapFixture> {
  const { username, password } = options;
  const [dovecot, smtp] = await Promise.all([startDovecot([{ username, password }]), startSmtpAuthServer([{ username, password }])]);
  const other = new ImapFlow({ host: dovecot.host, port: dovecot.port, secure: false, doSTARTTLS: false, auth: { user: username, pass: password }, logger: false });
  await other.connect();
  await options.prepare?.(other);
  const t = await createTestContext('pglite', { config: { MAIL_ALLOW_PRIVATE_HOSTS: 'true' } });
  const ada = await t.signUp({ name: 'Ada' });
  const bob = await t.signUp({ name: 'Bob' });
  const res = await t.request('/api/accounts', { user: ada, json: imapAccountBody(dovecot, smtp, username, password) });
  expect(res.status).toBe(201);
  const accountId = ((await res.json()) as { id: string }).id;
  await until(
    async () => ((await (await t.request('/api/accounts', { user: ada })).json()) as { accounts: { id: string; status: string }[] }).accounts.find((a) => a.id === accountId)?.status === 'ready',
    20_000,
    'the first sync',
  );
  return {
    dovecot,
    smtp,
    other,
    t,
    ada,
    bob,
    accountId,
    close: async () => {
      await other.logout().catch(() => undefined);
      await t.close();
      await dovecot.stop();
      await smtp.close();
    },
  };
}

/** The fixture for a test file: started before its tests, closed after them; read its fields inside the tests. */
export function useImapFixture(options: Parameters<typeof startImapFixture>[0]): ImapFixture {
  const fixture = {} as ImapFixture;
  beforeAll(async () => {
    Object.assign(fixture, await startImapFixture(options));
  });
  afterAll(async () => {
    await fixture.close?.();
  });
  return fixture;
}
