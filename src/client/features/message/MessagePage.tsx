import { offlineCause, TOAST_OFFLINE, TOAST_SERVER_DOWN } from '../../lib/offline/use-online';
import { useEffect, useRef, useState } from 'react';
import { onlineManager, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Archive,
  ArrowLeft,
  BarChart3,
  Clock,
  FileText,
  Forward,
  FileDown,
  ImageOff,
  Loader2,
  Lock,
  Mail,
  MailX,
  Reply,
  ReplyAll,
  ShieldAlert,
  SquarePen,
  Sparkles,
  Star,
  Trash2,
  Inbox,
  WandSparkles,
  X,
} from 'lucide-react';
import { Link, Navigate, useNavigate, useParams } from '../../app/routing';
import { displaySender, displaySubject } from '../../../core/mail/types';
import { ApiError, errorMessage } from '../../api/errors';
import { onMailCommand } from '../../lib/mail-commands';
import { usePreferences } from '../../api/preferences';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useIsDark } from '../../lib/use-is-dark';
import { cn } from '../../lib/utils';
import { useMediaQuery } from '../../lib/use-media-query';
import { Button } from '../../ui/button';
import { Page } from '../../ui/page';
import { Skeleton } from '../../ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';
import { toast } from '../../ui/use-toast';
import { describeUnsubscribe, openUnsubscribePage, UNSUBSCRIBE, UNSUBSCRIBE_FAILED } from '../../ui/unsubscribe/outcome';
import { useAiSettings } from '../../lib/ai-settings';
import { composeDraftPath, composeForwardPath, composeReplyPath, messagePath } from '../../lib/compose-links';
import { useLiveMail } from '../../api/live-mail';
import { afterPendingChanges, neighbourInLists, useBulkMutation, useDeleteForeverMutation, useMessage, useUnsubscribe, useMoveMessages, useReadMutation, useStarMutation, useThread, type MailMessage } from '../../api/mail';
import { SnoozeMenu } from '../../ui/snooze/SnoozeMenu';
import { DeleteForeverDialog } from '../../ui/delete-forever/DeleteForeverDialog';
import { deletedForever } from '../../ui/delete-forever/texts';
import { DeleteForeverButton } from '../../ui/delete-forever/DeleteForeverButton';
import { SNOOZE, snoozedUntil, UNSNOOZE } from '../../ui/snooze/texts';
import { Conversation, hasOthersToAnswer } from './Conversation';
import { FoldedBody } from './FoldedBody';
import { useTriageKeys } from '../../lib/use-triage-keys';
import { analyzeEmail, smartReplies, summarizeEmail, type AiReply } from './ai';
import { AiReplyDialog } from './AiReplyDialog';
import { AnalysisPanel } from './AnalysisPanel';
import { MessageBody } from './MessageBody';
import { LabelsMenu, MessageLabelChips } from './MessageLabels';
import {
  AI_REPLY,
  ANALYZE,
  ARCHIVE,
  BACK_TO_INBOX,
  CLOSE_PANE,
  CLOSE_PANE_HINT,
  FORWARD,
  HIDE_ANALYSIS,
  IMAGES_BLOCKED,
  LABEL_CC,
  LABEL_TO,
  MARK_UNREAD,
  MESSAGE_ACTIONS,
  MESSAGE_TITLE,
  REPLY,
  RESTORE,
  EDIT_DRAFT,
  REPLY_ALL,
  SHOW_IMAGES,
  SMART_REPLIES,
  SOMETHING_WENT_WRONG,
  STAR,
  SUMMARIZE,
  TAB_ORIGINAL,
  TAB_SUMMARY,
  TOAST_AI_DISABLED,
  TOAST_AI_DISABLED_DESCRIPTION,
  TOAST_AI_OFFLINE_DESCRIPTION,
  TOAST_AI_SERVER_DOWN_DESCRIPTION,
  TOAST_ANALYZE_FAILED,
  TOAST_EMPTY,
  TOAST_EMPTY_TITLE,
  TOAST_SMART_REPLIES_FAILED,
  TOAST_SUMMARIZE_FAILED,
  TRASH,
  DOWNLOAD_ORIGINAL,
  UNSTAR,
  VIEW_EMPTY_MESSAGE,
  VIEW_INVALID_TOKEN,
  VIEW_MESSAGE_NOT_FOUND,
  VIEW_OTHER_ERROR,
  VIEW_PERMISSION_DENIED,
  VIEW_PERMISSION_DENIED_TITLE,
} from './texts';
import { bodyText, emailForAi } from '../../lib/message-text';
import { AttachmentLinks } from './AttachmentLinks';
import { addressList, initials, shortDate } from './format';

