/** /api/scheduled: the scheduled-email routes, declared with their schemas; each calls one scheduled service function. */
import { z } from 'zod';
import { attachmentDisposition } from '../http/download';
import { ERR_ATTACHMENTS_TOTAL } from '../../core/mail/limits';
import { scheduledEmailViewSchema } from '../../core/schedule/view';
import { sendMailSchema } from '../../core/schemas';
import { bodyOf, createRoute, createRouter, errors, json, jsonBody, pathId } from '../http/route';
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

const tags = ['scheduled'];
const params = z.object({ id: pathId(scheduledNotFound) });
const body = () => bodyOf(SEND_BODY_LIMIT_BYTES, ERR_ATTACHMENTS_TOTAL);

const routes = {
  list: createRoute({
    method: 'get',
    path: '/',
    tags,
    summary: "The user's scheduled emails",
    responses: { 200: json(z.object({ items: z.array(scheduledEmailViewSchema) }), 'The scheduled emails') },
  }),
  create: createRoute({
    method: 'post',
    path: '/',
    tags,
    summary: 'Schedule an email: sent once at scheduledTime, across crashes and server processes',
    middleware: body(),
    request: { body: jsonBody(createScheduledSchema) },
    responses: { 201: json(scheduledEmailViewSchema, 'Scheduled'), ...errors(400, 404, 413) },
  }),
  get: createRoute({
    method: 'get',
    path: '/{id}',
    tags,
    summary: 'One scheduled email',
    request: { params },
    responses: { 200: json(scheduledEmailViewSchema, 'The scheduled email'), ...errors(404) },
  }),
  attachment: createRoute({
    method: 'get',
    path: '/{id}/attachments/{index}',
    tags,
    summary: "A scheduled email's file as a download (index as the view lists them), so an edit can keep it",
    request: { params: params.extend({ index: z.string().regex(/^\d{1,4}$/, 'index is a whole number').transform(Number) }) },
    responses: { 200: { description: 'The file, with its own Content-Type and a Content-Disposition naming it' }, ...errors(400, 404) },
  }),
  update: createRoute({
    method: 'patch',
    path: '/{id}',
    tags,
    summary: 'Change a scheduled email that has not been sent yet',
    middleware: body(),
    request: { params, body: jsonBody(updateScheduledSchema) },
    responses: { 200: json(scheduledEmailViewSchema, 'Changed'), ...errors(400, 404, 409, 413) },
  }),
  cancel: createRoute({
    method: 'delete',
    path: '/{id}',
    tags,
    summary: 'Cancel a scheduled email that has not been sent yet',
    request: { params },
    responses: { 200: json(z.object({ ok: z.literal(true) }), 'Cancelled'), ...errors(404, 409) },
  }),
};

export function createScheduledRoutes(scheduled: ScheduledService) {
  return createRouter()
    .openapi(routes.list, async (c) => c.json({ items: await scheduled.list(c.get('user')) }, 200))
    .openapi(routes.create, async (c) => c.json(await scheduled.create(c.get('user'), c.req.valid('json')), 201))
    .openapi(routes.get, async (c) => c.json(await scheduled.get(c.get('user'), c.req.valid('param').id), 200))
    .openapi(routes.attachment, async (c) => {
      const { id, index } = c.req.valid('param');
      const file = await scheduled.attachment(c.get('user'), id, index);
      return c.body(new Uint8Array(file.content), 200, {
        'Content-Type': file.mimeType,
        'Content-Length': String(file.content.length),
        'Content-Disposition': attachmentDisposition(file.filename),
        'X-Content-Type-Options': 'nosniff',
      });
    })
    .openapi(routes.update, async (c) => c.json(await scheduled.update(c.get('user'), c.req.valid('param').id, c.req.valid('json')), 200))
    .openapi(routes.cancel, async (c) => {
      await scheduled.cancel(c.get('user'), c.req.valid('param').id);
      return c.json({ ok: true as const }, 200);
    });
}
