/**
 * One action on many messages (`POST /api/mail/bulk`): chosen by id, or by
 * the same tab, search and account a list shows, so "select all N that
 * match" needs no ids from the browser.
 */
import { z } from 'zod';
import { MAIL_TABS } from './types';

export const BULK_ACTIONS = ['archive', 'trash', 'restore', 'read', 'unread', 'star', 'unstar', 'snooze', 'move', 'label', 'unlabel', 'delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** More than this in one request is split by the client; a search selection stops here. */
export const BULK_MAX = 10_000;

export const ERR_BULK_TARGET_REQUIRED = 'Give ids or query: which messages the action is for.';

export const bulkRequestSchema = z
  .strictObject({
    action: z.enum(BULK_ACTIONS, { error: `action is one of ${BULK_ACTIONS.join(', ')}.` }),
    /** For snooze: when the messages come back. */
    until: z.iso.datetime({ offset: true, error: 'until is a date and time such as 2026-12-01T09:00:00Z.' }).optional(),
    /** For move: a folder's id from /api/accounts/:id/folders, or inbox, archived or trash (the local mailbox's folders). */
    folder: z.string().min(1).max(200).optional(),
    /** For label and unlabel: which of the user's labels. */
    labelId: z.string().min(1).max(200).optional(),
    ids: z.array(z.string().min(1).max(200)).min(1).max(BULK_MAX).optional(),
    query: z
      .strictObject({
        tab: z.enum(MAIL_TABS).optional(),
        q: z.string().max(500).optional(),
        account: z.string().max(200).optional(),
        label: z.string().max(200).optional(),
      })
      .optional(),
  })
  .refine((body) => body.ids !== undefined || body.query !== undefined, { message: ERR_BULK_TARGET_REQUIRED })
  .refine((body) => body.ids === undefined || body.query === undefined, { message: 'Give either ids or query, not both.' })
  .refine((body) => body.action !== 'snooze' || body.until !== undefined, { message: 'Snooze needs until: when the messages come back.', path: ['until'] })
  .refine((body) => body.action !== 'move' || body.folder !== undefined, { message: 'Move needs folder: where the messages go.', path: ['folder'] })
  .refine((body) => (body.action !== 'label' && body.action !== 'unlabel') || body.labelId !== undefined, {
    message: 'Label and unlabel need labelId: which label.',
    path: ['labelId'],
  });
export type BulkRequest = z.infer<typeof bulkRequestSchema>;

/** `ids` are the messages that changed, so the client can undo exactly those. */
export const bulkResultSchema = z.object({ affected: z.number(), ids: z.array(z.string()) });

/** `POST /api/mail/messages/:id/snooze`. */
export const snoozeRequestSchema = z.strictObject({
  until: z.iso.datetime({ offset: true, error: 'until is a date and time such as 2026-12-01T09:00:00Z.' }),
});

export const snoozeResultSchema = z.object({ snoozedUntil: z.string().nullable() });

export const ERR_SNOOZE_IN_PAST = 'Choose a time in the future to snooze until.';
export const ERR_NOT_SNOOZED = 'This message is not snoozed.';
export const ERR_NOT_A_DESTINATION = 'Mail can be moved to Inbox, Archived or Trash, or to a folder of its account.';
export const ERR_NOT_IN_TRASH = 'Only mail in the trash can be deleted forever. Move it to the trash first.';
export const ERR_GMAIL_EMPTIES_ITS_TRASH = 'Gmail deletes the mail in its trash for good after 30 days; Email Buddy is not allowed to do it sooner.';
export const ERR_FOLDER_OF_ANOTHER_ACCOUNT = 'A message moves only into a folder of the account it is in.';
