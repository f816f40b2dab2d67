/** /api/mail: the mailbox routes, declared with their schemas; each calls one mail service function. */
import { z } from 'zod';
import { ERR_ATTACHMENTS_TOTAL } from '../../core/mail/limits';
import { bulkRequestSchema, bulkResultSchema, snoozeRequestSchema, snoozeResultSchema } from '../../core/mail/bulk';
import {
  contactSchema,
  interpretationSchema,
  mailDetailSchema,
  mailListSchema,
  mailProfileSchema,
  subscriptionsSchema,
  threadDetailSchema,
  threadListSchema,
  unsubscribeResultSchema,
} from '../../core/mail/schemas';
import { messageLabelsRequestSchema, messageLabelsResultSchema } from '../../core/mail/labels';
import { draftSchema, heldDraftSchema, sendNowSchema, type HeldDraft, type SendMailInput } from '../../core/schemas';
import { bodyOf, createRoute, createRouter, errors, json, jsonBody, pathId, queryChecks } from '../http/route';
import { attachmentDisposition } from '../http/download';
import { messageNotFound, threadNotFound, type MailService, type MailUser } from './service';
import { NotFound } from '../../core/errors';
import { MAIL_TABS, MAX_PAGE_SIZE, PAGE_SIZE } from './types';

/** 25 MB of attachments is about 34 MB once base64-encoded in JSON, plus the body. */
export const SEND_BODY_LIMIT_BYTES = 40 * 1024 * 1024;
/** Ten thousand ids with room to spare. */
export const BULK_BODY_LIMIT_BYTES = 1024 * 1024;
/** Star and read take one flag; anything bigger is not a real request. */
export const FLAG_BODY_LIMIT_BYTES = 4 * 1024;

const tags = ['mail'];

/** Sends held for the undo window (the scheduled machinery, see scheduled/service.ts). */
export interface Outbox {
  hold(user: MailUser, input: SendMailInput, delaySeconds: number): Promise<{ outboxId: string; sendAt: string }>;
  takeBack(user: MailUser, outboxId: string): Promise<{ draft: HeldDraft }>;
}
const messageParams = z.object({ id: pathId(messageNotFound) });
const attachmentParams = messageParams.extend({ attachmentId: pathId(messageNotFound) });
const labelIds = z.object({ labelIds: z.array(z.string()) });

const TEXT_PAGE_SIZE = `pageSize is a whole number from 1 to ${MAX_PAGE_SIZE}.`;

const listQuery = z.object({
  /** Without it the inbox, or, with `q`, all mail but the trash (as Gmail searches). */
  tab: z.enum(MAIL_TABS).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  /** Rows a page holds: ten unless the caller (a denser list) asks for more. */
  pageSize: z.coerce.number({ error: TEXT_PAGE_SIZE }).int(TEXT_PAGE_SIZE).min(1, TEXT_PAGE_SIZE).max(MAX_PAGE_SIZE, TEXT_PAGE_SIZE).default(PAGE_SIZE),
  q: z.string().max(500).optional(),
  /** One account's mail; without it every account's (the unified inbox). */
  account: z.string().max(200).optional(),
  /** Only mail carrying this label of the user's (all mail but the trash, unless a tab narrows it). */
  label: z.string().max(200).optional(),
  /** One split-inbox tab: the inbox mail its search finds. */
  split: z.string().max(200).optional(),
  /** One IMAP folder (an id from /api/accounts/:id/folders), or for the local mailbox a tab's name. */
  folder: z.string().max(200).optional(),
});

