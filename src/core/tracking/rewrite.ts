/**
 * Rewrites the HTML of a tracked outgoing email: each http(s) link points at
 * the signed click endpoint and, optionally, a 1x1 open pixel is appended.
 *
 * Core cannot load a DOM, so this is a tolerant scanner rather than a parser:
 * it walks `<a ...>` start tags (attribute values may contain `>` inside
 * quotes), skips comments, <script>, <style> and <textarea> contents, and only
 * touches the `href` attribute, leaving the rest of the markup byte for byte.
 */

export interface TrackedLink {
  /** 0-based position among the rewritten links, the index that is signed. */
  index: number;
  /** The link's real target, with HTML entities decoded. */
  url: string;
}

export interface RewriteOptions {
  /** Base URL the recipient can reach, without a trailing slash required. */
  publicUrl: string;
  /** Signs one link; the result goes into `/t/c/{token}`. Omit to leave links alone. */
  sign?: (linkIndex: number, url: string) => string;
  /** When given, a pixel loading `/t/o/{openToken}` is appended. */
  openToken?: string;
}

export interface RewriteResult {
  html: string;
  links: TrackedLink[];
}

// Order matters: the alternatives that hide markup come first, so an <a> in a
// comment or a script is consumed as part of them and never rewritten. Each
// alternative, once started, matches (an unclosed one runs to the end, as a
// browser reads it): one that could fail retried from every later "<a" and a
// megabyte of "<a " took minutes.
const SCANNER =
  /<!--[\s\S]*?(?:-->|$)|<(script|style|textarea)\b[^>]*(?:>|$)[\s\S]*?(?:<\/\1\s*>|$)|<a(?=[\s/>])(?:[^>"']|"[^"]*(?:"|$)|'[^']*(?:'|$))*(?:>|$)/gi;

// One attribute of a start tag: a name, then optionally = and a double-,
// single- or un-quoted value. Walking attributes in order (instead of
// searching for "href=") keeps a title='... href="x"' from being mistaken
// for the link, and makes the first href win as it does in browsers.
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'<>`]+)))?/g;

interface HrefAttribute {
  start: number;
  end: number;
  value: string;
}

function findHref(tag: string): HrefAttribute | null {
  ATTRIBUTE.lastIndex = 2; // past "<a"
  for (let m = ATTRIBUTE.exec(tag); m; m = ATTRIBUTE.exec(tag)) {
    if (m[1]!.toLowerCase() !== 'href') continue;
    const value = m[2] ?? m[3] ?? m[4];
    return value === undefined ? null : { start: m.index, end: m.index + m[0].length, value };
  }
  return null;
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the entities that occur in URLs written by editors (`&amp;`, `&#38;`, `&#x26;`). */
export function decodeHtmlEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/** True for absolute http: or https: URLs, the only ones that are tracked. */
export function isHttpUrl(url: string): boolean {
  return /^https?:\/\/[^\s]/i.test(url);
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The open pixel markup for a token. */
export function pixelTag(publicUrl: string, openToken: string): string {
  const src = `${trimSlash(publicUrl)}/t/o/${encodeURIComponent(openToken)}`;
  return `<img src="${escapeAttribute(src)}" width="1" height="1" alt="" style="display:none">`;
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/**
 * Rewrites `html` for tracking. Every `<a href>` whose target is an http(s)
 * URL becomes `${publicUrl}/t/c/${token}` with the token from `sign`; mailto:,
 * tel:, fragment, relative and other links stay as they are. The pixel goes
 * before `</body>` when there is one, otherwise at the end.
 *
 * Returns the new HTML and the rewritten links in document order.
 */
export function rewriteForTracking(html: string, options: RewriteOptions): RewriteResult {
  const base = trimSlash(options.publicUrl);
  const links: TrackedLink[] = [];
  const sign = options.sign;

  let out = sign
    ? html.replace(SCANNER, (tag: string, hidden: string | undefined) => {
        if (hidden !== undefined || tag.startsWith('<!--')) return tag;
        const href = findHref(tag);
        if (!href) return tag;
        const url = decodeHtmlEntities(href.value).trim();
        if (!isHttpUrl(url)) return tag;
        const index = links.length;
        links.push({ index, url });
        const target = `${base}/t/c/${encodeURIComponent(sign(index, url))}`;
        return `${tag.slice(0, href.start)}href="${escapeAttribute(target)}"${tag.slice(href.end)}`;
      })
    : html;

  if (options.openToken !== undefined) {
    const pixel = pixelTag(base, options.openToken);
    // The last </body>, found in one pass.
    let bodyEnd = -1;
    for (const m of out.matchAll(/<\/body\s*>/gi)) bodyEnd = m.index;
    out = bodyEnd >= 0 ? `${out.slice(0, bodyEnd)}${pixel}${out.slice(bodyEnd)}` : `${out}${pixel}`;
  }
  return { html: out, links };
}
