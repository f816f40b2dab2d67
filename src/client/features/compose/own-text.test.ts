import { getSchema } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import StarterKit from '@tiptap/starter-kit';
import { describe, expect, it } from 'vitest';
import { FORWARDED_HEADER, quotedReply } from '../../../core/compose/quote';
import { greeted, ownText, replyRange } from './own-text';
import { SignatureNode } from './signature-node';

const schema = getSchema([StarterKit, SignatureNode]);
const p = (text = '') => schema.node('paragraph', null, text ? [schema.text(text)] : []);
const doc = (...blocks: ProseMirrorNode[]) => schema.node('doc', null, blocks);
const signature = () => schema.node('signature', null, [p('--'), p('Uma Xu, Head of Operations')]);
// The line a reply's quote starts with, as the compose page writes it.
const wrote = /<p>(On [^<]*wrote:)<\/p>/.exec(
  quotedReply({ subject: 'Plan', from: { name: 'Maya Chen', email: 'maya@example.com' }, to: [], date: '2026-11-18T09:00:00Z', html: '', text: 'Can you review it?' }),
)![1]!.replace(/&lt;/g, '<').replace(/&gt;/g, '>');
const quote = () => [p(wrote), schema.node('blockquote', null, [p('Can you review the launch plan by Friday?'), p('Thanks, Maya')])];
/** The text, and what a continuation put at its `end` would follow. */
const before = (d: ProseMirrorNode) => {
  const own = ownText(d);
  return { text: own.text, upToEnd: d.textBetween(0, own.end, '\n\n', '\n') };
};

describe('ownText', () => {
  it('is the reply above the quote, and a continuation goes at its end, not after the quote', () => {
    const { text, upToEnd } = before(doc(p('Hi Maya,'), p('Thanks, I will review it and'), ...quote()));
    expect(text).toBe('Hi Maya,\n\nThanks, I will review it and');
    expect(upToEnd.endsWith('I will review it and')).toBe(true);
  });

  it('is nothing on a reply not yet written, and the text below the quote when the reply goes there', () => {
    expect(before(doc(p(), ...quote())).text).toBe('');
    const { text, upToEnd } = before(doc(...quote(), p('Replying underneath, and')));
    expect(text).toBe('Replying underneath, and');
    expect(upToEnd.endsWith('Replying underneath, and')).toBe(true);
  });

  it('leaves the signature out: the text before it is continued, and the words go before it', () => {
    const { text, upToEnd } = before(doc(p('Thanks, I will review it and'), signature(), ...quote()));
    expect(text).toBe('Thanks, I will review it and');
    expect(upToEnd.endsWith('I will review it and')).toBe(true);
    expect(before(doc(p(), signature())).text).toBe('');
  });

  it('is the note above a forwarded message, and the whole body of a new message', () => {
    expect(before(doc(p('See below, and'), p(`${FORWARDED_HEADER} From: Maya`), p('The original'))).text).toBe('See below, and');
    const list = schema.node('bulletList', null, [schema.node('listItem', null, [p('a point that')])]);
    const { text, upToEnd } = before(doc(p('First line'), list));
    expect(text).toBe('First line\n\na point that');
    expect(upToEnd.endsWith('a point that')).toBe(true);
  });
});

describe('replyRange', () => {
  /** The document with the range replaced by one paragraph, as text. */
  const replaced = (d: ProseMirrorNode) => {
    const { from, to } = replyRange(d);
    const r = d.replace(from, to, doc(p('[REPLY]')).slice(0));
    return r.textBetween(0, r.content.size, ' | ', ' / ');
  };

  it('is the blank line above the quote of a reply not yet written, keeping the signature and the quote', () => {
    const d = doc(p(), signature(), ...quote());
    expect(replyRange(d).text).toBe('');
    expect(replaced(d)).toMatch(/^\[REPLY\] \| -- \| Uma Xu, Head of Operations \| On .+ wrote: \| Can you review/);
  });

  it('is what was written above the quote, or below it when the reply goes there', () => {
    expect(replyRange(doc(p('Hi Maya,'), p('Sure.'), ...quote())).text).toBe('Hi Maya,\n\nSure.');
    expect(replyRange(doc(...quote(), p('Underneath.'))).text).toBe('Underneath.');
    expect(replaced(doc(...quote(), p('Underneath.')))).toMatch(/wrote: \| Can you review .+ \| \[REPLY\]$/);
  });

  it('is the note above a forwarded message, never the forwarded message itself', () => {
    const forward = (...mine: ProseMirrorNode[]) => doc(...mine, signature(), p(FORWARDED_HEADER), p('Hello team,'), p('The launch moves to Friday.'), p('Regards, Bob'));
    expect(replyRange(forward(p('Have a look at this.'))).text).toBe('Have a look at this.');
    expect(replyRange(forward(p())).text).toBe('');
    expect(replaced(forward(p('Have a look at this.')))).toMatch(/^\[REPLY\] \| -- \| .+ \| -{10} Forwarded message -+ \| Hello team, \| The launch moves to Friday\./);
  });

  it('says when the reply would run straight into "On … wrote:", so a blank line can be kept between them', () => {
    expect(replyRange(doc(p(), ...quote())).endsAtQuote).toBe(true);
    expect(replyRange(doc(p('Hi Maya,'), ...quote())).endsAtQuote).toBe(true);
    expect(replyRange(doc(p(), signature(), ...quote())).endsAtQuote).toBe(false);
    expect(replyRange(doc(...quote(), p('Underneath.'))).endsAtQuote).toBe(false);
    expect(replyRange(doc(p('A new message.'))).endsAtQuote).toBe(false);
  });
});

describe('greeted', () => {
  it('greets by first name, however the name is written, and without a name says only "Hi,"', () => {
    expect(greeted('Hi {name},\n\nThe plan.', 'Maya Chen')).toBe('Hi Maya,\n\nThe plan.');
    expect(greeted('Hi {name},', 'Doe, Jane')).toBe('Hi Jane,');
    expect(greeted('Hi {name},', 'Dr. Jane Roe')).toBe('Hi Jane,');
    expect(greeted('Hi {name},', '')).toBe('Hi,');
  });
});
