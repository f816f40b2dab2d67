/** /api/follow-ups: the follow-up routes, declared with their schemas; each calls one follow-up service function. */
import { z } from 'zod';
import { FOLLOW_UP_PRIORITIES } from '../../core/schedule/rules';
import { singleLine } from '../../core/schemas';
import { bodyOf, createRoute, createRouter, errors, json, jsonBody, pathId } from '../http/route';
import { followUpNotFound, type FollowUpService } from './service';

export const SUBJECT_MAX = 1000;
export const RECIPIENT_MAX = 500;
export const NOTES_MAX = 10_000;
const BODY_LIMIT_BYTES = 64 * 1024;

export const ERR_DUE_DATE = 'must be a date and time such as 2026-12-01T09:00:00Z, in the years 1970 to 9999.';

/**
 * Strict, as snooze's `until` is: `Date.parse` reads "hello 12" as a date and
 * February 30th as March 2nd. The years are bounded too: past 9999 a date is
 * written +010000-…, which PostgreSQL cannot read.
 */
const isoDate = z.iso
  .datetime({ offset: true, error: ERR_DUE_DATE })
  .transform((s) => new Date(s))
  .refine((d) => d.getUTCFullYear() >= 1970 && d.getUTCFullYear() <= 9999, ERR_DUE_DATE);
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

const followUpSchema = z.object({
  id: z.string(),
  emailId: z.string().nullable(),
  threadId: z.string().nullable(),
  subject: z.string(),
  recipient: z.string(),
  dueDate: z.string(),
  notes: z.string(),
  priority: z.enum(['high', 'medium', 'low']),
  status: z.enum(['pending', 'snoozed', 'completed']),
  createdAt: z.string(),
  updatedAt: z.string(),
  notifiedAt: z.string().nullable(),
});

const tags = ['follow-ups'];
const params = z.object({ id: pathId(followUpNotFound) });

const routes = {
  list: createRoute({
    method: 'get',
    path: '/',
    tags,
    summary: "The user's follow-up reminders, soonest first",
    responses: { 200: json(z.array(followUpSchema), 'The follow-ups') },
  }),
  create: createRoute({
    method: 'post',
    path: '/',
    tags,
    summary: 'Create a reminder to follow up on a message (date, subject and recipient required)',
    middleware: bodyOf(BODY_LIMIT_BYTES),
    request: { body: jsonBody(createSchema) },
    responses: { 201: json(followUpSchema, 'Created'), ...errors(400, 404, 413) },
  }),
  update: createRoute({
    method: 'patch',
    path: '/{id}',
    tags,
    summary: 'Complete, reopen, snooze (a new dueDate) or edit a reminder',
    middleware: bodyOf(BODY_LIMIT_BYTES),
    request: { params, body: jsonBody(updateSchema) },
    responses: { 200: json(followUpSchema, 'Changed'), ...errors(400, 404, 413) },
  }),
  remove: createRoute({
    method: 'delete',
    path: '/{id}',
    tags,
    summary: 'Delete a reminder',
    request: { params },
    responses: { 200: json(z.object({ ok: z.literal(true) }), 'Deleted'), ...errors(404) },
  }),
};

export function createFollowUpRoutes(followUps: FollowUpService) {
  return createRouter()
    .openapi(routes.list, async (c) => c.json(await followUps.list(c.get('user').id), 200))
    .openapi(routes.create, async (c) => c.json(await followUps.create(c.get('user').id, c.req.valid('json')), 201))
    .openapi(routes.update, async (c) => c.json(await followUps.update(c.get('user').id, c.req.valid('param').id, c.req.valid('json')), 200))
    .openapi(routes.remove, async (c) => {
      await followUps.remove(c.get('user').id, c.req.valid('param').id);
      return c.json({ ok: true as const }, 200);
    });
}
