/** Texts the Settings screen shows. */
export const SETTINGS_TITLE = 'Settings';
export const SETTINGS_DESCRIPTION = 'Manage your account, writing helpers, email and privacy preferences.';

export const TAB_ACCOUNT = 'Account';
export const TAB_AI = 'AI Features';
export const TAB_EMAIL = 'Email';
export const TAB_PRIVACY = 'Privacy';
export const PLACEHOLDER_ACCOUNT = 'Account settings will arrive in future updates.';
export const PLACEHOLDER_PRIVACY = 'Privacy settings will arrive in future updates.';

export const AI_CARD_TITLE = 'AI Features';
export const AI_CARD_DESCRIPTION = 'Choose how the writing helpers work for you. Settings are kept in this browser.';
export const LABEL_ENABLE_AI = 'Enable AI Features';
export const HINT_ENABLE_AI = 'Smart replies, summaries, analysis and writing help across the app.';
export const LABEL_AUTO_GENERATE = 'Auto-generate Email Content';
export const HINT_AUTO_GENERATE = 'Draft the body from the subject when you start a new email.';
export const HEADING_ADVANCED = 'Advanced options';
export const LABEL_CACHE = 'Enable Response Caching';
export const HINT_CACHE = 'Reuse recent answers for the same or a very similar email.';
export const LABEL_FEEDBACK = 'Enable AI Feedback Collection';
export const HINT_FEEDBACK = 'Keep a log of generated replies and ask how they worked out.';
export const LABEL_THRESHOLD = 'Confidence Threshold';
export const HINT_THRESHOLD = 'Results below this confidence show a human-review notice.';
export const BUTTON_SAVE = 'Save Settings';

export const STATS_TITLE = 'AI Error Statistics';
export const STAT_TOTAL = 'Total requests';
export const STAT_FAILED = 'Failed requests';
export const STAT_SUCCESS_RATE = 'Success rate';
export const STAT_LAST_ERROR = 'Last error';
export const STAT_NEVER = 'Never';
export const NOT_AVAILABLE = 'N/A';
export const BUTTON_CLEAR_STATS = 'Clear Stats';

export const QUALITY_TITLE = 'Reply Quality';
export const QUALITY_TOTAL = 'Generated replies';
export const QUALITY_USED = 'Used';
export const QUALITY_EDITED = 'Edited';
export const QUALITY_CONFIDENCE = 'Average confidence';
export const QUALITY_REVIEW = 'Needed review';
export const QUALITY_RATING = 'Average rating';
export const STATS_LOAD_FAILED = 'Statistics could not be loaded.';

export const FEATURES_TITLE = 'Available AI features';
export const AI_FEATURES = [
  'Smart replies: three suggested answers to any email',
  'Full replies in five tones and three lengths',
  'Email summaries',
  'Email analysis: questions, requests, deadlines, urgency and sentiment',
  'Priority analysis with its reasons',
  'Improve text, adjust tone and generate subjects',
  'Email content from a subject',
  'Writing suggestions while you type',
] as const;

export const TOAST_SETTINGS_SAVED = { title: 'Settings Saved', description: 'Your AI settings have been saved successfully.', duration: 5000 } as const;
export const TOAST_SETTINGS_SAVE_FAILED = { title: 'Error Saving Settings', description: 'There was a problem saving your settings' } as const;
export const TOAST_STATS_CLEARED = { title: 'Error Stats Cleared', description: 'AI error statistics have been reset successfully.', duration: 3000 } as const;
export const TOAST_STATS_CLEAR_FAILED = { title: 'Error Clearing Stats' } as const;

/** (total - failed) / total as a percentage with 1 decimal, or N/A without requests. */
export function successRate(total: number, failed: number): string {
  if (total <= 0) return NOT_AVAILABLE;
  return `${(((total - failed) / total) * 100).toFixed(1)}%`;
}

