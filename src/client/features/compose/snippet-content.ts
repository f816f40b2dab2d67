/**
 * A snippet's plain text as editor content. It goes in as text nodes (lines
 * joined by hard breaks), never as HTML: TipTap inserts a one-line HTML string
 * that parses to plain text verbatim, so escaped HTML would show its entities
 * ("Q&amp;A"), and unescaped HTML would be markup.
 */
import type { JSONContent } from '@tiptap/react';

export function snippetContent(text: string): JSONContent[] {
  const nodes: JSONContent[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (i > 0) nodes.push({ type: 'hardBreak' });
    if (line !== '') nodes.push({ type: 'text', text: line });
  });
  return nodes;
}
