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
 * so its fetches never count as a read.
 */

export type MailProxy = 'gmail' | 'apple' | 'yahoo' | 'outlook';

const PROXIES: readonly { proxy: MailProxy; pattern: RegExp }[] = [
  // "Mozilla/5.0 (Windows NT 5.1; rv:11.0) Gecko Firefox/11.0 (via ggpht.com GoogleImageProxy)"
  { proxy: 'gmail', pattern: /GoogleImageProxy|via ggpht\.com/i },
  { proxy: 'yahoo', pattern: /YahooMailProxy/i },
  { proxy: 'outlook', pattern: /OutlookImageProxy|Microsoft-?Outlook-?Proxy|Outlook-?ImageProxy/i },
  // Mail Privacy Protection fetches with a bare "Mozilla/5.0", or with a
  // WebKit agent that lacks the Safari/ and Version/ tokens a browser sends.
  { proxy: 'apple', pattern: /^Mozilla\/5\.0$/ },
  {
    proxy: 'apple',
    pattern: /^Mozilla\/5\.0 \((?:Macintosh|iPhone|iPad)[^)]*\) AppleWebKit\/[\d.]+ \(KHTML, like Gecko\)$/,
  },
];

/** How long after sending a proxy fetch is assumed to be a prefetch rather than a read. */
export const PREFETCH_WINDOW_MS = 60_000;

/** The mail proxy a User-Agent belongs to, or null for anything else (browsers, mail apps, unknown). */
export function detectMailProxy(userAgent: string | null | undefined): MailProxy | null {
  const ua = (userAgent ?? '').trim();
  if (!ua) return null;
  return PROXIES.find((p) => p.pattern.test(ua))?.proxy ?? null;
}

export type OpenKind = 'human' | 'proxy-prefetch';

/**
 * Classifies one pixel fetch. A fetch from Apple's privacy proxy is always a
 * prefetch; one from another known proxy is a prefetch when it comes within
 * `windowMs` of `sentAt`; anything else is a human open. (Opens from the
 * sender's own session are a separate check made by the endpoint.)
 */
export function classifyOpen(
  input: { userAgent: string | null | undefined; sentAt: Date; openedAt: Date },
  windowMs = PREFETCH_WINDOW_MS,
): OpenKind {
  const proxy = detectMailProxy(input.userAgent);
  if (!proxy) return 'human';
  if (proxy === 'apple') return 'proxy-prefetch';
  return input.openedAt.getTime() - input.sentAt.getTime() <= windowMs ? 'proxy-prefetch' : 'human';
}
