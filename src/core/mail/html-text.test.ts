import { describe, expect, it } from 'vitest';
import { decodeEntities, htmlToText, previewOf, textToHtml } from './html-text';

describe('htmlToText', () => {
  it('keeps paragraphs, line breaks, list items and link targets', () => {
    const html = '<p>Hello&nbsp;<b>Ann</b>,</p><p>See <a href="https://x.io/a">the doc</a><br>Thanks</p><ul><li>one</li><li>two</li></ul>';
    expect(htmlToText(html)).toBe('Hello Ann,\nSee the doc (https://x.io/a)\nThanks\n\n- one\n- two');
  });

  it('writes a signature separator as "-- ", with the space other mail clients look for', () => {
    expect(htmlToText('<p>See you then.</p><div data-signature=""><p>--</p><p>Ada Lovelace</p></div>')).toBe('See you then.\n-- \nAda Lovelace');
    expect(htmlToText('<p>a -- b</p><p>---</p>')).toBe('a -- b\n---');
  });

  it('drops scripts, styles and comments', () => {
    expect(htmlToText('<style>p{}</style><script>x()</script><!-- c --><p>ok</p>')).toBe('ok');
  });
});

describe('decodeEntities', () => {
  it('decodes named and numeric references', () => {
    expect(decodeEntities('&lt;a&gt; &amp; &#39; &#x263A;')).toBe("<a> & ' ☺");
  });
});

describe('textToHtml', () => {
  it('escapes markup and keeps newlines', () => {
    expect(textToHtml('a < b\nc')).toBe('a &lt; b<br>c');
  });
});

describe('htmlToText on hostile mail', () => {
  // A megabyte of unclosed tags took minutes when patterns retried from every "<".
  it('reads a megabyte of tags that never close at once, keeping the text around them', () => {
    for (const junk of ['<', '<!--', '<script', '<li', '<a href="x">']) {
      expect(htmlToText(`<p>Before</p>${junk.repeat(Math.floor(1_000_000 / junk.length))}`).startsWith('Before')).toBe(true);
    }
  });

  it('still reads nested links and a stray "<" in text', () => {
    expect(htmlToText('<p>a < b and <a href="https://x.example">the <b>site</b></a></p>')).toBe('a < b and the site (https://x.example)');
    expect(htmlToText('<a href="https://one.example">one <a href="https://two.example">two</a>')).toContain('two (https://two.example)');
  });
});

describe('previewOf', () => {
  it('collapses whitespace and cuts long text with an ellipsis', () => {
    expect(previewOf('a\n\n b')).toBe('a b');
    expect(previewOf('x'.repeat(200), 10)).toBe(`${'x'.repeat(9)}…`);
  });

  it('never cuts an emoji in half', () => {
    // The cut falls between the two halves of 🎉 (positions 8 and 9): the preview stops before it.
    expect(previewOf(`${'x'.repeat(8)}🎉 party tonight`, 10)).toBe(`${'x'.repeat(8)}…`);
    expect(previewOf(`${'x'.repeat(7)}🎉 party tonight`, 10)).toBe(`${'x'.repeat(7)}🎉…`);
  });
});