export const ACCOUNTS_TITLE = 'Mail accounts';
export const ACCOUNTS_DESCRIPTION = 'Every mailbox you read here. Without a filter, the inbox shows them all together.';
export const BUTTON_ADD_ACCOUNT = 'Add account';
export const PROVIDER_NAMES = { local: 'Built-in mailbox', gmail: 'Gmail', imap: 'IMAP' } as const;
export const STATUS_NAMES = { ready: 'Ready', syncing: 'Syncing', error: 'Error' } as const;
export const lastSyncText = (when: string) => `Last sync ${when}`;
/** Where an IMAP account's server keeps the user's labels, so other mail apps show them. */
export const LABELS_KEPT_AS = {
  keywords: 'Labels are saved on the server as keywords.',
  folders: 'This server takes no keywords: each label is a folder named after it, holding a copy of its mail.',
} as const;
export const BUTTON_CHANGE_PASSWORD = 'Change password';
export const BUTTON_REMOVE = 'Remove';
export const REMOVE_TITLE = 'Remove this account?';
export const removeDescription = (email: string) =>
  `${email} and the mail cached from it leave Email Buddy. Nothing is deleted on the mail server.`;
export const BUTTON_CANCEL = 'Cancel';
export const TOAST_ACCOUNT_ADDED = (email: string) => ({ title: 'Account added', description: `${email} is syncing; its mail shows up in a moment.` });
export const TOAST_ACCOUNT_REMOVED = { title: 'Account removed' };
export const TOAST_PASSWORD_CHANGED = { title: 'Password changed', description: 'The account syncs again.' };
export const ACCOUNTS_LOAD_FAILED = 'Your accounts could not be loaded.';

export const ADD_TITLE = 'Add a mail account';
export const ADD_DESCRIPTION = 'Any mailbox with IMAP and SMTP: Fastmail, iCloud, Yahoo, Zoho, your company or your own server.';
export const LABEL_ADDRESS = 'Email address';
export const LABEL_PASSWORD = 'Password';
export const LABEL_DISPLAY_NAME = 'Your name on sent mail';
export const LABEL_USERNAME = 'User name (if not the address)';
export const HEADING_INCOMING = 'Incoming (IMAP)';
export const HEADING_OUTGOING = 'Outgoing (SMTP)';
export const LABEL_HOST = 'Server';
export const LABEL_PORT = 'Port';
export const LABEL_SECURITY = 'Security';
export const SECURITY_NAMES = { tls: 'SSL/TLS', starttls: 'STARTTLS', none: 'None' } as const;
export const settingsFrom = (source: string) => `Settings found: ${source}. Change them if your provider says otherwise.`;
export const FINDING_SETTINGS = 'Looking up the settings for this address…';
export const NO_SETTINGS_FOUND = 'No settings are known for this domain. Enter the servers your provider gives.';
export const OAUTH_NEEDED = {
  microsoft: 'Outlook.com, Hotmail and Microsoft 365 mailboxes sign in with Microsoft instead of a password.',
  google: 'Gmail signs in with Google instead of a password. Read it over IMAP here, or through Connect Gmail on the inbox.',
} as const;
export const EMAIL_INCOMPLETE = 'Enter the whole address, like ann@example.com.';
/** The form's own names for the fields a refusal names ("imap.port" is the IMAP port). */
export const ACCOUNT_FIELD_NAMES: Record<string, string> = {
  email: 'Email address',
  displayName: 'Your name on sent mail',
  'imap.host': 'IMAP server',
  'imap.port': 'IMAP port',
  'imap.security': 'IMAP security',
  'imap.username': 'User name',
  'imap.password': 'Password',
  'smtp.host': 'SMTP server',
  'smtp.port': 'SMTP port',
  'smtp.security': 'SMTP security',
  'smtp.username': 'User name',
  'smtp.password': 'Password',
};
export const BUTTON_TEST = 'Test connection';
export const TEST_OK = 'Both servers accepted the login.';
export const BUTTON_ADD = 'Add account';
export const CHANGE_PASSWORD_TITLE = 'Change password';
export const changePasswordDescription = (email: string) => `Enter the password ${email} uses now. It is tried before it is saved.`;
export const LABEL_NEW_PASSWORD = 'New password';
export const BUTTON_SAVE_PASSWORD = 'Save password';
export const OAUTH_PROVIDER_NAMES = { microsoft: 'Microsoft', google: 'Google' } as const;
type OAuthProvider = keyof typeof OAUTH_PROVIDER_NAMES;
export const oauthNotConfigured = (provider: OAuthProvider) =>
  `This server has no ${OAUTH_PROVIDER_NAMES[provider]} sign-in set up; its administrator can add one (see the README).`;
