/** Texts the Email Dashboard screen shows. */
import type { MailTab } from '../../../core/mail/types';

export const DASHBOARD_TITLE = 'Email Dashboard';
export const DASHBOARD_DESCRIPTION = 'Your inbox, starred, sent, drafts, archived and trash in one fast list.';

export const SEARCH_PLACEHOLDER_GMAIL = 'Search in Gmail...';
export const SEARCH_PLACEHOLDER = 'Search mail...';
export const SEARCH_LABEL = 'Search mail';
export const searchResultsFor = (q: string) => `Search results for “${q}”`;
export const SEARCH_RESULTS = 'Search results';
/** On a phone, where "Search results" was cut to "Search …". */
export const SEARCH_RESULTS_SHORT = 'Results';
export const CLEAR_SEARCH = 'Clear search';
export const COMPOSE = 'Compose';

export const TAB_LABELS: Record<MailTab, string> = {
  inbox: 'Inbox',
  'to-reply': 'To reply',
  starred: 'Starred',
  snoozed: 'Snoozed',
  sent: 'Sent',
  drafts: 'Drafts',
  archived: 'Archived',
  trash: 'Trash',
};

export const STAT_TOTAL = 'Total Emails';
export const STAT_UNREAD = 'Unread';
export const STAT_STARRED = 'Starred';
export const STAT_SENT = 'Sent';
export const STAT_HINTS = { inbox: 'Open the inbox', unread: 'Show the unread mail in the inbox', starred: 'Open Starred', sent: 'Open Sent' } as const;

export const LIST_EMPTY_TITLE = 'No emails found';
export const LIST_EMPTY_INBOX = 'Your inbox is empty';
const LIST_EMPTY_TO_REPLY = 'Nothing is waiting for your reply';
export const listEmptyFor = (tab: MailTab) => (tab === 'inbox' ? LIST_EMPTY_INBOX : tab === 'to-reply' ? LIST_EMPTY_TO_REPLY : `No ${tab} emails`);
export const LIST_EMPTY_SEARCH = 'Nothing matches your search';
export const LIST_ERROR_TITLE = 'Failed to load emails';
export const LIST_ERROR_DESCRIPTION = 'Please check your connection and try again';
export const LIST_NOT_SAVED_TITLE = 'Not saved on this device';
export const LIST_NOT_SAVED_DESCRIPTION = 'This list shows once Email Buddy can reach its server again.';
export const RETRY = 'Retry';
export const LIST_LOADING = 'Loading emails...';
export const LIST_LOADING_MORE = 'Loading more emails...';
export const DATE_TODAY = 'Today';
export const DATE_YESTERDAY = 'Yesterday';
export const PREVIOUS_PAGE = 'Previous page';
export const NEXT_PAGE = 'Next page';
/** A count as the list says it: a search stops counting at SEARCH_COUNT_CAP, so `more` adds a "+" ("1,000+"). */
const amount = (n: number, more = false) => `${n.toLocaleString()}${more ? '+' : ''}`;
export const pageRange = (from: number, to: number, total: number, more = false) => `${amount(from)}–${amount(to)} of ${amount(total, more)}`;
export const STAR = 'Star';
export const UNSTAR = 'Unstar';
export const HAS_ATTACHMENTS = 'Has attachments';
export const ARCHIVE = 'Archive';
export const TRASH = 'Delete';
export const MARK_UNREAD = 'Mark unread';
export const MARK_READ = 'Mark read';
export const RESTORE = 'Move to inbox';
export const SELECT_PAGE = 'Select all on this page';
export const CLEAR_SELECTION = 'Clear selection';
export { UNDO } from '../../api/mail';
export const selectRow = (sender: string, subject: string) => `Select ${sender}: ${subject}`;
/** Read before a row's sender by a screen reader: what sighted readers see as bold text and a filled star. */
export const rowStatus = (unread: boolean, starred: boolean) => [unread && 'Unread', starred && 'Starred'].filter(Boolean).join(', ');
export const selectedCount = (n: number, more = false) => `${amount(n, more)} selected`;
export const selectAllMatching = (n: number, more = false) => `Select all ${amount(n, more)} that match`;
export const allMatchingSelected = (n: number, more = false) => `All ${amount(n, more)} selected`;
export { movedNotice as bulkDone } from '../../api/mail';
const plural = (n: number) => `${n.toLocaleString()} ${n === 1 ? 'message' : 'messages'}`;
/** Keys shown under the list: caps, then what they do. */
export const KEYBOARD_HINTS: ReadonlyArray<readonly [readonly string[], string]> = [
  [['j', 'k'], 'move'],
  [['Enter'], 'open'],
  [['s'], 'star'],
  [['e'], 'archive'],
  [['#'], 'trash'],
  [['⇧U'], 'unread'],
  [['x'], 'select'],
  [['r'], 'reply'],
  [['f'], 'forward'],
  [['?'], 'all shortcuts'],
];
/** In the trash, # deletes for good instead of trashing again. */
export const KEY_HINT_DELETE_FOREVER = 'delete forever';


