import type { QueuedChange } from '../../lib/offline/outbox';
import { TEXT_NO_SUBJECT } from './texts';

const BULK_VERBS: Record<string, string> = {
  archive: 'Archive',
  trash: 'Move to trash',
  restore: 'Move back to the inbox',
  read: 'Mark as read',
  unread: 'Mark as unread',
  star: 'Star',
  unstar: 'Unstar',
  snooze: 'Snooze',
  move: 'Move',
  label: 'Label',
  unlabel: 'Remove a label from',
  delete: 'Delete forever',
};

const MOVE_VERBS = { archive: 'Archive', trash: 'Move to trash', restore: 'Move back to the inbox' } as const;

/**
 * A queued change as a line of the outbox: what it does and to which email, named by its subject where the
 * saved mail knows it (`subjectOf`).
 */
export function describeChange(change: QueuedChange, subjectOf: (id: string) => string | undefined): string {
  const quoted = (id: string) => `“${subjectOf(id) || TEXT_NO_SUBJECT}”`;
  switch (change.kind) {
    case 'send': {
      const to = [...change.mail.to, ...(change.mail.cc ?? []), ...(change.mail.bcc ?? [])];
      return `Email to ${to.join(', ')}: ${change.mail.subject?.trim() || TEXT_NO_SUBJECT}`;
    }
    case 'star':
      return `${change.starred ? 'Star' : 'Unstar'} ${quoted(change.id)}`;
    case 'read':
      return `Mark ${quoted(change.id)} as ${change.read ? 'read' : 'unread'}`;
    case 'move':
      return `${MOVE_VERBS[change.to]} ${quoted(change.id)}`;
    case 'bulk': {
      const target = change.ids.length === 1 ? quoted(change.ids[0]!) : `${change.ids.length} emails`;
      return `${BULK_VERBS[change.action] ?? change.action} ${target}`;
    }
  }
}
