/**
 * Signed tokens for the public tracking endpoints `/t/c/:token` (click) and
 * `/t/o/:token` (open pixel).
 *
 * Talks to: node:crypto only. Promises: a click token verifies only if it was
 * made with this server's secret for exactly this (tracked email, link index,
 * URL) and the URL is http(s), so `/t/c/` can never be used as an open
 * redirect. Tokens are self-contained (no lookup needed to find the target):
 * `base64url(JSON payload) + "." + base64url(HMAC-SHA256(secret, payload part))`.
 * The payload starts with a kind tag, so an open token is never a valid click
 * token and vice versa.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isHttpUrl } from '../../core/tracking/rewrite';

/** What a valid click token proves. */
export interface ClickClaim {
  trackedEmailId: string;
  linkIndex: number;
  url: string;
}

/** What a valid open token proves. */
export interface OpenClaim {
  trackedEmailId: string;
}

export interface TrackingSigner {
  /** Token for link `linkIndex` of a tracked email. Throws for a non-http(s) URL. */
  signClick(trackedEmailId: string, linkIndex: number, url: string): string;
  /** The claim inside a genuine click token, or null for a tampered, foreign or malformed one. */
  verifyClick(token: string): ClickClaim | null;
  /** Token for the open pixel of a tracked email. */
  signOpen(trackedEmailId: string): string;
  /** The claim inside a genuine open token, or null. */
  verifyOpen(token: string): OpenClaim | null;
}

const MAC_BYTES = 32;
const MIN_SECRET_BYTES = 16;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** Tokens longer than this are refused before any work (URLs are capped at a few KB in practice). */
const MAX_TOKEN_LENGTH = 16_384;

/**
 * Creates a signer bound to `secret` (at least 16 bytes; use the server's
 * configured tracking secret, never a constant).
 */
export function createTrackingSigner(secret: string | Buffer): TrackingSigner {
  const key = typeof secret === 'string' ? Buffer.from(secret, 'utf8') : Buffer.from(secret);
  if (key.length < MIN_SECRET_BYTES) throw new Error(`tracking secret must be at least ${MIN_SECRET_BYTES} bytes`);

  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest();

  const seal = (payload: unknown[]): string => {
    const body = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
    return `${body}.${mac(body).toString('base64url')}`;
  };

  /** The payload array of a token whose MAC checks out, else null. */
  const open = (token: string): unknown[] | null => {
    if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return null;
    const dot = token.indexOf('.');
    if (dot <= 0 || dot !== token.lastIndexOf('.')) return null;
    const body = token.slice(0, dot);
    const sig = token.slice(dot + 1);
    if (!BASE64URL.test(body) || !BASE64URL.test(sig)) return null;
    const given = Buffer.from(sig, 'base64url');
    if (given.length !== MAC_BYTES) return null;
    if (!timingSafeEqual(given, mac(body))) return null;
    try {
      const payload: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      return Array.isArray(payload) ? payload : null;
    } catch {
      return null;
    }
  };

  return {
    signClick(trackedEmailId, linkIndex, url) {
      if (!isHttpUrl(url)) throw new Error('only http(s) links can be tracked');
      if (!Number.isSafeInteger(linkIndex) || linkIndex < 0) throw new Error('link index must be a non-negative integer');
      return seal(['c', trackedEmailId, linkIndex, url]);
    },
    verifyClick(token) {
      const p = open(token);
      if (!p || p.length !== 4 || p[0] !== 'c') return null;
      const [, trackedEmailId, linkIndex, url] = p;
      if (typeof trackedEmailId !== 'string' || typeof url !== 'string') return null;
      if (typeof linkIndex !== 'number' || !Number.isSafeInteger(linkIndex) || linkIndex < 0) return null;
      return isHttpUrl(url) ? { trackedEmailId, linkIndex, url } : null;
    },
    signOpen(trackedEmailId) {
      return seal(['o', trackedEmailId]);
    },
    verifyOpen(token) {
      const p = open(token);
      if (!p || p.length !== 2 || p[0] !== 'o' || typeof p[1] !== 'string') return null;
      return { trackedEmailId: p[1] };
    },
  };
}
