/** /api/follow-ups: thin handlers that validate and call the follow-up service. */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { FOLLOW_UP_PRIORITIES } from '../../core/schedule/rules';
import { singleLine } from '../../core/schemas';
import type { AppEnv } from '../http/context';
import { Invalid } from '../../core/errors';
import { limitBody, readId, readJson } from '../http/validate';
import { followUpNotFound, type FollowUpService } from './service';

export const FOLLOW_UP_REQUIRED_MESSAGE = 'A follow-up needs a date, a subject and a recipient.';
export const SNOOZE_TOO_EARLY_MESSAGE = 'A follow-up cannot be snoozed to a day before yesterday.';
export const SUBJECT_MAX = 1000;
export const RECIPIENT_MAX = 500;
export const NOTES_MAX = 10_000;
const BODY_LIMIT_BYTES = 64 * 1024;
/**
 * The snooze calendar greys out days before yesterday in the user's time
 * zone; the server does not know that zone, so it refuses only what is
 * before yesterday everywhere: more than two days ago.
 */
const SNOOZE_EARLIEST_MS = 2 * 24 * 60 * 60 * 1000;

const isoDate = z
  .string()
  .max(64)
  .refine((s) => !Number.isNaN(Date.parse(s)), 'must be an ISO date')
  .transform((s) => new Date(s));
const priority = z.enum(FOLLOW_UP_PRIORITIES as ['high', 'medium', 'low']);

const createSchema = z.object({
  subject: singleLine(z.string().max(SUBJECT_MAX)).optional(),
  recipient: singleLine(z.string().max(RECIPIENT_MAX)).optional(),
  dueDate: isoDate.optional().nullable(),
  notes: z.string().max(NOTES_MAX).optional(),
  priority: priority.optional(),
  emailId: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/).optional().nullable(),
});

const updateSchema = z
  .object({
    status: z.enum(['pending', 'completed']).optional(),
    dueDate: isoDate.optional(),
    notes: z.string().max(NOTES_MAX).optional(),
    priority: priority.optional(),
  })
  .strict();

export function createFollowUpRoutes(followUps: FollowUpService) {
  const id = (c: Context) => readId(c, 'id', followUpNotFound);
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await followUps.list(c.get('user').id)))
    .post('/', limitBody(BODY_LIMIT_BYTES), async (c) => {
      const input = await readJson(c, createSchema);
      const subject = input.subject?.trim();
      const recipient = input.recipient?.trim();
      if (!input.dueDate || !subject || !recipient) throw new Invalid('REQUIRED_FIELDS', FOLLOW_UP_REQUIRED_MESSAGE);
      const created = await followUps.create(c.get('user').id, {
        subject,
        recipient,
        dueDate: input.dueDate,
        notes: input.notes?.trim(),
        priority: input.priority,
        emailId: input.emailId ?? undefined,
      });
      return c.json(created, 201);
    })
    .patch('/:id', limitBody(BODY_LIMIT_BYTES), async (c) => {
      const followUpId = id(c);
      const input = await readJson(c, updateSchema);
      if (input.dueDate && input.dueDate.getTime() < Date.now() - SNOOZE_EARLIEST_MS) {
        throw new Invalid('SNOOZE_TOO_EARLY', SNOOZE_TOO_EARLY_MESSAGE);
      }
      return c.json(await followUps.update(c.get('user').id, followUpId, input));
    })
    .delete('/:id', async (c) => {
      await followUps.remove(c.get('user').id, id(c));
      return c.json({ ok: true });
    });
}
