/** Texts the Rules screen shows (the server's own refusals come from core/rules). */
import type { RuleActionType } from '../../../core/rules/limits';

export const RULES_TITLE = 'Rules';
export const RULES_DESCRIPTION = 'Sort mail as it arrives: label, archive, forward or answer it, in the order your rules run.';
export const NEW_RULE = 'New rule';
export const TAB_RULES = 'Rules';
export const TAB_HISTORY = 'History';

// Writing a rule in plain words
export const WRITER_TITLE = 'Write a rule in plain words';
export const WRITER_LABEL = 'The rule, in plain words';
export const WRITER_PLACEHOLDER = 'e.g. archive everything from noreply@github.com older than a week and label it GitHub';
export const WRITER_HINT = 'Say which mail and what to do with it. You check the rule before it is saved.';
export const READ_IT = 'Read it';
export const EXAMPLES_LABEL = 'Try:';
export const EXAMPLES = [
  'archive receipts and label them Finance',
  'mark newsletters as read and archive them',
  'forward invoices to accounting@example.com',
  'snooze mail from bob@example.com for 3 days',
] as const;

// The editor
export const FORM_NEW_TITLE = 'New rule';
export const FORM_READ_TITLE = 'Check the rule';
export const editRuleTitle = (name: string) => `Edit “${name}”`;
export const READ_AS = 'Read as';
export const FIELD_NAME = 'Name';
export const NAME_PLACEHOLDER = 'e.g. GitHub notifications';
export const FIELD_CONDITION = 'When mail matches';
export const CONDITION_QUERY = 'Search';
export const CONDITION_SENTENCE = 'Sentence';
export const CONDITION_KIND_LABEL = 'Kind of condition';
export const QUERY_LABEL = 'Search terms';
export const QUERY_PLACEHOLDER = 'from:billing@example.com has:attachment older_than:7d';
export const QUERY_HINT = 'Written as in the search box: from:, to:, subject:, has:attachment, is:unread, older_than:7d, OR…';
export const SENTENCE_LABEL = 'Kind of mail';
export const SENTENCE_PLACEHOLDER = 'newsletters and promotions';
export const SENTENCE_HINT = 'Kinds of mail in plain words, such as “receipts”, “meeting requests” or “newsletters”.';
export const FIELD_ACCOUNT = 'Account';
export const ALL_ACCOUNTS = 'All accounts';
export const FIELD_ACTIONS = 'Then';
export const ADD_ACTION = 'Add action';
export const ACTION_TYPE_LABEL = 'What to do';
export const moveActionUp = (n: number) => `Move action ${n} up`;
export const moveActionDown = (n: number) => `Move action ${n} down`;
export const removeAction = (n: number) => `Remove action ${n}`;
export const LABEL_PICKER = 'Label';
export const PICK_LABEL = 'Choose a label';
export const NEW_LABEL_OPTION = 'New label…';
export const NEW_LABEL_NAME = 'New label name';
export const NEW_LABEL_HINT = 'Made when the rule is saved.';
export const FORWARD_TO = 'Forward to';
export const FORWARD_PLACEHOLDER = 'name@example.com';
export const SNOOZE_AMOUNT = 'How many';
export const SNOOZE_UNIT = 'Days, weeks or months';
export const SNOOZE_UNITS = { d: 'days', w: 'weeks', m: 'months' } as const;
export const SNOOZE_UNTIL = 'Snooze until';
export const USE_LENGTH = 'Use a length instead';
export const SNOOZE_UNTIL_MISSING = 'Pick the date and time to snooze until, or use a length instead.';
export const TEMPLATE = 'Template';
export const PICK_TEMPLATE = 'Choose a template';
export const NO_TEMPLATES = 'You have no templates yet.';
export const MAKE_TEMPLATE = 'Make one';
export const SEND_AFTER = 'Send it (otherwise it waits as a draft)';
export const FOLDER = 'Folder';
export const PICK_FOLDER = 'Choose a folder';
/** The local mailbox's folders, as its tabs are named. */
export const LOCAL_FOLDER_NAMES = { inbox: 'Inbox', archived: 'Archived', trash: 'Trash' } as const;
/** A folder of an IMAP account in a list of every account's folders. */
export const folderChoice = (path: string, account: string) => `${path} (${account})`;
export const SAVE_RULE = 'Save rule';
export const SAVE_CHANGES = 'Save changes';
export const CANCEL = 'Cancel';
export const CLOSE = 'Close';
export const ruleSaved = (name: string) => `Rule “${name}” saved`;
export const RUNS_ON_NEW_MAIL = 'It runs on mail that arrives from now on. To sort what you already have, use “Apply to existing mail…”.';