const routes = {
  profile: createRoute({
    method: 'get',
    path: '/profile',
    tags,
    summary: "The signed-in user's mailbox: address, message count and provider",
    responses: { 200: json(mailProfileSchema, 'The profile'), ...errors(401, 502, 503, 504) },
  }),
  contacts: createRoute({
    method: 'get',
    path: '/contacts',
    tags,
    summary: 'People this user exchanged mail with, most frequent first, filtered by q',
    middleware: queryChecks,
    request: { query: z.object({ q: z.string().max(254).optional() }) },
    responses: { 200: json(z.object({ contacts: z.array(contactSchema) }), 'The contacts'), ...errors(400) },
  }),
  interpret: createRoute({
    method: 'get',
    path: '/search/interpret',
    tags,
    summary: 'A sentence ("emails from anna last week with attachments") as search operators, read without a model',
    middleware: queryChecks,
    request: { query: z.object({ text: z.string().trim().min(1, 'text is the sentence to read.').max(500) }) },
    responses: { 200: json(interpretationSchema, 'The operators and what they mean'), ...errors(400, 401) },
  }),
  list: createRoute({
    method: 'get',
    path: '/messages',
    tags,
    summary: 'One page of a tab, searched by q, with every tab count',
    middleware: queryChecks,
    request: { query: listQuery },
    responses: { 200: json(mailListSchema, 'The page'), ...errors(400, 401, 502, 503, 504) },
  }),
  threads: createRoute({
    method: 'get',
    path: '/threads',
    tags,
    summary: 'One page of a tab as conversations, searched by q, newest activity first',
    middleware: queryChecks,
    request: { query: listQuery },
    responses: { 200: json(threadListSchema, 'The page'), ...errors(400, 401, 404) },
  }),
  thread: createRoute({
    method: 'get',
    path: '/threads/{threadId}',
    tags,
    summary: "A whole conversation, oldest first, the user's own replies included; images=1 lets remote images load",
    middleware: queryChecks,
    request: { params: z.object({ threadId: pathId(threadNotFound) }), query: z.object({ images: z.string().max(8).optional() }) },
    responses: { 200: json(threadDetailSchema, 'The conversation'), ...errors(401, 404, 502, 503, 504) },
  }),
  get: createRoute({
    method: 'get',
    path: '/messages/{id}',
    tags,
    summary: 'One message, its HTML sanitised; images=1 lets its remote images load',
    middleware: queryChecks,
    request: { params: messageParams, query: z.object({ images: z.string().max(8).optional() }) },
    responses: { 200: json(mailDetailSchema, 'The message'), ...errors(401, 403, 404, 422, 502, 503, 504) },
  }),
  attachment: createRoute({
    method: 'get',
    path: '/messages/{id}/attachments/{attachmentId}',
    tags,
    summary: "An attachment's bytes, as a download",
    request: { params: attachmentParams },
    responses: { 200: { description: 'The file, with its own Content-Type and a Content-Disposition naming it' }, ...errors(404, 502) },
  }),
  raw: createRoute({
    method: 'get',
    path: '/messages/{id}/raw',
    tags,
    summary: 'The original message (message/rfc822) as a download: the server copy byte for byte for Gmail and IMAP',
    request: { params: messageParams },
    responses: { 200: { description: 'The message, named after its subject (.eml)' }, ...errors(404, 502, 503, 504) },
  }),
  star: createRoute({
    method: 'post',
    path: '/messages/{id}/star',
    tags,
    summary: 'Star or unstar a message',
    middleware: bodyOf(FLAG_BODY_LIMIT_BYTES),
    request: { params: messageParams, body: jsonBody(z.object({ starred: z.boolean() })) },
    responses: { 200: json(z.object({ starred: z.boolean() }), 'The new state'), ...errors(400, 404, 413, 502) },
  }),
  read: createRoute({
    method: 'post',
    path: '/messages/{id}/read',
    tags,
    summary: 'Mark a message read (or unread with read: false)',
    middleware: bodyOf(FLAG_BODY_LIMIT_BYTES),
    request: { params: messageParams, body: jsonBody(z.object({ read: z.boolean().default(true) })) },
    responses: { 200: json(z.object({ read: z.boolean() }), 'The new state'), ...errors(400, 404, 413, 502) },
  }),
  archive: createRoute({
    method: 'post',
    path: '/messages/{id}/archive',
    tags,
    summary: 'Move a message out of the inbox',
    request: { params: messageParams },
    responses: { 200: json(labelIds, 'Its labels now'), ...errors(404, 502) },
  }),
  trash: createRoute({
    method: 'post',
    path: '/messages/{id}/trash',
    tags,
    summary: 'Move a message to the trash',
    request: { params: messageParams },
    responses: { 200: json(labelIds, 'Its labels now'), ...errors(404, 502) },
  }),
  restore: createRoute({
    method: 'post',
    path: '/messages/{id}/restore',
    tags,
    summary: 'Bring a message back from the trash to the inbox',
    request: { params: messageParams },
    responses: { 200: json(labelIds, 'Its labels now'), ...errors(404, 502) },
  }),
  deleteForever: createRoute({
    method: 'delete',
    path: '/messages/{id}',
    tags,
    summary: 'Delete a message in the trash for good, on its mail server too (409 for mail outside the trash; 422 for Gmail, which empties its trash itself)',
    request: { params: messageParams },
    responses: { 204: { description: 'Deleted' }, ...errors(404, 409, 422, 502) },
  }),
  snooze: createRoute({
    method: 'post',
    path: '/messages/{id}/snooze',
    tags,
    summary: 'Snooze a message until a future time: it leaves the inbox, lists under Snoozed, and comes back to the top unread',
    middleware: bodyOf(FLAG_BODY_LIMIT_BYTES),
    request: { params: messageParams, body: jsonBody(snoozeRequestSchema) },
    responses: { 200: json(snoozeResultSchema, 'When it comes back'), ...errors(400, 404, 413, 502) },
  }),
  unsubscribe: createRoute({
    method: 'post',
    path: '/messages/{id}/unsubscribe',
    tags,
    summary: "Unsubscribe from the message's list: an RFC 8058 one-click POST made by the server, a mailto sent from the receiving account, or a link for the browser",
    request: { params: messageParams },
    responses: { 200: json(unsubscribeResultSchema, 'What was done'), ...errors(400, 404, 422, 502) },
  }),
  labels: createRoute({
    method: 'post',
    path: '/messages/{id}/labels',
    tags,
    summary: "Put the user's labels on a message and take them off; answers with the message's labels now",
    middleware: bodyOf(FLAG_BODY_LIMIT_BYTES),
    request: { params: messageParams, body: jsonBody(messageLabelsRequestSchema) },
    responses: { 200: json(messageLabelsResultSchema, 'Its labels now'), ...errors(400, 401, 404, 413, 502) },
  }),
  unsnooze: createRoute({
    method: 'delete',
    path: '/messages/{id}/snooze',
    tags,
    summary: 'End a snooze now: the message goes back to the inbox',
    request: { params: messageParams },
    responses: { 200: json(snoozeResultSchema, 'Not snoozed any more'), ...errors(400, 404, 502) },
  }),
  bulk: createRoute({
    method: 'post',
    path: '/bulk',
    tags,
    summary: 'One action on many messages, chosen by ids or by a tab and search; ids of other users count 0',
    middleware: bodyOf(BULK_BODY_LIMIT_BYTES),
    request: { body: jsonBody(bulkRequestSchema) },
    responses: { 200: json(bulkResultSchema, 'How many messages changed'), ...errors(400, 401, 404, 413, 502) },
  }),
  send: createRoute({
    method: 'post',
    path: '/send',
    tags,
    summary: 'Send a message now (HTML body, attachments in base64, optional open and click tracking)',
    middleware: bodyOf(SEND_BODY_LIMIT_BYTES, ERR_ATTACHMENTS_TOTAL),
    request: { body: jsonBody(sendNowSchema) },
    responses: {
      200: json(z.object({ id: z.string(), threadId: z.string(), messageId: z.string() }), 'Sent'),
      202: json(z.object({ outboxId: z.string(), sendAt: z.string() }), 'Held for the undo window: it goes at sendAt unless cancelled'),
      ...errors(400, 401, 404, 413, 422, 502, 503, 504),
    },
  }),
  cancelOutbox: createRoute({
    method: 'post',
    path: '/outbox/{outboxId}/cancel',
    tags,
    summary: 'Undo send: take a held send back before it goes, as the draft it was',
    request: { params: z.object({ outboxId: pathId(() => new NotFound('OUTBOX_NOT_FOUND', 'This send could not be found.')) }) },
    responses: {
      200: json(z.object({ draft: heldDraftSchema }), 'Taken back'),
      ...errors(401, 404, 409),
    },
  }),
  draft: createRoute({
    method: 'post',
    path: '/drafts',
    tags,
    summary: 'Save a draft',
    middleware: bodyOf(SEND_BODY_LIMIT_BYTES, ERR_ATTACHMENTS_TOTAL),
    request: { body: jsonBody(draftSchema) },
    responses: { 200: json(z.object({ id: z.string() }).loose(), 'Saved'), ...errors(400, 401, 404, 413, 422, 502, 503, 504) },
  }),
  discardDraft: createRoute({
    method: 'delete',
    path: '/drafts/{id}',
    tags,
    summary: 'Discard a saved draft for good, on its mail server too (404 DRAFT_NOT_FOUND for a message that is not a draft of this user)',
    request: { params: messageParams },
    responses: { 204: { description: 'Discarded' }, ...errors(401, 404, 502) },
  }),
};

