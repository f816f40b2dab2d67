/**
 * /compose: write, reply, forward, or edit a scheduled email. The form's state
 * lives in one reducer (compose-state.ts), its first state comes from the
 * prefill rules in core, and the server is reached only through the hooks of
 * src/client/api. What is typed stays in localStorage per compose context
 * until it is sent or discarded.
 */
import { offlineCause, useOfflineCause, useOnline } from '../../lib/offline/use-online';
import TextAlign from '@tiptap/extension-text-align';
import { Placeholder } from '@tiptap/extensions';
import { EditorContent, useEditor } from '@tiptap/react';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import StarterKit from '@tiptap/starter-kit';
import DOMPurify from 'dompurify';
import { BellPlus, FileStack, Forward, Reply, Save, Send, Sparkles, SquarePen, Trash2 } from 'lucide-react';
import { useEffect, useReducer, useRef, useState } from 'react';
import { onMailCommand } from '../../lib/mail-commands';
import { emailForAi } from '../../lib/message-text';
import { Link, useLocation, useNavigate, useSearchParams } from '../../app/routing';
import { ApiError, errorMessage } from '../../api/errors';
import { useAccounts } from '../../api/accounts';
import { usePreferences } from '../../api/preferences';
import { useAiSettings } from '../../lib/ai-settings';
import { AiOffBanner } from '../../ui/ai-off-banner';
import { cancelOutbox, useContacts, useDiscardDraft, useOriginalMessage, useSaveDraft, useSendMail } from '../../api/mail';
import { fileFromBase64, offerUndoSend } from './undo-send';
import { composeForwardPath, composeReplyPath } from '../../lib/compose-links';
import { cn } from '../../lib/utils';
import { Button } from '../../ui/button';
import { Page, PageHeader } from '../../ui/page';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/use-toast';
import { DISABLED_RESULT_ID, useMarkReplyUsed } from '../../api/ai';
import { AiMenu } from './AiMenu';
import { FEEDBACK_CLOSE_DELAY_MS, FEEDBACK_DIALOG_DELAY_MS, isAiReplyEdited } from './ai-reply';
import { FeedbackDialog } from './FeedbackDialog';
import { AttachmentArea, type ComposeAttachment } from './AttachmentArea';
import { screenFiles } from './attachments';
import { composePayload } from './compose-payload';
import { commitRecipients, composeReducer, initialComposeState, recipientCount, type RecipientFieldName } from './compose-state';
import { autosaveKey, clearAutosave, hasContent, isBlankHtml, loadAutosave, writeAutosave, type ComposeContext } from './autosave';
import { EditorToolbar } from './EditorToolbar';
import { prefillCompose, textLinesHtml, type PrefillSource } from '../../../core/compose/prefill';
import type { HeldDraft } from '../../../core/schemas';
import { FromField } from './FromField';
import { SignatureNode } from './signature-node';
import { hasSignature, placeSignature } from '../../../core/compose/signature';
import { RecipientField } from './RecipientField';
import { formatRecipient, type Recipient } from '../../../core/compose/recipients';
import {
  BUTTON_ADD_BCC,
  BUTTON_ADD_CC,
  BUTTON_DISCARD,
  BUTTON_SAVE_CHANGES,
  BUTTON_SAVE_DRAFT,
  BUTTON_BACK_TO_SCHEDULED,
  BUTTON_SEND,
  HINT_SAVE,
  HINT_SAVE_CHANGES,
  HINT_SEND,
  BUTTON_SET_FOLLOW_UP,
  EDIT_SCHEDULED_DESCRIPTION,
  EDIT_SCHEDULED_TITLE,
  EDIT_DRAFT_TITLE,
  SCHEDULED_LOAD_FAILED,
  scheduledNotEditable,
  TOAST_SCHEDULED_UPDATE_FAILED,
  TOAST_SCHEDULED_UPDATED,
  toastScheduledUpdatedDescription,
  BUTTON_SENDING,
  COMPOSE_DESCRIPTION,
  COMPOSE_TITLE,
  CONFIRM_DISCARD,
  confirmBlanksLeft,
  CONFIRM_DISCARD_SCHEDULED_CHANGES,
  ERR_ATTACHMENTS_TOTAL,
  ERR_INVALID_RECIPIENT,
  FORWARD_DESCRIPTION,
  FORWARD_TITLE,
  LABEL_BCC,
  LABEL_CC,
  LABEL_SUBJECT,
  LABEL_TO,
  LINK_MANAGE_TEMPLATES,
  PLACEHOLDER_BODY,
  PLACEHOLDER_SUBJECT,
  REPLY_DESCRIPTION,
  REPLY_TITLE,
  SUGGESTION_ACCEPT,
  SUGGESTION_IGNORE,
  SUGGESTION_LABEL,
  TOAST_ATTACHMENTS_REFUSED,
  TOAST_DRAFT_FAILED,
  TOAST_DRAFT_SAVED,
  TOAST_DRAFT_SAVED_DESCRIPTION,
  TOAST_EMAIL_SENT,
  TOAST_EMAIL_SENT_DESCRIPTION,
  TOAST_EMAIL_QUEUED,
  TEXT_COMPOSE_OFFLINE,
  TEXT_COMPOSE_SERVER_DOWN,
  TOAST_EMAIL_QUEUED_DESCRIPTION,
  TOAST_EMAIL_QUEUED_SERVER_DOWN_DESCRIPTION,
  TOAST_UNDO_FAILED,
  TOAST_LOAD_ORIGINAL_FAILED,
  TOAST_LOAD_DRAFT_FAILED,
  TOAST_MISSING_RECIPIENT_DESCRIPTION,
  TOAST_MISSING_RECIPIENT_TITLE,
  TOAST_SEND_FAILED,
  TOAST_DRAFT_DISCARDED,
  TOAST_FILES_NOT_KEPT,
  TOAST_ALREADY_ATTACHED,
  filesNotKept,
} from './texts';
import { TrackingOptions } from './TrackingOptions';
import { useWritingAssist } from './use-writing-assist';
import { SchedulePopover } from './SchedulePopover';
import { TOAST_SCHEDULING_FAILED } from '../../../core/schedule/texts';
import { applyTemplate, CustomizeTemplateDialog, TemplatesPopover } from './TemplatesPopover';
import { knownPlaceholderValues, leftoverPlaceholders } from '../../../core/templates/placeholders';
import { replyRange } from './own-text';
import { useSession } from '../../api/auth';
import { useTemplate, type Template } from '../../api/templates';
import { CreateFollowUpDialog } from '../../ui/follow-up/CreateFollowUpDialog';
import { useCancelScheduled, useScheduleEmail, useScheduledEmail, useUpdateScheduled } from '../../api/scheduled';
import { formatScheduleButton } from '../../../core/schedule/rules';
import { Alert, AlertDescription, AlertTitle } from '../../ui/alert';

