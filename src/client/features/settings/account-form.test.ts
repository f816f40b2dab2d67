import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { accountErrorText, emptyForm, isComplete, toInput, withDiscovery, withEmail, withSecurity } from './account-form';

describe('the add-account form', () => {
  it('takes the discovered servers and names their source', () => {
    const form = withDiscovery(
      { ...emptyForm(), email: 'ann@fastmail.com' },
      {
        source: 'ispdb',
        provider: 'Fastmail',
        note: 'Use an app password.',
        imap: { host: 'imap.fastmail.com', port: 993, security: 'tls' },
        smtp: { host: 'smtp.fastmail.com', port: 465, security: 'tls' },
      },
    );
    expect(form).toMatchObject({ imap: { host: 'imap.fastmail.com', port: '993', security: 'tls' }, smtp: { port: '465' }, source: 'Fastmail', note: 'Use an app password.' });
    expect(withDiscovery(form, { oauth: 'microsoft' })).toBe(form);
  });

  it("clears a looked-up provider's servers when the address moves to another domain, so its password does not go there", () => {
    const found = withDiscovery(
      { ...emptyForm(), email: 'me@fastmail.com', password: 'pw' },
      { source: 'ispdb', provider: 'Fastmail', imap: { host: 'imap.fastmail.com', port: 993, security: 'tls' }, smtp: { host: 'smtp.fastmail.com', port: 465, security: 'tls' } },
    );
    expect(withEmail(found, 'Me2@FastMail.com')).toMatchObject({ email: 'Me2@FastMail.com', imap: { host: 'imap.fastmail.com' }, source: 'Fastmail' });
    const moved = withEmail(found, 'me@no-such-domain.test');
    expect(moved).toMatchObject({ email: 'me@no-such-domain.test', imap: { host: '' }, smtp: { host: '' }, source: undefined });
    expect(isComplete(moved)).toBe(false);
    // Servers the person typed are theirs to keep.
    const typed = { ...emptyForm(), email: 'me@a.test', imap: { host: 'mail.a.test', port: '993', security: 'tls' as const } };
    expect(withEmail(typed, 'me@b.test').imap.host).toBe('mail.a.test');
  });

  it('moves to the usual port with the security, but keeps a port the person typed', () => {
    expect(withSecurity({ host: 'h', port: '993', security: 'tls' }, 'imap', 'starttls').port).toBe('143');
    expect(withSecurity({ host: 'h', port: '465', security: 'tls' }, 'smtp', 'starttls').port).toBe('587');
    expect(withSecurity({ host: 'h', port: '1143', security: 'none' }, 'imap', 'tls').port).toBe('1143');
  });

  it('makes one login for both servers from the address, unless a user name is given', () => {
    const form = { ...emptyForm(), email: ' ann@example.com ', password: 'pw', imap: { host: 'imap.example.com', port: '993', security: 'tls' as const }, smtp: { host: 'smtp.example.com', port: '587', security: 'starttls' as const } };
    expect(isComplete(form)).toBe(true);
    expect(isComplete({ ...form, password: '' })).toBe(false);
    expect(toInput(form)).toEqual({
      provider: 'imap',
      email: 'ann@example.com',
      imap: { host: 'imap.example.com', port: 993, security: 'tls', username: 'ann@example.com', password: 'pw' },
      smtp: { host: 'smtp.example.com', port: 587, security: 'starttls', username: 'ann@example.com', password: 'pw' },
    });
    expect(toInput({ ...form, username: 'ann', displayName: 'Ann' })).toMatchObject({ displayName: 'Ann', imap: { username: 'ann' }, smtp: { username: 'ann' } });
  });

  it("names a refused field as the form does, not as the request does", () => {
    expect(accountErrorText(new ApiError(400, 'VALIDATION_ERROR', 'imap.port: The port is a number from 1 to 65535.', 'imap.port'))).toBe('IMAP port: The port is a number from 1 to 65535.');
    expect(accountErrorText(new ApiError(400, 'VALIDATION_ERROR', 'smtp.host: Enter the server name only.'))).toBe('SMTP server: Enter the server name only.');
    expect(accountErrorText(new ApiError(400, 'VALIDATION_ERROR', 'body.x: Something else.'))).toBe('body.x: Something else.');
    expect(accountErrorText(new ApiError(502, 'IMAP_LOGIN_FAILED', 'IMAP: the user name or password was not accepted.'))).toBe('IMAP: the user name or password was not accepted.');
  });
});