/** What each action is called in the editor's menu. */
export const ACTION_NAMES: Record<RuleActionType, string> = {
  label: 'Label',
  archive: 'Archive',
  trash: 'Move to Trash',
  star: 'Star',
  read: 'Mark as read',
  snooze: 'Snooze',
  move: 'Move to folder',
  forward: 'Forward',
  reply: 'Reply with a template',
  toReply: 'Mark as To reply',
  stop: 'Stop: no later rules',
};

/** What the actions without fields do, beside them in the editor. */
export const ACTION_HINTS: Partial<Record<RuleActionType, string>> = {
  archive: 'Skips the inbox; search and labels still find it.',
  trash: 'Into the Trash.',
  star: 'Starred, so it stands out.',
  read: 'Marked as read.',
  toReply: 'Listed as waiting for your reply.',
  stop: 'Rules below this one leave the message alone.',
};

// An action as a chip
export const chipLabel = (name: string) => `Label ${name}`;
export const CHIP_LABEL = 'Label';
export const CHIP_NEW_LABEL = 'Label (new)';
/** The rule's label was deleted: nothing will be made, so "new" would mislead. */
export const CHIP_DELETED_LABEL = 'Label (deleted)';
export const CHIP_FORWARD = 'Forward';
export const CHIP_ARCHIVE = 'Archive';
export const CHIP_TRASH = 'Trash';
export const CHIP_STAR = 'Star';
export const CHIP_READ = 'Mark read';
export const chipSnoozeFor = (amount: number, unit: 'd' | 'w' | 'm') =>
  `Snooze ${amount} ${{ d: 'day', w: 'week', m: 'month' }[unit]}${amount === 1 ? '' : 's'}`;
export const chipSnoozeUntil = (when: string) => `Snooze until ${when}`;
export const CHIP_SNOOZE = 'Snooze';
export const chipMove = (folder: string) => `Move to ${folder}`;
export const chipForward = (to: string) => `Forward to ${to}`;
export const chipReply = (template: string, send: boolean) => (send ? `Reply with “${template}”` : `Draft reply “${template}”`);
export const CHIP_REPLY_SENT = 'Replied';
export const CHIP_REPLY_DRAFTED = 'Reply drafted';
export const CHIP_TEMPLATE_GONE = 'a deleted template';
export const CHIP_TO_REPLY = 'To reply';
export const CHIP_STOP = 'Stop';
export const CHIP_MOVE = 'Move';

// The list
export const LOAD_FAILED = 'Your rules could not be loaded.';
export const RETRY = 'Try again';
export const EMPTY_RULES = 'No rules yet';
export const EMPTY_RULES_HINT = 'Write one above in plain words, or start from an empty rule. Rules run on each message that arrives, top to bottom.';
export const RULES_IN_ORDER = 'Your rules, in the order they run';
export const WHEN = 'When';
export const THEN = 'Then';
export const ruleEnabled = (name: string) => `Rule “${name}” on`;
export const RULE_OFF = 'Off';
export const moveRuleUp = (name: string) => `Move “${name}” up`;
export const moveRuleDown = (name: string) => `Move “${name}” down`;
export const editRule = (name: string) => `Edit “${name}”`;
export const deleteRule = (name: string) => `Delete “${name}”`;
export const APPLY_EXISTING = 'Apply to existing mail…';
export const ONLY_ACCOUNT = 'Only';
export const deleteRuleTitle = (name: string) => `Delete the rule “${name}”?`;
export const DELETE_RULE_DESCRIPTION = 'It stops running on new mail, and its history goes with it. Mail it already sorted stays where it is.';
export const DELETE = 'Delete';
export const REORDER_FAILED = 'The rules could not be reordered';
export const CHANGE_FAILED = 'The rule could not be changed';

