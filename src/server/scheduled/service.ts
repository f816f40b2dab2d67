/**
 * Scheduled sending, the rules: who sees which scheduled email, what may be
 * scheduled (the same checks as sending now, plus a time inside the schedule
 * window), and that only pending emails can be edited or cancelled. The SQL is
 * in repository.ts; the queue, the sweep and the exactly-once send are in
 * worker.ts.
 */
import { randomUUID } from 'node:crypto';
import { isWithinScheduleWindow } from '../../core/schedule/rules';
import { SCHEDULE_IN_PAST_ERROR, SCHEDULED_NOT_FOUND } from '../../core/schedule/texts';
import type { HeldDraft, SendMailInput } from '../../core/schemas';
import type { ScheduledEmailRow } from '../db/schema/scheduled';
import { Conflict, Invalid, NotFound } from '../../core/errors';
import { sanitizeMailHtml } from '../mail/sanitize';
import type { MailService, MailUser } from '../mail/service';
import type { ScheduledContent, ScheduledRepository } from './repository';
import type { ScheduledQueue } from './worker';
import type { ScheduledEmailView } from '../../core/schedule/view';

export const TEXT_SCHEDULED_NOT_PENDING_CANCEL =
  'This scheduled email can no longer be canceled: it has already been sent or is being sent.';
export const TEXT_SCHEDULED_NOT_PENDING_EDIT =
  'This scheduled email can no longer be changed: it has already been sent or is being sent.';

export const TEXT_OUTBOX_TOO_LATE = 'Too late to undo: this email has already been sent.';
export const TEXT_OUTBOX_NOT_FOUND = 'This send could not be found.';
export const outboxNotFound = () => new NotFound('OUTBOX_NOT_FOUND', TEXT_OUTBOX_NOT_FOUND);


export const scheduledNotFound = () => new NotFound('SCHEDULED_NOT_FOUND', SCHEDULED_NOT_FOUND);
const notPending = (text: string) => new Conflict('SCHEDULED_NOT_PENDING', text);

export interface ScheduledInput extends SendMailInput {
  scheduledTime: Date;
}

export type ScheduledPatch = Partial<ScheduledInput>;

function toView(row: ScheduledEmailRow): ScheduledEmailView {
  return {
    id: row.id,
    status: row.status,
    to: row.to,
    cc: row.cc,
    bcc: row.bcc,
    subject: row.subject,
    body: row.body,
    safeBody: sanitizeMailHtml(row.body, { allowRemoteImages: true }).html,
    attachments: row.attachments.map((a) => ({
      filename: a.filename,
      mimeType: a.mimeType,
      size: Math.floor((a.content.length * 3) / 4) - (a.content.endsWith('==') ? 2 : a.content.endsWith('=') ? 1 : 0),
    })),
    tracking: row.tracking ?? null,
    replyTo: row.replyTo,
    scheduledTime: row.scheduledTime.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    failureReason: row.failureReason,
  };
}

function contentOf(input: ScheduledInput): ScheduledContent {
  return {
    to: input.to,
    cc: input.cc,
    bcc: input.bcc,
    subject: input.subject,
    body: input.body,
    attachments: input.attachments.map((a) => ({ filename: a.filename, mimeType: a.mimeType, content: a.content })),
    tracking: input.tracking ?? null,
    replyTo: input.replyTo ?? null,
    scheduledTime: input.scheduledTime,
  };
}

export interface ScheduledServiceDeps {
  repository: ScheduledRepository;
  mail: MailService;
  queue: ScheduledQueue;
}

export class ScheduledService {
  constructor(private readonly deps: ScheduledServiceDeps) {}

  private get repository() {
    return this.deps.repository;
  }

  async list(user: MailUser): Promise<ScheduledEmailView[]> {
    return (await this.repository.listForUser(user.id)).map(toView);
  }

  async get(user: MailUser, id: string): Promise<ScheduledEmailView> {
    const row = await this.repository.findForUser(user.id, id);
    if (!row) throw scheduledNotFound();
    return toView(row);
  }

  private checkTime(at: Date, now = new Date()) {
    if (!isWithinScheduleWindow(at, now)) throw new Invalid('SCHEDULE_IN_PAST', SCHEDULE_IN_PAST_ERROR);
  }

  async create(user: MailUser, scheduled: ScheduledInput): Promise<ScheduledEmailView> {
    // The same checks as sending now: recipients, addresses, attachment limits, the replied message, the draft it replaces.
    const now = new Date();
    const input = { ...scheduled, ...(await this.deps.mail.continueDraft(user, scheduled)) };
    await this.deps.mail.compose(user, input, { requireRecipient: true });
    this.checkTime(input.scheduledTime, now);
    const row = await this.repository.insert(randomUUID(), user.id, contentOf(input));
    await this.deps.queue.enqueue(row);
    // A draft finished by scheduling it lives on as the scheduled email (editable on /scheduled).
    if (input.draftId) await this.deps.mail.discardDraft(user, input.draftId);
    return toView((await this.repository.find(row.id)) ?? row);
  }

