import http from 'node:http';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountDiscovery, parseAutoconfig, TEXT_NOTHING_DISCOVERED, type DiscoverOptions } from './discover';

const AUTOCONFIG = `<?xml version="1.0"?>
<clientConfig version="1.1">
  <emailProvider id="example.org">
    <domain>example.org</domain>
    <displayName>Example Mail for %EMAILDOMAIN%</displayName>
    <incomingServer type="pop3"><hostname>pop.example.org</hostname><port>995</port><socketType>SSL</socketType></incomingServer>
    <incomingServer type="imap">
      <hostname>imap.%EMAILDOMAIN%</hostname>
      <port>993</port>
      <socketType>SSL</socketType>
      <username>%EMAILADDRESS%</username>
    </incomingServer>
    <outgoingServer type="smtp">
      <hostname>smtp.example.org</hostname>
      <port>587</port>
      <socketType>STARTTLS</socketType>
    </outgoingServer>
  </emailProvider>
</clientConfig>`;

/** DNS stand-in: answers MX and SRV from a table, nothing else. */
function dns(mx: Record<string, string[]> = {}, srv: Record<string, { name: string; port: number }[]> = {}): NonNullable<DiscoverOptions['dns']> {
  const missing = () => Object.assign(new Error('queryMx ENOTFOUND'), { code: 'ENOTFOUND' });
  return {
    resolveMx: async (domain: string) => {
      if (!mx[domain]) throw missing();
      return mx[domain].map((exchange, priority) => ({ exchange, priority }));
    },
    resolveSrv: async (name: string) => {
      if (!srv[name]) throw missing();
      return srv[name].map((r) => ({ ...r, priority: 10, weight: 1 }));
    },
  } as NonNullable<DiscoverOptions['dns']>;
}

/** Every name in `names` resolves to the loopback; anything else does not resolve. */
const lookupOnly = (names: string[]) => async (host: string) => {
  if (!names.includes(host)) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  return [{ address: '127.0.0.1' }];
};

