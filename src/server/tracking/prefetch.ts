/**
 * Tells a human open of the tracking pixel from a mail provider fetching it on
 * the recipient's behalf, by the request's User-Agent.
 *
 * Talks to: nothing; it reads the User-Agent the open endpoint received.
 * Promises: never throws; an unknown or missing agent is treated as human.
 * User agents are a heuristic, not proof: Gmail's proxy also fetches when the
 * recipient really opens the message, so a Gmail/Yahoo/Outlook proxy fetch
 * counts as a prefetch only within a short window after sending, while
 * Apple's privacy proxy loads every message on delivery regardless of reading,
 * so its unmistakable fetches never count as a read.
 */

export type MailProxy = 'gmail' | 'apple' | 'yahoo' | 'outlook';

interface ProxyPattern {
  proxy: MailProxy;
  pattern: RegExp;
  /** Fetches regardless of reading, so never a read (else: only inside the window). */
  alwaysPrefetch: boolean;
}

const PROXIES: readonly ProxyPattern[] = [
  // "Mozilla/5.0 (Windows NT 5.1; rv:11.0) Gecko Firefox/11.0 (via ggpht.com GoogleImageProxy)"
  { proxy: 'gmail', pattern: /GoogleImageProxy|via ggpht\.com/i, alwaysPrefetch: false },
  { proxy: 'yahoo', pattern: /YahooMailProxy/i, alwaysPrefetch: false },
  { proxy: 'outlook', pattern: /Outlook-?ImageProxy|Microsoft-?Outlook-?Proxy/i, alwaysPrefetch: false },
  // Mail Privacy Protection's proxy fetches with a bare "Mozilla/5.0".
  { proxy: 'apple', pattern: /^Mozilla\/5\.0$/, alwaysPrefetch: true },
  // A WebKit agent without the Safari/ and Version/ tokens a browser sends is
  // also used by the privacy proxy, but Apple Mail itself shows images with
  // it too, so it only counts as a prefetch right after sending.
  {
    proxy: 'apple',
    pattern: /^Mozilla\/5\.0 \((?:Macintosh|iPhone|iPad)[^)]*\) AppleWebKit\/[\d.]+ \(KHTML, like Gecko\)$/,
    alwaysPrefetch: false,
  },
];

/** How long after sending a proxy fetch is assumed to be a prefetch rather than a read. */
export const PREFETCH_WINDOW_MS = 60_000;

function findProxy(userAgent: string | null | undefined): ProxyPattern | null {
  const ua = (userAgent ?? '').trim();
  return ua ? (PROXIES.find((p) => p.pattern.test(ua)) ?? null) : null;
}

/**
 * The mail proxy a User-Agent may belong to, or null for browsers, desktop
 * mail apps and unknown agents. 'apple' also covers Apple Mail's own agent,
 * which the privacy proxy shares; use {@link classifyOpen} to decide on a read.
 */
export function detectMailProxy(userAgent: string | null | undefined): MailProxy | null {
  return findProxy(userAgent)?.proxy ?? null;
}

export type OpenKind = 'human' | 'proxy-prefetch';

/**
 * Classifies one pixel fetch. A fetch with the privacy proxy's bare agent is
 * always a prefetch; one from another known proxy (or Apple's shared agent)
 * is a prefetch when it comes within `windowMs` of `sentAt`; anything else is
 * a human open. (Opens from the
 * sender's own session are a separate check made by the endpoint.)
 */
export function classifyOpen(
  input: { userAgent: string | null | undefined; sentAt: Date; openedAt: Date },
  windowMs = PREFETCH_WINDOW_MS,
): OpenKind {
  const proxy = findProxy(input.userAgent);
  if (!proxy) return 'human';
  if (proxy.alwaysPrefetch) return 'proxy-prefetch';
  return input.openedAt.getTime() - input.sentAt.getTime() <= windowMs ? 'proxy-prefetch' : 'human';
}