// Gmail connection panel.
export const GMAIL_TITLE = 'Gmail';
export const GMAIL_CONNECT_DESCRIPTION = 'Connect your Gmail account to read and send your real mail here.';
export const GMAIL_CONNECT = 'Connect Gmail';
export const GMAIL_CONNECTING = 'Connecting to Gmail...';
export const GMAIL_CONNECTED = 'Connected';
export const gmailTotal = (n: number) => `${n.toLocaleString()} ${n === 1 ? 'message' : 'messages'}`;
export const GMAIL_DISCONNECT = 'Disconnect';
export const GMAIL_FAILED_TITLE = 'Connection failed';
export const GMAIL_FAILED_DEFAULT = 'Could not connect your Gmail account. Please try again.';
export const GMAIL_SETUP_HINT = 'If this keeps happening, check that your Google OAuth client lists this redirect URI:';
export const GMAIL_TRY_AGAIN = 'Try Again';
export const HIDE_GMAIL_STRIP = 'Hide the Gmail strip';
export const TOAST_EMAIL_DISCONNECTED = 'Email disconnected';
export const TOAST_CONNECTION_FAILED = 'Connection failed';
export const connectionFailedFor = (reason: string) => `Failed to connect to Gmail: ${reason}`;

export const ACCOUNTS_HEADING = 'Accounts';
export const ALL_ACCOUNTS = 'All accounts';

export const SUBSCRIPTIONS_LINK = 'Subscriptions';
export const RULES_LINK = 'Rules';

export const LIST_EMPTY_LABEL = 'No messages have this label';
export const LABEL_MENU = 'Label';
export const removeFromLabel = (name: string) => `Remove “${name}”`;
export const bulkLabeled = (action: 'label' | 'unlabel', n: number, name: string) =>
  action === 'label' ? `${plural(n)} labeled “${name}”` : `“${name}” removed from ${plural(n)}`;

export const SPLITS_LABEL = 'Inbox tabs';
export const SPLIT_ALL = 'Everything';
export const NEW_SPLIT = 'Add tab';
export const NEW_SPLIT_DESCRIPTION = 'A tab of the inbox for the mail a search finds, with its own unread count.';
export const SPLIT_NAME = 'Name';
export const SPLIT_NAME_PLACEHOLDER = 'e.g. Team';
export const SPLIT_QUERY = 'Search';
export const SPLIT_QUERY_PLACEHOLDER = 'from:(@mycompany.com)';
export const SPLIT_QUERY_HINT = 'Written as in the search box: from:, to:, subject:, label:, has:attachment, OR…';
export const SAVE_SPLIT = 'Add tab';
export const CANCEL_SPLIT = 'Cancel';
export const removeSplit = (name: string) => `Remove the tab ${name}`;
export const EXPORT_LIST = 'Export these messages as mbox';

export const MOVE_MENU = 'Move to folder';
export const MOVE_TO = 'Move to';
export const movedTo = (n: number, folder: string) => `Moved ${n} ${n === 1 ? 'message' : 'messages'} to ${folder}`;

/** The reading pane beside (or below) the list on wide screens. */
export const READING_PANE = 'Reading pane';
export const RESIZE_PANE = 'Resize the list and the reading pane';
export const PANE_EMPTY_TITLE = 'No message open';
export const PANE_EMPTY_HINT = 'Pick one from the list, or move with j and k and open it with Enter.';

/** Beside a search made offline: where its results come from, or why it has none. */
export const SEARCHED_SAVED_MAIL = 'Offline: searched the mail saved on this device';
export const SEARCH_NEEDS_NETWORK = 'Offline: size searches need a connection';
