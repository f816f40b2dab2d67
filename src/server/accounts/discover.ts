/**
 * Finds the IMAP and SMTP settings for an address the way Thunderbird does,
 * so most people never type a host name:
 * 1. a provider we know by the address's domain (the presets in core);
 * 2. the domain's own autoconfig file (autoconfig.<domain>, then
 *    <domain>/.well-known/autoconfig), in Thunderbird's config-v1.1 format;
 * 3. the provider behind the domain's MX host (a custom domain at Fastmail,
 *    Google Workspace, Microsoft 365, ...);
 * 4. the SRV records of RFC 6186 (_imaps._tcp, _submissions._tcp, ...);
 * 5. common host names (imap.<domain>, mail.<domain>, smtp.<domain>) that
 *    accept a connection on the usual ports.
 * Each step has its own time limit, and every host is resolved through the
 * host guard, so discovery never reaches into a private network.
 */
import http from 'node:http';
import https from 'node:https';
import { connect, isIP, type LookupFunction } from 'node:net';
import { Resolver } from 'node:dns/promises';
import { addressDomain, presetFor, type MailPreset, type MailSecurity, type ServerSettings } from '../../core/mail/presets';
import { NotFound } from '../../core/errors';
import { resolveMailHost } from './host-guard';

export type Discovery =
  | { source: 'autoconfig' | 'ispdb' | 'srv' | 'guess'; provider?: string; note?: string; imap: ServerSettings; smtp: ServerSettings }
  | { oauth: 'microsoft' | 'google' };

export const TEXT_NOTHING_DISCOVERED = 'No settings were found for this address. Enter the IMAP and SMTP servers by hand.';

export interface DiscoverOptions {
  allowPrivate: boolean;
  /** Each step gives up after this long. */
  stepTimeoutMs?: number;
  /** Tests point these at local stand-ins; the defaults are the real ones. */
  lookup?: (host: string) => Promise<{ address: string }[]>;
  dns?: Pick<Resolver, 'resolveMx' | 'resolveSrv'>;
  autoconfigUrls?: (domain: string, email: string) => string[];
  ports?: { imaps: number; submissions: number; submission: number };
}

const DEFAULT_PORTS = { imaps: 993, submissions: 465, submission: 587 };

const standardAutoconfigUrls = (domain: string, email: string) => [
  `https://autoconfig.${domain}/mail/config-v1.1.xml?emailaddress=${encodeURIComponent(email)}`,
  `https://${domain}/.well-known/autoconfig/mail/config-v1.1.xml`,
  `http://autoconfig.${domain}/mail/config-v1.1.xml?emailaddress=${encodeURIComponent(email)}`,
];

/** MX hosts of the big providers: a custom domain whose mail they handle gets their settings. */
const MX_PROVIDERS: [RegExp, string | 'microsoft'][] = [
  [/\.messagingengine\.com$/, 'ann@fastmail.com'],
  [/(^|\.)(google|googlemail)\.com$/, 'ann@gmail.com'],
  [/\.mail\.protection\.outlook\.com$/, 'microsoft'],
  [/\.zoho\.com$/, 'ann@zoho.com'],
  [/\.zoho\.eu$/, 'ann@zoho.eu'],
  [/\.icloud\.com$/, 'ann@icloud.com'],
  [/\.yahoodns\.net$/, 'ann@yahoo.com'],
  [/\.mailbox\.org$/, 'ann@mailbox.org'],
  [/\.gmx\.net$/, 'ann@gmx.net'],
];

function withTimeout<T>(work: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  return Promise.race([work.catch(() => fallback), timeout]).finally(() => clearTimeout(timer));
}

export class AccountDiscovery {
  private readonly stepTimeoutMs: number;
  private readonly ports: { imaps: number; submissions: number; submission: number };
  private readonly dns: Pick<Resolver, 'resolveMx' | 'resolveSrv'>;

