/**
 * Export: the mail a tab, folder, label or search finds, as one mbox
 * (mboxrd), streamed message by message so a mailbox of any size leaves the
 * server in constant memory. Each message is its original bytes, as the
 * /raw download gives them, after one header line with its labels and
 * states that an import takes off again (state-header.ts).
 */
import type { Logger } from '../logger';
import type { MailService, MailUser } from '../mail/service';
import type { MailTab } from '../mail/types';
import { mboxEntry } from './mbox';
import { withState } from './state-header';

/** Messages read per step of the stream: one query for their kept originals, a few hundred KB in memory. */
const EXPORT_PAGE = 200;

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
      if (next >= rows.length) {
        controller.close();
        return;
      }
      // A page per pull: the kept originals of the page in one query, the
      // rest one by one from their provider. A message the server cannot give
      // (gone from IMAP, Gmail refusing) is left out, not the export.
      const page = rows.slice(next, next + EXPORT_PAGE);
      next += page.length;
      const kept = await mail.sources(user, page.map((r) => r.id));
      const entries: Buffer[] = [];
      for (const row of page) {
        try {
          const bytes = kept.get(row.id) ?? (await mail.raw(user, row.id)).bytes;
          entries.push(mboxEntry(row.fromEmail, row.date, withState(bytes, row.state)));
        } catch (error) {
          logger.warn({ err: error, messageId: row.id }, 'message left out of an export');
        }
      }
      controller.enqueue(Buffer.concat(entries));
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  const safe = name.replace(/[^\p{L}\p{N} ._()&+,;=@-]+/gu, '-').slice(0, 80);
  return { stream, filename: `email-buddy-${safe}-${day}.mbox`, count: rows.length };
}
