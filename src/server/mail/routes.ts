/** /api/mail: thin handlers that validate, call the mail service and answer JSON. */
import { Hono } from 'hono';
import { z } from 'zod';
import { ERR_ATTACHMENTS_TOTAL } from '../../core/mail/limits';
import { draftSchema, sendMailSchema } from '../../core/schemas';
import type { AppEnv } from '../http/context';
import { limitBody, readId, readJson, readQuery } from '../http/validate';
import { messageNotFound, type MailService } from './service';
import { MAIL_TABS } from './types';

/** 25 MB of attachments is about 34 MB once base64-encoded in JSON, plus the body. */
export const SEND_BODY_LIMIT_BYTES = 40 * 1024 * 1024;
/** Star and read take one flag; anything bigger is not a real request. */
export const FLAG_BODY_LIMIT_BYTES = 4 * 1024;

const listQuery = z.object({
  tab: z.enum(MAIL_TABS).default('inbox'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  q: z.string().max(500).optional(),
});

const contactsQuery = z.object({ q: z.string().max(254).optional() });

export function createMailRoutes(mail: MailService) {
  const id = (c: Parameters<typeof readId>[0]) => readId(c, 'id', messageNotFound);
  return new Hono<AppEnv>()
    .get('/profile', async (c) => c.json(await mail.profile(c.get('user'))))
    .get('/contacts', async (c) => {
      const { q } = readQuery(c, contactsQuery);
      return c.json({ contacts: await mail.contacts(c.get('user'), q ?? '') });
    })
    .get('/messages', async (c) => {
      const { tab, page, q } = readQuery(c, listQuery);
      return c.json(await mail.list(c.get('user'), tab, page, q));
    })
    .get('/messages/:id', async (c) => {
      const showImages = c.req.query('images') === '1';
      return c.json(await mail.get(c.get('user'), id(c), { showImages }));
    })
    .get('/messages/:id/attachments/:attachmentId', async (c) => {
      const attachment = await mail.attachment(c.get('user'), id(c), readId(c, 'attachmentId', messageNotFound));
      const filename = attachment.filename.replace(/["\\\r\n]/g, '_');
      return c.body(new Uint8Array(attachment.content!), 200, {
        'Content-Type': attachment.mimeType,
        'Content-Length': String(attachment.size),
        'Content-Disposition': `attachment; filename="${filename}"; filename*=UTF-8''${encodeURIComponent(attachment.filename)}`,
        'X-Content-Type-Options': 'nosniff',
      });
    })
    .post('/messages/:id/star', limitBody(FLAG_BODY_LIMIT_BYTES), async (c) => {
      const { starred } = await readJson(c, z.object({ starred: z.boolean() }));
      return c.json(await mail.setStarred(c.get('user'), id(c), starred));
    })
    .post('/messages/:id/read', limitBody(FLAG_BODY_LIMIT_BYTES), async (c) => {
      const { read } = await readJson(c, z.object({ read: z.boolean().default(true) }));
      return c.json(await mail.setRead(c.get('user'), id(c), read));
    })
    .post('/messages/:id/archive', async (c) => c.json(await mail.archive(c.get('user'), id(c))))
    .post('/messages/:id/trash', async (c) => c.json(await mail.trash(c.get('user'), id(c))))
    .post('/messages/:id/restore', async (c) => c.json(await mail.restore(c.get('user'), id(c))))
    .post('/send', limitBody(SEND_BODY_LIMIT_BYTES, ERR_ATTACHMENTS_TOTAL), async (c) => {
      const input = await readJson(c, sendMailSchema);
      const { id: sentId, threadId, messageId } = await mail.send(c.get('user'), input);
      return c.json({ id: sentId, threadId, messageId });
    })
    .post('/drafts', limitBody(SEND_BODY_LIMIT_BYTES, ERR_ATTACHMENTS_TOTAL), async (c) => {
      const input = await readJson(c, draftSchema);
      return c.json(await mail.saveDraft(c.get('user'), input));
    });
}
