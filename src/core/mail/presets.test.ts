import { describe, expect, it } from 'vitest';
import { addressDomain, presetFor } from './presets';

const host = (email: string) => {
  const answer = presetFor(email);
  return answer.kind === 'preset' ? `${answer.preset.name} ${answer.preset.imap.host}:${answer.preset.imap.port}/${answer.preset.imap.security} ${answer.preset.smtp.host}:${answer.preset.smtp.port}/${answer.preset.smtp.security}` : answer.kind === 'oauth' ? `oauth ${answer.oauth}` : 'unknown';
};

describe('presetFor', () => {
  it.each([
    ['ann@fastmail.com', 'Fastmail imap.fastmail.com:993/tls smtp.fastmail.com:465/tls'],
    ['ann@FastMail.FM', 'Fastmail imap.fastmail.com:993/tls smtp.fastmail.com:465/tls'],
    ['ann@icloud.com', 'iCloud Mail imap.mail.me.com:993/tls smtp.mail.me.com:587/starttls'],
    ['ann@me.com', 'iCloud Mail imap.mail.me.com:993/tls smtp.mail.me.com:587/starttls'],
    ['ann@yahoo.com', 'Yahoo Mail imap.mail.yahoo.com:993/tls smtp.mail.yahoo.com:465/tls'],
    ['ann@yahoo.co.uk', 'Yahoo Mail imap.mail.yahoo.com:993/tls smtp.mail.yahoo.com:465/tls'],
    ['ann@ymail.com', 'Yahoo Mail imap.mail.yahoo.com:993/tls smtp.mail.yahoo.com:465/tls'],
    ['ann@zoho.com', 'Zoho Mail imap.zoho.com:993/tls smtp.zoho.com:465/tls'],
    ['ann@zoho.eu', 'Zoho Mail imap.zoho.eu:993/tls smtp.zoho.eu:465/tls'],
    ['ann@gmx.com', 'GMX imap.gmx.com:993/tls mail.gmx.com:587/starttls'],
    ['ann@gmx.de', 'GMX imap.gmx.net:993/tls mail.gmx.net:587/starttls'],
    ['ann@mailbox.org', 'mailbox.org imap.mailbox.org:993/tls smtp.mailbox.org:465/tls'],
    ['ann@proton.me', 'Proton Mail Bridge 127.0.0.1:1143/starttls 127.0.0.1:1025/starttls'],
    ['ann@pm.me', 'Proton Mail Bridge 127.0.0.1:1143/starttls 127.0.0.1:1025/starttls'],
    ['ann@gmail.com', 'Gmail imap.gmail.com:993/tls smtp.gmail.com:465/tls'],
    ['ann@googlemail.com', 'Gmail imap.gmail.com:993/tls smtp.gmail.com:465/tls'],
    ['ann@outlook.com', 'oauth microsoft'],
    ['ann@hotmail.co.uk', 'oauth microsoft'],
    ['ann@live.fr', 'oauth microsoft'],
    ['ann@msn.com', 'oauth microsoft'],
    ['ann@example.com', 'unknown'],
    // A look-alike is not the provider: only exact domains (and Yahoo's and Microsoft's country domains) match.
    ['ann@notfastmail.com', 'unknown'],
    ['ann@fastmail.com.evil.example', 'unknown'],
    ['ann@mail.icloud.com', 'unknown'],
    ['ann@yahoo', 'unknown'],
    ['not an address', 'unknown'],
    ['', 'unknown'],
  ])('%s → %s', (email, expected) => {
    expect(host(email)).toBe(expected);
  });

  it('tells what the provider needs first: an app password, or a bridge on this machine', () => {
    const icloud = presetFor('ann@icloud.com');
    expect(icloud.kind === 'preset' && icloud.preset.note).toMatch(/app password/);
    const proton = presetFor('ann@protonmail.com');
    expect(proton.kind === 'preset' && proton.preset.local).toBe(true);
    expect(proton.kind === 'preset' && proton.preset.note).toMatch(/Bridge/);
  });
});

describe('addressDomain', () => {
  it.each([
    ['Ann@Example.COM', 'example.com'],
    [' ann@example.com. ', 'example.com'],
    ['"a@b"@example.org', 'example.org'],
    ['ann@', null],
    ['@example.com', null],
    ['ann@exa mple.com', null],
    ['ann@localhost', null],
  ])('%s → %s', (email, expected) => {
    expect(addressDomain(email)).toBe(expected);
  });
});