/** The message's original (.eml) as the server keeps it; the browser downloads it with the session cookie. */
const rawMessageUrl = (id: string) => `/api/mail/messages/${encodeURIComponent(id)}/raw`;

/** A smart-reply button shows at most 50 characters, else 47 and an ellipsis. */
export function smartReplyLabel(reply: string): string {
  return reply.length > 50 ? `${reply.slice(0, 47)}…` : reply;
}

/** `/compose?reply=…&replyId=…&originalReplyText=…` for an AI reply. */
export function aiReplyPath(messageId: string, reply: AiReply): string {
  const params = new URLSearchParams({ reply: messageId, replyId: reply.id, originalReplyText: reply.text });
  return `/compose?${params.toString()}`;
}

function splitDisplay(text: string): { title: string; description?: string } {
  const at = text.indexOf(' - ');
  return at < 0 ? { title: text } : { title: text.slice(0, at), description: text.slice(at + 3) };
}

function errorDisplay(error: unknown): { title: string; description?: string; icon: typeof MailX; retry: boolean } {
  const code = error instanceof ApiError ? error.code : '';
  switch (code) {
    case 'MESSAGE_NOT_FOUND':
      return { title: VIEW_MESSAGE_NOT_FOUND, icon: MailX, retry: false };
    case 'PERMISSION_DENIED':
      return { title: VIEW_PERMISSION_DENIED_TITLE, description: VIEW_PERMISSION_DENIED, icon: Lock, retry: false };
    case 'INVALID_TOKEN':
      return { ...splitDisplay(VIEW_INVALID_TOKEN), icon: ShieldAlert, retry: false };
    case 'EMPTY_MESSAGE':
      return { ...splitDisplay(VIEW_EMPTY_MESSAGE), icon: FileText, retry: false };
    default:
      return { ...splitDisplay(VIEW_OTHER_ERROR), icon: MailX, retry: true };
  }
}

/** /email/:messageId and /message/:messageId. */
export function MessagePage() {
  const { messageId } = useParams<{ messageId: string }>();
  if (!messageId) return <Navigate to="/dashboard" replace />;
  return <MessageView key={messageId} id={messageId} />;
}

/** How the dashboard's reading pane hosts a message: closing it, and what follows an archive, trash or snooze. */
export interface PaneControls {
  onClose: () => void;
  onLeave: () => void;
}

/**
 * The message beside the list (the dashboard's reading pane): the same view
 * without the page around it. The list keeps the keyboard, so its keys act
 * on the row that is open here.
 */
export function MessagePane({ id, ...pane }: { id: string } & PaneControls) {
  return <MessageView key={id} id={id} pane={pane} />;
}

