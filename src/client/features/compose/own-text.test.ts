import { getSchema } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import StarterKit from '@tiptap/starter-kit';
import { describe, expect, it } from 'vitest';
import { FORWARDED_HEADER, quotedReply } from '../../../core/compose/quote';
import { ownText } from './own-text';
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
