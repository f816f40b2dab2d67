/**
 * The part of a message body the person writes: a reply's text above (or
 * below) the quoted original, a forward's text above the forwarded message.
 * A completion continues that text and is put at its end, never at the end of
 * the quote.
 */
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { FORWARDED_HEADER } from '../../../core/compose/quote';
import { firstName } from '../../../core/mail/address';

export interface OwnText {
  text: string;
  /** Where a continuation of `text` goes: the end of its last block that has any text (or of the body). */
  end: number;
}

const QUOTE_LINE = /^On .+ wrote:$/;

export function ownText(doc: ProseMirrorNode): OwnText {
  const blocks: { node: ProseMirrorNode; from: number; to: number }[] = [];
  doc.forEach((node, offset) => blocks.push({ node, from: offset, to: offset + node.nodeSize }));
  const quoted = blocks.findIndex(({ node }, i) => {
    const line = node.textContent.trim();
    return (QUOTE_LINE.test(line) && blocks[i + 1]?.node.type.name === 'blockquote') || line.startsWith(FORWARDED_HEADER);
  });
  const forward = quoted >= 0 && blocks[quoted]!.node.textContent.trim().startsWith(FORWARDED_HEADER);
  const above = quoted >= 0 ? blocks.slice(0, quoted) : blocks;
  // Written below the quote (as mailing lists prefer): what follows the blockquote.
  const below = quoted >= 0 && !forward ? blocks.slice(quoted + 2) : [];
  // A signature is the person's, but not what they are writing: it is neither continued nor written after.
  const writes = ({ node }: { node: ProseMirrorNode }) => node.type.name !== 'signature' && node.textContent.trim() !== '';
  const own = below.some(writes) ? below : above;
  const written = own.filter(writes);
  const last = written.at(-1);
  if (!last) return { text: '', end: own.at(-1)?.to ?? doc.content.size };
  // The end of its last paragraph, inside a list or quote too, so the words join the text they continue.
  let end = last.to - 1;
  last.node.descendants((child, pos) => {
    if (child.isTextblock) end = last.from + 1 + pos + child.nodeSize - 1;
  });
  return { text: doc.textBetween(written[0]!.from, last.to, '\n\n', '\n'), end };
}

/**
 * Where a written reply goes: the person's own blocks (above the quote, or below it when they write there), up to
 * their signature, as a range to replace. Empty when there is nothing before the signature or the quote.
 */
export function replyRange(doc: ProseMirrorNode): { from: number; to: number; text: string; endsAtQuote: boolean } {
  const blocks: { node: ProseMirrorNode; from: number; to: number }[] = [];
  doc.forEach((node, offset) => blocks.push({ node, from: offset, to: offset + node.nodeSize }));
  const quoted = blocks.findIndex(({ node }, i) => {
    const line = node.textContent.trim();
    return (QUOTE_LINE.test(line) && blocks[i + 1]?.node.type.name === 'blockquote') || line.startsWith(FORWARDED_HEADER);
  });
  // A forwarded message is the original's, all of it, not text written below a quote.
  const forward = quoted >= 0 && blocks[quoted]!.node.textContent.trim().startsWith(FORWARDED_HEADER);
  const below = quoted >= 0 && !forward ? blocks.slice(quoted + 2) : [];
  const writes = ({ node }: { node: ProseMirrorNode }) => node.type.name !== 'signature' && node.textContent.trim() !== '';
  const above = !below.some(writes) && quoted >= 0;
  const region = above ? blocks.slice(0, quoted) : below.some(writes) ? below : blocks;
  const signature = region.findIndex(({ node }) => node.type.name === 'signature');
  const own = signature >= 0 ? region.slice(0, signature) : region;
  const endsAtQuote = above && signature < 0;
  if (own.length === 0) {
    const at = region[0]?.from ?? (above ? blocks[quoted]!.from : 0);
    return { from: at, to: at, text: '', endsAtQuote };
  }
  return { from: own[0]!.from, to: own.at(-1)!.to, text: doc.textBetween(own[0]!.from, own.at(-1)!.to, '\n\n', '\n').trim(), endsAtQuote };
}

/** The engine greets "{name}": the recipient's first name when compose knows it ("Doe, Jane" is Jane), else no name ("Hi,"). */
export function greeted(text: string, recipientName: string): string {
  const first = firstName(recipientName);
  return text.replace(/ ?\{name\}/g, first ? ` ${first}` : '');
}