function MessageView({ id, pane }: { id: string; pane?: PaneControls }) {
  const [showImages, setShowImages] = useState(false);
  const message = useMessage(id, showImages);
  const fallback = useMessage(id, false);
  // While the with-images copy loads, keep showing the one we have.
  const data = message.data ?? (showImages ? fallback.data : undefined);
  useDocumentTitle(data ? displaySubject(data.subject) : MESSAGE_TITLE);
  useLiveMail();

  const read = useReadMutation();
  const preferences = usePreferences();
  // Opening marks read unless the person turned that off; until the setting is known, nothing is marked.
  const markReadOnOpen = preferences.data ? preferences.data.markReadOnOpen : preferences.isError;
  const conversationView = preferences.data?.conversationView ?? true;
  const thread = useThread(data?.threadId, conversationView);
  const conversation = conversationView && thread.data && thread.data.messages.length > 1 && thread.data.messages.some((m) => m.id === id) ? thread.data : undefined;
  const markedRead = useRef(new Set<string>());
  useEffect(() => {
    if (!markReadOnOpen) return;
    // Opening a conversation reads all of it, as in Gmail.
    const unread = [...(data && !data.read ? [data.id] : []), ...(conversation?.messages.filter((m) => !m.read).map((m) => m.id) ?? [])];
    for (const unreadId of new Set(unread)) {
      if (markedRead.current.has(unreadId)) continue;
      markedRead.current.add(unreadId);
      read.mutate({ id: unreadId, read: true });
    }
  }, [data, conversation, read, markReadOnOpen]);

  const content = data && (
    <MessageContent
      message={data}
      inConversation={Boolean(conversation)}
      inboxIds={conversation?.messages.filter((c) => c.inInbox).map((c) => c.id) ?? []}
      showImages={showImages}
      loadingImages={showImages && message.isFetching}
      onShowImages={() => setShowImages(true)}
      onLeave={pane?.onLeave}
    />
  );
  const body =
    data && conversation ? (
      <Conversation thread={conversation} openId={id} open={content} />
    ) : data ? (
      content
    ) : message.isError ? (
      <MessageError error={message.error} onRetry={() => void message.refetch()} />
    ) : (
      <MessageSkeleton />
    );

  if (pane) {
    return (
      <div className="space-y-3 p-3 sm:p-4" data-testid="reading-pane-message">
        <div className="flex items-center justify-end">
          <Button variant="ghost" size="sm" onClick={pane.onClose} title={CLOSE_PANE_HINT} data-testid="reading-pane-close">
            <X aria-hidden="true" />
            {CLOSE_PANE}
          </Button>
        </div>
        {body}
      </div>
    );
  }

  return (
    <Page className="max-w-4xl space-y-4 py-6 sm:py-8">
      <div className="flex items-center justify-between gap-2">
        <Button variant="ghost" size="sm" asChild className="-ml-2">
          <Link to="/dashboard">
            <ArrowLeft aria-hidden="true" />
            {BACK_TO_INBOX}
          </Link>
        </Button>
      </div>
      {body}
    </Page>
  );
}

function MessageSkeleton() {
  return (
    <div data-testid="message-loading" aria-busy="true" className="space-y-4 rounded-xl border bg-card p-5 shadow-xs sm:p-6">
      <Skeleton className="h-7 w-2/3" />
      <div className="flex items-center gap-3">
        <Skeleton className="size-10 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-4 w-48" />
          <Skeleton className="h-3 w-32" />
        </div>
      </div>
      <Skeleton className="h-px w-full" />
      <div className="space-y-2.5">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-4 w-4/5" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    </div>
  );
}

function MessageError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { title, description, icon: Icon, retry } = errorDisplay(error);
  return (
    <div role="alert" data-testid="message-error" className="flex flex-col items-center rounded-xl border bg-card px-6 py-16 text-center shadow-xs">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <h1 className="mt-4 text-base font-semibold">{title}</h1>
      {description && <p className="mt-1 max-w-md text-sm text-muted-foreground">{description}</p>}
      <div className="mt-6 flex gap-2">
        <Button variant="outline" size="sm" asChild>
          <Link to="/dashboard">{BACK_TO_INBOX}</Link>
        </Button>
        {retry && (
          <Button size="sm" onClick={onRetry}>
            Retry
          </Button>
        )}
      </div>
    </div>
  );
}

