/**
 * /api/accounts against a real Dovecot and SMTP server: adding an IMAP
 * account only once both logins work, nothing saved when one fails, no
 * password in any answer, and another user never sees or touches it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDovecot, type Dovecot } from '../../../tests/helpers/dovecot';
import { startSmtpAuthServer, type SmtpAuthServer } from '../../../tests/helpers/smtp-auth';
import { createTestContext, dbKinds, type TestContext, type TestUser } from '../../../tests/helpers/test-app';
import { mailAccount } from '../db/schema/mail';

const PASSWORD = 'correct-horse-battery';

describe.each(dbKinds())('/api/accounts on %s', (kind) => {
  let t: TestContext;
  let ada: TestUser;
  let bob: TestUser;
  let dovecot: Dovecot;
  let smtp: SmtpAuthServer;

  beforeAll(async () => {
    [dovecot, smtp] = await Promise.all([
      startDovecot([{ username: 'ada@imap.test', password: PASSWORD }]),
      startSmtpAuthServer([{ username: 'ada@imap.test', password: PASSWORD }]),
    ]);
    t = await createTestContext(kind, { config: { MAIL_ALLOW_PRIVATE_HOSTS: 'true' } });
    ada = await t.signUp({ name: 'Ada Lovelace' });
    bob = await t.signUp({ name: 'Bob' });
  });
  afterAll(async () => {
    await t?.close();
    await dovecot?.stop();
    await smtp?.close();
  });

  const input = (overrides: { imapPassword?: string; smtpPassword?: string; imapPort?: number; email?: string } = {}) => ({
    provider: 'imap',
    email: overrides.email ?? 'ada@imap.test',
    displayName: 'Ada at work',
    imap: { host: '127.0.0.1', port: overrides.imapPort ?? dovecot.port, security: 'none', username: 'ada@imap.test', password: overrides.imapPassword ?? PASSWORD },
    smtp: { host: '127.0.0.1', port: smtp.port, security: 'none', ...(overrides.smtpPassword ? { password: overrides.smtpPassword } : {}) },
  });
  const list = async (user: TestUser) => {
    const res = await t.request('/api/accounts', { user });
    expect(res.status).toBe(200);
    return ((await res.json()) as { accounts: { id: string; provider: string; email: string; displayName: string; status: string; signature?: string }[] }).accounts;
  };
  const imapRows = async () => t.db.db.select().from(mailAccount).where(eq(mailAccount.provider, 'imap'));

  it('lists the local mailbox for a new user, and needs a session', async () => {
    expect(await list(bob)).toEqual([{ id: expect.any(String), provider: 'local', email: bob.email, displayName: 'Bob', status: 'ready', unread: expect.any(Number) }]);
    expect((await t.request('/api/accounts')).status).toBe(401);
  });

  it('tests settings without saving: ok for both sides, or the failing side and its cause', async () => {
    const ok = await t.request('/api/accounts/test', { user: ada, json: input() });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ imap: 'ok', smtp: 'ok' });

    const badSmtp = await t.request('/api/accounts/test', { user: ada, json: input({ smtpPassword: 'nope' }) });
    expect(badSmtp.status).toBe(400);
    expect(await badSmtp.json()).toEqual({
      error: { code: 'SMTP_AUTH_FAILED', message: 'SMTP: the user name or password was not accepted. The server said: "Invalid username or password"' },
    });
    expect(await imapRows()).toHaveLength(0);
  });

  it('refuses a wrong IMAP password and saves nothing', async () => {
    const res = await t.request('/api/accounts', { user: ada, json: input({ imapPassword: 'wrong' }) });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('IMAP_AUTH_FAILED');
    expect(body.error.message).toMatch(/^IMAP: the user name or password was not accepted\. The server said: ".*Authentication failed/);
    expect(await imapRows()).toHaveLength(0);
    expect((await list(ada)).map((a) => a.provider)).toEqual(['local']);
  });

  it('refuses a private host unless the server allows it', async () => {
    const strict = await createTestContext(kind);
    try {
      const carol = await strict.signUp();
      const res = await strict.request('/api/accounts', { user: carol, json: input() });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'IMAP_PRIVATE_HOST', message: expect.stringContaining('MAIL_ALLOW_PRIVATE_HOSTS=true') } });
      expect(await strict.db.db.select().from(mailAccount).where(eq(mailAccount.provider, 'imap'))).toHaveLength(0);
    } finally {
      await strict.close();
    }
  });

  it('refuses broken input, naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ ...input(), provider: 'pop3' }, 'provider: Only IMAP accounts are added this way; Gmail and Microsoft use their sign-in.'],
      [{ ...input(), email: 'not-an-address' }, 'email: Enter a valid email address.'],
      [{ ...input(), imap: { ...input().imap, host: 'imap.example.com/path' } }, 'imap.host: Enter the server name only, such as imap.example.com.'],
      [{ ...input(), imap: { ...input().imap, port: 70000 } }, 'imap.port: The port is a number from 1 to 65535.'],
      [{ ...input(), smtp: { ...input().smtp, security: 'ssl3' } }, 'smtp.security: Security is one of tls, starttls or none.'],
      [{ ...input(), imap: { ...input().imap, password: '' } }, 'imap.password: Enter the password.'],
    ];
    for (const [body, message] of cases) {
      const res = await t.request('/api/accounts', { user: ada, json: body });
      expect(res.status, message).toBe(400);
      expect(await res.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message } });
    }
    expect(await imapRows()).toHaveLength(0);
  });

  it('adds the account once both logins work; no answer and no column holds the password in clear', async () => {
    const res = await t.request('/api/accounts', { user: ada, json: input() });
    expect(res.status).toBe(201);
    const text = await res.text();
    expect(text).not.toContain(PASSWORD);
    const account = JSON.parse(text) as { id: string };
    expect(account).toMatchObject({
      provider: 'imap',
      email: 'ada@imap.test',
      displayName: 'Ada at work',
      imap: { host: '127.0.0.1', port: dovecot.port, security: 'none', username: 'ada@imap.test' },
      smtp: { host: '127.0.0.1', port: smtp.port, security: 'none', username: 'ada@imap.test' },
    });
    const listed = await t.request('/api/accounts', { user: ada });
    expect(await listed.text()).not.toContain(PASSWORD);
    expect((await list(ada)).map((a) => a.provider)).toEqual(['local', 'imap']);
    const [row] = await imapRows();
    expect(JSON.stringify(row)).not.toContain(PASSWORD);
    expect(row!.imapPasswordEnc).toMatch(/^v1\./);

    const again = await t.request('/api/accounts', { user: ada, json: { ...input(), email: 'ADA@imap.test' } });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: { code: 'ACCOUNT_EXISTS', message: 'ADA@imap.test is already one of your accounts.' } });
  });

  it('keeps one user\'s account from another: not listed, not readable, not changeable, not removable', async () => {
    const [account] = (await list(ada)).filter((a) => a.provider === 'imap');
    expect((await list(bob)).map((a) => a.provider)).toEqual(['local']);
    for (const [path, init] of [
      [`/api/accounts/${account!.id}`, {}],
      [`/api/accounts/${account!.id}/folders`, {}],
      [`/api/accounts/${account!.id}`, { method: 'PATCH', json: { displayName: 'Mine now' } }],
      [`/api/accounts/${account!.id}`, { method: 'DELETE' }],
    ] as const) {
      const res = await t.request(path, { user: bob, ...init });
      expect(res.status, `${init && 'method' in init ? init.method : 'GET'} ${path}`).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'ACCOUNT_NOT_FOUND', message: 'That account does not exist.' } });
    }
    expect((await list(ada)).find((a) => a.id === account!.id)).toMatchObject({ displayName: 'Ada at work' });
  });

  it('changes the name and refuses a new password the server does not take, keeping the old one', async () => {
    const [account] = (await list(ada)).filter((a) => a.provider === 'imap');
    const renamed = await t.request(`/api/accounts/${account!.id}`, { user: ada, method: 'PATCH', json: { displayName: 'Work' } });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ displayName: 'Work' });
    // The name goes into the From line of mail sent from the account: a line break there could start a header.
    const injected = await t.request(`/api/accounts/${account!.id}`, { user: ada, method: 'PATCH', json: { displayName: 'Work\r\nBcc: eve@evil.test' } });
    expect(injected.status).toBe(400);
    expect(await injected.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR', message: expect.stringMatching(/^displayName.*line breaks/) } });
    expect((await list(ada)).find((a) => a.id === account!.id)).toMatchObject({ displayName: 'Work' });
    const before = (await imapRows())[0]!.imapPasswordEnc;
    const wrong = await t.request(`/api/accounts/${account!.id}`, { user: ada, method: 'PATCH', json: { imap: { password: 'not-it' } } });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: { code: 'IMAP_AUTH_FAILED' } });
    expect((await imapRows())[0]!.imapPasswordEnc).toBe(before);

    // A password changed at the server is taken once the user enters it here.
    await dovecot.setPassword('ada@imap.test', 'new-pass-1');
    smtp.setPassword('ada@imap.test', 'new-pass-1');
    const changed = await t.request(`/api/accounts/${account!.id}`, { user: ada, method: 'PATCH', json: { imap: { password: 'new-pass-1' } } });
    expect(changed.status).toBe(200);
    expect((await imapRows())[0]!.imapPasswordEnc).not.toBe(before);
    await dovecot.setPassword('ada@imap.test', PASSWORD);
    smtp.setPassword('ada@imap.test', PASSWORD);
  });

  it('keeps a signature per account, cleaned of scripts, and clears it with an empty one', async () => {
    const local = (await list(ada)).find((a) => a.provider === 'local')!;
    const patch = (user: TestUser, signature: string) => t.request(`/api/accounts/${local.id}`, { user, method: 'PATCH', json: { signature } });
    const saved = await patch(ada, '<p><strong>Ada</strong> <a href="https://ada.example">site</a></p><script>alert(1)</script><img src=x onerror="alert(2)">');
    expect(saved.status).toBe(200);
    const { signature } = (await saved.json()) as { signature?: string };
    expect(signature).toContain('<strong>Ada</strong>');
    expect(signature).toContain('href="https://ada.example"');
    expect(signature).not.toMatch(/script|onerror|alert/);
    expect((await list(ada)).find((a) => a.id === local.id)?.signature).toBe(signature);
    // Another user cannot set it.
    expect((await patch(bob, '<p>Bob</p>')).status).toBe(404);
    expect((await list(ada)).find((a) => a.id === local.id)?.signature).toBe(signature);
    expect(await (await patch(ada, '')).json()).not.toHaveProperty('signature');
    expect((await t.request(`/api/accounts/${local.id}`, { user: ada, method: 'PATCH', json: { signature: 'x'.repeat(20_001) } })).status).toBe(400);
  });

  it('removes the account (204); the local mailbox cannot be removed', async () => {
    const accounts = await list(ada);
    const local = accounts.find((a) => a.provider === 'local')!;
    const imap = accounts.find((a) => a.provider === 'imap')!;
    const refused = await t.request(`/api/accounts/${local.id}`, { user: ada, method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: { code: 'LOCAL_ACCOUNT', message: 'The built-in mailbox cannot be removed or changed here.' } });
    const removed = await t.request(`/api/accounts/${imap.id}`, { user: ada, method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect((await list(ada)).map((a) => a.provider)).toEqual(['local']);
    expect((await t.request(`/api/accounts/${imap.id}`, { user: ada, method: 'DELETE' })).status).toBe(404);
  });
});
