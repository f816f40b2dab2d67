/** /api/scheduled: thin handlers over the scheduled service. */
import { Hono } from 'hono';
import { z } from 'zod';
import { ERR_ATTACHMENTS_TOTAL } from '../../core/mail/limits';
import { sendMailSchema } from '../../core/schemas';
import type { AppEnv } from '../http/context';
import { limitBody, readId, readJson } from '../http/validate';
import { SEND_BODY_LIMIT_BYTES } from '../mail/routes';
import { scheduledNotFound, type ScheduledService } from './service';

const scheduledTime = z.coerce.date({ message: 'scheduledTime must be an ISO date and time' });

export const createScheduledSchema = sendMailSchema.omit({ forwardOf: true, aiReplyId: true }).extend({ scheduledTime });
export const updateScheduledSchema = z
  .object({
    to: sendMailSchema.shape.to,
    cc: sendMailSchema.shape.to,
    bcc: sendMailSchema.shape.to,
    subject: sendMailSchema.shape.subject.unwrap(),
    body: sendMailSchema.shape.body.unwrap(),
    attachments: sendMailSchema.shape.attachments.unwrap(),
    tracking: sendMailSchema.shape.tracking.unwrap(),
    replyTo: sendMailSchema.shape.replyTo.unwrap(),
    scheduledTime,
  })
  .partial();

export function createScheduledRoutes(scheduled: ScheduledService) {
  const id = (c: Parameters<typeof readId>[0]) => readId(c, 'id', scheduledNotFound);
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json({ items: await scheduled.list(c.get('user')) }))
    .post('/', limitBody(SEND_BODY_LIMIT_BYTES, ERR_ATTACHMENTS_TOTAL), async (c) => {
      const input = await readJson(c, createScheduledSchema);
      return c.json(await scheduled.create(c.get('user'), input), 201);
    })
    .get('/:id', async (c) => c.json(await scheduled.get(c.get('user'), id(c))))
    .patch('/:id', limitBody(SEND_BODY_LIMIT_BYTES, ERR_ATTACHMENTS_TOTAL), async (c) => {
      const key = id(c);
      const patch = await readJson(c, updateScheduledSchema);
      return c.json(await scheduled.update(c.get('user'), key, patch));
    })
    .delete('/:id', async (c) => {
      await scheduled.cancel(c.get('user'), id(c));
      return c.json({ ok: true });
    });
}
