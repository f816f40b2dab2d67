/**
 * Sanitises incoming (untrusted) mail HTML before it reaches the browser,
 * which shows it in a sandboxed iframe as a second line of defence.
 *
 * Promises: no active content (script, iframe, object, embed, form, base,
 * meta, link, svg, style elements), no event handlers, no `javascript:`,
 * `vbscript:` or `data:` URLs except `data:image/*` bitmaps on <img>, links
 * open in a new browsing context without an opener, and remote images do not
 * load until the user allows them (their URL moves to `data-remote-src`).
 *
 * Inline `style` attributes are kept because most mail layouts depend on
 * them, but a style that could fetch (url(), @import), run (expression(),
 * behavior, -moz-binding), or overlay the app (position: fixed/absolute/
 * sticky) is dropped whole, as are CSS escapes (a backslash) that could hide
 * those words from the check.
 */
import sanitize from 'sanitize-html';
import { htmlToText, textToHtml } from '../../core/mail/html-text';

/** A 1x1 transparent GIF so a blocked image keeps its box. */
export const BLOCKED_IMAGE_PLACEHOLDER =
  'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

export interface SanitizeOptions {
  /** Load remote images directly (the user allowed them for this sender or message). */
  allowRemoteImages?: boolean;
}

export interface SanitizedHtml {
  html: string;
  /** How many remote images were blocked (0 when they are allowed). */
  remoteImages: number;
}

const DANGEROUS_STYLE =
  /url\s*\(|expression\s*\(|javascript:|vbscript:|behavior\s*:|-moz-binding|@import|\\|position\s*:\s*(fixed|absolute|sticky)/i;
const REMOTE_URL = /^\s*(https?:)?\/\//i;
const SAFE_DATA_IMAGE = /^\s*data:image\/(png|gif|jpe?g|webp|bmp);/i;

const ALLOWED_TAGS = [
  ...sanitize.defaults.allowedTags.filter((t) => t !== 'style'),
  'img', 'font', 'center', 'u', 's', 'strike', 'small', 'big', 'sub', 'sup', 'hr', 'br', 'col', 'colgroup',
];

const GLOBAL_ATTRS = ['style', 'class', 'dir', 'lang', 'title', 'align', 'valign', 'width', 'height', 'bgcolor', 'color'];

function baseOptions(): sanitize.IOptions {
  return {
    allowedTags: ALLOWED_TAGS,
    // Whole elements whose text must not leak into the output either.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'head', 'iframe', 'object', 'svg', 'math'],
    disallowedTagsMode: 'discard',
    allowedAttributes: {
      '*': GLOBAL_ATTRS,
      a: ['href', 'name', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height', 'data-remote-src'],
      font: ['face', 'size', 'color'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan', 'scope'],
      table: ['border', 'cellpadding', 'cellspacing'],
      ol: ['start', 'type'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https', 'cid', 'data'] },
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
    allowProtocolRelative: true,
    // Styles are checked as one string below; parsing them would let a
    // malformed declaration through in a form we did not inspect.
    parseStyleAttributes: false,
    allowVulnerableTags: false,
  };
}

function dropDangerousStyle(attribs: sanitize.Attributes): sanitize.Attributes {
  if (attribs.style !== undefined && DANGEROUS_STYLE.test(attribs.style)) {
    const { style: _style, ...rest } = attribs;
    return rest;
  }
  return attribs;
}

/**
 * Elements nested deeper than this are not parsed as HTML: the parser's time grows with the square of the
 * depth (a megabyte of "<b>" took 37 s of the server's thread). Real mail stays far below it.
 */
export const MAX_NESTING_DEPTH = 1000;
/** Tags that close themselves (void) or that the next one of their kind closes: they do not deepen the tree. */
const FLAT_TAGS = new Set(['br', 'img', 'hr', 'input', 'meta', 'link', 'area', 'base', 'col', 'embed', 'source', 'track', 'wbr', 'li', 'p', 'td', 'th', 'tr', 'option', 'dt', 'dd']);

/** Whether open tags pile up past MAX_NESTING_DEPTH, counted in one pass. */
export function nestsTooDeep(html: string): boolean {
  let depth = 0;
  for (const m of html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)[^<>]*>/g)) {
    const name = m[2]!.toLowerCase();
    if (FLAT_TAGS.has(name) || m[0].endsWith('/>')) continue;
    depth = m[1] ? Math.max(0, depth - 1) : depth + 1;
    if (depth > MAX_NESTING_DEPTH) return true;
  }
  return false;
}

/** Mail too deeply nested to parse, shown as its text instead. */
const asText = (html: string) => textToHtml(htmlToText(html));

/**
 * Sanitises mail HTML with a strict allowlist (see the module header).
 * Returns the safe HTML and the number of remote images blocked.
 */
export function sanitizeMailHtml(html: string, options: SanitizeOptions = {}): SanitizedHtml {
  if (nestsTooDeep(html)) return { html: asText(html), remoteImages: 0 };
  let remoteImages = 0;
  const opts = baseOptions();
  opts.transformTags = {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' },
    }),
    img: (tagName, attribs) => {
      const { src, srcset: _srcset, ...rest } = attribs;
      const out: sanitize.Attributes = { ...rest };
      delete out['data-remote-src'];
      if (src && REMOTE_URL.test(src)) {
        const url = src.trim().startsWith('//') ? `https:${src.trim()}` : src.trim();
        if (options.allowRemoteImages) {
          out.src = url;
        } else {
          remoteImages++;
          out.src = BLOCKED_IMAGE_PLACEHOLDER;
          out['data-remote-src'] = url;
        }
      } else if (src && (SAFE_DATA_IMAGE.test(src) || /^\s*cid:/i.test(src))) {
        out.src = src;
      }
      return { tagName, attribs: out };
    },
    '*': (tagName, attribs) => ({ tagName, attribs: dropDangerousStyle(attribs) }),
  };
  const safe = sanitize(html, opts);
  return { html: safe, remoteImages };
}

/**
 * Turns HTML that sanitizeMailHtml produced into one whose remote images load
 * (the user clicked "show images"). It sanitises again, so it is safe to call
 * on stored HTML of any origin.
 */
export function allowRemoteImages(sanitizedHtml: string): string {
  if (nestsTooDeep(sanitizedHtml)) return asText(sanitizedHtml);
  const opts = baseOptions();
  opts.transformTags = {
    img: (tagName, attribs) => {
      const { 'data-remote-src': remote, ...rest } = attribs;
      if (remote && /^https:\/\/|^http:\/\//i.test(remote.trim())) return { tagName, attribs: { ...rest, src: remote.trim() } };
      return { tagName, attribs: rest };
    },
    '*': (tagName, attribs) => ({ tagName, attribs: dropDangerousStyle(attribs) }),
  };
  return sanitize(sanitizedHtml, opts);
}
