/**
 * A whole conversation, oldest first: the message the reader opened in full
 * (with every action of the message view), the others collapsed to sender,
 * snippet and date until clicked. n and p move between its messages.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { ChevronsDownUp, ChevronsUpDown, Forward, Reply, ReplyAll } from 'lucide-react';
import { useLocation, useNavigate } from '../../app/routing';
import { splitQuotedText } from '../../../core/mail/quoted';
import { displaySender, displaySubject } from '../../../core/mail/types';
import type { MailMessage, ThreadDetail } from '../../api/mail';
import { isTypingTarget } from '../../app/shell/use-shortcuts';
import { composeForwardPath, composeReplyPath } from '../../lib/compose-links';
import { useIsDark } from '../../lib/use-is-dark';
import { cn } from '../../lib/utils';
import { Button } from '../../ui/button';
import { FoldedBody } from './FoldedBody';
import { AttachmentLinks } from './AttachmentLinks';
import { addressList, initials, shortDate } from './format';
import { bodyText } from '../../lib/message-text';
import { COLLAPSE_ALL, CONVERSATION, EXPAND_ALL, FORWARD, LABEL_CC, LABEL_TO, messageCount, REPLY, REPLY_ALL } from './texts';

/** Whether answering everyone differs from answering the sender. */
export function hasOthersToAnswer(m: Pick<MailMessage, 'to' | 'cc'>): boolean {
  return m.to.length + m.cc.length > 1;
}

export function Conversation({ thread, openId, open }: { thread: ThreadDetail; openId: string; open: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [expanded, setExpanded] = useState(() => new Set<string>());
  const others = thread.messages.filter((m) => m.id !== openId);
  const allOpen = others.every((m) => expanded.has(m.id));
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const index = thread.messages.findIndex((m) => m.id === openId);
  useEffect(() => {
    function onKeyDown(e: KeyboardEvent) {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || (e.key !== 'n' && e.key !== 'p')) return;
      if (isTypingTarget(e.target) || document.querySelector('[role="dialog"][data-state="open"]')) return;
      const target = thread.messages[index + (e.key === 'n' ? 1 : -1)];
      if (!target) return;
      e.preventDefault();
      // The list's tab and search ride along in the query, for the list beside a reading pane.
      void navigate({ pathname: `/email/${encodeURIComponent(target.id)}`, search: location.search }, { replace: true, state: location.state as unknown });
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [thread.messages, index, navigate, location]);

  return (
    <section aria-label={CONVERSATION} data-testid="conversation" className="space-y-3">
      <div className="flex flex-wrap items-start gap-x-3 gap-y-1">
        <h1 className="min-w-0 flex-1 text-xl leading-snug font-semibold tracking-tight break-words sm:text-2xl" data-testid="message-subject">
          {displaySubject(thread.subject)}
        </h1>
        <div className="flex items-center gap-2">
          <span className="text-sm text-muted-foreground tabular-nums" data-testid="conversation-count">
            {messageCount(thread.messages.length)}
          </span>
          <Button
            variant="outline"
            size="sm"
            onClick={() => setExpanded(allOpen ? new Set() : new Set(others.map((m) => m.id)))}
            data-testid="conversation-expand-all"
          >
            {allOpen ? <ChevronsDownUp aria-hidden="true" /> : <ChevronsUpDown aria-hidden="true" />}
            {allOpen ? COLLAPSE_ALL : EXPAND_ALL}
          </Button>
        </div>
      </div>
      <ol className="space-y-2">
        {thread.messages.map((m) => (
          <li key={m.id}>
            {m.id === openId ? (
              open
            ) : expanded.has(m.id) ? (
              <ThreadMessage message={m} onCollapse={() => toggle(m.id)} />
            ) : (
              <CollapsedMessage message={m} onExpand={() => toggle(m.id)} />
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Avatar({ name, small }: { name: string; small?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-from to-brand-to font-semibold text-white',
        small ? 'size-8 text-xs' : 'size-10 text-sm',
      )}
    >
      {initials(name)}
    </span>
  );
}

function CollapsedMessage({ message: m, onExpand }: { message: MailMessage; onExpand: () => void }) {
  const sender = displaySender(m.from);
  const snippet = useMemo(() => splitQuotedText(bodyText(m)).own.replace(/\s+/g, ' ').slice(0, 160), [m]);
  return (
    <button
      type="button"
      aria-expanded={false}
      data-testid="thread-message-collapsed"
      onClick={onExpand}
      className="flex w-full items-center gap-3 rounded-xl border bg-card px-4 py-2.5 text-left text-sm shadow-xs transition-colors hover:bg-accent/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <Avatar name={sender} small />
      <span className="min-w-0 flex-1 sm:flex sm:items-center sm:gap-3">
        <span className={cn('block truncate sm:w-40 sm:shrink-0', m.read ? 'font-medium' : 'font-semibold')}>{sender}</span>
        <span className="block truncate text-muted-foreground sm:min-w-0 sm:flex-1">{snippet}</span>
      </span>
      <time dateTime={m.date} className="shrink-0 text-xs text-muted-foreground tabular-nums">
        {shortDate(new Date(m.date))}
      </time>
    </button>
  );
}

function ThreadMessage({ message: m, onCollapse }: { message: MailMessage; onCollapse: () => void }) {
  const navigate = useNavigate();
  const dark = useIsDark();
  const sender = displaySender(m.from);
  return (
    <article data-testid="thread-message" aria-label={sender} className="overflow-hidden rounded-xl border bg-card shadow-xs">
      <button
        type="button"
        aria-expanded={true}
        onClick={onCollapse}
        className="flex w-full items-start gap-3 px-4 py-3 text-left text-sm hover:bg-accent/30 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:px-6"
      >
        <Avatar name={sender} />
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-semibold">{sender}</span>
            {m.from.email !== sender && <span className="truncate text-muted-foreground">&lt;{m.from.email}&gt;</span>}
          </span>
          {m.to.length > 0 && (
            <span className="block truncate text-muted-foreground">
              {LABEL_TO} {addressList(m.to)}
            </span>
          )}
          {m.cc.length > 0 && (
            <span className="block truncate text-muted-foreground">
              {LABEL_CC} {addressList(m.cc)}
            </span>
          )}
        </span>
        <time dateTime={m.date} className="shrink-0 text-xs text-muted-foreground tabular-nums">
          {shortDate(new Date(m.date))}
        </time>
      </button>
      <AttachmentLinks message={m} className="px-4 pb-3 sm:px-6" />
      <div className="border-t">
        <FoldedBody html={m.html} text={m.text} dark={dark} />
      </div>
      <div className="flex flex-wrap gap-2 border-t bg-muted/30 px-4 py-2.5 sm:px-6">
        <Button size="sm" variant="outline" onClick={() => void navigate(composeReplyPath(m.id))}>
          <Reply aria-hidden="true" />
          {REPLY}
        </Button>
        {hasOthersToAnswer(m) && (
          <Button size="sm" variant="outline" onClick={() => void navigate(composeReplyPath(m.id, { all: true }))}>
            <ReplyAll aria-hidden="true" />
            {REPLY_ALL}
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={() => void navigate(composeForwardPath(m.id))}>
          <Forward aria-hidden="true" />
          {FORWARD}
        </Button>
      </div>
    </article>
  );
}
