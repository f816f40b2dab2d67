/** /api/labels: the user's own labels, each handler one call to the label repository. */
import { z } from 'zod';
import { labelInputSchema, labelListSchema, labelPatchSchema, labelSchema } from '../../core/mail/labels';
import { bodyOf, createRoute, createRouter, errors, json, jsonBody, pathId } from '../http/route';
import type { MailService } from '../mail/service';
import { labelNotFound } from './labels';

const tags = ['labels'];
const LABEL_BODY_LIMIT_BYTES = 4 * 1024;
const params = z.object({ id: pathId(labelNotFound) });

const routes = {
  list: createRoute({
    method: 'get',
    path: '/',
    tags,
    summary: "The user's labels by name, with how many messages carry each and how many of those are unread",
    responses: { 200: json(labelListSchema, 'The labels'), ...errors(401) },
  }),
  create: createRoute({
    method: 'post',
    path: '/',
    tags,
    summary: 'Make a label; a name the user already has (in any case) is a 409',
    middleware: bodyOf(LABEL_BODY_LIMIT_BYTES),
    request: { body: jsonBody(labelInputSchema) },
    responses: { 201: json(labelSchema, 'Made'), ...errors(400, 401, 409, 413) },
  }),
  update: createRoute({
    method: 'patch',
    path: '/{id}',
    tags,
    summary: "Rename a label or change its colour (its messages keep it; an IMAP keyword keeps the name it was made with)",
    middleware: bodyOf(LABEL_BODY_LIMIT_BYTES),
    request: { params, body: jsonBody(labelPatchSchema) },
    responses: { 200: json(labelSchema, 'Changed'), ...errors(400, 401, 404, 409, 413, 502) },
  }),
  remove: createRoute({
    method: 'delete',
    path: '/{id}',
    tags,
    summary: 'Delete a label: it comes off every message, the messages stay',
    request: { params },
    responses: { 204: { description: 'Deleted' }, ...errors(401, 404, 502) },
  }),
};

export function createLabelRoutes(mail: MailService) {
  return createRouter()
    .openapi(routes.list, async (c) => c.json({ labels: await mail.labels.list(c.get('user').id) }, 200))
    .openapi(routes.create, async (c) => c.json(await mail.labels.create(c.get('user').id, c.req.valid('json')), 201))
    .openapi(routes.update, async (c) => c.json(await mail.updateLabel(c.get('user'), c.req.valid('param').id, c.req.valid('json')), 200))
    .openapi(routes.remove, async (c) => {
      await mail.removeLabel(c.get('user'), c.req.valid('param').id);
      return c.body(null, 204);
    });
}
