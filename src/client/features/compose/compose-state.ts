/**
 * The compose form's state and every change to it, as one reducer: the page
 * dispatches what the person did, and what the form holds afterwards can be
 * tested without a browser.
 */
import type { ComposeFields } from '../../../core/compose/prefill';
import { formatRecipient, parseChips, type KnownContact, type Recipient } from '../../../core/compose/recipients';
import type { ComposeAttachment } from './AttachmentArea';
import type { TrackingChoice } from './TrackingOptions';

export type RecipientFieldName = 'to' | 'cc' | 'bcc';
export const RECIPIENT_FIELDS: readonly RecipientFieldName[] = ['to', 'cc', 'bcc'];

export interface ComposeState extends Omit<ComposeFields, 'cursor'> {
  /** Text typed into each recipient input that is not a chip yet. */
  texts: Record<RecipientFieldName, string>;
  attachments: ComposeAttachment[];
  tracking: TrackingChoice;
}

export type ComposeAction =
  | { type: 'recipients'; field: RecipientFieldName; recipients: Recipient[] }
  | { type: 'text'; field: RecipientFieldName; text: string }
  | { type: 'show'; field: 'cc' | 'bcc' }
  | { type: 'subject'; subject: string }
  | { type: 'body'; body: string }
  /** The original of a reply or forward, or a scheduled email, arrived: its fields replace what they name. */
  | { type: 'prefill'; fields: Partial<Omit<ComposeFields, 'cursor'>> }
  | { type: 'attach'; attachments: ComposeAttachment[] }
  | { type: 'detach'; id: string }
  | { type: 'tracking'; tracking: TrackingChoice }
  /** Pending recipient text was turned into chips (see `commitRecipients`). */
  | { type: 'committed'; lists: Record<RecipientFieldName, Recipient[]>; texts: Record<RecipientFieldName, string> }
  | { type: 'reset' };

export function initialComposeState(fields: ComposeFields): ComposeState {
  const { cursor: _cursor, ...form } = fields;
  return { ...form, texts: { to: '', cc: '', bcc: '' }, attachments: [], tracking: { opens: false, clicks: false } };
}

export function composeReducer(state: ComposeState, action: ComposeAction): ComposeState {
  switch (action.type) {
    case 'recipients':
      return { ...state, [action.field]: action.recipients };
    case 'text':
      return { ...state, texts: { ...state.texts, [action.field]: action.text } };
    case 'show':
      return action.field === 'cc' ? { ...state, showCc: true } : { ...state, showBcc: true };
    case 'subject':
      return { ...state, subject: action.subject };
    case 'body':
      return { ...state, body: action.body };
    case 'prefill': {
      const next = { ...state, ...action.fields };
      // A prefill never hides a row the person opened.
      return { ...next, showCc: state.showCc || next.cc.length > 0, showBcc: state.showBcc || next.bcc.length > 0 };
    }
    case 'attach':
      return { ...state, attachments: [...state.attachments, ...action.attachments] };
    case 'detach':
      return { ...state, attachments: state.attachments.filter((a) => a.id !== action.id) };
    case 'tracking':
      return { ...state, tracking: action.tracking };
    case 'committed':
      return { ...state, ...action.lists, texts: action.texts };
    case 'reset':
      return { ...state, to: [], cc: [], bcc: [], texts: { to: '', cc: '', bcc: '' }, subject: '', body: '', attachments: [] };
  }
}

export interface CommittedRecipients {
  lists: Record<RecipientFieldName, Recipient[]>;
  texts: Record<RecipientFieldName, string>;
  /** The first entry that is not an address, left in its input; null when everything became a chip. */
  invalid: string | null;
}

/** Turns text still typed in the recipient inputs into chips, as pressing Enter in each would. */
export function commitRecipients(state: ComposeState, contacts: readonly KnownContact[]): CommittedRecipients {
  const lists = { to: state.to, cc: state.cc, bcc: state.bcc };
  const texts = { ...state.texts };
  let invalid: string | null = null;
  for (const field of RECIPIENT_FIELDS) {
    if (!texts[field].trim()) continue;
    const { added, rest } = parseChips(texts[field], lists[field], contacts);
    lists[field] = [...lists[field], ...added];
    texts[field] = rest;
    if (rest.trim()) invalid ??= rest.trim();
  }
  return { lists, texts, invalid };
}

export const recipientCount = (lists: Record<RecipientFieldName, Recipient[]>) => lists.to.length + lists.cc.length + lists.bcc.length;

export const formatRecipients = (lists: Record<RecipientFieldName, Recipient[]>) => ({
  to: lists.to.map(formatRecipient),
  cc: lists.cc.map(formatRecipient),
  bcc: lists.bcc.map(formatRecipient),
});
