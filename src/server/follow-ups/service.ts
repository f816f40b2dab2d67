/**
 * Follow-up reminders, the rules: what a reminder needs, how far back it may
 * be snoozed, and that a reply from its recipient in the tracked thread before
 * the due date completes it by itself. The SQL is in repository.ts; the due
 * jobs and the sweep are in worker.ts.
 */
import { randomUUID } from 'node:crypto';
import { parseAddressList } from '../../core/mail/address';
import { isFollowUpRecipient, type FollowUpPriority } from '../../core/schedule/rules';
import { Invalid, NotFound } from '../../core/errors';
import type { FollowUpRepository, FollowUpRow } from './repository';
import type { FollowUpQueue } from './worker';

export const FOLLOW_UP_NOT_FOUND = 'Follow-up not found';
export const followUpNotFound = () => new NotFound('FOLLOW_UP_NOT_FOUND', FOLLOW_UP_NOT_FOUND);
export const EMAIL_NOT_FOUND = 'The email for this follow-up could not be found.';

export const FOLLOW_UP_REQUIRED_MESSAGE = 'A follow-up needs a date, a subject and a recipient.';
export const FOLLOW_UP_RECIPIENT_MESSAGE = 'The recipient is one email address, like ana@example.com or Ana <ana@example.com>.';
export const SNOOZE_TOO_EARLY_MESSAGE = 'A follow-up cannot be snoozed to a day before yesterday.';
/**
 * The snooze calendar greys out days before yesterday in the user's time
 * zone; the server does not know that zone, so it refuses only what is
 * before yesterday everywhere: more than two days ago.
 */
const SNOOZE_EARLIEST_MS = 2 * 24 * 60 * 60 * 1000;

export function toFollowUp(row: FollowUpRow) {
  return {
    id: row.id,
    emailId: row.emailId,
    threadId: row.threadId,
    subject: row.subject,
    recipient: row.recipient,
    dueDate: row.dueDate.toISOString(),
    notes: row.notes,
    priority: row.priority,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    notifiedAt: row.notifiedAt?.toISOString() ?? null,
  };
}
export type FollowUpDto = ReturnType<typeof toFollowUp>;

/** What a create request carries; the three the reminder cannot do without are checked by the service. */
export interface CreateFollowUpInput {
  subject?: string;
  recipient?: string;
  dueDate?: Date | null;
  notes?: string;
  priority?: FollowUpPriority;
  emailId?: string | null;
}

export interface UpdateFollowUpInput {
  status?: 'pending' | 'completed';
  /** A snooze: the new due date; the reminder becomes snoozed. */
  dueDate?: Date;
  notes?: string;
  priority?: FollowUpPriority;
}

/** What the mail side tells us about a message just delivered into a user's mailbox. */
export interface DeliveredMail {
  fromEmail: string;
  inReplyTo?: string | null;
  references?: readonly string[] | null;
}

/** The e-mail address in a recipient as typed ("Ana <ana@x.io>" or "ana@x.io"), lower-cased. */
function recipientEmail(recipient: string): string {
  return (parseAddressList(recipient)[0]?.email ?? recipient).trim().toLowerCase();
}

export interface FollowUpServiceDeps {
  repository: FollowUpRepository;
  queue: FollowUpQueue;
  now?: () => Date;
}

export class FollowUpService {
  private readonly now: () => Date;

  constructor(private readonly deps: FollowUpServiceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  private get repository() {
    return this.deps.repository;
  }

  async list(userId: string): Promise<FollowUpDto[]> {
    return (await this.repository.listForUser(userId)).map(toFollowUp);
  }

  async create(userId: string, input: CreateFollowUpInput): Promise<FollowUpDto> {
    const subject = input.subject?.trim();
    const recipient = input.recipient?.trim();
    if (!input.dueDate || !subject || !recipient) throw new Invalid('REQUIRED_FIELDS', FOLLOW_UP_REQUIRED_MESSAGE);
    if (!isFollowUpRecipient(recipient)) throw new Invalid('INVALID_RECIPIENT', FOLLOW_UP_RECIPIENT_MESSAGE);
    let threadId: string | null = null;
    if (input.emailId) {
      const email = await this.repository.threadOfEmail(userId, input.emailId);
      if (!email) throw new NotFound('EMAIL_NOT_FOUND', EMAIL_NOT_FOUND);
      threadId = email.threadId;
    }
    const now = this.now();
    const row = await this.repository.insert({
      id: randomUUID(),
      userId,
      emailId: input.emailId ?? null,
      threadId,
      subject,
      recipient,
      dueDate: input.dueDate,
      notes: input.notes?.trim() ?? '',
      priority: input.priority ?? 'medium',
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    });
    await this.deps.queue.scheduleDue(row);
    return toFollowUp(row);
  }

  async update(userId: string, id: string, input: UpdateFollowUpInput): Promise<FollowUpDto> {
    const snooze = input.dueDate !== undefined;
    if (input.dueDate && input.dueDate.getTime() < this.now().getTime() - SNOOZE_EARLIEST_MS) {
      throw new Invalid('SNOOZE_TOO_EARLY', SNOOZE_TOO_EARLY_MESSAGE);
    }
    const row = await this.repository.update(
      userId,
      id,
      {
        ...(input.notes !== undefined ? { notes: input.notes } : {}),
        ...(input.priority !== undefined ? { priority: input.priority } : {}),
        // A snooze is a new due date: announced again when it comes.
        ...(snooze ? { dueDate: input.dueDate, status: 'snoozed' as const, notifiedAt: null } : {}),
        ...(input.status !== undefined ? { status: input.status } : {}),
      },
      this.now(),
    );
    if (!row) throw followUpNotFound();
    if (snooze) await this.deps.queue.scheduleDue(row);
    return toFollowUp(row);
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!(await this.repository.delete(userId, id))) throw followUpNotFound();
  }

  /**
   * Completes the user's open reminders that this delivered message answers:
   * it comes from the reminder's recipient and replies (In-Reply-To or
   * References) to the tracked email or to any message of its thread, before
   * the reminder's due date.
   */
  async onMailDelivered(userId: string, mail: DeliveredMail): Promise<number> {
    const referenced = [mail.inReplyTo, ...(mail.references ?? [])].filter((r): r is string => Boolean(r));
    if (referenced.length === 0) return 0;
    const answered = await this.repository.messagesByHeader(userId, referenced);
    if (answered.length === 0) return 0;
    const now = this.now();
    const open = await this.repository.openOn(
      userId,
      answered.map((a) => a.id),
      [...new Set(answered.map((a) => a.threadId))],
      now,
    );
    const from = mail.fromEmail.trim().toLowerCase();
    const done = open.filter((f) => recipientEmail(f.recipient) === from).map((f) => f.id);
    if (done.length === 0) return 0;
    await this.repository.complete(userId, done, now);
    return done.length;
  }
}