// Apply to existing mail
export const applyTitle = (name: string) => `Apply “${name}” to existing mail`;
export const APPLY_DESCRIPTION = 'These messages match the rule now (Trash left out). Its actions run on each of them, in order.';
export const PREVIEW_LOADING = 'Finding the mail it matches…';
export const PREVIEW_FAILED = 'The matching mail could not be found.';
export const matchCount = (n: number) => (n === 0 ? 'No message matches this rule now.' : n === 1 ? '1 message matches' : `${n.toLocaleString()} messages match`);
export const firstShown = (shown: number, total: number) => `The first ${shown} of ${total.toLocaleString()}:`;
export const NO_SUBJECT = '(no subject)';
export const applyTo = (n: number) => (n === 1 ? 'Apply to 1 message' : `Apply to ${n.toLocaleString()} messages`);
export const appliedTo = (n: number) => (n === 1 ? 'Applied to 1 message' : `Applied to ${n.toLocaleString()} messages`);
export const APPLIED_HINT = 'Each message is in the history, where you can also undo one at a time.';
export const APPLY_FAILED = 'The rule could not be applied';
export const UNDO = 'Undo';
export const undoneCount = (n: number) => (n === 1 ? '1 message is back as it was' : `${n.toLocaleString()} messages are back as they were`);
export const UNDO_FAILED = 'It could not be undone';
export const DONE = 'Done';

// History
export const HISTORY_TITLE = 'What your rules did';
export const HISTORY_DESCRIPTION = 'Each message a rule acted on, newest first. Undo puts its labels, folder and flags back as they were.';
export const HISTORY_LOAD_FAILED = 'The history could not be loaded.';
export const EMPTY_HISTORY = 'Nothing yet';
export const EMPTY_HISTORY_HINT = 'When a rule acts on a message, it shows here.';
export const UNDONE = 'Undone';
export const undoEntry = (subject: string) => `Undo the rule on “${subject}”`;
export const FROM_APPLY = 'Existing mail';
export const FROM_APPLY_HINT = 'From “Apply to existing mail”';
export const actionFailed = (action: string, error: string) => `${action} failed: ${error}`;
export const historyRange = (from: number, to: number, total: number) => `${from}–${to} of ${total.toLocaleString()}`;
export const PREVIOUS_PAGE = 'Newer';
export const NEXT_PAGE = 'Older';

// Import and export
export const TRANSFER_TITLE = 'Import & export';
export const TRANSFER_DESCRIPTION = 'Bring your Gmail filters here, or take your rules to Gmail or to an IMAP server.';
export const EXPORT_GMAIL = 'Gmail filters (.xml)';
export const EXPORT_SIEVE = 'Sieve script';
export const EXPORT_LABEL = 'Export';
export const IMPORT_LABEL = 'Import Gmail filters';
export const IMPORT_HINT = 'In Gmail: Settings › Filters and Blocked Addresses › Export. Choose the mailFilters.xml it saves.';
export const IMPORT_BUTTON = 'Choose mailFilters.xml';
export const IMPORTING = 'Importing…';
export const imported = (n: number, skipped: number) =>
  `Imported ${n === 1 ? '1 rule' : `${n} rules`}` + (skipped ? `; skipped ${skipped === 1 ? '1 filter' : `${skipped} filters`} with nothing this app can do` : '.');
export const IMPORT_FAILED = 'The file could not be imported';
