/**
 * Turns the compose form into what `/api/mail/send`, `/api/mail/drafts` and
 * `/api/scheduled` take: recipients as text, attachments as base64, and the
 * links to the replied-to or forwarded original.
 */
import { attachmentBlob } from '../../api/mail';
import { scheduledAttachmentBlob } from '../../api/scheduled';
import { fileToBase64 } from './attachments';
import type { ComposeContext } from './autosave';
import { formatRecipients, type ComposeState, type RecipientFieldName } from './compose-state';
import type { Recipient } from '../../../core/compose/recipients';

export interface PayloadInput {
  state: ComposeState;
  /** The recipients after pending text became chips. */
  lists: Record<RecipientFieldName, Recipient[]>;
  /** The editor's HTML at the moment of sending. */
  html: string;
  context: ComposeContext;
  /** How many attachments the forwarded original has; 0 when this is not a forward. */
  originalAttachments: number;
  /** Scheduling stores the files themselves: the original may be gone by the time it sends. */
  inlineForwarded?: boolean;
  /** The account chosen in From; none lets the server pick (a reply's receiving account, else the main mailbox). */
  accountId?: string;
}

export async function composePayload({ state, lists, html, context, originalAttachments, inlineForwarded = false, accountId }: PayloadInput) {
  const forwarded = state.attachments.filter((a) => a.forwarded);
  // The server attaches all of the original's files for `forwardOf`; when some were removed, the rest go along as files.
  const allForwarded = !inlineForwarded && originalAttachments > 0 && forwarded.length === originalAttachments;
  const files = await Promise.all(
    state.attachments
      .filter((a) => !a.forwarded || !allForwarded)
      .map(async (a) => {
        const blob =
          a.file ??
          (a.forwarded
            ? await attachmentBlob(a.forwarded.messageId, a.forwarded.attachmentId, a.filename)
            : a.scheduled
              ? await scheduledAttachmentBlob(a.scheduled.id, a.scheduled.index, a.filename)
              : new Blob([]));
        return { filename: a.filename, mimeType: a.mimeType || 'application/octet-stream', content: await fileToBase64(blob) };
      }),
  );
  const { tracking } = state;
  return {
    ...(accountId ? { accountId } : {}),
    ...formatRecipients(lists),
    subject: state.subject,
    body: html,
    attachments: files,
    ...(tracking.opens || tracking.clicks ? { tracking } : {}),
    ...(context.reply ? { replyTo: context.reply } : {}),
    ...(context.forward && allForwarded ? { forwardOf: context.forward } : {}),
    ...(context.replyId ? { aiReplyId: context.replyId } : {}),
    ...(context.draft ? { draftId: context.draft } : {}),
  };
}
