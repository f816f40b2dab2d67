import { describe, expect, it } from 'vitest';
import { decodeHtmlEntities, rewriteForTracking } from './rewrite';

const publicUrl = 'https://mail.example.org';
const sign = (i: number, url: string) => `tok${i}-${url.length}`;
const rewrite = (html: string, extra: { openToken?: string } = {}) =>
  rewriteForTracking(html, { publicUrl, sign, ...extra });

describe('rewriteForTracking', () => {
  it('rewrites double- and single-quoted http(s) links in order', () => {
    const { html, links } = rewrite(`<p><a href="https://a.com/x">A</a> <a class='b' href='http://b.com'>B</a></p>`);
    expect(links).toEqual([
      { index: 0, url: 'https://a.com/x' },
      { index: 1, url: 'http://b.com' },
    ]);
    expect(html).toBe(
      `<p><a href="${publicUrl}/t/c/tok0-15">A</a> <a class='b' href="${publicUrl}/t/c/tok1-12">B</a></p>`,
    );
  });

  it('rewrites unquoted and upper-case hrefs', () => {
    const { html, links } = rewrite('<A HREF=HTTPS://c.com/p?q=1>C</A>');
    expect(links).toEqual([{ index: 0, url: 'HTTPS://c.com/p?q=1' }]);
    expect(html).toBe(`<A href="${publicUrl}/t/c/tok0-19">C</A>`);
  });

  it('leaves mailto, tel, fragment, relative and javascript links alone', () => {
    const input =
      '<a href="mailto:a@b.c">m</a><a href="tel:+1">t</a><a href="#top">f</a><a href="/x">r</a><a href="javascript:alert(1)">j</a><a name="n">n</a>';
    expect(rewrite(input)).toEqual({ html: input, links: [] });
  });

  it('decodes entities in the signed URL and keeps other attributes byte for byte', () => {
    const { html, links } = rewrite('<a target="_blank" href="https://x.com/?a=1&amp;b=2" data-x="1">x</a>');
    expect(links[0]!.url).toBe('https://x.com/?a=1&b=2');
    expect(html).toBe(`<a target="_blank" href="${publicUrl}/t/c/tok0-22" data-x="1">x</a>`);
  });

  it('tolerates > inside quoted attributes and newlines inside the tag', () => {
    const { html, links } = rewrite('<a title="a > b"\n   href="https://y.com">y</a>');
    expect(links).toEqual([{ index: 0, url: 'https://y.com' }]);
    expect(html).toBe(`<a title="a > b"\n   href="${publicUrl}/t/c/tok0-13">y</a>`);
  });

  it('is not fooled by href text inside another attribute or by data-href', () => {
    const input = `<a title=' href="https://evil.com"' data-href="https://evil.com" href="https://good.com">g</a>`;
    const { html, links } = rewrite(input);
    expect(links).toEqual([{ index: 0, url: 'https://good.com' }]);
    expect(html).toContain(`data-href="https://evil.com" href="${publicUrl}/t/c/tok0-16"`);
  });

  it('ignores tags that only start with a, such as abbr and area', () => {
    const input = '<abbr href="https://a.com">x</abbr><area href="https://a.com">';
    expect(rewrite(input).links).toEqual([]);
  });

  it('does not touch links inside comments, scripts or styles', () => {
    const input =
      '<!-- <a href="https://c.com">c</a> --><script>var s = \'<a href="https://s.com">\';</script><style>/* <a href="https://t.com"> */</style><a href="https://real.com">r</a>';
    const { html, links } = rewrite(input);
    expect(links).toEqual([{ index: 0, url: 'https://real.com' }]);
    expect(html.startsWith(input.slice(0, input.indexOf('<a href="https://real.com">')))).toBe(true);
  });

  it('signs the same URL twice with two indices', () => {
    expect(rewrite('<a href="https://a.com">1</a><a href="https://a.com">2</a>').links.map((l) => l.index)).toEqual([
      0, 1,
    ]);
  });

  it('uses the first href when a tag repeats it, as browsers do', () => {
    const { links } = rewrite('<a href="https://first.com" href="https://second.com">x</a>');
    expect(links).toEqual([{ index: 0, url: 'https://first.com' }]);
  });

  it('escapes the token so it cannot break out of the attribute', () => {
    const { html } = rewriteForTracking('<a href="https://a.com">a</a>', { publicUrl, sign: () => '"><script>' });
    expect(html).toBe(`<a href="${publicUrl}/t/c/%22%3E%3Cscript%3E">a</a>`);
  });

  it('appends the open pixel before </body> when there is one', () => {
    const { html } = rewrite('<html><body><p>Hi</p></body></html>', { openToken: 'open1' });
    expect(html).toBe(
      `<html><body><p>Hi</p><img src="${publicUrl}/t/o/open1" width="1" height="1" alt="" style="display:none"></body></html>`,
    );
  });

  it('appends the open pixel at the end of a fragment and strips a trailing slash from publicUrl', () => {
    const { html } = rewriteForTracking('<p>Hi</p>', { publicUrl: `${publicUrl}/`, openToken: 'o' });
    expect(html).toBe(`<p>Hi</p><img src="${publicUrl}/t/o/o" width="1" height="1" alt="" style="display:none">`);
  });

  it('leaves links alone when no signer is given', () => {
    const input = '<a href="https://a.com">a</a>';
    expect(rewriteForTracking(input, { publicUrl })).toEqual({ html: input, links: [] });
  });
});

describe('decodeHtmlEntities', () => {
  it('decodes named, decimal and hex references and keeps unknown ones', () => {
    expect(decodeHtmlEntities('a&amp;b&#38;c&#x26;d&bogus;')).toBe('a&b&c&d&bogus;');
  });
});

describe('bodies built to be slow', () => {
  // A megabyte of these took minutes of the server's thread when tracking was on: patterns that could fail
  // retried from every later "<a", and each </body> looked for another after it.
  it('are rewritten at once, the link before them still tracked and the pixel before the last </body>', () => {
    for (const junk of ['<a ', '<a "', "<a '", '<script ', '<a href="https://x.example">']) {
      const body = `<p><a href="https://first.example">first</a></p>${junk.repeat(Math.floor(1_000_000 / junk.length))}`;
      const { links } = rewrite(body);
      expect(links[0]).toEqual({ index: 0, url: 'https://first.example' });
    }
    const { html } = rewrite(`<html><body>${'</body>'.repeat(150_000)}end</body></html>`, { openToken: 'o' });
    expect(html.endsWith(`end<img src="${publicUrl}/t/o/o" width="1" height="1" alt="" style="display:none"></body></html>`)).toBe(true);
  });
});
