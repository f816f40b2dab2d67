/**
 * The signature block as an editor node, so the editor keeps its marker
 * (`<div data-signature="">`) and a later From change can find and swap it.
 */
import { Node } from '@tiptap/core';

export const SignatureNode = Node.create({
  name: 'signature',
  group: 'block',
  content: 'block+',
  defining: true,
  parseHTML: () => [{ tag: 'div[data-signature]' }],
  renderHTML: () => ['div', { 'data-signature': '' }, 0],
});
