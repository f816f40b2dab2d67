/**
 * Acts on a message's List-Unsubscribe. With RFC 8058 one-click, our server
 * makes the POST itself: https only, no redirects, 10 s at most, and never to
 * a private or loopback address (the sender chose the URL, and it must not
 * reach our own network) unless MAIL_ALLOW_PRIVATE_HOSTS is set. Otherwise a
 * mailto: target is written from the account that received the message, and
 * failing both the web link is handed to the browser to open.
 */
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { parseListUnsubscribe } from '../../core/mail/list-unsubscribe';
import { DomainError, ProviderFailed, Unprocessable } from '../../core/errors';
import { resolveMailHost } from '../accounts/host-guard';

export type UnsubscribeMethod = 'one-click' | 'mailto' | 'link';
export interface UnsubscribeResult {
  method: UnsubscribeMethod;
  url?: string;
}

export const UNSUBSCRIBE_TIMEOUT_MS = 10_000;
export const TEXT_NO_UNSUBSCRIBE = 'This message has no unsubscribe link.';
export const TEXT_UNSUBSCRIBE_PRIVATE = "The unsubscribe link points into a private network, so Email Buddy did not call it.";
export const TEXT_UNSUBSCRIBE_FAILED = (detail: string) => `The sender's server did not take the unsubscribe: ${detail}.`;

export interface UnsubscribeDeps {
  allowPrivate: boolean;
  /** Sends the unsubscribe email from the account the message came to. */
  sendMail(mail: { accountId: string; to: string; subject: string; body: string }): Promise<unknown>;
  timeoutMs?: number;
}

/** One POST of `List-Unsubscribe=One-Click` to the address that was checked, following no redirect. */
async function postOneClick(url: URL, deps: UnsubscribeDeps): Promise<void> {
  let address: string;
  try {
    address = await resolveMailHost(url.hostname, { allowPrivate: deps.allowPrivate });
  } catch (error) {
    if (error instanceof DomainError && error.code === 'PRIVATE_HOST') throw new Unprocessable('UNSUBSCRIBE_PRIVATE_HOST', TEXT_UNSUBSCRIBE_PRIVATE);
    throw new ProviderFailed('UNSUBSCRIBE_FAILED', TEXT_UNSUBSCRIBE_FAILED('its server could not be found'), { cause: error });
  }
  const family = isIP(address) === 6 ? 6 : 4;
  const body = 'List-Unsubscribe=One-Click';
  const client = url.protocol === 'https:' ? https : http;
  await new Promise<void>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body), 'user-agent': 'Email Buddy' },
        timeout: deps.timeoutMs ?? UNSUBSCRIBE_TIMEOUT_MS,
        // Connect to the address the guard approved, not to whatever the name resolves to a moment later.
        lookup: (_host, options, callback) => {
          if ((options as { all?: boolean }).all) (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
          else callback(null, address, family);
        },
      },
      (response) => {
        response.resume();
        const status = response.statusCode ?? 0;
        if (status >= 200 && status < 300) resolve();
        else reject(new ProviderFailed('UNSUBSCRIBE_FAILED', TEXT_UNSUBSCRIBE_FAILED(status >= 300 && status < 400 ? `it answered with a redirect (${status})` : `it answered ${status}`)));
      },
    );
    request.on('timeout', () => request.destroy(new ProviderFailed('UNSUBSCRIBE_FAILED', TEXT_UNSUBSCRIBE_FAILED('it did not answer within 10 seconds'))));
    request.on('error', (error) => reject(error instanceof ProviderFailed ? error : new ProviderFailed('UNSUBSCRIBE_FAILED', TEXT_UNSUBSCRIBE_FAILED('it could not be reached'), { cause: error })));
    request.end(body);
  });
}

export async function unsubscribe(
  message: { accountId: string; listUnsubscribe: string | null; listUnsubscribePost: string | null },
  deps: UnsubscribeDeps,
): Promise<UnsubscribeResult> {
  const targets = parseListUnsubscribe(message.listUnsubscribe, message.listUnsubscribePost);
  if (!targets.web && !targets.mailto) throw new Unprocessable('NO_UNSUBSCRIBE', TEXT_NO_UNSUBSCRIBE);
  const web = targets.web ? new URL(targets.web) : undefined;
  // RFC 8058 asks for https; plain http only where private hosts are allowed (a test or a LAN).
  if (web && targets.oneClick && (web.protocol === 'https:' || deps.allowPrivate)) {
    try {
      await postOneClick(web, deps);
      return { method: 'one-click', url: web.toString() };
    } catch (error) {
      // The sender's mail address still takes the request when its web form would not.
      if (!targets.mailto) throw error;
    }
  }
  if (targets.mailto) {
    const { to, subject, body, url } = targets.mailto;
    await deps.sendMail({ accountId: message.accountId, to, subject, body });
    return { method: 'mailto', url };
  }
  return { method: 'link', url: web!.toString() };
}
