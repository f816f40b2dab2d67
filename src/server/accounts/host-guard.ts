/**
 * Mail servers are reached from our server, so a host a person types could
 * point it at our own network: the loopback, a private LAN, a link-local
 * address or a cloud metadata endpoint (169.254.169.254, fd00:ec2::254).
 * Those are refused unless MAIL_ALLOW_PRIVATE_HOSTS is set (self-hosters
 * whose mail server is on their LAN). The check applies to the addresses the
 * name resolves to, and the caller connects to the address that was checked,
 * so a name that resolves differently a moment later (DNS rebinding) cannot
 * slip past it.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { Invalid } from '../../core/errors';

const blocked = new BlockList();
// IPv4: "this" network, private (RFC 1918), shared CGNAT (RFC 6598), loopback, link-local (which
// holds the cloud metadata address), IETF protocol assignments, documentation, benchmarking,
// multicast and reserved (RFC 6890).
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
// IPv6: unspecified, loopback, unique local (which holds AWS's fd00:ec2::254), link-local,
// documentation and multicast (RFC 4291, 4193, 3849).
blocked.addAddress('::', 'ipv6');
blocked.addAddress('::1', 'ipv6');
for (const [net, prefix] of [
  ['fc00::', 7],
  ['fe80::', 10],
  ['2001:db8::', 32],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

const nat64 = new BlockList();
nat64.addSubnet('64:ff9b::', 96, 'ipv6');
const sixToFour = new BlockList();
sixToFour.addSubnet('2002::', 16, 'ipv6');

/** An IPv4 address written inside IPv6 (::ffff:10.0.0.1 or ::ffff:a00:1), else null. */
function mappedIpv4(address: string): string | null {
  const match = /^::ffff:(?:0:)?(.+)$/i.exec(address);
  if (!match) return null;
  const rest = match[1]!;
  if (isIP(rest) === 4) return rest;
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(rest);
  if (!hex) return null;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/** The 32 bits of an IPv6 address from bit `from`, as IPv4 (where NAT64 and 6to4 carry one). */
function embeddedIpv4(address: string, from: number): string | null {
  const expanded = expandIpv6(address);
  if (!expanded) return null;
  const bits = expanded.map((group) => parseInt(group, 16).toString(2).padStart(16, '0')).join('');
  const v4 = bits.slice(from, from + 32);
  return [0, 8, 16, 24].map((i) => parseInt(v4.slice(i, i + 8), 2)).join('.');
}

/** Eight groups of four hex digits, or null when it is not a plain IPv6 address. */
function expandIpv6(address: string): string[] | null {
  if (address.includes('.')) return null;
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? left.length !== 8 : missing < 0) return null;
  return [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right].map((g) => g.padStart(4, '0'));
}

/**
 * True for an address our server must not be sent to on a person's say-so. Anything that is not an IP address
 * counts as private. NAT64 (64:ff9b::/96) and 6to4 (2002::/16) addresses are judged by the IPv4 address they
 * carry: on an IPv6-only host behind NAT64, 64:ff9b::a00:5 reaches 10.0.0.5.
 */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const version = isIP(bare);
  if (version === 4) return blocked.check(bare, 'ipv4');
  if (version === 6) {
    const v4 = mappedIpv4(bare);
    if (v4) return blocked.check(v4, 'ipv4');
    if (blocked.check(bare, 'ipv6')) return true;
    const carried = nat64.check(bare, 'ipv6') ? embeddedIpv4(bare, 96) : sixToFour.check(bare, 'ipv6') ? embeddedIpv4(bare, 16) : null;
    return carried !== null && blocked.check(carried, 'ipv4');
  }
  return true;
}

export const TEXT_PRIVATE_HOST = (host: string) =>
  `${host} is a private or local address. Ask the server's administrator to set MAIL_ALLOW_PRIVATE_HOSTS=true if this mail server is on your own network.`;
export const TEXT_UNKNOWN_HOST = (host: string) => `The server ${host} could not be found. Check the host name.`;

type Lookup = (host: string) => Promise<{ address: string }[]>;
const systemLookup: Lookup = (host) => dnsLookup(host, { all: true, verbatim: true });

/**
 * Resolves `host` and returns the address to connect to. Refuses (400
 * PRIVATE_HOST) when any address it resolves to is private, unless
 * `allowPrivate`; refuses (400 UNKNOWN_HOST) a name that does not resolve.
 */
export async function resolveMailHost(
  host: string,
  options: { allowPrivate: boolean; lookup?: Lookup; refusal?: (host: string) => string },
): Promise<string> {
  const name = host.trim().replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIP(name)) {
    addresses = [name];
  } else {
    try {
      addresses = (await (options.lookup ?? systemLookup)(name)).map((a) => a.address);
    } catch {
      addresses = [];
    }
    if (addresses.length === 0) throw new Invalid('UNKNOWN_HOST', TEXT_UNKNOWN_HOST(name));
  }
  // Every address counts: a name with one public and one private address could be answered with either.
  if (!options.allowPrivate && addresses.some(isPrivateAddress)) throw new Invalid('PRIVATE_HOST', (options.refusal ?? TEXT_PRIVATE_HOST)(name));
  return addresses[0]!;
}
