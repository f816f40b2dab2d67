/**
 * A message body with its quoted history folded behind a toggle: in a
 * conversation the reader has the earlier messages right above, so the
 * quote is noise until asked for.
 */
import { useMemo, useState } from 'react';
import { MoreHorizontal } from 'lucide-react';
import { splitQuotedHtml, splitQuotedText } from '../../../core/mail/quoted';
import { Button } from '../../ui/button';
import { MessageBody } from './MessageBody';
import { HIDE_QUOTED, SHOW_QUOTED, VIEW_EMPTY_MESSAGE } from './texts';

export function FoldedBody({ html, text, dark }: { html: string; text: string; dark: boolean }) {
  const [showQuoted, setShowQuoted] = useState(false);
  const split = useMemo(() => (html ? splitQuotedHtml(html) : splitQuotedText(text)), [html, text]);
  const folded = split.quoted !== null && !showQuoted;
  const toggle = split.quoted !== null && (
    <div className="border-t bg-card px-4 py-1.5 sm:px-6">
      <Button
        variant="ghost"
        size="sm"
        className="h-7 px-2 text-xs text-muted-foreground"
        aria-expanded={showQuoted}
        data-testid="quoted-toggle"
        onClick={() => setShowQuoted((v) => !v)}
      >
        <MoreHorizontal aria-hidden="true" />
        {showQuoted ? HIDE_QUOTED : SHOW_QUOTED}
      </Button>
    </div>
  );
  if (html) {
    return (
      <>
        <MessageBody html={folded ? split.own : html} dark={dark} />
        {toggle}
      </>
    );
  }
  if (!text.trim()) return <p className="bg-card p-6 text-sm text-muted-foreground">{VIEW_EMPTY_MESSAGE}</p>;
  return (
    <>
      <div data-testid="message-text" className="bg-card p-5 text-sm leading-relaxed whitespace-pre-wrap sm:p-6">
        {folded ? split.own : text}
      </div>
      {toggle}
    </>
  );
}
