/**
 * Export: the mail a tab, folder, label or search finds, as one mbox
 * (mboxrd), streamed message by message so a mailbox of any size leaves the
 * server in constant memory. Each message is its original bytes, as the
 * /raw download gives them.
 */
import type { Logger } from '../logger';
import type { MailService, MailUser } from '../mail/service';
import type { MailTab } from '../mail/types';
import { mboxEntry } from './mbox';

export interface ExportFilter {
  tab?: MailTab;
  folder?: string;
  q?: string;
  label?: string;
  account?: string;
}

/** Filters first (an unknown account, label or folder is an error before any byte is sent), then the stream. */
export async function exportMbox(mail: MailService, user: MailUser, filter: ExportFilter, logger: Logger) {
  const { rows, name } = await mail.exportSelection(user, filter);
  let next = 0;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      // One message per pull keeps the buffer small; a message the server
      // cannot give (gone from IMAP, Gmail refusing) is left out, not the export.
      while (next < rows.length) {
        const row = rows[next++]!;
        try {
          const { bytes } = await mail.raw(user, row.id);
          controller.enqueue(mboxEntry(row.fromEmail, row.date, bytes));
          return;
        } catch (error) {
          logger.warn({ err: error, messageId: row.id }, 'message left out of an export');
        }
      }
      controller.close();
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  const safe = name.replace(/[^\p{L}\p{N} ._()&+,;=@-]+/gu, '-').slice(0, 80);
  return { stream, filename: `email-buddy-${safe}-${day}.mbox`, count: rows.length };
}
