/** Texts the Compose Email screen shows. */
export { ERR_ATTACHMENTS_TOTAL } from '../../../core/mail/errors';

export const COMPOSE_TITLE = 'Compose Email';
export const COMPOSE_DESCRIPTION = 'Write a new email with templates, scheduled sending, tracking and writing help.';
export const REPLY_TITLE = 'Reply';
export const FORWARD_TITLE = 'Forward';
export const REPLY_DESCRIPTION = 'Answer with the original quoted, and templates, scheduled sending, tracking and writing help.';
export const FORWARD_DESCRIPTION = 'Pass the message on with a note of your own, and templates, scheduled sending and tracking.';

export const LABEL_TO = 'To';
export const LABEL_FROM = 'From';
export const LABEL_CC = 'Cc';
export const LABEL_BCC = 'Bcc';
export const LABEL_SUBJECT = 'Subject';
export const BUTTON_ADD_CC = 'Add Cc';
export const BUTTON_ADD_BCC = 'Add Bcc';
export const PLACEHOLDER_RECIPIENTS = 'Add recipients';
export const PLACEHOLDER_SUBJECT = 'Subject';
export const PLACEHOLDER_BODY = 'Write your message…';
export const LINK_MANAGE_TEMPLATES = 'Manage Templates';
export const SUGGESTIONS_LABEL = 'Suggestions';
export const FREQUENT_BADGE = 'Frequent';
export const ERR_INVALID_RECIPIENT = (entry: string) => `"${entry}" is not a valid email address`;

export const BUTTON_SEND = 'Send';
export const BUTTON_SENDING = 'Sending…';
export const BUTTON_SAVE_DRAFT = 'Save Draft';
/** On a scheduled email: it keeps its time; the edit is saved into it, not into a draft beside it. */
export const BUTTON_SAVE_CHANGES = 'Save Changes';
/** The buttons' keys, said where the pointer rests (the keyboard help lists them too). */
export const HINT_SEND = 'Send (Ctrl+Enter)';
export const HINT_SAVE = 'Save draft (Ctrl+S)';
export const HINT_SAVE_CHANGES = 'Save the changes into the scheduled email, at its time (Ctrl+S)';
export const SCHEDULE_HINT = 'Schedule send (Alt+S)';
export const BUTTON_DISCARD = 'Discard';
export const CONFIRM_DISCARD = 'Discard this email?';
/** A template's blank left unfilled would reach the recipient as "{company}". */
export const confirmBlanksLeft = (blanks: string[]) => `This email still has ${blanks.length === 1 ? 'a blank' : 'blanks'} to fill in: ${blanks.join(', ')}. Send it anyway?`;
export const CONFIRM_DISCARD_SCHEDULED_CHANGES = 'Discard your changes? The scheduled email stays as it was and goes at its time.';

export const TOAST_EMAIL_SENT = 'Email sent';
export const TOAST_DRAFT_DISCARDED = 'Draft discarded';
export const TOAST_FILES_NOT_KEPT = 'Attach your files again';
export const TOAST_ALREADY_ATTACHED = 'Already attached';
export const filesNotKept = (names: string[]) => `Your email came back without ${names.length === 1 ? 'its file' : 'its files'}: ${names.join(', ')}.`;
export const TOAST_SENDING = 'Sending…';
export const UNDO_SEND = 'Undo';
export const undoSendHint = (seconds: number) => `Undo within ${seconds} seconds, or press Ctrl+Z.`;
export const TOAST_UNDO_FAILED = 'Could not undo the send';
export const TOAST_EMAIL_SENT_DESCRIPTION = 'Your email was sent successfully';
export const TOAST_EMAIL_QUEUED = 'Saved to the outbox';
export const TEXT_COMPOSE_OFFLINE = 'You are offline: Send puts the email in the outbox. Saving a draft, scheduling, follow-ups and the AI helpers need a connection.';
export const TOAST_EMAIL_QUEUED_DESCRIPTION = 'You are offline. It will be sent when the connection is back.';
export const TEXT_COMPOSE_SERVER_DOWN =
  'Email Buddy’s server is not answering: Send puts the email in the outbox. Saving a draft, scheduling, follow-ups and the AI helpers need it.';
