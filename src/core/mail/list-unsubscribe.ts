/**
 * Reads a List-Unsubscribe header (RFC 2369: angle-bracketed URIs, comma
 * separated, the sender's preference first) and List-Unsubscribe-Post
 * (RFC 8058: one-click when it says List-Unsubscribe=One-Click).
 */

export interface UnsubscribeTargets {
  /** The first http(s) URI. */
  web?: string;
  /** The first mailto: URI, read into its parts. */
  mailto?: { to: string; subject: string; body: string; url: string };
  /** The Post header asks for a one-click POST to the web URI (RFC 8058); the caller checks it is https. */
  oneClick: boolean;
}

const ONE_CLICK = /^\s*List-Unsubscribe=One-Click\s*$/i;
const EMAIL = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;

function readMailto(uri: string): UnsubscribeTargets['mailto'] {
  const [address = '', query = ''] = uri.slice('mailto:'.length).split('?', 2);
  let to: string;
  try {
    to = decodeURIComponent(address).trim();
  } catch {
    return undefined;
  }
  if (!EMAIL.test(to)) return undefined;
  const params = new URLSearchParams(query.replace(/\+/g, '%2B'));
  return { to, subject: params.get('subject') || 'unsubscribe', body: params.get('body') || 'unsubscribe', url: uri };
}

export function parseListUnsubscribe(header: string | null | undefined, post?: string | null): UnsubscribeTargets {
  const targets: UnsubscribeTargets = { oneClick: false };
  for (const match of (header ?? '').matchAll(/<\s*([^>]+?)\s*>/g)) {
    const uri = match[1]!.replace(/\s+/g, '');
    if (!targets.web && /^https?:\/\//i.test(uri)) {
      try {
        targets.web = new URL(uri).toString();
      } catch {
        // Not a URL after all: the next one may be.
      }
    } else if (!targets.mailto && /^mailto:/i.test(uri)) {
      targets.mailto = readMailto(uri);
    }
  }
  targets.oneClick = Boolean(targets.web && post && ONE_CLICK.test(post));
  return targets;
}

/** True when the header names anything to unsubscribe with. */
export function canUnsubscribe(header: string | null | undefined): boolean {
  const targets = parseListUnsubscribe(header);
  return Boolean(targets.web || targets.mailto);
}