interface NavigationState {
  to?: string | string[];
  subject?: string;
  body?: string;
  templateId?: string;
  /** A send taken back in its undo window, to write on exactly as it was. */
  restore?: HeldDraft;
}


/** The route component: one form per compose context, so switching from a reply to a new email starts fresh. */
export function ComposePage() {
  const [params] = useSearchParams();
  const context: ComposeContext = {
    reply: params.get('reply'),
    forward: params.get('forward'),
    scheduled: params.get('scheduled'),
    draft: params.get('draft'),
    replyId: params.get('replyId'),
    all: params.get('all') === '1',
  };
  const key = autosaveKey(context);
  return <ComposeForm key={key} storageKey={key} context={context} params={params} />;
}

/** Where a new email's fields come from: a mailto: link (`?mailto=`, as a registered mail handler passes it), the query string, or the previous screen. */
function newEmailSource(params: URLSearchParams, navState: NavigationState | null, quote: boolean): PrefillSource {
  const held = navState?.restore;
  if (held) return { kind: 'new', to: held.to, cc: held.cc, bcc: held.bcc, subject: held.subject, body: held.body };
  const mailto = params.get('mailto');
  if (mailto) return { kind: 'mailto', url: mailto };
  const fromQuery = (name: string) => params.getAll(name).filter(Boolean);
  return {
    kind: 'new',
    to: navState?.to ?? fromQuery('to'),
    cc: fromQuery('cc'),
    bcc: fromQuery('bcc'),
    subject: navState?.subject ?? params.get('subject') ?? undefined,
    body: navState?.body ?? (params.get('body') ? textLinesHtml(params.get('body')!) : undefined),
    replyText: params.get('originalReplyText'),
    quotedBody: quote ? params.get('originalBody') : null,
  };
}

/** A message's files as compose attachments fetched from where they are kept: a forwarded original's, or a reopened draft's. */
function keptFiles(m: { id: string; attachments: { id: string; filename: string; size: number; mimeType: string }[] }, from: 'forward' | 'draft'): ComposeAttachment[] {
  return m.attachments.map((a) => ({
    id: `${from}-${a.id}`,
    filename: a.filename,
    size: a.size,
    mimeType: a.mimeType,
    forwarded: { messageId: m.id, attachmentId: a.id },
    ...(from === 'draft' ? { fromDraft: true } : {}),
  }));
}

/** Where the signature block starts in the document, or its end when there is none. */
function signatureStart(doc: ProseMirrorNode): number {
  let at = doc.content.size;
  doc.forEach((node, offset) => {
    if (node.type.name === 'signature' && at === doc.content.size) at = offset;
  });
  return at;
}

