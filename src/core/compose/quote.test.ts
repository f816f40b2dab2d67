import { describe, expect, it } from 'vitest';
import { forwardedMessage, forwardSubject, quotedReply, replySubject, type OriginalMessage } from './quote';

const original = (over: Partial<OriginalMessage> = {}): OriginalMessage => ({
  subject: 'Launch plan',
  from: { name: 'Maya <Chen>', email: 'maya@x.io' },
  to: [{ name: '', email: 'me@x.io' }],
  date: '2026-03-04T09:05:00.000Z',
  html: '<p>Can you <strong>review</strong> it?</p>',
  text: 'Can you review it?',
  ...over,
});

describe('reply and forward prefills', () => {
  it('adds Re: once, whatever the case of an existing prefix', () => {
    expect(replySubject('Launch plan')).toBe('Re: Launch plan');
    expect(replySubject('RE: Launch plan')).toBe('RE: Launch plan');
    expect(replySubject('re:x')).toBe('re:x');
  });

  it('adds Fwd: once and respects Fw:', () => {
    expect(forwardSubject('Launch plan')).toBe('Fwd: Launch plan');
    expect(forwardSubject('Fwd: Launch plan')).toBe('Fwd: Launch plan');
    expect(forwardSubject('FW: Launch plan')).toBe('FW: Launch plan');
  });

  it('quotes the original below an empty line for the cursor, naming sender and date', () => {
    const html = quotedReply(original());
    expect(html.startsWith('<p></p>')).toBe(true);
    expect(html).toMatch(/<p>On \w{3}, Mar 4, 2026 at \d\d:05, Maya &lt;Chen&gt; &lt;maya@x.io&gt; wrote:<\/p>/);
    expect(html).toContain('<blockquote><p>Can you <strong>review</strong> it?</p></blockquote>');
  });

  it('quotes a text-only original as escaped paragraphs', () => {
    expect(quotedReply(original({ html: '', text: 'a < b\nline two\n\nnext' }))).toContain(
      '<blockquote><p>a &lt; b<br>line two</p><p>next</p></blockquote>',
    );
  });

  it('puts the forwarded header block above the original body', () => {
    const html = forwardedMessage(original({ cc: [{ name: 'Bo', email: 'bo@x.io' }] }));
    expect(html).toContain('---------- Forwarded message ---------<br>From: Maya &lt;Chen&gt; &lt;maya@x.io&gt;<br>Date: ');
    expect(html).toContain('<br>Subject: Launch plan<br>To: me@x.io<br>Cc: Bo &lt;bo@x.io&gt;</p><p>Can you');
    // A name with a comma stays one person in the list.
    expect(forwardedMessage(original({ cc: [{ name: 'Doe, Jane', email: 'jane@x.io' }, { name: 'Bo', email: 'bo@x.io' }] }))).toContain(
      'Cc: &quot;Doe, Jane&quot; &lt;jane@x.io&gt;, Bo &lt;bo@x.io&gt;</p>',
    );
  });
});
