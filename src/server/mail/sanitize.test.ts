import { describe, expect, it } from 'vitest';
import { allowRemoteImages, BLOCKED_IMAGE_PLACEHOLDER, MAX_NESTING_DEPTH, nestsTooDeep, sanitizeMailHtml } from './sanitize';

const clean = (html: string): string => sanitizeMailHtml(html).html;

/** No executable or fetching construct survives. */
function expectInert(html: string): void {
  expect(html).not.toMatch(/<script|<iframe|<object|<embed|<form|<base|<meta|<link|<svg|<style/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:|vbscript:|data:text/i);
}

const XSS_CORPUS: Array<[string, string]> = [
  ['script element', '<p>hi</p><script>alert(1)</script>'],
  ['uppercase script with attributes', '<SCRIPT SRC=//evil.test/x.js></SCRIPT>'],
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['javascript link', '<a href="javascript:alert(1)">click</a>'],
  ['entity-encoded javascript link', '<a href="jav&#x09;ascript&colon;alert(1)">x</a>'],
  ['vbscript link', '<a href="vbscript:msgbox(1)">x</a>'],
  ['data:text/html link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['svg with onload', '<svg onload=alert(1)><circle r=5 /></svg>'],
  ['iframe', '<iframe src="https://evil.test"></iframe>'],
  ['object and embed', '<object data="x.swf"></object><embed src="x.swf">'],
  ['form', '<form action="https://evil.test"><input name=p><button>Go</button></form>'],
  ['base, meta and link', '<base href="https://evil.test/"><meta http-equiv="refresh" content="0;url=https://evil.test"><link rel=stylesheet href=https://evil.test/x.css>'],
  ['style element with expression', '<style>body{width:expression(alert(1))}</style><p>t</p>'],
  ['broken markup', '<img src="x" onerror="alert(1)"<p>open <b>tags<a href=javascript:alert(1)>'],
  ['body onload', '<body onload=alert(1)><div onclick="x()">a</div></body>'],
  ['math and xmp tricks', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
];

describe('sanitizeMailHtml', () => {
  it.each(XSS_CORPUS)('neutralises %s', (_name, html) => {
    expectInert(clean(html));
  });

  it('keeps ordinary formatting and text', () => {
    const out = clean('<div style="color:red"><h1>Title</h1><p>Hello <b>Ann</b> &amp; co</p><table><tr><td colspan="2">x</td></tr></table></div>');
    expect(out).toBe('<div style="color:red"><h1>Title</h1><p>Hello <b>Ann</b> &amp; co</p><table><tr><td colspan="2">x</td></tr></table></div>');
  });

  it('opens links in a new context without opener or referrer', () => {
    expect(clean('<a href="https://x.io/a" target="_self">x</a>')).toBe(
      '<a href="https://x.io/a" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('drops styles that fetch, run or overlay the page', () => {
    for (const style of [
      'background:url(https://t.test/p.gif)',
      'width:expression(alert(1))',
      'position: fixed; top:0',
      'background:u\\72l(x)',
      'behavior:url(x.htc)',
    ]) {
      expect(clean(`<p style="${style}">t</p>`)).toBe('<p>t</p>');
    }
  });

  it('blocks remote images and counts them', () => {
    const result = sanitizeMailHtml(
      '<img src="https://track.test/p.gif" alt="logo"><img src="//cdn.test/a.png" srcset="https://a 2x"><img src="http://x.test/b.jpg">',
    );
    expect(result.remoteImages).toBe(3);
    expect(result.html).not.toMatch(/\ssrc="(https?:)?\/\//);
    expect(result.html).not.toContain('srcset');
    expect(result.html).toContain('data-remote-src="https://track.test/p.gif"');
    expect(result.html).toContain('data-remote-src="https://cdn.test/a.png"');
    expect(result.html).toContain(`src="${BLOCKED_IMAGE_PLACEHOLDER}"`);
  });

  it('keeps inline data:image and cid images but not other data URLs', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const result = sanitizeMailHtml(`<img src="${png}"><img src="cid:logo@x"><img src="data:text/html,<script>">`);
    expect(result.remoteImages).toBe(0);
    expect(result.html).toBe(`<img src="${png}" /><img src="cid:logo@x" /><img />`);
  });

  it('does not trust a data-remote-src coming from the sender', () => {
    const out = sanitizeMailHtml('<img data-remote-src="javascript:alert(1)">');
    expect(out.html).toBe('<img />');
  });

  it('loads remote images directly when the option allows them', () => {
    const out = sanitizeMailHtml('<img src="https://x.test/a.png">', { allowRemoteImages: true });
    expect(out).toEqual({ html: '<img src="https://x.test/a.png" />', remoteImages: 0 });
  });
});

describe('allowRemoteImages', () => {
  it('restores blocked images of sanitised HTML and stays safe', () => {
    const blocked = sanitizeMailHtml('<p>x</p><img src="https://x.test/a.png" alt="a">').html;
    const shown = allowRemoteImages(blocked);
    expect(shown).toBe('<p>x</p><img alt="a" src="https://x.test/a.png" />');
    expectInert(allowRemoteImages('<img data-remote-src="javascript:alert(1)" onerror=x><script>1</script>'));
  });
});

describe('mail nested past any real depth', () => {
  // The HTML parser's time grows with the square of the depth: a megabyte of "<b>" held the server for 37 s.
  it('is shown as its text, at once', () => {
    for (const open of ['<b>', '<div>', '<ul><li>', '<table><tr><td>']) {
      const out = sanitizeMailHtml(`<p>Hello there</p>${open.repeat(Math.floor(1_000_000 / open.length))}<script>alert(1)</script>`);
      expect(out.html).toContain('Hello there');
      expect(out.html).not.toContain('<script');
      expect(out.html).not.toContain('<b>');
      expect(allowRemoteImages(out.html)).toContain('Hello there');
    }
  });

  it('leaves ordinary mail as HTML: long lists, many paragraphs, depth well inside the limit', () => {
    expect(nestsTooDeep(`<ul>${'<li>item'.repeat(5_000)}</ul>`)).toBe(false);
    expect(nestsTooDeep('<p>x</p>'.repeat(5_000))).toBe(false);
    expect(nestsTooDeep(`${'<div>'.repeat(MAX_NESTING_DEPTH)}deep${'</div>'.repeat(MAX_NESTING_DEPTH)}`)).toBe(false);
    expect(nestsTooDeep(`${'<div>'.repeat(MAX_NESTING_DEPTH + 1)}`)).toBe(true);
    expect(sanitizeMailHtml(`<div><b>Bold</b> and <img src="cid:x"/></div>`).html).toBe('<div><b>Bold</b> and <img src="cid:x" /></div>');
  });
});