async function listen(server: Server | http.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

describe('account discovery', () => {
  let web: http.Server;
  let webPort = 0;
  const requested: string[] = [];
  let imap: Server;
  let smtp: Server;
  let ports: { imaps: number; submissions: number; submission: number };

  beforeAll(async () => {
    web = http.createServer((req, res) => {
      requested.push(`${req.headers.host?.replace(/:\d+$/, '')}${req.url}`);
      if (req.url?.startsWith('/mail/config-v1.1.xml')) {
        res.writeHead(200, { 'content-type': 'text/xml' });
        res.end(AUTOCONFIG);
        return;
      }
      res.writeHead(404).end();
    });
    webPort = await listen(web);
    imap = createServer((socket) => socket.end());
    smtp = createServer((socket) => socket.end());
    // Nothing listens on the third port: the guess must fall through to the next.
    const closed = createServer();
    const closedPort = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    ports = { imaps: await listen(imap), submissions: closedPort, submission: await listen(smtp) };
  });
  afterAll(async () => {
    await Promise.all([web, imap, smtp].map((s) => new Promise((resolve) => s.close(resolve))));
  });

  const autoconfigUrls = (domain: string, email: string) => [
    `http://autoconfig.${domain}:${webPort}/mail/config-v1.1.xml?emailaddress=${encodeURIComponent(email)}`,
  ];

  it('answers a known provider from its preset without asking the network', async () => {
    const discovery = new AccountDiscovery({ allowPrivate: false, dns: dns(), lookup: lookupOnly([]) });
    await expect(discovery.discover('ann@icloud.com')).resolves.toMatchObject({
      source: 'ispdb',
      provider: 'iCloud Mail',
      imap: { host: 'imap.mail.me.com', port: 993, security: 'tls' },
      smtp: { host: 'smtp.mail.me.com', port: 587, security: 'starttls' },
    });
    await expect(discovery.discover('ann@hotmail.com')).resolves.toEqual({ oauth: 'microsoft' });
  });

  it("reads the domain's autoconfig file over HTTP, filling its placeholders", async () => {
    const discovery = new AccountDiscovery({ allowPrivate: true, dns: dns(), lookup: lookupOnly(['autoconfig.example.org']), autoconfigUrls });
    await expect(discovery.discover('ann@example.org')).resolves.toEqual({
      source: 'autoconfig',
      provider: 'Example Mail for example.org',
      imap: { host: 'imap.example.org', port: 993, security: 'tls' },
      smtp: { host: 'smtp.example.org', port: 587, security: 'starttls' },
    });
    expect(requested).toContain('autoconfig.example.org/mail/config-v1.1.xml?emailaddress=ann%40example.org');
  });

  it('does not fetch an autoconfig file from a private address unless the server allows it', async () => {
    const before = requested.length;
    const discovery = new AccountDiscovery({ allowPrivate: false, dns: dns(), lookup: lookupOnly(['autoconfig.example.org']), autoconfigUrls, stepTimeoutMs: 500 });
    await expect(discovery.discover('ann@example.org')).rejects.toMatchObject({ code: 'NOTHING_DISCOVERED', message: TEXT_NOTHING_DISCOVERED });
    expect(requested.length).toBe(before);
  });

  it('recognises a custom domain hosted at a big provider by its MX host', async () => {
    const discovery = new AccountDiscovery({
      allowPrivate: true,
      lookup: lookupOnly([]),
      autoconfigUrls: () => [],
      dns: dns({ 'custom.example': ['in1-smtp.messagingengine.com.'], 'corp.example': ['corp-example.mail.protection.outlook.com'] }),
    });
    await expect(discovery.discover('me@custom.example')).resolves.toMatchObject({ source: 'ispdb', provider: 'Fastmail', imap: { host: 'imap.fastmail.com' } });
    await expect(discovery.discover('me@corp.example')).resolves.toEqual({ oauth: 'microsoft' });
  });

  it('uses SRV records (RFC 6186), preferring implicit TLS', async () => {
    const discovery = new AccountDiscovery({
      allowPrivate: true,
      lookup: lookupOnly([]),
      autoconfigUrls: () => [],
      dns: dns(
        {},
        {
          '_imaps._tcp.srv.example': [{ name: 'mail.srv.example.', port: 993 }],
          '_imap._tcp.srv.example': [{ name: 'mail.srv.example', port: 143 }],
          '_submission._tcp.srv.example': [{ name: 'smtp.srv.example', port: 587 }],
        },
      ),
    });
    await expect(discovery.discover('me@srv.example')).resolves.toEqual({
      source: 'srv',
      imap: { host: 'mail.srv.example', port: 993, security: 'tls' },
      smtp: { host: 'smtp.srv.example', port: 587, security: 'starttls' },
    });
  });

  it('guesses common host names that take a connection, skipping a port nothing listens on', async () => {
    const discovery = new AccountDiscovery({
      allowPrivate: true,
      dns: dns(),
      autoconfigUrls: () => [],
      lookup: lookupOnly(['mail.guess.example', 'smtp.guess.example']),
      ports,
    });
    await expect(discovery.discover('me@guess.example')).resolves.toEqual({
      source: 'guess',
      imap: { host: 'mail.guess.example', port: ports.imaps, security: 'tls' },
      smtp: { host: 'smtp.guess.example', port: ports.submission, security: 'starttls' },
    });
  });

  it('answers 404 NOTHING_DISCOVERED, never a failure, when no step finds anything', async () => {
    const discovery = new AccountDiscovery({ allowPrivate: true, dns: dns(), autoconfigUrls: () => [], lookup: lookupOnly([]), ports, stepTimeoutMs: 500 });
    await expect(discovery.discover('me@nothing.example')).rejects.toMatchObject({ kind: 'not_found', code: 'NOTHING_DISCOVERED' });
  });
});

describe('parseAutoconfig', () => {
  it('skips POP3 and takes the first IMAP and SMTP servers', () => {
    expect(parseAutoconfig(AUTOCONFIG, 'ann@example.org')).toMatchObject({ imap: { host: 'imap.example.org' }, smtp: { host: 'smtp.example.org' } });
  });

  it('refuses a document without IMAP, or with a host that is not a host name', () => {
    expect(parseAutoconfig(AUTOCONFIG.replace(/type="imap"/, 'type="exchange"'), 'ann@example.org')).toBeNull();
    expect(parseAutoconfig(AUTOCONFIG.replace('smtp.example.org', 'smtp.example.org/../evil'), 'ann@example.org')).toBeNull();
    expect(parseAutoconfig('<html>not a config</html>', 'ann@example.org')).toBeNull();
  });

  it('reads a reply of 256 KB of unclosed server tags at once, finding nothing in it', () => {
    const junk = '<incomingServer type="imap" '.repeat(Math.floor(262_144 / 29));
    expect(parseAutoconfig(`<clientConfig>${junk}</clientConfig>`, 'ann@example.org')).toBeNull();
    expect(parseAutoconfig(AUTOCONFIG.replace('</clientConfig>', `${'<outgoingServer '.repeat(10_000)}</clientConfig>`), 'ann@example.org')).toMatchObject({ imap: { host: 'imap.example.org' } });
  });
});
