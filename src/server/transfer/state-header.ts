/**
 * Where a message sat and how it was marked, carried through an export:
 * one header line, in Gmail Takeout's X-Gmail-Labels syntax, put in front
 * of the message's original bytes. An import reads it and takes it off
 * again, so the message it stores is byte for byte the one exported, with
 * its labels, star, read state and place (inbox, sent, archive, trash).
 */
import type { LABEL } from '../mail/store';

export const STATE_HEADER = 'X-Email-Buddy-Labels';
const PREFIX = Buffer.from(`${STATE_HEADER}:`, 'latin1');

type SystemLabel = (typeof LABEL)[keyof typeof LABEL];

/** Gmail's names for our states, as X-Gmail-Labels writes them (and parse.ts reads them). */
const NAMES: Partial<Record<SystemLabel, string>> = { INBOX: 'Inbox', SENT: 'Sent', TRASH: 'Trash', STARRED: 'Starred', UNREAD: 'Unread', DRAFT: 'Draft' };

export interface MessageState {
  /** The message's system labels (INBOX, SENT, UNREAD…). */
  labels: readonly string[];
  /** The names of the user's own labels on it. */
  userLabels: readonly string[];
}

/** The header's value: the states, then the user's labels; "Archived" when it is in no folder, as Takeout writes. */
export function stateValue(state: MessageState): string {
  const system = state.labels.flatMap((l) => NAMES[l as SystemLabel] ?? []);
  const placed = ['Inbox', 'Sent', 'Trash', 'Draft'].some((n) => system.includes(n));
  // The user's labels are always quoted: a label named "Trash" or "Unread" must come back a label, not a state.
  const quote = (name: string) => `"${name.replace(/["\\]/g, (c) => `\\${c}`)}"`;
  return [...system, ...(placed ? [] : ['Archived']), ...state.userLabels.map(quote)].join(',');
}

/** `message` with the state header in front, ending its line as the message's first line ends. */
export function withState(message: Buffer, state: MessageState): Buffer {
  const firstEnd = message.indexOf(0x0a);
  const crlf = firstEnd > 0 && message[firstEnd - 1] === 0x0d;
  const value = stateValue(state).replace(/[\r\n]+/g, ' ');
  return Buffer.concat([Buffer.from(`${STATE_HEADER}: ${value}${crlf ? '\r\n' : '\n'}`, 'utf8'), message]);
}

/** The state header an export put in front of `bytes`, and the message without it; null when there is none. */
export function takeState(bytes: Buffer): { value: string; message: Buffer } | null {
  if (bytes.length < PREFIX.length || bytes.subarray(0, PREFIX.length).toString('latin1').toLowerCase() !== PREFIX.toString('latin1').toLowerCase()) return null;
  const end = bytes.indexOf(0x0a);
  if (end === -1) return null;
  const line = bytes.subarray(PREFIX.length, end).toString('utf8').replace(/\r$/, '');
  return { value: line.trim(), message: bytes.subarray(end + 1) };
}

const STATES = new Map(Object.entries(NAMES).map(([label, name]) => [name.toLowerCase(), label]));

/** The header's value read back: unquoted names are states (Archived places nothing), quoted ones the user's labels. */
export function readStateLabels(value: string): { system: string[]; user: string[] } {
  const system: string[] = [];
  const user: string[] = [];
  for (const match of value.matchAll(/"((?:[^"\\]|\\.)*)"|([^,]+)/g)) {
    if (match[1] !== undefined) {
      const name = match[1].replace(/\\(.)/g, '$1').trim();
      if (name) user.push(name.slice(0, 100));
    } else {
      const label = STATES.get(match[2]!.trim().toLowerCase());
      if (label) system.push(label);
    }
  }
  return { system, user };
}
