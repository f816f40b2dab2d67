import { describe, expect, it } from 'vitest';
import { isPrivateAddress, resolveMailHost } from './host-guard';

describe('isPrivateAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['10.1.2.3', true],
    ['172.16.0.1', true],
    ['172.31.255.255', true],
    ['192.168.1.10', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['224.0.0.1', true],
    ['255.255.255.255', true],
    ['::1', true],
    ['::', true],
    ['fd00:ec2::254', true],
    ['fe80::1%eth0', true],
    ['[::1]', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:a9fe:a9fe', true],
    ['not-an-ip', true],
    // NAT64 and 6to4 carry an IPv4 address, judged as that address.
    ['64:ff9b::a00:5', true],
    ['64:ff9b::7f00:1', true],
    ['2002:a9fe:a9fe::1', true],
    ['2002:c0a8:101::', true],
    ['64:ff9b::808:808', false],
    ['2002:808:808::1', false],
    ['172.32.0.1', false],
    ['8.8.8.8', false],
    ['66.111.4.140', false],
    ['2606:4700::1111', false],
    ['::ffff:8.8.8.8', false],
  ])('%s → %s', (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });
});

describe('resolveMailHost', () => {
  const answers = (addresses: string[]) => async () => addresses.map((address) => ({ address }));

  it('returns the checked public address to connect to', async () => {
    await expect(resolveMailHost('imap.example.com', { allowPrivate: false, lookup: answers(['66.111.4.140']) })).resolves.toBe('66.111.4.140');
  });

  it('refuses a name that resolves to the loopback, naming the setting that allows it', async () => {
    const error = await resolveMailHost('localhost', { allowPrivate: false }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'invalid', code: 'PRIVATE_HOST' });
    expect((error as Error).message).toContain('MAIL_ALLOW_PRIVATE_HOSTS=true');
  });

  it('refuses a name with any private address among public ones', async () => {
    await expect(resolveMailHost('rebind.example', { allowPrivate: false, lookup: answers(['66.111.4.140', '10.0.0.5']) })).rejects.toMatchObject({
      code: 'PRIVATE_HOST',
    });
  });

  it('refuses a literal metadata address, and allows private hosts when the server is set to', async () => {
    await expect(resolveMailHost('169.254.169.254', { allowPrivate: false })).rejects.toMatchObject({ code: 'PRIVATE_HOST' });
    await expect(resolveMailHost('127.0.0.1', { allowPrivate: true })).resolves.toBe('127.0.0.1');
    await expect(resolveMailHost('[::1]', { allowPrivate: true })).resolves.toBe('::1');
  });

  it('says when a name does not resolve', async () => {
    const failing = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    await expect(resolveMailHost('imap.nowhere.invalid', { allowPrivate: false, lookup: failing })).rejects.toMatchObject({
      code: 'UNKNOWN_HOST',
      message: 'The server imap.nowhere.invalid could not be found. Check the host name.',
    });
  });
});
