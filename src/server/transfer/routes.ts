/** /api/export (and, with the import area, /api/import): mail out of and into Email Buddy as files. */
import { z } from 'zod';
import { MAIL_TABS } from '../mail/types';
import type { MailService } from '../mail/service';
import type { Logger } from '../logger';
import { attachmentDisposition } from '../http/download';
import { createRoute, createRouter, errors, json, pathId, queryChecks } from '../http/route';
import { exportMbox } from './export';
import { importNotFound, type ImportService } from './import';

const exportQuery = z.object({
  format: z.enum(['mbox'], { error: 'format is mbox.' }).default('mbox'),
  tab: z.enum(MAIL_TABS).optional(),
  /** An IMAP folder's id from /api/accounts/:id/folders, or for the local mailbox a tab. */
  folder: z.string().min(1).max(200).optional(),
  q: z.string().max(500).optional(),
  label: z.string().max(200).optional(),
  account: z.string().max(200).optional(),
});

const routes = {
  exportMail: createRoute({
    method: 'get',
    path: '/',
    tags: ['transfer'],
    summary: 'The mail a tab, folder, label or search finds (all mail but the trash when nothing narrows it) as one mbox file (mboxrd), oldest first, each message byte for byte',
    middleware: queryChecks,
    request: { query: exportQuery },
    responses: { 200: { description: 'application/mbox, as a download' }, ...errors(400, 401, 404) },
  }),
};

const importView = z.object({
  id: z.string(),
  status: z.enum(['running', 'done', 'failed']),
  cancelled: z.boolean(),
  imported: z.number(),
  skipped: z.number(),
  failed: z.number(),
  total: z.number().optional(),
  bytesDone: z.number(),
  bytesTotal: z.number(),
  filename: z.string().optional(),
  accountId: z.string(),
  folder: z.string(),
  error: z.string().optional(),
  createdAt: z.string(),
  finishedAt: z.string().optional(),
});
const importParams = z.object({ importId: pathId(importNotFound) });

const importRoutes = {
  start: createRoute({
    method: 'post',
    path: '/',
    tags: ['transfer'],
    summary:
      "Import an mbox (application/mbox) or one message (message/rfc822), streamed, into the local mailbox's inbox or the `folder` given; runs as a job that survives restarts, skipping Message-IDs already present",
    middleware: queryChecks,
    request: {
      query: z.object({
        account: z.string().min(1).max(200).optional(),
        folder: z.string().min(1).max(200).optional(),
        /** The file's name, shown in the import history. */
        filename: z.string().max(255).optional(),
      }),
    },
    responses: { 202: json(z.object({ importId: z.string() }), 'Uploaded; the import runs'), ...errors(400, 401, 404) },
  }),
  list: createRoute({
    method: 'get',
    path: '/',
    tags: ['transfer'],
    summary: "The user's imports, newest first",
    responses: { 200: json(z.object({ imports: z.array(importView) }), 'The imports'), ...errors(401) },
  }),
  get: createRoute({
    method: 'get',
    path: '/{importId}',
    tags: ['transfer'],
    summary: "An import's progress: messages imported, skipped (already present) and failed, of the total; bytes read",
    request: { params: importParams },
    responses: { 200: json(importView, 'The import'), ...errors(401, 404) },
  }),
  cancel: createRoute({
    method: 'delete',
    path: '/{importId}',
    tags: ['transfer'],
    summary: 'Cancel a running import after the batch in hand; what it imported stays',
    request: { params: importParams },
    responses: { 200: json(importView, 'The import, stopped'), ...errors(401, 404) },
  }),
};

export function createImportRoutes(imports: ImportService) {
  return createRouter()
    .openapi(importRoutes.start, async (c) => {
      const { account, folder, filename } = c.req.valid('query');
      const result = await imports.start(c.get('user').id, { account, folder, filename, contentType: c.req.header('content-type') ?? '', body: c.req.raw.body });
      return c.json(result, 202);
    })
    .openapi(importRoutes.list, async (c) => c.json({ imports: await imports.list(c.get('user').id) }, 200))
    .openapi(importRoutes.get, async (c) => c.json(await imports.get(c.get('user').id, c.req.valid('param').importId), 200))
    .openapi(importRoutes.cancel, async (c) => c.json(await imports.cancel(c.get('user').id, c.req.valid('param').importId), 200));
}

export function createExportRoutes(mail: MailService, logger: Logger) {
  return createRouter().openapi(routes.exportMail, async (c) => {
    const { format: _format, ...filter } = c.req.valid('query');
    const { stream, filename, count } = await exportMbox(mail, c.get('user'), filter, logger);
    return c.body(stream, 200, {
      'Content-Type': 'application/mbox',
      'Content-Disposition': attachmentDisposition(filename),
      'X-Message-Count': String(count),
    });
  });
}
