/**
 * Hostile strings for the "stored content never runs" journey (issue 9).
 *
 * Every payload, if it ever ran, either sets `window.__xss` (in its own
 * window, or in `parent`/`top` when it would run inside a frame) to its own id
 * or calls `alert()` with its id, so a failure names the payload that ran.
 * Each is one line with single spaces, so a screen that shows it as text
 * shows exactly these characters.
 */

/** The global a payload sets when it runs. */
export const XSS_FLAG = '__xss';

export interface XssPayload {
  /** Short, unique, also what the payload writes to the flag or alerts. */
  id: string;
  /** What the payload tries. */
  kind: 'script' | 'handler' | 'url' | 'svg' | 'style' | 'broken' | 'template' | 'markdown';
  payload: string;
}

const set = (id: string) => `window.__xss='${id}'`;

export const XSS_CORPUS: readonly XssPayload[] = [
  // Script elements.
  { id: 'script', kind: 'script', payload: `<script>${set('script')}</script>` },
  { id: 'script-src-data', kind: 'script', payload: `<script src="data:text/javascript,${set('script-src-data')}"></script>` },
  { id: 'script-case', kind: 'script', payload: `<ScRiPt>alert('script-case')</sCrIpT>` },
  { id: 'nested-lt', kind: 'script', payload: `<<script>${set('nested-lt')}//<</script>` },

  // Event handlers.
  { id: 'img-onerror', kind: 'handler', payload: `<img src=x onerror="${set('img-onerror')}">` },
  { id: 'svg-onload', kind: 'handler', payload: `<svg onload="${set('svg-onload')}">` },
  { id: 'body-onload', kind: 'handler', payload: `<body onload="${set('body-onload')}">` },
  { id: 'details-ontoggle', kind: 'handler', payload: `<details open ontoggle="${set('details-ontoggle')}">toggle</details>` },
  { id: 'input-autofocus', kind: 'handler', payload: `<input autofocus onfocus="${set('input-autofocus')}">` },
  { id: 'video-source', kind: 'handler', payload: `<video><source onerror="${set('video-source')}"></video>` },
  { id: 'marquee', kind: 'handler', payload: `<marquee onstart="alert('marquee')">m</marquee>` },

  // javascript: and data: URLs in links, frames, forms and objects.
  { id: 'a-js', kind: 'url', payload: `<a href="javascript:${set('a-js')}">js link</a>` },
  { id: 'a-js-entity', kind: 'url', payload: `<a href="JaVaScRiPt&colon;alert('a-js-entity')">entity link</a>` },
  { id: 'a-data-html', kind: 'url', payload: `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgnYS1kYXRhLWh0bWwnKTwvc2NyaXB0Pg==">data link</a>` },
  { id: 'iframe-js', kind: 'url', payload: `<iframe src="javascript:parent.__xss='iframe-js'"></iframe>` },
  { id: 'iframe-data', kind: 'url', payload: `<iframe src="data:text/html,<script>alert('iframe-data')</script>"></iframe>` },
  { id: 'iframe-srcdoc', kind: 'url', payload: `<iframe srcdoc="<script>parent.__xss='iframe-srcdoc'</script>"></iframe>` },
  { id: 'form-action', kind: 'url', payload: `<form action="javascript:${set('form-action')}"><button>go</button></form>` },
  { id: 'object-data', kind: 'url', payload: `<object data="data:text/html,<script>alert('object-data')</script>"></object>` },
  { id: 'embed-data', kind: 'url', payload: `<embed src="data:text/html,<script>alert('embed-data')</script>">` },
  { id: 'meta-refresh', kind: 'url', payload: `<meta http-equiv="refresh" content="0;url=javascript:${set('meta-refresh')}">` },
  { id: 'base-href', kind: 'url', payload: `<base href="javascript:${set('base-href')}//">` },

  // SVG.
  { id: 'svg-script', kind: 'svg', payload: `<svg><script>${set('svg-script')}</script></svg>` },
  { id: 'svg-xlink', kind: 'svg', payload: `<svg><a xlink:href="javascript:${set('svg-xlink')}"><text x="0" y="20">svg link</text></a></svg>` },
  { id: 'svg-animate', kind: 'svg', payload: `<svg><animate onbegin="${set('svg-animate')}" attributeName="x" dur="1s"/></svg>` },

  // Style-based tricks.
  { id: 'style-import', kind: 'style', payload: `<style>@import 'javascript:${set('style-import')}';</style>` },
  { id: 'style-expression', kind: 'style', payload: `<div style="width:expression(${set('style-expression')})">expr</div>` },
  { id: 'style-url', kind: 'style', payload: `<style>body{background:url("javascript:${set('style-url')}")}</style>` },
  { id: 'style-attr-url', kind: 'style', payload: `<div style="background:url(javascript:${set('style-attr-url')})">bg</div>` },

  // Broken markup and attribute-breaking quotes.
  { id: 'break-dq', kind: 'broken', payload: `"><script>${set('break-dq')}</script>` },
  { id: 'break-sq', kind: 'broken', payload: `'><img src=x onerror="${set('break-sq')}">` },
  { id: 'break-textarea', kind: 'broken', payload: `</textarea><script>${set('break-textarea')}</script>` },
  { id: 'break-title', kind: 'broken', payload: `</title></style><img src=x onerror=alert('break-title')>` },
  { id: 'mxss-noscript', kind: 'broken', payload: `<noscript><p title="</noscript><img src=x onerror=${set('mxss-noscript')}>">` },

  // Things that look like template placeholders or code.
  { id: 'template-constructor', kind: 'template', payload: `{{constructor.constructor('${set('template-constructor')}')()}}` },
  { id: 'template-literal', kind: 'template', payload: `\${alert('template-literal')}` },
  { id: 'template-brace', kind: 'template', payload: `{<img src=x onerror="${set('template-brace')}">}` },

  // Markdown-ish links.
  { id: 'md-link', kind: 'markdown', payload: `[click me](javascript:${set('md-link')})` },
  { id: 'md-image', kind: 'markdown', payload: `![img](x" onerror="${set('md-image')})` },
  { id: 'md-autolink', kind: 'markdown', payload: `<javascript:alert('md-autolink')>` },

  // Last: markup that swallows what follows it (a <style> opened inside <math>, an unclosed tag).
  { id: 'mxss-math', kind: 'broken', payload: `<math><mtext><table><mglyph><style><img src=x onerror="${set('mxss-math')}">` },
  { id: 'unclosed', kind: 'broken', payload: `<img src=x onerror=alert('unclosed')` },
];