export function createMailRoutes(mail: MailService, outbox: Outbox) {
  return createRouter()
    .openapi(routes.profile, async (c) => c.json(await mail.profile(c.get('user')), 200))
    .openapi(routes.contacts, async (c) => c.json({ contacts: await mail.contacts(c.get('user'), c.req.valid('query').q ?? '') }, 200))
    .openapi(routes.interpret, async (c) => c.json(await mail.interpretSearch(c.get('user'), c.req.valid('query').text), 200))
    .openapi(routes.list, async (c) => {
      const { tab, page, pageSize, q, account, label, split, folder } = c.req.valid('query');
      return c.json(await mail.list(c.get('user'), tab, { page, size: pageSize }, q, { account, label, split, folder }), 200);
    })
    .openapi(routes.threads, async (c) => {
      const { tab, page, pageSize, q, account, label, split, folder } = c.req.valid('query');
      return c.json(await mail.threads(c.get('user'), tab, { page, size: pageSize }, q, { account, label, split, folder }), 200);
    })
    .openapi(routes.thread, async (c) =>
      c.json(await mail.thread(c.get('user'), c.req.valid('param').threadId, { showImages: c.req.valid('query').images === '1' }), 200),
    )
    .openapi(routes.get, async (c) =>
      c.json(await mail.get(c.get('user'), c.req.valid('param').id, { showImages: c.req.valid('query').images === '1' }), 200),
    )
    .openapi(routes.raw, async (c) => {
      const { bytes, subject } = await mail.raw(c.get('user'), c.req.valid('param').id);
      const name = `${subject.trim() || 'message'}.eml`;
      return c.body(new Uint8Array(bytes), 200, {
        'Content-Type': 'message/rfc822',
        'Content-Length': String(bytes.length),
        'Content-Disposition': attachmentDisposition(name),
      });
    })
    .openapi(routes.attachment, async (c) => {
      const { id, attachmentId } = c.req.valid('param');
      const attachment = await mail.attachment(c.get('user'), id, attachmentId);
      return c.body(new Uint8Array(attachment.content!), 200, {
        'Content-Type': attachment.mimeType,
        'Content-Length': String(attachment.size),
        'Content-Disposition': attachmentDisposition(attachment.filename),
        'X-Content-Type-Options': 'nosniff',
      });
    })
    .openapi(routes.star, async (c) => c.json(await mail.setStarred(c.get('user'), c.req.valid('param').id, c.req.valid('json').starred), 200))
    .openapi(routes.read, async (c) => c.json(await mail.setRead(c.get('user'), c.req.valid('param').id, c.req.valid('json').read), 200))
    .openapi(routes.archive, async (c) => c.json(await mail.archive(c.get('user'), c.req.valid('param').id), 200))
    .openapi(routes.trash, async (c) => c.json(await mail.trash(c.get('user'), c.req.valid('param').id), 200))
    .openapi(routes.restore, async (c) => c.json(await mail.restore(c.get('user'), c.req.valid('param').id), 200))
    .openapi(routes.deleteForever, async (c) => {
      await mail.deleteForever(c.get('user'), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(routes.snooze, async (c) => c.json(await mail.snooze(c.get('user'), c.req.valid('param').id, c.req.valid('json').until), 200))
    .openapi(routes.unsubscribe, async (c) => c.json(await mail.unsubscribe(c.get('user'), c.req.valid('param').id), 200))
    .openapi(routes.labels, async (c) => {
      const { add = [], remove = [] } = c.req.valid('json');
      return c.json(await mail.messageLabels(c.get('user'), c.req.valid('param').id, add, remove), 200);
    })
    .openapi(routes.unsnooze, async (c) => c.json(await mail.unsnooze(c.get('user'), c.req.valid('param').id), 200))
    .openapi(routes.bulk, async (c) => c.json(await mail.bulk(c.get('user'), c.req.valid('json')), 200))
    .openapi(routes.send, async (c) => {
      const { delaySeconds, ...body } = c.req.valid('json');
      const input = await mail.continueDraft(c.get('user'), body);
      if (delaySeconds) return c.json(await outbox.hold(c.get('user'), input, delaySeconds), 202);
      const { id, threadId, messageId } = await mail.send(c.get('user'), input);
      return c.json({ id, threadId, messageId }, 200);
    })
    .openapi(routes.cancelOutbox, async (c) => c.json(await outbox.takeBack(c.get('user'), c.req.valid('param').outboxId), 200))
    .openapi(routes.draft, async (c) => c.json(await mail.saveDraft(c.get('user'), c.req.valid('json')), 200))
    .openapi(routes.discardDraft, async (c) => {
      await mail.discardSavedDraft(c.get('user'), c.req.valid('param').id);
      return c.body(null, 204);
    });
}

const subscriptionRoutes = {
  list: createRoute({
    method: 'get',
    path: '/',
    tags,
    summary: 'Senders whose mail carries List-Unsubscribe, most mail first, with the last date and how many were read',
    middleware: queryChecks,
    request: { query: z.object({ account: z.string().max(200).optional() }) },
    responses: { 200: json(subscriptionsSchema, 'The senders'), ...errors(400, 401, 404) },
  }),
};

/** /api/subscriptions: the Subscriptions screen's list (its actions are the mail routes: unsubscribe and bulk). */
export function createSubscriptionRoutes(mail: MailService) {
  return createRouter().openapi(subscriptionRoutes.list, async (c) => c.json(await mail.subscriptions(c.get('user'), c.req.valid('query').account), 200));
}
