/** Texts the message view and its AI reply dialog show. */
export {
  VIEW_EMPTY_MESSAGE,
  VIEW_INVALID_TOKEN,
  VIEW_MESSAGE_NOT_FOUND,
  VIEW_OTHER_ERROR,
  VIEW_PERMISSION_DENIED,
  VIEW_PERMISSION_DENIED_TITLE,
} from '../../../core/mail/errors';

export const MESSAGE_TITLE = 'Message';
/** The phone's bar of actions along the bottom of a message. */
export const MESSAGE_ACTIONS = 'Message actions';
/** In the dark theme, above an HTML message: what pressing the button does. */
export const MESSAGE_BACKGROUND_DARK = 'Dark background';
export const MESSAGE_BACKGROUND_LIGHT = 'Light background';

export const BACK_TO_INBOX = 'Back to inbox';
export const TAB_ORIGINAL = 'Original';
export const TAB_SUMMARY = 'Summary';
export const STAR = 'Star';
export const UNSTAR = 'Unstar';
export const REPLY = 'Reply';
export const EDIT_DRAFT = 'Edit draft';
export const FORWARD = 'Forward';
export const REPLY_ALL = 'Reply all';
export const CONVERSATION = 'Conversation';
export const EXPAND_ALL = 'Expand all';
export const COLLAPSE_ALL = 'Collapse all';
export const SHOW_QUOTED = 'Show quoted text';
export const HIDE_QUOTED = 'Hide quoted text';
export const messageCount = (n: number) => `${n} messages`;
export const ARCHIVE = 'Archive';
export const MARK_UNREAD = 'Mark unread';
export const TRASH = 'Delete';
export const RESTORE = 'Move to inbox';
/** The message as its .eml file, as the mail server keeps it. */
export const DOWNLOAD_ORIGINAL = 'Download original';
export const LABEL_TO = 'to';
export const LABEL_CC = 'cc';
export const ATTACHMENTS = 'Attachments';
export const MESSAGE_FRAME_TITLE = 'Message body';

export const IMAGES_BLOCKED = 'Remote images are hidden to protect your privacy';
export const SHOW_IMAGES = 'Show images';

export const SUMMARIZE = 'Summarize';
export const ANALYZE = 'Analyze Email';
export const HIDE_ANALYSIS = 'Hide Analysis';
export const ANALYSIS_TITLE = 'Analysis';
export const URGENCY = 'Urgency';
export const SENTIMENT = 'Sentiment';
export const QUESTIONS = 'Questions';
export const ACTION_ITEMS = 'Action items';
export const DEADLINES = 'Deadlines';
export const NONE_FOUND = 'None found';
export const SMART_REPLIES = 'Smart Replies';
export const AI_REPLY = 'AI Reply';

export const AI_DIALOG_TITLE = 'Generate AI reply';
export const AI_DIALOG_DESCRIPTION = 'Choose a tone and length, add any context, and Email Buddy drafts a reply.';
export const AI_TONE = 'Tone';
export const AI_LENGTH = 'Length';
export const AI_CONTEXT = 'Context';
export const AI_CONTEXT_PLACEHOLDER = 'Anything the reply should mention (optional)';
export const AI_GENERATE = 'Generate';
export const AI_GENERATING = 'Generating...';
export const AI_USE_REPLY = 'Use This Reply';
export const AI_CANCEL = 'Cancel';
export const TONE_LABELS = {
  formal: 'Formal',
  friendly: 'Friendly',
  assertive: 'Assertive',
  concise: 'Concise',
  persuasive: 'Persuasive',
} as const;
export const LENGTH_LABELS = { short: 'Short', medium: 'Medium', long: 'Long' } as const;

// Toasts.
export const TOAST_REPLY_FAILED_TITLE = 'Error generating reply';
export const TOAST_REPLY_FAILED = 'Failed to generate reply. Please try again.';
export const TOAST_EMPTY_TITLE = 'No message content';
export const TOAST_EMPTY = 'Cannot generate reply for an empty message';
export const TOAST_ANALYZE_FAILED = 'Error analyzing email';
export const TOAST_SUMMARIZE_FAILED = 'Error summarizing email';
export const TOAST_SMART_REPLIES_FAILED = 'Error generating smart replies';
export const SOMETHING_WENT_WRONG = 'Something went wrong';
export const TOAST_AI_DISABLED = 'AI Features Disabled';
export const TOAST_AI_DISABLED_DESCRIPTION = 'Please enable AI features in Settings';
export const TOAST_AI_OFFLINE_DESCRIPTION = 'The AI helpers need a connection. Try again when you are back online.';
export const TOAST_AI_SERVER_DOWN_DESCRIPTION = 'The AI helpers need Email Buddy’s server, which is not answering. Try again in a moment.';

/** The reading pane's close button (Escape does the same). */
export const CLOSE_PANE = 'Close';
export const CLOSE_PANE_HINT = 'Close the message (Esc)';