function MessageContent({
  message: m,
  inConversation,
  inboxIds,
  showImages,
  loadingImages,
  onShowImages,
  onLeave,
}: {
  /** In the reading pane: what follows an archive, trash or snooze instead of going back to the list page. */
  onLeave?: () => void;
  message: MailMessage;
  /** Shown as one message of its conversation: the conversation carries the subject, and quotes fold. */
  inConversation: boolean;
  /** The conversation's messages in the inbox: snoozing snoozes all of them. */
  inboxIds: string[];
  showImages: boolean;
  loadingImages: boolean;
  onShowImages: () => void;
}) {
  const navigate = useNavigate();
  const aiEnabled = useAiSettings().enabled;
  const resolvedDark = useIsDark();
  const phone = useMediaQuery('(max-width: 639px)');
  const star = useStarMutation();
  const moveMessages = useMoveMessages();
  const bulk = useBulkMutation();
  const read = useReadMutation();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<'original' | 'summary'>('original');
  const [showAnalysis, setShowAnalysis] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const content = emailForAi(m);
  const hasBody = bodyText(m).length > 0;

  const aiError = (title: string) => (err: unknown) =>
    toast({ title, description: errorMessage(err) || SOMETHING_WENT_WRONG, variant: 'destructive' });
  const summary = useMutation({ mutationFn: () => summarizeEmail(content), onSuccess: () => setTab('summary'), onError: aiError(TOAST_SUMMARIZE_FAILED) });
  const analysis = useMutation({ mutationFn: () => analyzeEmail(content), onSuccess: () => setShowAnalysis(true), onError: aiError(TOAST_ANALYZE_FAILED) });
  const replies = useMutation({ mutationFn: () => smartReplies(content), onError: aiError(TOAST_SMART_REPLIES_FAILED) });

  function withAi(run: () => void) {
    return () => {
      if (!onlineManager.isOnline()) {
        toast(
          offlineCause() === 'server'
            ? { title: TOAST_SERVER_DOWN, description: TOAST_AI_SERVER_DOWN_DESCRIPTION }
            : { title: TOAST_OFFLINE, description: TOAST_AI_OFFLINE_DESCRIPTION },
        );
        return;
      }
      if (!aiEnabled) {
        toast({ title: TOAST_AI_DISABLED, description: TOAST_AI_DISABLED_DESCRIPTION });
        return;
      }
      run();
    };
  }

  function openReplyDialog() {
    if (!hasBody) toast({ title: TOAST_EMPTY_TITLE, description: TOAST_EMPTY, variant: 'destructive' });
    else setDialogOpen(true);
  }

  // r on a draft finishes it rather than answering one's own unsent words.
  const reply = () => navigate(m.isDraft ? composeDraftPath(m.id) : composeReplyPath(m.id));
  const forward = () => navigate(composeForwardPath(m.id));
  const toggleStar = () => star.mutate({ id: m.id, starred: !m.starred });
  const leave = () => (onLeave ? onLeave() : navigate('/dashboard'));
  const [confirmDelete, setConfirmDelete] = useState(false);
  const moveTo = (to: 'archive' | 'trash' | 'restore') => {
    // Deleting what is already in the trash (#) means deleting it forever: asked first.
    if (to === 'trash' && m.inTrash) return setConfirmDelete(true);
    // In a conversation its inbox messages go together, as e or # on its row moves them; Undo puts exactly those
    // back in the inbox. A message outside the inbox (one's own reply, an archived one) moves alone.
    moveMessages(to !== 'restore' && m.inInbox ? [...new Set([m.id, ...inboxIds])] : [m.id], to, m.inInbox);
    leave();
  };
  const deleteForever = useDeleteForeverMutation();
  const deleteNow = () => {
    setConfirmDelete(false);
    deleteForever.mutate(m.id, { onSuccess: () => toast({ title: deletedForever(1) }) });
    leave();
  };

  // The whole conversation leaves the inbox, not just this message. The toast shows at once: this screen is gone
  // by the time the server answers, and a refusal is the mutation's own error toast.
  const snoozeUntil = (at: Date) => {
    const ids = [...new Set([m.id, ...inboxIds])];
    bulk.mutate({ action: 'snooze', target: { ids }, until: at.toISOString() });
    toast({ title: snoozedUntil(at), action: { label: UNSNOOZE, onClick: () => bulk.mutate({ action: 'restore', target: { ids } }) }, duration: 8000 });
    leave();
  };

  // Marked unread, the message is left: staying on it would read it again.
  const markUnread = () => {
    const { id } = m;
    void afterPendingChanges(queryClient, id).then(() => read.mutate({ id, read: false }));
    leave();
  };
  // j and k move through the list the message was opened from, as they do beside it.
  const step = (by: 1 | -1) => {
    const next = neighbourInLists(queryClient, m.id, by);
    if (!next) return false;
    navigate(messagePath(next));
    return true;
  };

  const actions = useRef({ reply, forward, toggleStar, moveTo, markUnread, step, leave });
  actions.current = { reply, forward, toggleStar, moveTo, markUnread, step, leave };
  // Beside the list, the list's keys and palette commands act on this message (its open row).
  const inPane = Boolean(onLeave);
  useTriageKeys((action) => {
    const a = actions.current;
    if (action === 'reply') a.reply();
    else if (action === 'forward') a.forward();
    else if (action === 'star') a.toggleStar();
    else if (action === 'archive') a.moveTo('archive');
    else if (action === 'trash') a.moveTo('trash');
    else if (action === 'unread') a.markUnread();
    else if (action === 'close') a.leave();
    else if (action === 'next' || action === 'prev') return a.step(action === 'next' ? 1 : -1);
    else return false;
    return true;
  }, !inPane, true);
  useEffect(
    () =>
      inPane ? undefined : onMailCommand((command) => {
        const a = actions.current;
        if (command === 'reply') a.reply();
        else if (command === 'forward') a.forward();
        else if (command === 'star') a.toggleStar();
        else if (command === 'archive') a.moveTo('archive');
        else if (command === 'delete') a.moveTo('trash');
        else if (command === 'mark-unread') a.markUnread();
        else return false;
        return true;
      }),
    [inPane],
  );

  const unsubscribe = useUnsubscribe();
  // A plain call's outcome shows even if the person has moved on from this message.
  const unsubscribeFromList = (id: string) =>
    unsubscribe.mutateAsync(id).then(
      (outcome) => {
        openUnsubscribePage(outcome);
        toast(describeUnsubscribe(outcome));
      },
      (error: unknown) => toast({ title: UNSUBSCRIBE_FAILED, description: errorMessage(error), variant: 'destructive' }),
    );

  const sender = displaySender(m.from);
  const date = m.date ? new Date(m.date) : null;
  const replyList = replies.data?.replies.slice(0, 3) ?? [];

  // On a phone a message on its own keeps its actions in a bar along the bottom, in thumb's reach, and
  // every action there and in a conversation is a 44 px target.
  const barred = phone && !inConversation;
  const actionButtons = (
    <div
      className={cn(
        'flex items-center [&_svg]:size-5',
        barred
          ? 'justify-around [&_a]:size-11 [&_button]:size-11'
          : '-mt-1 -ml-2 shrink-0 basis-full @xl:-mr-2 @xl:ml-0 @xl:basis-auto sm:[&_svg]:size-4 max-sm:[&_a]:size-11 max-sm:[&_button]:size-11',
      )}
    >
      <Button
        variant="ghost"
        size="icon-sm"
        data-testid="message-star"
        aria-pressed={m.starred}
        aria-label={m.starred ? UNSTAR : STAR}
        onClick={toggleStar}
      >
        <Star className={cn(m.starred && 'fill-amber-400 text-amber-400')} aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon-sm" aria-label={ARCHIVE} title={ARCHIVE} onClick={() => moveTo('archive')}>
        <Archive aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon-sm" aria-label={MARK_UNREAD} title={MARK_UNREAD} data-testid="message-mark-unread" onClick={markUnread}>
        <Mail aria-hidden="true" />
      </Button>
      <SnoozeMenu onSnooze={snoozeUntil}>
        <Button variant="ghost" size="icon-sm" aria-label={SNOOZE} title={SNOOZE} data-testid="message-snooze">
          <Clock aria-hidden="true" />
        </Button>
      </SnoozeMenu>
      <LabelsMenu messageId={m.id} labelIds={m.labelIds} />
      {m.inTrash ? (
        <>
          <Button variant="ghost" size="icon-sm" aria-label={RESTORE} title={RESTORE} onClick={() => moveTo('restore')}>
            <Inbox aria-hidden="true" />
          </Button>
          <DeleteForeverButton onClick={() => setConfirmDelete(true)} />
        </>
      ) : (
        <Button variant="ghost" size="icon-sm" aria-label={TRASH} title={TRASH} onClick={() => moveTo('trash')}>
          <Trash2 aria-hidden="true" />
        </Button>
      )}
      <Button asChild variant="ghost" size="icon-sm">
        <a href={rawMessageUrl(m.id)} download aria-label={DOWNLOAD_ORIGINAL} title={DOWNLOAD_ORIGINAL} data-testid="message-download-original">
          <FileDown aria-hidden="true" />
        </a>
      </Button>
    </div>
  );

  return (
    <article className={cn('space-y-4', barred && 'pb-16')} data-testid="message-view">
      <div className="overflow-hidden rounded-xl border bg-card shadow-xs">
        <header className="@container space-y-4 p-5 sm:p-6">
          {!inConversation && (
            /* The actions sit beside the subject only when the message has the room: in the narrow reading pane a long subject wrapped to six lines beside them. */
            <div className="flex flex-wrap items-start gap-3 @xl:flex-nowrap">
              <div className="min-w-0 flex-1">
                {/* Sized by the room the message has, not the window: beside the list (the reading pane) it stays at xl. */}
                <h1 className="text-xl leading-snug font-semibold tracking-tight break-words @2xl:text-2xl" data-testid="message-subject">
                  {displaySubject(m.subject)}
                </h1>
                <MessageLabelChips messageId={m.id} labelIds={m.labelIds} className="mt-2" />
              </div>
              {!barred && actionButtons}
            </div>
          )}
          <div className={cn('flex items-start gap-3', inConversation && 'flex-wrap @xl:flex-nowrap')}>
            <span
              aria-hidden="true"
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-from to-brand-to text-sm font-semibold text-white"
            >
              {initials(sender)}
            </span>
            <div className="min-w-0 flex-1 text-sm">
              <div className="flex flex-wrap items-baseline gap-x-2">
                <span className="font-semibold" data-testid="message-sender">
                  {sender}
                </span>
                {m.from.email && m.from.email !== sender && <span className="truncate text-muted-foreground">&lt;{m.from.email}&gt;</span>}
                {m.canUnsubscribe && (
                  <Button
                    variant="link"
                    size="sm"
                    className="h-auto p-0 text-xs"
                    data-testid="message-unsubscribe"
                    disabled={unsubscribe.isPending}
                    onClick={() => unsubscribeFromList(m.id)}
                  >
                    {UNSUBSCRIBE}
                  </Button>
                )}
              </div>
              {m.to.length > 0 && (
                <p className="truncate text-muted-foreground">
                  {LABEL_TO} {addressList(m.to)}
                </p>
              )}
              {m.cc.length > 0 && (
                <p className="truncate text-muted-foreground">
                  {LABEL_CC} {addressList(m.cc)}
                </p>
              )}
              {date && (
                <p className="text-xs text-muted-foreground sm:hidden">
                  {shortDate(date)}
                </p>
              )}
              {inConversation && <MessageLabelChips messageId={m.id} labelIds={m.labelIds} className="mt-1.5" />}
            </div>
            {date && (
              <time
                dateTime={m.date ?? undefined}
                className="hidden shrink-0 text-xs text-muted-foreground tabular-nums sm:block"
                title={date.toLocaleString()}
              >
                {shortDate(date)}
              </time>
            )}
            {inConversation && actionButtons}
          </div>
          <AttachmentLinks message={m} />
        </header>

        <div className="flex flex-wrap items-center gap-2 border-t bg-muted/30 px-4 py-2.5 sm:px-6">
          {m.isDraft ? (
            <Button size="sm" onClick={() => navigate(composeDraftPath(m.id))}>
              <SquarePen aria-hidden="true" />
              {EDIT_DRAFT}
            </Button>
          ) : (
            <Button size="sm" onClick={reply}>
              <Reply aria-hidden="true" />
              {REPLY}
            </Button>
          )}
          {!m.isDraft && hasOthersToAnswer(m) && (
            <Button size="sm" variant="outline" onClick={() => navigate(composeReplyPath(m.id, { all: true }))}>
              <ReplyAll aria-hidden="true" />
              {REPLY_ALL}
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={forward}>
            <Forward aria-hidden="true" />
            {FORWARD}
          </Button>
          <span className="mx-1 hidden h-5 w-px bg-border sm:block" aria-hidden="true" />
          {/* A draft is the user's own unsent words: there is nothing in it to answer. */}
          {!m.isDraft && (
            <>
              <Button size="sm" variant="outline" onClick={withAi(openReplyDialog)}>
                <WandSparkles aria-hidden="true" />
                {AI_REPLY}
              </Button>
              <Button size="sm" variant="outline" disabled={replies.isPending || replyList.length > 0} onClick={withAi(() => replies.mutate())}>
                {replies.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
                {SMART_REPLIES}
              </Button>
            </>
          )}
          <Button
            size="sm"
            variant="outline"
            disabled={analysis.isPending}
            onClick={withAi(() => (showAnalysis ? setShowAnalysis(false) : analysis.data ? setShowAnalysis(true) : analysis.mutate()))}
          >
            {analysis.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <BarChart3 aria-hidden="true" />}
            {showAnalysis ? HIDE_ANALYSIS : ANALYZE}
          </Button>
          <Button size="sm" variant="outline" disabled={summary.isPending} onClick={withAi(() => (summary.data ? setTab('summary') : summary.mutate()))}>
            {summary.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <FileText aria-hidden="true" />}
            {SUMMARIZE}
          </Button>
        </div>
      </div>

      {replyList.length > 0 && (
        <div data-testid="smart-replies" className="flex flex-wrap gap-2">
          {replyList.map((r, i) => (
            <Button
              key={i}
              variant="outline"
              size="sm"
              title={r}
              data-testid="smart-reply"
              className="h-auto max-w-full rounded-full border-primary/30 bg-primary/5 py-1.5 whitespace-normal text-left text-primary hover:bg-primary/10 dark:text-foreground"
              onClick={() => navigate(composeReplyPath(m.id), { state: { body: r } })}
            >
              {smartReplyLabel(r)}
            </Button>
          ))}
        </div>
      )}

      {showAnalysis && analysis.data && <AnalysisPanel analysis={analysis.data} />}

      <Tabs value={tab} onValueChange={(v) => setTab(v as 'original' | 'summary')}>
        {summary.data && (
          <TabsList className="mb-3">
            <TabsTrigger value="original">{TAB_ORIGINAL}</TabsTrigger>
            <TabsTrigger value="summary">{TAB_SUMMARY}</TabsTrigger>
          </TabsList>
        )}
        <TabsContent value="original" className="mt-0 space-y-3">
          {m.remoteImagesBlocked > 0 && !showImages && (
            <div data-testid="images-blocked" className="flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-muted/40 px-4 py-2 text-sm">
              <span className="flex items-center gap-2 text-muted-foreground">
                <ImageOff className="size-4 shrink-0" aria-hidden="true" />
                {IMAGES_BLOCKED}
              </span>
              <Button variant="link" size="sm" className="h-auto px-0" onClick={onShowImages}>
                {SHOW_IMAGES}
              </Button>
            </div>
          )}
          <div className={cn('overflow-hidden rounded-xl border shadow-xs', loadingImages && 'opacity-70')}>
            {inConversation ? (
              <FoldedBody html={m.html} text={m.text} dark={resolvedDark} />
            ) : m.html ? (
              <MessageBody html={m.html} dark={resolvedDark} />
            ) : hasBody ? (
              <div data-testid="message-text" className="bg-card p-5 text-sm leading-relaxed whitespace-pre-wrap sm:p-6">
                {m.text}
              </div>
            ) : (
              <p className="bg-card p-6 text-sm text-muted-foreground">{VIEW_EMPTY_MESSAGE}</p>
            )}
          </div>
        </TabsContent>
        <TabsContent value="summary" className="mt-0">
          <div data-testid="summary" className="rounded-xl border bg-card p-5 text-sm leading-relaxed whitespace-pre-wrap shadow-xs sm:p-6">
            {summary.data?.summary}
          </div>
        </TabsContent>
      </Tabs>

      <AiReplyDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        emailContent={content}
        onUse={(r) => {
          setDialogOpen(false);
          navigate(aiReplyPath(m.id, r), { state: { body: r.text } });
        }}
      />
      {barred && (
        <nav
          aria-label={MESSAGE_ACTIONS}
          data-testid="message-action-bar"
          className="fixed inset-x-0 bottom-0 z-30 border-t bg-background/95 px-2 pt-1 pb-[max(0.25rem,env(safe-area-inset-bottom))] backdrop-blur"
        >
          {actionButtons}
        </nav>
      )}
      <DeleteForeverDialog count={confirmDelete ? 1 : 0} onConfirm={deleteNow} onCancel={() => setConfirmDelete(false)} />
    </article>
  );
}