/** A payload by id; throws on a typo so a test cannot quietly use nothing. */
export function payload(id: string): string {
  const found = XSS_CORPUS.find((p) => p.id === id);
  if (!found) throw new Error(`No XSS payload "${id}"`);
  return found.payload;
}

/**
 * Indices whose marker must show in a rendered corpus body: all up to and
 * including the `<math>...<style>` payload, whose raw-text style element
 * (dropped whole by the sanitisers) takes the rest of the document with it.
 */
export const SHOWN_MARKERS: readonly number[] = XSS_CORPUS.slice(0, XSS_CORPUS.findIndex((p) => p.id === 'mxss-math') + 1).map((_, i) => i);

/** The visible marker written before each payload in an HTML body: `[XSS-07 a-js]`. */
export const marker = (index: number) => `[XSS-${String(index + 1).padStart(2, '0')} ${XSS_CORPUS[index]!.id}]`;

/**
 * The whole corpus as one HTML document body, each payload in its own block
 * after a visible marker, for mail and scheduled bodies. The payloads that
 * swallow the markup after them sit last (see {@link SHOWN_MARKERS}).
 */
export function corpusHtml(): string {
  return XSS_CORPUS.map((p, i) => `<p>${marker(i)}</p><div>${p.payload}</div>`).join('\n');
}

/**
 * Finds markup that could still run in a document: scripts that are not the
 * app's own, `on*` attributes, `javascript:`/`vbscript:`/`data:text/html` URLs,
 * `srcdoc` frames, objects and embeds, meta refreshes, and styles that fetch or
 * evaluate. Pass it to `frame.evaluate` in every frame; it returns one line per
 * finding. (Written as a self-contained function because it runs in the page.)
 */
export function findLiveMarkup(appScripts: string[]): string[] {
  const found: string[] = [];
  const describe = (el: Element) => el.outerHTML.slice(0, 160);
  const badUrl = /^\s*(javascript|vbscript|data\s*:\s*text\/html|data\s*:\s*image\/svg)/i;
  for (const script of Array.from(document.querySelectorAll('script'))) {
    const src = script.getAttribute('src') ?? '';
    const ours = src !== '' && appScripts.some((prefix) => src.startsWith(prefix)) && script.textContent === '';
    if (!ours) found.push(`script element: ${describe(script)}`);
  }
  for (const el of Array.from(document.querySelectorAll('*'))) {
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) found.push(`handler attribute ${name}: ${describe(el)}`);
      if (['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'poster', 'background', 'dynsrc', 'lowsrc'].includes(name) && badUrl.test(attr.value)) {
        found.push(`${name} URL: ${describe(el)}`);
      }
      if (name === 'srcdoc' && (!el.hasAttribute('sandbox') || /allow-scripts/i.test(el.getAttribute('sandbox') ?? ''))) {
        found.push(`srcdoc frame that may run scripts: ${describe(el)}`);
      }
      if (name === 'style' && /expression\s*\(|javascript:|@import|-moz-binding|(?<![\w-])behavior\s*:/i.test(attr.value)) {
        found.push(`active style attribute: ${describe(el)}`);
      }
    }
  }
  for (const el of Array.from(document.querySelectorAll('object, embed, applet, base[href^="javascript" i]'))) {
    found.push(`active element: ${describe(el)}`);
  }
  for (const meta of Array.from(document.querySelectorAll('meta[http-equiv]'))) {
    if (/refresh/i.test(meta.getAttribute('http-equiv') ?? '')) found.push(`meta refresh: ${describe(meta)}`);
  }
  for (const style of Array.from(document.querySelectorAll('style'))) {
    if (/@import|expression\s*\(|javascript:|-moz-binding|(?<![\w-])behavior\s*:/i.test(style.textContent ?? '')) found.push(`active style element: ${describe(style)}`);
  }
  return found;
}