export const buttonSignIn = (provider: OAuthProvider) => `Sign in with ${OAUTH_PROVIDER_NAMES[provider]}`;
export const buttonSignInAgain = (provider: OAuthProvider) => `Sign in to ${OAUTH_PROVIDER_NAMES[provider]} again`;
export const oauthStartFailed = (provider: OAuthProvider) => `Could not start ${OAUTH_PROVIDER_NAMES[provider]} sign-in`;
/** The provider name the server's settings lookup gives Gmail (and Google Workspace, found by its MX). */
export const GMAIL_PROVIDER = 'Gmail';
export const GMAIL_SIGN_IN_INSTEAD = 'No app password? Sign in with Google instead, and Gmail is read over IMAP with that sign-in.';
/** Why the provider's return added no mailbox, by the reason the server puts in the address; true where trying again can help. */
const OAUTH_FAILURES: Record<string, [string, boolean]> = {
  account_exists: ['that address is already one of your accounts, through Connect Gmail or on another server', false],
  access_denied: ['the sign-in was cancelled', true],
  missing_scope: ['reading and sending mail was not allowed on the consent page', true],
  state_mismatch: ['the sign-in took too long or was started in another window', true],
  no_address: ['the provider named no verified address', false],
};
export const oauthFailed = (reason: string) => {
  const [why, retry] = OAUTH_FAILURES[reason] ?? [reason.replace(/_/g, ' '), true];
  return `The mailbox was not added: ${why}.${retry ? ' Try again.' : ''}`;
};
export const READING_TITLE = 'Reading';
export const READING_DESCRIPTION = 'How the mail list looks, where replies start, how long a send can be taken back and how opening mail behaves.';
export const LABEL_MARK_READ = 'Mark messages read when opened';
export const HINT_MARK_READ = 'Off: a message stays unread until you mark it read (Shift+U marks it unread again).';
export const TOAST_PREFERENCE_FAILED = 'Could not save the setting';
export const LABEL_READING_PANE = 'Reading pane';
export const HINT_READING_PANE = 'On a wide window (1200 px or more), open mail beside or below the list, or turn the pane off to read on a page of its own.';
export const READING_PANE_NAMES = { right: 'Right of the list', below: 'Below the list', off: 'Off' } as const;
export const LABEL_DENSITY = 'List density';
export const HINT_DENSITY = 'Compact rows fit more mail on the screen.';
export const DENSITY_NAMES = { comfortable: 'Comfortable', compact: 'Compact' } as const;
export const LABEL_ENDLESS_SCROLL = 'Endless scrolling';
export const HINT_ENDLESS_SCROLL = 'One long list that loads more mail as you scroll down, instead of pages of 10.';
export const LABEL_REPLY_POSITION = 'Reply position';
export const HINT_REPLY_POSITION = 'Write replies above the quoted message, or below it as many mailing lists prefer.';
export const REPLY_POSITION_NAMES = { above: 'Above the quote', below: 'Below the quote' } as const;
export const LABEL_CONVERSATIONS = 'Group by conversation';
export const HINT_CONVERSATIONS = 'One row per conversation in the list, and the whole conversation when you open a message.';
export const LABEL_UNDO_SEND = 'Undo send';
export const HINT_UNDO_SEND = 'How long a sent email waits before it goes, so you can take it back.';
export const UNDO_SEND_NAMES = { '0': 'Off', '5': '5 seconds', '10': '10 seconds', '20': '20 seconds', '30': '30 seconds' } as const;

export const BUTTON_SIGNATURE = 'Signature';
export const SIGNATURE_TITLE = 'Signature';
export const signatureDescription = (email: string) => `Added to new mail, replies and forwards sent from ${email}.`;
export const SIGNATURE_EDITOR_LABEL = 'Signature';
export const SIGNATURE_PLACEHOLDER = 'Your name, role, phone or a link';
export const BUTTON_SAVE_SIGNATURE = 'Save signature';
export const TOAST_SIGNATURE_SAVED = { title: 'Signature saved' };