export const TOAST_EMAIL_QUEUED_SERVER_DOWN_DESCRIPTION = 'Email Buddy’s server is not answering. It will be sent when the server is back.';
export { NOTIFICATION_SEND_FAILED_TITLE as TOAST_SEND_FAILED } from '../../lib/notifications';
export const TOAST_DRAFT_SAVED = 'Draft saved';
export const TOAST_DRAFT_SAVED_DESCRIPTION = 'Your draft was saved successfully';
export const TOAST_DRAFT_FAILED = 'Failed to save draft';
export const TOAST_MISSING_RECIPIENT_TITLE = 'Missing recipient';
export const TOAST_MISSING_RECIPIENT_DESCRIPTION = 'Please enter a recipient email address';
export const TOAST_LOAD_ORIGINAL_FAILED = 'Could not load the original message';
export const TOAST_LOAD_DRAFT_FAILED = 'Could not open the draft';

// Editor toolbar
export const TOOL_BOLD = 'Bold (Ctrl+B)';
export const TOOL_ITALIC = 'Italic (Ctrl+I)';
export const TOOL_UNDERLINE = 'Underline (Ctrl+U)';
export const TOOL_BULLETS = 'Bulleted list';
export const TOOL_NUMBERS = 'Numbered list';
export const TOOL_ALIGN_LEFT = 'Align left';
export const TOOL_ALIGN_CENTER = 'Align center';
export const TOOL_ALIGN_RIGHT = 'Align right';
export const TOOL_LINK = 'Insert link';
export const TOOL_EMOJI = 'Insert emoji';
export const TOOL_UNDO = 'Undo (Ctrl+Z)';
export const TOOL_REDO = 'Redo (Ctrl+Shift+Z)';
export const LINK_DIALOG_TITLE = 'Insert link';
export const LINK_DIALOG_DESCRIPTION = 'Enter the address the selected text should point to.';
export const LINK_URL_LABEL = 'URL';
export const LINK_URL_REQUIRED = 'Please enter a URL';
export const LINK_INSERT = 'Insert';
export const LINK_REMOVE = 'Remove link';
export const BUTTON_CANCEL = 'Cancel';
/** The ten emoji the picker offers. */
export const EMOJI_PALETTE = ['😀', '😂', '😊', '😍', '👍', '👏', '🙏', '🎉', '❤️', '🔥'] as const;

// Attachments
export const DROPZONE_TEXT = 'Drop files here or click to browse';
export const DROPZONE_ACTIVE = 'Drop to attach';
export const DROPZONE_HINT = 'Up to 10 MB per file, 25 MB in total';
export const REMOVE_ATTACHMENT = (name: string) => `Remove ${name}`;
export const FORWARDED_ATTACHMENT = 'from the original';
export const ERR_FILE_INVALID_TYPE = (name: string) => `${name}: this file type cannot be attached`;
export const ERR_FILE_TOO_LARGE = (name: string) => `${name}: file is larger than 10 MB`;
export const ERR_FILE_TOO_SMALL = (name: string) => `${name}: file is empty`;
export const ERR_TOO_MANY_FILES = (max: number) => `Too many files: attach at most ${max} at a time`;
export const TOAST_ATTACHMENTS_REFUSED = 'Some files were not attached';

// Tracking
export const TRACKING_TITLE = 'Email Tracking';
export const TRACKING_READ_RECEIPT = 'Read Receipt';
export const TRACKING_READ_RECEIPT_TOOLTIP = 'Track when recipients open your email';
export const TRACKING_LINKS = 'Link Tracking';
export const TRACKING_LINKS_TOOLTIP = 'Track when recipients click links in your email';

// Quoting

// Schedule send (the popover's texts shared with the server live in core/schedule/texts.ts)
export const SCHEDULE_HEADING = 'Schedule Send';
export const SCHEDULE_TIME_LABEL = 'Time';