  constructor(private readonly options: DiscoverOptions) {
    this.stepTimeoutMs = options.stepTimeoutMs ?? 5_000;
    this.ports = options.ports ?? DEFAULT_PORTS;
    this.dns = options.dns ?? new Resolver({ timeout: this.stepTimeoutMs, tries: 1 });
  }

  async discover(email: string): Promise<Discovery> {
    const domain = addressDomain(email);
    if (domain) {
      const known = presetFor(email);
      if (known.kind === 'oauth') return { oauth: known.oauth };
      if (known.kind === 'preset') return fromPreset(known.preset);
      const found =
        (await withTimeout(this.fromAutoconfig(domain, email), this.stepTimeoutMs, null)) ??
        (await withTimeout(this.fromMx(domain), this.stepTimeoutMs, null)) ??
        (await withTimeout(this.fromSrv(domain), this.stepTimeoutMs, null)) ??
        (await withTimeout(this.fromGuess(domain), this.stepTimeoutMs, null));
      if (found) return found;
    }
    throw new NotFound('NOTHING_DISCOVERED', TEXT_NOTHING_DISCOVERED);
  }

  /** The guarded address of `host`; null when it does not resolve or is private. */
  private async address(host: string): Promise<string | null> {
    return resolveMailHost(host, { allowPrivate: this.options.allowPrivate, lookup: this.options.lookup }).catch(() => null);
  }

  private async fromAutoconfig(domain: string, email: string): Promise<Discovery | null> {
    for (const url of (this.options.autoconfigUrls ?? standardAutoconfigUrls)(domain, email)) {
      const xml = await this.fetchText(url);
      const parsed = xml ? parseAutoconfig(xml, email) : null;
      if (parsed) return { source: 'autoconfig', ...parsed };
    }
    return null;
  }

  private async fromMx(domain: string): Promise<Discovery | null> {
    const records = (await this.dns.resolveMx(domain)).sort((a, b) => a.priority - b.priority);
    for (const { exchange } of records) {
      const host = exchange.toLowerCase().replace(/\.$/, '');
      const match = MX_PROVIDERS.find(([pattern]) => pattern.test(host));
      if (!match) continue;
      if (match[1] === 'microsoft') return { oauth: 'microsoft' };
      const known = presetFor(match[1]);
      if (known.kind === 'preset') return fromPreset(known.preset);
    }
    return null;
  }

  private async fromSrv(domain: string): Promise<Discovery | null> {
    // A "." target means the service is not offered (RFC 6186 section 3.4).
    const first = async (service: string) => {
      const records = await this.dns.resolveSrv(`${service}.${domain}`).catch(() => []);
      const best = records.filter((r) => r.name && r.name !== '.').sort((a, b) => a.priority - b.priority || b.weight - a.weight)[0];
      return best ? { host: best.name.replace(/\.$/, ''), port: best.port } : null;
    };
    const imaps = await first('_imaps._tcp');
    const imap = imaps ? null : await first('_imap._tcp');
    const submissions = await first('_submissions._tcp');
    const submission = submissions ? null : await first('_submission._tcp');
    const incoming = imaps ? { ...imaps, security: 'tls' as const } : imap ? { ...imap, security: 'starttls' as const } : null;
    const outgoing = submissions ? { ...submissions, security: 'tls' as const } : submission ? { ...submission, security: 'starttls' as const } : null;
    return incoming && outgoing ? { source: 'srv', imap: incoming, smtp: outgoing } : null;
  }

  private async fromGuess(domain: string): Promise<Discovery | null> {
    const { imaps, submissions, submission } = this.ports;
    const candidates = async (hosts: string[], tries: [number, MailSecurity][]) => {
      for (const host of hosts) for (const [port, security] of tries) if (await this.accepts(host, port)) return { host, port, security };
      return null;
    };
    const imap = await candidates([`imap.${domain}`, `mail.${domain}`], [[imaps, 'tls']]);
    if (!imap) return null;
    const smtp = await candidates(
      [`smtp.${domain}`, `mail.${domain}`],
      [
        [submissions, 'tls'],
        [submission, 'starttls'],
      ],
    );
    return smtp ? { source: 'guess', imap, smtp } : null;
  }

