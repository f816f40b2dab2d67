/**
 * Response headers for every answer: a Content-Security-Policy without inline
 * scripts, no MIME sniffing, no framing of the app, and a strict referrer.
 * Images may come from https: because a message's remote images are shown,
 * in its sandboxed frame, once the user allows them (the frame inherits this policy).
 */
import { secureHeaders } from 'hono/secure-headers';
import type { Config } from '../config';

export function contentSecurityPolicy(config: Config) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...(config.publicUrl.startsWith('http:') ? ['http:'] : [])],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    frameSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

export function securityHeaders(config: Config) {
  return secureHeaders({
    contentSecurityPolicy: contentSecurityPolicy(config),
    xContentTypeOptions: 'nosniff',
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: config.publicUrl.startsWith('https://') ? 'max-age=15552000; includeSubDomains' : false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
    crossOriginOpenerPolicy: 'same-origin',
  });
}