  /**
   * Holds a send for the user's undo window: the same checks as sending now,
   * then a row the scheduled worker sends once at `sendAt`, durably (a closed
   * tab or a restart neither loses nor doubles it).
   */
  async hold(user: MailUser, input: SendMailInput, delaySeconds: number): Promise<{ outboxId: string; sendAt: string }> {
    await this.deps.mail.compose(user, input, { requireRecipient: true });
    const sendAt = new Date(Date.now() + delaySeconds * 1000);
    const row = await this.repository.insert(randomUUID(), user.id, {
      ...contentOf({ ...input, scheduledTime: sendAt }),
      kind: 'outbox',
      accountId: input.accountId ?? null,
      forwardOf: input.forwardOf ?? null,
    });
    await this.deps.queue.enqueue(row);
    // The held send carries the draft's content now (Undo reopens it in compose), as a scheduled one does.
    if (input.draftId) await this.deps.mail.discardDraft(user, input.draftId);
    return { outboxId: row.id, sendAt: sendAt.toISOString() };
  }

  /** Undo: takes a held send back before it goes, as the draft it was; 409 once it is sent or being sent. */
  async takeBack(user: MailUser, outboxId: string): Promise<{ draft: HeldDraft }> {
    const row = await this.repository.takeBackOutbox(user.id, outboxId);
    if (!row) {
      if (await this.repository.findOutbox(user.id, outboxId)) throw new Conflict('OUTBOX_TOO_LATE', TEXT_OUTBOX_TOO_LATE);
      throw outboxNotFound();
    }
    await this.deps.queue.cancelJob(row.jobId);
    return {
      draft: {
        to: row.to,
        cc: row.cc,
        bcc: row.bcc,
        subject: row.subject,
        body: row.body,
        attachments: row.attachments,
        replyTo: row.replyTo,
        forwardOf: row.forwardOf,
        accountId: row.accountId,
      },
    };
  }

  /** One of a scheduled email's files with its bytes (`index` as the view lists them), so compose can keep it when the email is edited. */
  async attachment(user: MailUser, id: string, index: number): Promise<{ filename: string; mimeType: string; content: Buffer }> {
    const row = await this.repository.findForUser(user.id, id);
    if (!row) throw scheduledNotFound();
    const file = row.attachments[index];
    if (!file) throw new NotFound('ATTACHMENT_NOT_FOUND', 'This scheduled email has no such attachment.');
    return { filename: file.filename, mimeType: file.mimeType, content: Buffer.from(file.content, 'base64') };
  }

  async update(user: MailUser, id: string, patch: ScheduledPatch): Promise<ScheduledEmailView> {
    const current = await this.repository.findForUser(user.id, id);
    if (!current) throw scheduledNotFound();
    if (current.status !== 'pending') throw notPending(TEXT_SCHEDULED_NOT_PENDING_EDIT);
    const next: ScheduledContent = {
      to: patch.to ?? current.to,
      cc: patch.cc ?? current.cc,
      bcc: patch.bcc ?? current.bcc,
      subject: patch.subject ?? current.subject,
      body: patch.body ?? current.body,
      attachments: patch.attachments?.map((a) => ({ filename: a.filename, mimeType: a.mimeType, content: a.content })) ?? current.attachments,
      tracking: patch.tracking ?? current.tracking,
      replyTo: patch.replyTo ?? current.replyTo,
      scheduledTime: patch.scheduledTime ?? current.scheduledTime,
    };
    await this.deps.mail.compose(
      user,
      { ...next, replyTo: next.replyTo ?? undefined, tracking: next.tracking ?? undefined, accountId: undefined, forwardOf: undefined },
      { requireRecipient: true },
    );
    if (patch.scheduledTime) this.checkTime(patch.scheduledTime);
    const row = await this.repository.updatePending(user.id, id, next);
    if (!row) throw notPending(TEXT_SCHEDULED_NOT_PENDING_EDIT);
    if (row.scheduledTime.getTime() !== current.scheduledTime.getTime()) {
      await this.deps.queue.cancelJob(current.jobId);
      await this.deps.queue.enqueue(row);
    }
    return toView((await this.repository.find(id)) ?? row);
  }

  async cancel(user: MailUser, id: string): Promise<void> {
    const deleted = await this.repository.deletePending(user.id, id);
    if (deleted) {
      await this.deps.queue.cancelJob(deleted.jobId);
      return;
    }
    if (!(await this.repository.findForUser(user.id, id))) throw scheduledNotFound();
    throw notPending(TEXT_SCHEDULED_NOT_PENDING_CANCEL);
  }

  /** Ids of rows in the given state (tests and diagnostics). */
  idsWithStatus(ids: string[], status: ScheduledEmailRow['status']): Promise<string[]> {
    return this.repository.idsWithStatus(ids, status);
  }
}