export const TAB_TRANSFER = 'Import and export';
export const IMPORT_TITLE = 'Import mail';
export const IMPORT_DESCRIPTION = 'Bring mail from another program: an mbox file (Gmail Takeout, Thunderbird, Apple Mail) or .eml messages. Messages already here are skipped.';
export const LABEL_IMPORT_FILES = 'Files to import';
export const LABEL_IMPORT_FOLDER = 'Put the messages in';
export const IMPORT_FOLDER_NAMES = { inbox: 'Inbox', archived: 'Archive' } as const;
export const BUTTON_IMPORT = 'Import';
export const uploadingText = (name: string, percent: number) => `Uploading ${name}… ${percent}%`;
export const IMPORT_HISTORY_TITLE = 'Imports';
export const IMPORT_HISTORY_EMPTY = 'Nothing imported yet.';
export const BUTTON_CANCEL_IMPORT = 'Cancel import';
export const IMPORT_STATUS_NAMES = { running: 'Importing', done: 'Done', failed: 'Failed', cancelled: 'Cancelled' } as const;
/** One toast for the files of an upload that could not be imported (a toast shows one at a time): each named, with why. */
export const TOAST_IMPORT_FAILED = (failed: { name: string; message: string }[]) =>
  failed.length === 1
    ? { title: `Could not import ${failed[0]!.name}`, description: failed[0]!.message }
    : { title: `Could not import ${failed.length} files`, description: failed.map((f) => `${f.name}: ${f.message}`).join(' ') };
export const TOAST_IMPORT_STARTED = 'Import started';
export const IMPORTS_LOAD_FAILED = 'Could not load your imports';
export const EXPORT_TITLE = 'Export mail';
export const EXPORT_DESCRIPTION = 'Download your mail as one mbox file, which any mail program can open. A label or a search exports from its own list too.';
export const BUTTON_EXPORT_ALL = 'Export all mail';
export const BUTTON_EXPORT_INBOX = 'Export inbox';
export const UNNAMED_FILE = 'Uploaded file';

// Settings → AI: the person's own model server.
export const MODEL_CARD_TITLE = 'Model';
export const MODEL_CARD_DESCRIPTION =
  'The writing helpers run on the built-in local engine unless you connect a model server that speaks the OpenAI API: Ollama, the llama.cpp server, vLLM or a hosted service. Your key is stored encrypted and never shown again.';
export const MODEL_ANSWERING = 'Writing with';
export const MODEL_ENGINE_LOCAL = 'Local engine';
export const MODEL_ENGINE_LOCAL_HINT = 'Runs on this server; nothing leaves it.';
export const MODEL_ENGINE_SERVER_HINT = "The server's model, set up by its administrator.";
export const MODEL_ENGINE_USER_HINT = (baseUrl: string) => `Your model server at ${baseUrl}.`;
export const LABEL_BASE_URL = 'Base URL';
export const PLACEHOLDER_BASE_URL = 'http://localhost:11434/v1';
export const HINT_BASE_URL = 'Where the server answers the OpenAI API, usually ending in /v1.';
export const LABEL_MODEL = 'Model';
export const PLACEHOLDER_MODEL = 'llama3.2:3b';
export const LABEL_API_KEY = 'API key';
export const PLACEHOLDER_API_KEY_SAVED = 'Saved (leave empty to keep it)';
export const PLACEHOLDER_API_KEY = 'Optional for a local server';
export const BUTTON_REMOVE_KEY = 'Remove key';
export const TOAST_KEY_REMOVED = { title: 'API key removed', description: 'Your model is asked without a key from now on.' } as const;
export const BUTTON_TEST_CONNECTION = 'Test connection';
export const BUTTON_TESTING = 'Testing…';
export const BUTTON_SAVE_MODEL = 'Use this model';
export const BUTTON_USE_LOCAL = 'Use the local engine';
export const TEST_MODELS_FOUND = (n: number) => `Connected. ${n === 1 ? 'One model' : `${n} models`} available:`;
export const TEST_NO_MODELS = 'Connected, but the server lists no models.';
export const TEST_MODEL_MISSING = (model: string) => `${model} is not among them.`;
export const TOAST_MODEL_SAVED = { title: 'Model saved', description: 'The writing helpers now use your model.' } as const;
export const TOAST_MODEL_REMOVED = { title: 'Local engine', description: 'The writing helpers use the local engine again.' } as const;
export const TOAST_MODEL_SAVE_FAILED = 'Could not save the model';
export const ERR_MODEL_FIELDS = 'Enter the base URL and the model name.';