  /** Whether `host` takes a TCP connection on `port` within a second or two. */
  private async accepts(host: string, port: number): Promise<boolean> {
    const address = await this.address(host);
    if (!address) return false;
    return new Promise((resolve) => {
      const socket = connect({ host: address, port, timeout: Math.min(2_000, this.stepTimeoutMs) });
      const done = (ok: boolean) => {
        socket.destroy();
        resolve(ok);
      };
      socket.once('connect', () => done(true));
      socket.once('timeout', () => done(false));
      socket.once('error', () => done(false));
    });
  }

  /** GETs a small text document through the host guard; null on any failure. */
  private fetchText(url: string): Promise<string | null> {
    const lookup: LookupFunction = (hostname, options, callback) => {
      void this.address(hostname).then((address) => {
        if (!address) return callback(Object.assign(new Error(`refused ${hostname}`), { code: 'ENOTFOUND' }), '', 4);
        const family = isIP(address);
        if (options.all) return (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
        callback(null, address, family);
      });
    };
    const client = url.startsWith('https:') ? https : http;
    // No shared agent: a pooled keep-alive socket would skip the lookup, and with it the guard.
    return new Promise((resolve) => {
      const request = client.get(url, { lookup, agent: false, timeout: this.stepTimeoutMs, headers: { accept: 'application/xml, text/xml' } }, (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          return resolve(null);
        }
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
          // An autoconfig file is a few kilobytes; anything far larger is not one.
          if (text.length > 256 * 1024) request.destroy();
        });
        response.on('end', () => resolve(text));
        response.on('error', () => resolve(null));
      });
      request.on('timeout', () => request.destroy());
      request.on('error', () => resolve(null));
    });
  }
}

function fromPreset(preset: MailPreset): Discovery {
  return { source: 'ispdb', provider: preset.name, ...(preset.note ? { note: preset.note } : {}), imap: preset.imap, smtp: preset.smtp };
}

const SOCKET_TYPES: Record<string, MailSecurity> = { SSL: 'tls', STARTTLS: 'starttls', PLAIN: 'none' };

/** The first IMAP and SMTP servers of a Thunderbird autoconfig (config-v1.1) document. */
export function parseAutoconfig(xml: string, email: string): { provider?: string; imap: ServerSettings; smtp: ServerSettings } | null {
  const at = email.lastIndexOf('@');
  const localPart = email.slice(0, at);
  const domain = email.slice(at + 1);
  const fill = (value: string) =>
    value.replace(/%EMAILADDRESS%/g, email).replace(/%EMAILLOCALPART%/g, localPart).replace(/%EMAILDOMAIN%/g, domain).trim();
  const tag = (block: string, name: string) => new RegExp(`<${name}>\\s*([^<]*?)\\s*</${name}>`, 'i').exec(block)?.[1];
  const server = (element: 'incomingServer' | 'outgoingServer', type: string): ServerSettings | null => {
    // Each tag stops at the next "<" and an unclosed block runs to the end: open-ended, the pattern retried from every
    // opening of a reply full of them (a server at the domain the person typed writes it).
    const blocks = xml.match(new RegExp(`<${element}\\b[^<>]*type\\s*=\\s*["']${type}["'][^<>]*>[\\s\\S]*?(?:</${element}>|$)`, 'gi')) ?? [];
    for (const block of blocks) {
      const host = fill(tag(block, 'hostname') ?? '');
      const port = Number(tag(block, 'port'));
      const security = SOCKET_TYPES[(tag(block, 'socketType') ?? '').toUpperCase()];
      if (/^[a-z0-9.-]+$/i.test(host) && Number.isInteger(port) && port > 0 && port < 65536 && security) return { host: host.toLowerCase(), port, security };
    }
    return null;
  };
  const imap = server('incomingServer', 'imap');
  const smtp = server('outgoingServer', 'smtp');
  if (!imap || !smtp) return null;
  const provider = tag(xml, 'displayName');
  return { ...(provider ? { provider: fill(provider) } : {}), imap, smtp };
}
