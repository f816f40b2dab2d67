/**
 * The network side of a person's own model server. Its base URL is typed by
 * a user, so every request our server makes to it could be aimed at our own
 * network: the loopback, a private LAN, a link-local address or a cloud
 * metadata endpoint. Those are refused unless AI_ALLOW_PRIVATE_HOSTS is set
 * (a self-hoster's Ollama on the same machine). The check runs on the address
 * a connection is actually made to, inside the connection's own name lookup,
 * so a name that resolves to a public address when saved and a private one
 * later (DNS rebinding) is still refused; and no redirect is followed, since
 * one could point anywhere. The operator's own AI_BASE_URL does not come
 * through here: it is trusted.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import { Agent, fetch as undiciFetch, type RequestInit as UndiciRequestInit } from 'undici';
import { Invalid } from '../../core/errors';
import { isPrivateAddress, resolveMailHost } from '../accounts/host-guard';

export const TEXT_AI_PRIVATE_HOST = (host: string) =>
  `${host} is a private or local address. Ask the server's administrator to set AI_ALLOW_PRIVATE_HOSTS=true if this model server is on your own network.`;
export const TEXT_AI_REDIRECT = (status: number) => `The model server answered with a redirect (${status}); Email Buddy does not follow redirects there. Use the final address as the base URL.`;

class PrivateHostError extends Error {
  readonly code = 'PRIVATE_HOST';
}

/** Refuses (400 PRIVATE_HOST or UNKNOWN_HOST) a base URL whose host is private or does not resolve, with words that fit a model server. */
export async function checkModelHost(baseUrl: string, allowPrivate: boolean): Promise<void> {
  await resolveMailHost(new URL(baseUrl).hostname, { allowPrivate, refusal: TEXT_AI_PRIVATE_HOST });
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A name lookup for connections that refuses private answers; net.connect asks for one address or for all of them. */
function guardedLookup(hostname: string, options: { all?: boolean }, callback: LookupCallback): void {
  dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => {
    if (error) return callback(error, []);
    if (addresses.length === 0 || addresses.some((a) => isPrivateAddress(a.address))) return callback(new PrivateHostError(TEXT_AI_PRIVATE_HOST(hostname)), []);
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}

let guardedAgent: Agent | undefined;

/**
 * A fetch for requests to a person's model server (the AI SDK takes it as its
 * `fetch`). With private hosts allowed it only refuses redirects.
 */
export function modelFetch(allowPrivate: boolean): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const host = url.hostname.replace(/^\[|\]$/g, '');
    // A literal address is connected to without a lookup, so it is checked here.
    if (!allowPrivate && isIP(host) && isPrivateAddress(host)) throw new Invalid('PRIVATE_HOST', TEXT_AI_PRIVATE_HOST(host));
    guardedAgent ??= new Agent({ connect: { lookup: guardedLookup as never } });
    const response = await undiciFetch(url, { ...(init as UndiciRequestInit), redirect: 'manual', ...(allowPrivate ? {} : { dispatcher: guardedAgent }) });
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      throw new Invalid('MODEL_REDIRECT', TEXT_AI_REDIRECT(response.status));
    }
    return response as unknown as Response;
  }) as typeof fetch;
}

/** True when an error (or its cause) is the guard's refusal of a private address. */
export function isPrivateHostRefusal(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if (e instanceof PrivateHostError || (e instanceof Invalid && e.code === 'PRIVATE_HOST')) return true;
  }
  return false;
}
