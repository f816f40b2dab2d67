/**
 * Logging in to a real Dovecot and a real SMTP submission server: what works,
 * and the words for each way it fails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDovecot, type Dovecot } from '../../../../tests/helpers/dovecot';
import { freePort } from '../../../../tests/helpers/ports';
import { startSmtpAuthServer, type SmtpAuthServer } from '../../../../tests/helpers/smtp-auth';
import { verifyImap, verifySmtp, type ServerLogin } from './connect';

const allow = { allowPrivate: true };

describe('IMAP and SMTP logins', () => {
  let dovecot: Dovecot;
  let smtp: SmtpAuthServer;
  let imapLogin: ServerLogin;
  let smtpLogin: ServerLogin;

  beforeAll(async () => {
    dovecot = await startDovecot([{ username: 'ada@example.test', password: 'right-horse' }]);
    smtp = await startSmtpAuthServer([{ username: 'ada@example.test', password: 'right-horse' }]);
    imapLogin = { host: dovecot.host, port: dovecot.port, security: 'none', username: 'ada@example.test', password: 'right-horse' };
    smtpLogin = { host: smtp.host, port: smtp.port, security: 'none', username: 'ada@example.test', password: 'right-horse' };
  });
  afterAll(async () => {
    await dovecot?.stop();
    await smtp?.close();
  });

  it('logs in to both with the right password', async () => {
    await expect(verifyImap(imapLogin, allow)).resolves.toBeUndefined();
    await expect(verifySmtp(smtpLogin, allow)).resolves.toBeUndefined();
  });

  it('says the password was not accepted, in the server\'s own words', async () => {
    await expect(verifyImap({ ...imapLogin, password: 'wrong' }, allow)).rejects.toMatchObject({
      code: 'IMAP_AUTH_FAILED',
      field: 'imap',
      message: expect.stringMatching(/^IMAP: the user name or password was not accepted\. The server said: ".*Authentication failed.*"/),
    });
    await expect(verifySmtp({ ...smtpLogin, password: 'wrong' }, allow)).rejects.toMatchObject({
      code: 'SMTP_AUTH_FAILED',
      field: 'smtp',
      message: expect.stringMatching(/^SMTP: the user name or password was not accepted\. The server said: "Invalid username or password"/),
    });
  });

  it('names a refused port, an unknown host and a private host', async () => {
    const closed = await freePort();
    await expect(verifyImap({ ...imapLogin, port: closed }, allow)).rejects.toMatchObject({
      code: 'IMAP_REFUSED',
      message: `IMAP: 127.0.0.1:${closed} refused the connection. Check the port.`,
    });
    await expect(verifySmtp({ ...smtpLogin, port: closed }, allow)).rejects.toMatchObject({ code: 'SMTP_REFUSED' });
    await expect(verifyImap({ ...imapLogin, host: 'no-such-host.invalid' }, allow)).rejects.toMatchObject({
      code: 'IMAP_UNKNOWN_HOST',
      message: 'IMAP: The server no-such-host.invalid could not be found. Check the host name.',
    });
    await expect(verifySmtp(smtpLogin, { allowPrivate: false })).rejects.toMatchObject({
      code: 'SMTP_PRIVATE_HOST',
      message: expect.stringContaining('MAIL_ALLOW_PRIVATE_HOSTS=true'),
    });
  });

  it('refuses a self-signed certificate over TLS and STARTTLS, and says so', async () => {
    await expect(verifyImap({ ...imapLogin, port: dovecot.tlsPort, security: 'tls' }, allow)).rejects.toMatchObject({
      code: 'IMAP_TLS_FAILED',
      message: expect.stringMatching(/^IMAP: a secure connection to 127\.0\.0\.1:\d+ failed: .*(self.signed|certificate)/i),
    });
    await expect(verifyImap({ ...imapLogin, security: 'starttls' }, allow)).rejects.toMatchObject({ code: 'IMAP_TLS_FAILED' });
    await expect(verifySmtp({ ...smtpLogin, security: 'starttls' }, allow)).rejects.toMatchObject({ code: 'SMTP_TLS_FAILED' });
  });

  it('gives up on a server that never greets, naming the timeout', async () => {
    const { createServer } = await import('node:net');
    const silent = createServer(() => {});
    const port = await freePort();
    await new Promise<void>((resolve) => silent.listen(port, '127.0.0.1', resolve));
    try {
      await expect(verifyImap({ ...imapLogin, port }, { ...allow, timeoutMs: 500 })).rejects.toMatchObject({
        code: 'IMAP_TIMEOUT',
        message: expect.stringContaining(`127.0.0.1:${port} did not answer`),
      });
    } finally {
      silent.close();
    }
  });
});