function ComposeForm({ storageKey, context, params }: { storageKey: string; context: ComposeContext; params: URLSearchParams }) {
  const navigate = useNavigate();
  const location = useLocation();
  const contacts = useContacts();
  const [navState] = useState(() => (location.state ?? null) as NavigationState | null);
  // A send taken back wins over an older autosaved form.
  const [restored] = useState(() => (navState?.restore ? null : loadAutosave(window.localStorage, storageKey)));
  const originalReplyText = params.get('originalReplyText');

  // What the form starts with: a restored draft wins, else what the link or the previous screen carried.
  const [initial] = useState(() =>
    prefillCompose(restored ? { kind: 'draft', form: restored } : newEmailSource(params, navState, !context.reply)),
  );
  const [form, dispatch] = useReducer(composeReducer, initial, initialComposeState);
  // The files of a send taken back come along again.
  const restoredFiles = useRef(false);
  useEffect(() => {
    const files = navState?.restore?.attachments ?? [];
    if (restoredFiles.current || files.length === 0) return;
    restoredFiles.current = true;
    dispatch({
      type: 'attach',
      attachments: files.map(fileFromBase64).map((file) => ({ id: crypto.randomUUID(), filename: file.name, size: file.size, mimeType: file.type, file })),
    });
  }, [navState]);
  const { to, cc, bcc, texts, showCc, showBcc, subject, body, attachments, tracking } = form;
  const setSubject = (value: string) => dispatch({ type: 'subject', subject: value });
  const [busy, setBusy] = useState<'send' | 'draft' | 'schedule' | 'sent' | null>(null);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [followUpOpen, setFollowUpOpen] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const assistRef = useRef<ReturnType<typeof useWritingAssist> | null>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: false, codeBlock: false, link: { openOnClick: false, autolink: true, defaultProtocol: 'https' } }),
      TextAlign.configure({ types: ['paragraph'] }),
      Placeholder.configure({ placeholder: PLACEHOLDER_BODY }),
      SignatureNode,
    ],
    content: initial.body,
    editorProps: {
      attributes: { 'aria-label': 'Message body', class: 'compose-editor' },
      // The caret keeps clear of the action row held at the window's bottom while typing at the end of a long message.
      scrollThreshold: { top: 0, right: 0, left: 0, bottom: 96 },
      scrollMargin: { top: 5, right: 5, left: 5, bottom: 96 },
      // Ctrl/Cmd+Enter sends (document listener below); keep the editor from also inserting a line break.
      handleKeyDown: (_view, event) => {
        if ((event.ctrlKey || event.metaKey) && event.key === 'Enter') return true;
        const assist = assistRef.current;
        if (assist?.suggestion && event.key === 'Tab' && !event.shiftKey) return assist.accept();
        if (assist?.suggestion && event.key === 'Escape') {
          assist.dismiss();
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: e }) => dispatch({ type: 'body', body: e.getHTML() }),
  });

  const oneRecipient = to.length === 1 ? to[0]!.name : '';
  const { user } = useSession();
  const known = knownPlaceholderValues({ yourName: user?.name, recipientName: oneRecipient, now: new Date() });
  const assist = useWritingAssist(editor, body, subject, oneRecipient);
  assistRef.current = assist;

  // Opened from /templates ("use template"): the template goes through the Customize Template dialog once it loads.
  // Over a restored unsent form too: the person chose the template, and applying it asks before replacing their words.
  const navTemplate = useTemplate(navState?.templateId);
  const [pendingTemplate, setPendingTemplate] = useState<Template | null>(null);
  const templateShown = useRef(false);
  useEffect(() => {
    if (!navTemplate.data || !editor || templateShown.current) return;
    templateShown.current = true;
    setPendingTemplate(navTemplate.data);
    // Offered once: a reload restores the form as it is then, not the template's dialog again.
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: { ...navState, templateId: undefined } });
  }, [navTemplate.data, editor, navigate, location.pathname, location.search, navState]);

  // Reply / forward: prefill from the original once it loads, unless a saved form was restored.
  const originalId = context.reply ?? context.forward ?? null;
  const original = useOriginalMessage(originalId);
  // From: what the person picked, else the account that received the message being answered, else the main mailbox.
  const accounts = useAccounts();
  const preferences = usePreferences();
  // With the helpers turned off, compose says so and where to turn them on, as the dashboard does.
  const aiEnabled = useAiSettings().enabled;
  const replyPosition = preferences.data?.replyPosition;
  // Only while it is being fetched: offline the query pauses, and the reply then starts above the quote.
  const loadingPreferences = preferences.isPending && preferences.fetchStatus === 'fetching';
  const several = (accounts.data?.length ?? 0) > 1;
  const [fromChoice, setFromChoice] = useState(navState?.restore?.accountId ?? '');
  const fromAccount = fromChoice || (context.reply ? original.data?.accountId : undefined) || (accounts.data?.[0]?.id ?? '');
  const prefilled = useRef(false);
  useEffect(() => {
    const m = original.data;
    // Where the reply starts is a setting: wait for it (a failed load falls back to above the quote).
    // A reply to all leaves out every address of one's own, so it waits for the accounts too.
    if (!m || !editor || prefilled.current || loadingPreferences || (context.all && accounts.isPending)) return;
    prefilled.current = true;
    const clean = { ...m, html: DOMPurify.sanitize(m.html) };
    if (context.forward) {
      dispatch({ type: 'attach', attachments: keptFiles(m, 'forward') });
    }
    // A form restored from autosave, or a reply taken back in its undo window, keeps what was written.
    if (restored || navState?.restore) return;
    const prefill = prefillCompose(
      context.reply
        ? { kind: 'reply', original: clean, replyText: originalReplyText, position: replyPosition, all: context.all, self: accounts.data?.map((a) => a.email) ?? [] }
        : { kind: 'forward', original: clean },
    );
    dispatch({ type: 'prefill', fields: context.reply ? { to: prefill.to, cc: prefill.cc, subject: prefill.subject } : { subject: prefill.subject } });
    editor.commands.setContent(prefill.body, { emitUpdate: true });
    if (prefill.cursor) editor.commands.focus(prefill.cursor);
  }, [original.data, editor, context.forward, context.reply, context.all, accounts.isPending, accounts.data, restored, navState, originalReplyText, replyPosition, loadingPreferences]);

  // The From account's signature: added once to fresh mail (after a reply or forward is filled in), and
  // swapped in place when another account is picked. A form brought back (autosave, undo, a scheduled
  // email) keeps what it had unless the person switches accounts.
  const signature = accounts.data?.find((a) => a.id === fromAccount)?.signature;
  const signedFor = useRef<string | null>(null);
  const freshForm = !restored && !navState?.restore && !context.scheduled && !context.draft;
  useEffect(() => {
    if (!editor || !accounts.data || !fromAccount || signedFor.current === fromAccount) return;
    if ((context.reply || context.forward) && !prefilled.current) return;
    const first = signedFor.current === null;
    signedFor.current = fromAccount;
    const html = editor.getHTML();
    if (first && !freshForm && !hasSignature(html)) return;
    const below = Boolean(context.reply) && replyPosition === 'below';
    const next = placeSignature(html, signature, { below });
    if (next === html) return;
    editor.commands.setContent(next, { emitUpdate: true });
    // A reply is written where the prefill put the cursor: at the top, or (below the quote) just above the signature.
    if (context.reply && first) editor.commands.focus(below ? signatureStart(editor.state.doc) - 1 : 'start');
  }, [editor, accounts.data, fromAccount, signature, body, freshForm, context.reply, context.forward, replyPosition]);

  useEffect(() => {
    if (original.error) toast({ title: TOAST_LOAD_ORIGINAL_FAILED, description: errorMessage(original.error), variant: 'destructive' });
  }, [original.error]);

  // /compose?draft=<id>: the saved draft's addresses, subject, body and files, once (a restored form keeps what was typed).
  const savedDraft = useOriginalMessage(context.draft ?? null);
  const draftLoaded = useRef(false);
  useEffect(() => {
    const m = savedDraft.data;
    if (!m || !editor || draftLoaded.current) return;
    draftLoaded.current = true;
    // Its files come along as the draft's own; the send or save that replaces it carries them again.
    dispatch({ type: 'attach', attachments: keptFiles(m, 'draft') });
    if (m.accountId) setFromChoice((chosen) => chosen || m.accountId);
    if (restored) return;
    const { cursor: _cursor, body: html, ...fields } = prefillCompose({
      kind: 'saved',
      draft: { to: m.to, cc: m.cc, bcc: m.bcc, subject: m.subject, safeHtml: DOMPurify.sanitize(m.html) },
    });
    dispatch({ type: 'prefill', fields });
    editor.commands.setContent(html, { emitUpdate: true });
  }, [savedDraft.data, editor, restored]);
  useEffect(() => {
    if (savedDraft.error) toast({ title: TOAST_LOAD_DRAFT_FAILED, description: errorMessage(savedDraft.error), variant: 'destructive' });
  }, [savedDraft.error]);

  // /compose?scheduled=<id>: load the pending scheduled email into the form once (a restored form keeps what was typed).
  const scheduledId = context.scheduled;
  const scheduled = useScheduledEmail(scheduledId);
  const cancelScheduled = useCancelScheduled();
  const sendMail = useSendMail();
  const discardDraft = useDiscardDraft();
  const online = useOnline();
  const offlineBecause = useOfflineCause();
  const saveDraftCall = useSaveDraft();
  const scheduleEmail = useScheduleEmail();
  const updateScheduled = useUpdateScheduled();
  const markReplyUsed = useMarkReplyUsed();
  const scheduledLoaded = useRef(false);
  useEffect(() => {
    const s = scheduled.data;
    if (!s || !editor || scheduledLoaded.current || s.status !== 'pending') return;
    scheduledLoaded.current = true;
    if (s.tracking) dispatch({ type: 'tracking', tracking: s.tracking });
    // Its files show as attached (a restored form too: the autosave keeps no files), to keep or remove.
    if (s.attachments.length > 0) {
      dispatch({
        type: 'attach',
        attachments: s.attachments.map((a, index) => ({ id: `scheduled-${index}`, filename: a.filename, size: a.size, mimeType: a.mimeType, scheduled: { id: s.id, index } })),
      });
    }
    if (restored) return;
    const { cursor: _cursor, body: html, ...fields } = prefillCompose({ kind: 'scheduled', email: { ...s, safeBody: DOMPurify.sanitize(s.safeBody) } });
    dispatch({ type: 'prefill', fields });
    editor.commands.setContent(html, { emitUpdate: true });
  }, [scheduled.data, editor, restored]);

  // Autosave: every change to the typed form, removed once nothing is typed.
  const fileNames = attachments.map((a) => a.filename).join('\n');
  useEffect(() => {
    writeAutosave(window.localStorage, storageKey, { to, cc, bcc, showCc, showBcc, subject, body, context, savedAt: Date.now(), fileNames: fileNames ? fileNames.split('\n') : [] });
    // `context` is derived from the storage key, which never changes for this form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storageKey, to, cc, bcc, showCc, showBcc, subject, body, fileNames]);

  // The form comes back without its files (they are not kept outside compose): say which to attach again, rather
  // than let it be sent without them.
  useEffect(() => {
    if (restored?.fileNames?.length) toast({ title: TOAST_FILES_NOT_KEPT, description: filesNotKept(restored.fileNames), duration: 15_000 });
  }, [restored]);

  const typed = hasContent({ to, cc, bcc, subject, body }) || Object.values(texts).some((t) => t.trim() !== '');
  // An address still being typed counts: scheduling makes it a chip first, and says so if it is not an address.
  const recipientGiven = to.length + cc.length + bcc.length > 0 || Object.values(texts).some((t) => t.trim() !== '');

  /** Turns text still in the recipient inputs into chips; returns the lists, or null when an entry is invalid. */
  function commitPending(): Record<RecipientFieldName, Recipient[]> | null {
    const { lists, texts: rest, invalid } = commitRecipients(form, contacts);
    dispatch({ type: 'committed', lists, texts: rest });
    if (invalid) {
      toast({ title: ERR_INVALID_RECIPIENT(invalid), variant: 'destructive' });
      return null;
    }
    return lists;
  }

  /** Recipients ready to send to, or null after telling the person what is missing. */
  function readyRecipients(): Record<RecipientFieldName, Recipient[]> | null {
    const lists = commitPending();
    if (lists && recipientCount(lists) === 0) {
      toast({ title: TOAST_MISSING_RECIPIENT_TITLE, description: TOAST_MISSING_RECIPIENT_DESCRIPTION, variant: 'destructive' });
      return null;
    }
    return lists;
  }

  function reset() {
    dispatch({ type: 'reset' });
    editor?.commands.clearContent(true);
    clearAutosave(window.localStorage, storageKey);
  }

  const payload = (lists: Record<RecipientFieldName, Recipient[]>, inlineForwarded = false) =>
    composePayload({
      accountId: several ? fromAccount : undefined,
      state: form,
      lists,
      html: editor?.getHTML() ?? body,
      context,
      originalAttachments: context.forward ? (original.data?.attachments.length ?? 0) : 0,
      inlineForwarded,
    });

  /**
   * A template's blank still in the person's own words (not a quoted original's "{id}") is asked about before the
   * email goes, now or at its time; true when there is none or the person says to go on.
   */
  function blanksAccepted(): boolean {
    const blanks = leftoverPlaceholders(`${subject}\n${editor ? replyRange(editor.state.doc).text : ''}`);
    return blanks.length === 0 || window.confirm(confirmBlanksLeft(blanks));
  }

  async function send() {
    if (busy) return;
    const recipients = readyRecipients();
    if (!recipients) return;
    if (!blanksAccepted()) return;
    setBusy('send');
    // The undo window is a setting; offline or unknown, the send goes at once.
    const delaySeconds = preferences.data?.undoSendSeconds ?? 0;
    let held: { outboxId: string; sendAt: string } | undefined;
    let queued = false;
    let partly = false;
    try {
      const result = await sendMail.mutateAsync({ ...(await payload(recipients)), ...(delaySeconds ? { delaySeconds } : {}) });
      if ('outboxId' in result) held = result;
      queued = 'queued' in result;
    } catch (err) {
      setBusy(null);
      toast({ title: TOAST_SEND_FAILED, description: errorMessage(err), variant: 'destructive' });
      // Saved in Sent and already with this server's own recipients: sending the form again would send it twice.
      partly = err instanceof ApiError && err.code === 'OUTSIDE_DELIVERY_NOT_CONFIGURED';
      if (!partly) return;
    }
    // "Send now" on a scheduled email replaces it: the scheduled copy is cancelled only after this
    // send succeeded, so a failed send still leaves the scheduled one in place.
    if (scheduledId) await cancelScheduled.mutateAsync(scheduledId).catch(() => undefined);
    if (held) {
      const { outboxId } = held;
      offerUndoSend(held.sendAt, () =>
        cancelOutbox(outboxId).then(
          // A reply reopens as the reply it was, so it still goes into its conversation.
          ({ draft }) =>
            navigate(draft.replyTo ? composeReplyPath(draft.replyTo) : draft.forwardOf ? composeForwardPath(draft.forwardOf) : '/compose', {
              state: { restore: draft } satisfies NavigationState,
            }),
          (err: unknown) => toast({ title: TOAST_UNDO_FAILED, description: errorMessage(err), variant: 'destructive' }),
        ),
      );
    } else if (queued) {
      toast({ title: TOAST_EMAIL_QUEUED, description: offlineCause() === 'server' ? TOAST_EMAIL_QUEUED_SERVER_DOWN_DESCRIPTION : TOAST_EMAIL_QUEUED_DESCRIPTION });
    } else if (!partly) {
      toast({ title: TOAST_EMAIL_SENT, description: TOAST_EMAIL_SENT_DESCRIPTION });
    }
    const aiReplyId = context.replyId;
    if (aiReplyId && aiReplyId !== DISABLED_RESULT_ID) {
      // The AI reply flow: mark the reply used, then ask for feedback; the form clears when the dialog closes.
      clearAutosave(window.localStorage, storageKey);
      setBusy('sent');
      markReplyUsed.mutate({ replyId: aiReplyId, edited: isAiReplyEdited(editor?.getHTML() ?? body, originalReplyText ?? '') });
      timers.current.push(setTimeout(() => setFeedbackOpen(true), FEEDBACK_DIALOG_DELAY_MS));
      return;
    }
    reset();
    setBusy(null);
    navigate('/dashboard');
  }

  // The command palette's Send Email and Save Draft act on this draft.
  const paletteActions = useRef({ send, saveDraft });
  paletteActions.current = { send, saveDraft };
  useEffect(
    () =>
      onMailCommand((command) => {
        if (command === 'send') void paletteActions.current.send();
        else if (command === 'save-draft') void paletteActions.current.saveDraft();
        else return false;
        return true;
      }),
    [],
  );

  function closeFeedback() {
    setFeedbackOpen(false);
    timers.current.push(
      setTimeout(() => {
        reset();
        setBusy(null);
        navigate('/dashboard');
      }, FEEDBACK_CLOSE_DELAY_MS),
    );
  }

  async function saveDraft() {
    if (busy) return;
    // A scheduled email's edit is saved into it at its own time; a draft beside it would be a second copy to send.
    if (scheduledId) {
      // Its time as the server has it now (another tab may have moved it): not sent, so not put back.
      if (scheduled.data) await schedule(new Date(scheduled.data.scheduledTime), { keepTime: true });
      return;
    }
    if (!typed && attachments.length === 0) {
      navigate('/dashboard');
      return;
    }
    const recipients = commitPending();
    if (!recipients) return;
    setBusy('draft');
    try {
      await saveDraftCall.mutateAsync(await payload(recipients));
    } catch (err) {
      setBusy(null);
      toast({ title: TOAST_DRAFT_FAILED, description: errorMessage(err), variant: 'destructive' });
      return;
    }
    reset();
    setBusy(null);
    toast({ title: TOAST_DRAFT_SAVED, description: TOAST_DRAFT_SAVED_DESCRIPTION });
    // The reopened draft was replaced by the one just saved: its address here names nothing any more.
    if (context.draft) navigate('/dashboard?tab=drafts');
  }

  /** Creates the scheduled email (`POST /api/scheduled`) and opens /scheduled; false when it failed. */
  async function schedule(at: Date, { keepTime = false } = {}): Promise<boolean> {
    if (busy) return false;
    const recipients = readyRecipients();
    if (!recipients) return false;
    if (!blanksAccepted()) return false;
    setBusy('schedule');
    if (scheduledId) {
      try {
        // The replied-to message stays as it was scheduled; content, files (kept, removed, added), tracking and time change.
        const { replyTo: _replyTo, forwardOf: _fwd, aiReplyId: _ai, tracking: _t, draftId: _draft, ...content } = await payload(recipients, true);
        await updateScheduled.mutateAsync({ id: scheduledId, patch: { ...content, tracking, ...(keepTime ? {} : { scheduledTime: at.toISOString() }) } });
      } catch (err) {
        setBusy(null);
        toast({ title: TOAST_SCHEDULED_UPDATE_FAILED, description: errorMessage(err), variant: 'destructive' });
        return false;
      }
      reset();
      setBusy(null);
      toast({ title: TOAST_SCHEDULED_UPDATED, description: toastScheduledUpdatedDescription(formatScheduleButton(at)) });
      navigate('/scheduled');
      return true;
    }
    try {
      const { forwardOf: _forwardOf, aiReplyId: _aiReplyId, ...input } = await payload(recipients, true);
      await scheduleEmail.mutateAsync({ ...input, scheduledTime: at.toISOString() });
    } catch {
      setBusy(null);
      toast({ ...TOAST_SCHEDULING_FAILED, variant: 'destructive' });
      return false;
    }
    reset();
    setBusy(null);
    navigate('/scheduled');
    return true;
  }

  function discard() {
    if (scheduledId) {
      if (!window.confirm(CONFIRM_DISCARD_SCHEDULED_CHANGES)) return;
      reset();
      navigate('/scheduled');
      return;
    }
    if ((typed || attachments.length > 0) && !window.confirm(CONFIRM_DISCARD)) return;
    // A saved draft opened here is discarded too, not left in Drafts.
    // (The promise, not mutate's callback: this screen is gone by the time it is done. A refusal has its own notice.)
    if (context.draft) discardDraft.mutateAsync(context.draft).then(() => toast({ title: TOAST_DRAFT_DISCARDED }), () => undefined);
    reset();
    navigate('/dashboard');
  }

  function addFiles(picked: File[]) {
    // The same file picked again (same name and size) is not attached twice.
    const again = picked.filter((f) => attachments.some((a) => a.filename === f.name && a.size === f.size));
    if (again.length > 0) toast({ title: TOAST_ALREADY_ATTACHED, description: again.map((f) => f.name).join(', ') });
    const files = picked.filter((f) => !again.includes(f));
    if (files.length === 0) return;
    const attached = attachments.reduce((sum, a) => sum + a.size, 0);
    const { accepted, errors, totalExceeded } = screenFiles(files, attached);
    if (errors.length > 0) toast({ title: TOAST_ATTACHMENTS_REFUSED, description: errors.join('\n'), variant: 'destructive' });
    if (totalExceeded) {
      window.alert(ERR_ATTACHMENTS_TOTAL);
      return;
    }
    dispatch({
      type: 'attach',
      attachments: accepted.map((file) => ({ id: crypto.randomUUID(), filename: file.name, size: file.size, mimeType: file.type, file })),
    });
  }

  // Keyboard: Ctrl/Cmd+Enter sends, Ctrl/Cmd+S saves a draft, anywhere on the screen.
  const handlers = useRef({ send, saveDraft });
  handlers.current = { send, saveDraft };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
      if (e.key === 'Enter') {
        e.preventDefault();
        void handlers.current.send();
      } else if (e.key.toLowerCase() === 's' && !e.shiftKey) {
        e.preventDefault();
        void handlers.current.saveDraft();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const title = scheduledId ? EDIT_SCHEDULED_TITLE : context.draft ? EDIT_DRAFT_TITLE : context.reply ? REPLY_TITLE : context.forward ? FORWARD_TITLE : COMPOSE_TITLE;
  const description = scheduledId ? EDIT_SCHEDULED_DESCRIPTION : title === REPLY_TITLE ? REPLY_DESCRIPTION : title === FORWARD_TITLE ? FORWARD_DESCRIPTION : COMPOSE_DESCRIPTION;
  const scheduledStatus = scheduled.data?.status;
  if (scheduledId && (scheduled.isPending || scheduled.error || (scheduledStatus && scheduledStatus !== 'pending'))) {
    return (
      <Page className="max-w-4xl">
        <PageHeader title={title} description={description} icon={SquarePen} />
        {scheduled.isPending ? (
          <div className="mt-10 flex justify-center">
            <Spinner />
          </div>
        ) : (
          <Alert variant={scheduled.error || scheduledStatus === 'failed' ? 'destructive' : 'default'} className="mt-6">
            <AlertTitle>{EDIT_SCHEDULED_TITLE}</AlertTitle>
            <AlertDescription>
              <p>{scheduled.error || !scheduledStatus || scheduledStatus === 'pending' ? SCHEDULED_LOAD_FAILED : scheduledNotEditable(scheduledStatus)}</p>
              <Button asChild variant="outline" size="sm" className="mt-3">
                <Link to="/scheduled">{BUTTON_BACK_TO_SCHEDULED}</Link>
              </Button>
            </AlertDescription>
          </Alert>
        )}
      </Page>
    );
  }
  const recipientField = (field: RecipientFieldName, label: string, extra?: { autoFocus?: boolean; trailing?: React.ReactNode }) => (
    <RecipientField
      label={label}
      recipients={form[field]}
      onRecipientsChange={(recipients) => dispatch({ type: 'recipients', field, recipients })}
      text={texts[field]}
      onTextChange={(text) => dispatch({ type: 'text', field, text })}
      contacts={contacts}
      {...extra}
    />
  );

  return (
    // On a phone the form takes the whole screen, edge to edge, under a one-line title: the keyboard takes half of it already.
    <Page className="max-w-4xl max-sm:px-0 max-sm:pt-3 max-sm:pb-0">
      <PageHeader
        title={title}
        description={description}
        icon={context.reply ? Reply : context.forward ? Forward : SquarePen}
        className="max-sm:flex-row max-sm:items-center max-sm:justify-between max-sm:px-4 max-sm:[&_h1]:text-xl max-sm:[&_p]:hidden max-sm:[&>div>span]:hidden"

        actions={
          <Button asChild variant="ghost" size="sm">
            <Link to="/templates">
              <FileStack />
              {LINK_MANAGE_TEMPLATES}
            </Link>
          </Button>
        }
      />
      {!aiEnabled && <AiOffBanner className="mb-4 max-sm:mx-4" />}
      <form
        aria-label={title}
        className="mt-6 overflow-visible rounded-xl border bg-card shadow-sm max-sm:mt-3 max-sm:rounded-none max-sm:border-x-0 max-sm:shadow-none"
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        {several && <FromField accounts={accounts.data!} value={fromAccount} onChange={setFromChoice} />}
        {recipientField('to', LABEL_TO, {
          autoFocus: !context.reply,
          trailing: (
            <>
              {!showCc && (
                <Button type="button" variant="ghost" size="sm" className="h-7 px-2" onClick={() => dispatch({ type: 'show', field: 'cc' })}>
                  {BUTTON_ADD_CC}
                </Button>
              )}
              {!showBcc && (
                <Button type="button" variant="ghost" size="sm" className="h-7 px-2" onClick={() => dispatch({ type: 'show', field: 'bcc' })}>
                  {BUTTON_ADD_BCC}
                </Button>
              )}
            </>
          ),
        })}
        {showCc && recipientField('cc', LABEL_CC, { autoFocus: true })}
        {showBcc && recipientField('bcc', LABEL_BCC, { autoFocus: true })}
        <div className="flex min-h-12 items-center gap-3 border-b px-4 focus-within:bg-muted/30 focus-within:shadow-[inset_2px_0_0_var(--ring)] sm:px-5">
          <label htmlFor="compose-subject" className="w-12 shrink-0 text-sm text-muted-foreground">
            {LABEL_SUBJECT}
          </label>
          <input
            id="compose-subject"
            value={subject}
            maxLength={998}
            placeholder={PLACEHOLDER_SUBJECT}
            onChange={(e) => setSubject(e.target.value)}
            className="h-11 min-w-0 flex-1 bg-transparent text-sm font-medium outline-none placeholder:font-normal placeholder:text-muted-foreground/70"
          />
        </div>
        {editor && (
          <EditorToolbar
            editor={editor} 
            trailing={
              <>
                <TemplatesPopover editor={editor} subject={subject} onSubject={setSubject} known={known} />
                <AiMenu
                  editor={editor}
                  subject={subject}
                  onSubject={setSubject}
                  offline={!online}
                  replyingTo={context.reply && original.data ? emailForAi(original.data) : undefined}
                  recipientName={oneRecipient}
                />
              </>
            }
          />
        )}
        <EditorContent
          editor={editor}
          className={cn(
            'cursor-text px-4 py-4 text-[15px] leading-relaxed sm:px-5',
            '[&_.tiptap]:min-h-[300px] [&_.tiptap]:outline-none [&_.tiptap_p]:my-1.5 [&_.tiptap_p]:min-h-[1.5em]',
            '[&_.tiptap_ul]:my-2 [&_.tiptap_ul]:list-disc [&_.tiptap_ul]:pl-6 [&_.tiptap_ol]:my-2 [&_.tiptap_ol]:list-decimal [&_.tiptap_ol]:pl-6',
            '[&_.tiptap_blockquote]:my-2 [&_.tiptap_blockquote]:border-l-2 [&_.tiptap_blockquote]:border-primary/30 [&_.tiptap_blockquote]:pl-4 [&_.tiptap_blockquote]:text-muted-foreground',
            '[&_.tiptap_a]:text-primary [&_.tiptap_a]:underline [&_.tiptap_a]:underline-offset-2',
            '[&_.tiptap_p.is-editor-empty:first-child]:before:pointer-events-none [&_.tiptap_p.is-editor-empty:first-child]:before:float-left [&_.tiptap_p.is-editor-empty:first-child]:before:h-0 [&_.tiptap_p.is-editor-empty:first-child]:before:text-muted-foreground/70 [&_.tiptap_p.is-editor-empty:first-child]:before:content-[attr(data-placeholder)]',
          )}
          onClick={(e) => {
            if (e.target === e.currentTarget) editor?.commands.focus('end');
          }}
        />
        {assist.suggestion && (
          <div role="status" aria-label={SUGGESTION_LABEL} className="mx-4 mb-3 flex items-center gap-3 rounded-lg border border-primary/20 bg-primary/5 px-3 py-2 text-sm sm:mx-5">
            <Sparkles className="size-4 shrink-0 text-primary" aria-hidden="true" />
            <span className="min-w-0 flex-1 truncate text-muted-foreground">
              <span className="font-medium text-foreground">{SUGGESTION_LABEL}:</span> {assist.suggestion.trim()}
            </span>
            <Button type="button" size="sm" variant="secondary" onClick={() => assist.accept()}>
              {SUGGESTION_ACCEPT}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={assist.dismiss}>
              {SUGGESTION_IGNORE}
            </Button>
          </div>
        )}
        <div className="border-t">
          <AttachmentArea attachments={attachments} onFiles={addFiles} onRemove={(id) => dispatch({ type: 'detach', id })} />
        </div>
        <TrackingOptions value={tracking} onChange={(choice) => dispatch({ type: 'tracking', tracking: choice })} />
        {/* Held at the bottom of the window while the form runs below it (a phone, a laptop's 800 px, a long reply), so Send is
            always in reach; on a phone the other actions keep their names for screen readers and show their icons, so the bar
            is one row instead of three. Opaque: the muted tint is laid over the card's colour instead of letting text through. */}
        <div className="sticky bottom-0 z-10 flex flex-wrap items-center gap-2 rounded-b-xl border-t bg-card bg-linear-to-b from-muted/30 to-muted/30 px-4 py-3 sm:px-5">
          <Button type="submit" disabled={busy !== null} className="min-w-28" title={HINT_SEND} aria-keyshortcuts="Control+Enter">
            {busy === 'send' ? <Spinner /> : <Send />}
            {busy === 'send' ? BUTTON_SENDING : BUTTON_SEND}
          </Button>
          <Button type="button" variant="outline" disabled={busy !== null || !online} onClick={() => void saveDraft()} title={scheduledId ? HINT_SAVE_CHANGES : HINT_SAVE} aria-keyshortcuts="Control+S">
            {busy === 'draft' ? <Spinner /> : <Save className="sm:hidden" />}
            <span className="max-sm:sr-only">{scheduledId ? BUTTON_SAVE_CHANGES : BUTTON_SAVE_DRAFT}</span>
          </Button>
          <SchedulePopover
            disabled={!online || !recipientGiven || (!subject.trim() && isBlankHtml(body))}
            busy={busy === 'schedule'}
            onSchedule={schedule}
            initialAt={scheduled.data ? new Date(scheduled.data.scheduledTime) : null}
          />
          <Button type="button" variant="outline" disabled={busy !== null || !online} onClick={() => setFollowUpOpen(true)}>
            <BellPlus />
            <span className="max-sm:sr-only">{BUTTON_SET_FOLLOW_UP}</span>
          </Button>
          {!online && (
            <p className="basis-full text-xs text-muted-foreground" data-testid="compose-offline-note">
              {offlineBecause === 'server' ? TEXT_COMPOSE_SERVER_DOWN : TEXT_COMPOSE_OFFLINE}
            </p>
          )}
          <Button type="button" variant="ghost" className="ml-auto text-muted-foreground hover:text-destructive" disabled={busy !== null} onClick={discard}>
            <Trash2 />
            <span className="max-sm:sr-only">{BUTTON_DISCARD}</span>
          </Button>
        </div>
      </form>
      {/* Outside the form: React events bubble through portals, and the dialog's submit must not send the email. */}
      <CreateFollowUpDialog
        open={followUpOpen}
        onOpenChange={setFollowUpOpen}
        subject={subject}
        recipient={to[0] ? formatRecipient(to[0]) : ''}
        {...(context.reply ? { emailId: context.reply } : {})}
      />
      {editor && (
        <CustomizeTemplateDialog
          template={pendingTemplate}
          known={known}
          onClose={() => setPendingTemplate(null)}
          onInsert={(t, content) => {
            setPendingTemplate(null);
            applyTemplate(editor, t, content, subject, setSubject);
          }}
        />
      )}
      {context.replyId && <FeedbackDialog open={feedbackOpen} replyId={context.replyId} onClose={closeFeedback} />}
    </Page>
  );
}
