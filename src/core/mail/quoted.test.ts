import { describe, expect, it } from 'vitest';
import { splitQuotedHtml, splitQuotedText } from './quoted';

describe('splitQuotedHtml', () => {
  it.each([
    [
      'our own reply quote',
      '<p>Dates are fixed, thanks!</p><p>On Nov 2, 2026, 9:00 AM, Bob Builder &lt;bob@x.test&gt; wrote:</p><blockquote><p>Looks good.</p></blockquote>',
      '<p>Dates are fixed, thanks!</p>',
    ],
    [
      "Gmail's quote container",
      '<div dir="ltr">Sounds good</div><br><div class="gmail_quote"><div dir="ltr" class="gmail_attr">On Mon, Nov 2, 2026 at 9:00 AM Ada &lt;<a href="mailto:ada@x.test">ada@x.test</a>&gt; wrote:<br></div><blockquote class="gmail_quote">Hi</blockquote></div>',
      '<div dir="ltr">Sounds good</div><br>',
    ],
    ['a German quote header', '<p>Passt.</p><p>Am 02.11.2026 um 09:00 schrieb Ada Lovelace:</p><p>&gt; Hallo</p>', '<p>Passt.</p>'],
    ['a French quote header', '<div>Merci</div><div>Le lun. 2 nov. 2026, Ada a écrit :</div>', '<div>Merci</div>'],
    ['a Spanish quote header', '<p>Gracias</p><p>El lun, 2 nov 2026, Ada escribió:</p>', '<p>Gracias</p>'],
    ['a header with the address as a link', '<p>Yes</p><p>On Monday, <a href="mailto:a@x.test">Ada</a> wrote:</p><p>Hi</p>', '<p>Yes</p>'],
    [
      "Outlook's Original Message line",
      '<p>See below.</p><p>-----Original Message-----<br>From: Ada<br>Sent: Monday</p>',
      '<p>See below.</p>',
    ],
    ["Outlook's From/Sent block", '<p>Agreed.</p><div id="divRplyFwdMsg"><b>From:</b> Ada<br><b>Sent:</b> Monday</div>', '<p>Agreed.</p>'],
    ['a bare blockquote', '<p>Yes.</p><blockquote>Can we meet?</blockquote>', '<p>Yes.</p>'],
  ])('folds %s', (_label, html, own) => {
    const split = splitQuotedHtml(html);
    expect(split.own).toBe(own);
    expect(own + split.quoted).toBe(html);
  });

  it('folds nothing in a message without a quote', () => {
    expect(splitQuotedHtml('<p>On Monday we ship. Nobody wrote anything yet.</p>')).toEqual({ own: '<p>On Monday we ship. Nobody wrote anything yet.</p>', quoted: null });
  });

  it('folds nothing when the quote is all there is (a forward with no note)', () => {
    const html = '<p></p><blockquote><p>The original.</p></blockquote>';
    expect(splitQuotedHtml(html)).toEqual({ own: html, quoted: null });
  });

  it('takes the earliest sign of a quote', () => {
    const html = '<p>Short answer.</p><p>On Tue, Ada wrote:</p><blockquote><p>Q?</p><blockquote>older</blockquote></blockquote>';
    expect(splitQuotedHtml(html).own).toBe('<p>Short answer.</p>');
  });

  it("reads mail built to be slow at once (it runs in the reader's tab, which froze for seconds)", () => {
    expect(splitQuotedHtml(`<p>Hi</p>${'<div '.repeat(20_000)}`).quoted).toBeNull();
    expect(splitQuotedHtml(`x${'\n'.repeat(100_000)}`).quoted).toBeNull();
    expect(splitQuotedHtml('<p>Yes.</p>\n  From: Ada <a@x.test>\n  Sent: Monday\n<p>old</p>').own.trim()).toBe('<p>Yes.</p>');
  });
});

describe('splitQuotedText', () => {
  it('folds a quote header and the > lines after it', () => {
    const text = 'Works for me.\n\nOn Mon, Nov 2, 2026 at 9:00 AM Ada <ada@x.test> wrote:\n> Can we meet?\n> Thanks';
    expect(splitQuotedText(text)).toEqual({ own: 'Works for me.', quoted: 'On Mon, Nov 2, 2026 at 9:00 AM Ada <ada@x.test> wrote:\n> Can we meet?\n> Thanks' });
  });

  it('folds > lines without a header', () => {
    expect(splitQuotedText('Yes.\n> Can we meet?')).toEqual({ own: 'Yes.', quoted: '> Can we meet?' });
  });

  it('leaves a message that is all quote, or has none, as it is', () => {
    expect(splitQuotedText('> only a quote')).toEqual({ own: '> only a quote', quoted: null });
    expect(splitQuotedText('Plain words, 5 > 3.')).toEqual({ own: 'Plain words, 5 > 3.', quoted: null });
  });
});