// Writing helpers
export const AI_MENU = 'Writing help';
export const AI_IMPROVE = 'Improve Text';
export const AI_SUBJECT = 'Generate Subject';
export const AI_TONE = 'Adjust Tone';
export const AI_GENERATE = 'Generate Content';
export const AI_WRITE_REPLY = 'Write Reply';
export const CONFIRM_REPLACE_REPLY = 'This will replace what you have written above the quote. Are you sure?';
export const AI_COMPLETE = 'Complete Text';
export const TOAST_NOTHING_TO_IMPROVE = { title: 'Nothing to improve', description: 'Please write some content first' } as const;
export const TOAST_NO_SUBJECT_SOURCE = { title: 'Cannot generate subject', description: 'Please write your email content first' } as const;
export const TOAST_NOTHING_TO_ADJUST = { title: 'Nothing to adjust' } as const;
export const TOAST_MISSING_SUBJECT = { title: 'Missing subject', description: 'Please enter a subject line first' } as const;
export const TOAST_NOTHING_TO_COMPLETE = {
  title: 'Nothing to complete',
  description: 'Please write some text first before requesting a completion',
} as const;
export const CONFIRM_REPLACE_CONTENT = 'This will replace your existing email content. Are you sure?';
export const TOAST_AI_ERROR = {
  improve: 'Error improving text',
  subject: 'Error generating subject',
  tone: 'Error adjusting tone',
  generate: 'Error generating email content',
  reply: 'Error writing the reply',
  complete: 'Error Generating Suggestion',
} as const;
export const AI_ERROR_FALLBACK = 'Something went wrong';

// Post-send feedback on an AI reply
export const FEEDBACK_TITLE = 'How was the AI-generated reply?';
export const FEEDBACK_DESCRIPTION = 'Your rating helps the writing helpers get better.';
export const FEEDBACK_LIKES = 'What did you like?';
export const FEEDBACK_IMPROVEMENTS = 'What could be improved?';
export const FEEDBACK_SKIP = 'Skip';
export const FEEDBACK_SUBMIT = 'Submit Feedback';
export const FEEDBACK_STAR = (n: number) => `${n} star${n === 1 ? '' : 's'}`;
export const TOAST_RATING_REQUIRED = { title: 'Rating required', description: 'Please provide a rating before submitting feedback' } as const;
export const TOAST_FEEDBACK_SUBMITTED = { title: 'Feedback submitted', description: 'Thank you for your valuable feedback' } as const;
export const TOAST_FEEDBACK_FAILED = 'Error submitting feedback';

// Idle completion suggestion
export const SUGGESTION_LABEL = 'Suggestion';
export const SUGGESTION_ACCEPT = 'Accept (Tab)';
export const SUGGESTION_IGNORE = 'Ignore (Esc)';

// Templates popover, Set Follow-Up and editing a scheduled email.
export const BUTTON_TEMPLATES = 'Templates';
export const TAB_TEMPLATES = 'Templates';
export const TAB_SNIPPETS = 'Snippets';
export const BUTTON_INSERT_TEMPLATE = 'Insert Template';
export const BUTTON_SET_FOLLOW_UP = 'Set Follow-Up';
export const EDIT_SCHEDULED_TITLE = 'Edit Scheduled Email';
export const EDIT_SCHEDULED_DESCRIPTION = 'Change what it says, who gets it or when it goes. Save Changes keeps its time.';
export const EDIT_DRAFT_TITLE = 'Edit Draft';
export const BUTTON_BACK_TO_SCHEDULED = 'Back to Scheduled Emails';
export const TOAST_SCHEDULED_UPDATED = 'Scheduled email updated';
export const toastScheduledUpdatedDescription = (when: string): string => `It will be sent on ${when}.`;
export const TOAST_SCHEDULED_UPDATE_FAILED = 'Could not update the scheduled email';
export const SCHEDULED_LOAD_FAILED = 'This scheduled email could not be found.';
/** Shown instead of the form when `/compose?scheduled=` names an email that can no longer change. */
export const scheduledNotEditable = (status: 'sending' | 'sent' | 'failed'): string =>
  status === 'sent'
    ? 'This email has already been sent, so it can no longer be edited.'
    : status === 'sending'
      ? 'This email is being sent right now, so it can no longer be edited.'
      : 'This email failed to send, so it can no longer be edited. Start a new email to send it again.';
