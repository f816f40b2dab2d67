/** /api/splits: split-inbox tabs, each handler one call to the split service. */
import { z } from 'zod';
import { splitInputSchema, splitPatchSchema, splitSchema } from '../../core/mail/splits';
import { bodyOf, createRoute, createRouter, errors, json, jsonBody, pathId } from '../http/route';
import { splitNotFound, type SplitService } from './splits';

const tags = ['splits'];
const SPLIT_BODY_LIMIT_BYTES = 4 * 1024;
const params = z.object({ id: pathId(splitNotFound) });

const routes = {
  list: createRoute({
    method: 'get',
    path: '/',
    tags,
    summary: "The user's split-inbox tabs in order, each with how many unread inbox messages its search finds",
    responses: { 200: json(z.object({ splits: z.array(splitSchema) }), 'The tabs'), ...errors(401) },
  }),
  create: createRoute({
    method: 'post',
    path: '/',
    tags,
    summary: 'Add a split-inbox tab (at most 8): a name and a search such as from:(@mycompany.com) or label:VIP',
    middleware: bodyOf(SPLIT_BODY_LIMIT_BYTES),
    request: { body: jsonBody(splitInputSchema) },
    responses: { 201: json(splitSchema, 'Added'), ...errors(400, 401, 413) },
  }),
  update: createRoute({
    method: 'patch',
    path: '/{id}',
    tags,
    summary: "Rename a tab, change its search or its place",
    middleware: bodyOf(SPLIT_BODY_LIMIT_BYTES),
    request: { params, body: jsonBody(splitPatchSchema) },
    responses: { 200: json(splitSchema, 'Changed'), ...errors(400, 401, 404, 413) },
  }),
  remove: createRoute({
    method: 'delete',
    path: '/{id}',
    tags,
    summary: 'Remove a tab (its mail stays in the inbox)',
    request: { params },
    responses: { 204: { description: 'Removed' }, ...errors(401, 404) },
  }),
};

export function createSplitRoutes(splits: SplitService) {
  return createRouter()
    .openapi(routes.list, async (c) => c.json(await splits.list(c.get('user').id), 200))
    .openapi(routes.create, async (c) => c.json(await splits.create(c.get('user').id, c.req.valid('json')), 201))
    .openapi(routes.update, async (c) => c.json(await splits.update(c.get('user').id, c.req.valid('param').id, c.req.valid('json')), 200))
    .openapi(routes.remove, async (c) => {
      await splits.remove(c.get('user').id, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
