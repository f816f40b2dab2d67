/**
 * Import: an mbox or one .eml into the local mailbox, as a job that survives
 * restarts.
 *
 * The upload is streamed to a file under the import directory (memory stays
 * flat however large it is); a pg-boss job then reads it message by message.
 * Every batch of messages goes in with the import's progress in one
 * transaction, so a server stopped mid-import continues after the last batch
 * it committed, and nothing is taken twice. A Message-ID already in the
 * mailbox is skipped, so importing the same file again adds nothing.
 *
 * Talks to: the database (mail_import, mail_message, mail_source,
 * mail_attachment), the label repository (Gmail Takeout's labels), the
 * event bus (progress for the open tabs) and the job queue.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable, Transform } from 'node:stream';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { Invalid, NotFound } from '../../core/errors';
import { accountNotFound, folderNotFound } from '../../core/accounts/errors';
import { insertAsJson } from '../db/bulk-insert';
import { onPostgres, type Database } from '../db/open';
import { mailAccount, mailAttachment, mailFolder, mailMessage } from '../db/schema/mail';
import { mailImport, mailSource } from '../db/schema/transfer';
import type { EventBus } from '../events';
import type { Jobs } from '../jobs/boss';
import { POLLING_SECONDS } from '../jobs/boss';
import type { Logger } from '../logger';
import type { LabelRepository } from '../rules/labels';
import { LABEL, labelFlags } from '../mail/store';
import { initialThreadId, rethread } from '../mail/threads';
import type { ImapAccounts } from '../mail/imap/accounts';
import { MboxReader, NotMboxError, type MboxMessage } from './mbox';
import { folderLabels, HEADER_LINE, type Prepared } from './parse';
import { ParseThread } from './parse-thread';

export const IMPORT_QUEUE = 'mail-import';
/**
 * Messages per transaction: large enough to amortise the commit, the duplicate check and the threading (500
 * imported 20,000 messages in 16.8 s where 100 took 20.2), small enough that a restart or a Cancel redoes or
 * waits for little. A batch also ends at 16 MB of mail, so large messages never pile up in memory.
 */
const BATCH = 500;
const BATCH_BYTES = 16 * 1024 * 1024;
/**
 * Into an IMAP account a batch is appended to the server before its progress is committed, one message at a
 * time: a Cancel or a stop in the middle appends the batch again. Smaller batches keep that to little.
 */
const IMAP_BATCH = 100;
/** How long one job imports before it queues the rest as a new job: well inside pg-boss's 15-minute expiry. */
const SLICE_MS = 5 * 60_000;
/**
 * From how many messages an import into the embedded database has its search vectors made on the parse
 * thread: that thread's engine takes a few seconds to start, which a smaller import would not win back.
 */
const SEARCH_VECTORS_FROM = 10_000;
/** The local mailbox's places an import may fill; its folders are the tabs. */
export const LOCAL_IMPORT_FOLDERS = ['inbox', 'archived', 'sent', 'drafts', 'trash'] as const;

export const importNotFound = () => new NotFound('IMPORT_NOT_FOUND', 'Import not found.');
export const ERR_NOT_MAIL = 'This file is not mail: choose an mbox file (as Gmail Takeout, Thunderbird or Apple Mail export) or an .eml message.';

export interface ImportView {
  id: string;
  status: 'running' | 'done' | 'failed';
  cancelled: boolean;
  imported: number;
  skipped: number;
  failed: number;
  total?: number;
  bytesDone: number;
  bytesTotal: number;
  filename?: string;
  accountId: string;
  folder: string;
  error?: string;
  createdAt: string;
  finishedAt?: string;
}

type ImportRow = typeof mailImport.$inferSelect;

export function toImportView(row: ImportRow): ImportView {
  return {
    id: row.id,
    // The contract's three states: a cancelled import stopped, as a failed one did, and says so.
    status: row.status === 'cancelled' ? 'failed' : row.status,
    cancelled: row.status === 'cancelled',
    imported: row.imported,
    skipped: row.skipped,
    failed: row.failed,
    ...(row.total !== null ? { total: row.total } : {}),
    bytesDone: row.bytesDone,
    bytesTotal: row.bytesTotal,
    ...(row.filename ? { filename: row.filename } : {}),
    accountId: row.accountId,
    folder: row.folder,
    ...(row.error ? { error: row.error } : {}),
    createdAt: row.createdAt.toISOString(),
    ...(row.finishedAt ? { finishedAt: row.finishedAt.toISOString() } : {}),
  };
}

export interface ImportDeps {
  db: Database;
  /** Files messages into an IMAP account's folder. */
  imap: Pick<ImapAccounts, 'append'>;
  labels: LabelRepository;
  events: EventBus;
  logger: Logger;
  jobs?: Jobs;
  /** Where uploads wait while they are imported. */
  directory: string;
  /** From how many messages the parse thread makes the search vectors (the embedded database only). */
  searchVectorsFrom?: number;
}

export interface ImportRequest {
  account?: string;
  folder?: string;
  contentType: string;
  filename?: string;
  body: ReadableStream<Uint8Array> | null;
}

class Cancelled extends Error {}

export class ImportService {
  private stopping = false;
  private readonly running = new Set<Promise<unknown>>();
  private readonly parser: ParseThread;
  private searchVector: Promise<string | undefined> | undefined;
  private readonly searchVectorsFrom: number;

  constructor(private readonly deps: ImportDeps) {
    this.searchVectorsFrom = deps.searchVectorsFrom ?? SEARCH_VECTORS_FROM;
    this.parser = new ParseThread({ onLost: (error) => deps.logger.warn({ err: error }, 'import parse thread lost; parsing on the main thread') });
  }

  /** Takes the upload to disk, checks it is mail, and queues its import. */
  async start(userId: string, request: ImportRequest): Promise<{ importId: string }> {
    const account = await this.target(userId, request.account);
    const folder = request.folder ?? 'inbox';
    if (account.provider === 'imap') {
      const known = folder === 'inbox' || (await this.deps.db.select({ id: mailFolder.id }).from(mailFolder).where(and(eq(mailFolder.accountId, account.id), eq(mailFolder.id, folder)))).length > 0;
      if (!known) throw folderNotFound();
    } else if (!(LOCAL_IMPORT_FOLDERS as readonly string[]).includes(folder)) {
      throw new Invalid('INVALID_FOLDER', `folder is one of ${LOCAL_IMPORT_FOLDERS.join(', ')} for the local mailbox.`);
    }
    const format = formatOf(request.contentType);
    if (!format) throw new Invalid('UNSUPPORTED_TYPE', 'Send an mbox file (application/mbox) or one message (message/rfc822).');
    if (!request.body) throw new Invalid('NOT_MAIL', ERR_NOT_MAIL);

    const id = randomUUID();
    this.parser.warm();
    // A large mbox has its search vectors made on the parse thread, whose engine starts while the rest uploads.
    const searchVector = format === 'mbox' && account.provider !== 'imap' ? await this.searchVectorDefinition() : undefined;
    const large = () => this.parser.warm(searchVector);
    await mkdir(this.deps.directory, { recursive: true });
    const file = path.join(this.deps.directory, `${id}.${format}`);
    let total: number;
    try {
      total = await saveUpload(request.body, file, format, searchVector ? { at: this.searchVectorsFrom, call: large } : undefined);
    } catch (error) {
      await rm(file, { force: true });
      if (error instanceof NotMboxError) throw new Invalid('NOT_MAIL', ERR_NOT_MAIL);
      throw error;
    }
    const { size } = await stat(file);
    await this.deps.db.insert(mailImport).values({
      id,
      userId,
      accountId: account.id,
      folder,
      format,
      filename: request.filename?.slice(0, 255) || null,
      path: file,
      bytesTotal: size,
      total,
    });
    await this.request(id);
    return { importId: id };
  }

  async get(userId: string, id: string): Promise<ImportView> {
    const [row] = await this.deps.db.select().from(mailImport).where(and(eq(mailImport.userId, userId), eq(mailImport.id, id)));
    if (!row) throw importNotFound();
    return toImportView(row);
  }

  async list(userId: string): Promise<ImportView[]> {
    const rows = await this.deps.db.select().from(mailImport).where(eq(mailImport.userId, userId)).orderBy(desc(mailImport.createdAt)).limit(100);
    return rows.map(toImportView);
  }

  /** Stops a running import after the batch in hand; what it imported stays. */
  async cancel(userId: string, id: string): Promise<ImportView> {
    const [row] = await this.deps.db
      .update(mailImport)
      .set({ status: 'cancelled', finishedAt: new Date() })
      .where(and(eq(mailImport.userId, userId), eq(mailImport.id, id), eq(mailImport.status, 'running')))
      .returning();
    if (!row) return this.get(userId, id);
    await rm(row.path, { force: true });
    await this.publish(row);
    return toImportView(row);
  }

  /** Queues the import (or, without a job queue, runs it in the background). */
  async request(id: string): Promise<void> {
    if (this.deps.jobs) {
      await this.deps.jobs.ensureQueue(IMPORT_QUEUE, { policy: 'stately', retryLimit: 3, retryBackoff: true });
      await this.deps.jobs.request(IMPORT_QUEUE, { importId: id }, { singletonKey: id });
      return;
    }
    const work = this.run(id).catch((error: unknown) => this.deps.logger.warn({ err: error, importId: id }, 'import failed'));
    this.running.add(work);
    void work.finally(() => this.running.delete(work));
  }

  /** Queues every import a stopped server left running; called at start. */
  async resumeAll(): Promise<number> {
    const rows = await this.deps.db.select({ id: mailImport.id }).from(mailImport).where(eq(mailImport.status, 'running'));
    for (const row of rows) await this.request(row.id);
    return rows.length;
  }

  /** Stops taking new batches; running imports stop after the batch in hand and continue on the next start. */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.allSettled([...this.running]);
    await this.parser.close();
  }

  /** Imports from where the last committed batch ended to the end of the file. */
  async run(id: string): Promise<void> {
    const [row] = await this.deps.db.select().from(mailImport).where(eq(mailImport.id, id));
    if (!row || row.status !== 'running') return;
    const [account] = await this.deps.db.select({ provider: mailAccount.provider }).from(mailAccount).where(eq(mailAccount.id, row.accountId));
    const toImap = account?.provider === 'imap';
    const searchVector = !toImap && (row.total ?? 0) >= this.searchVectorsFrom ? await this.searchVectorDefinition() : undefined;
    if (searchVector) this.parser.warm(searchVector);
    const labelIds = new Map<string, string>();
    let done = row.bytesDone;
    let batch: MboxMessage[] = [];
    let batchBytes = 0;
    const started = Date.now();
    let sliced = false;
    // A job that runs past pg-boss's expiry is retried while it still runs,
    // so a long import hands over to a fresh job every few minutes.
    const pause = () => {
      if (this.stopping) return true;
      sliced = this.deps.jobs !== undefined && Date.now() - started > SLICE_MS;
      return sliced;
    };
    // A batch is parsed on the parse thread while the one before it is written. Writing stays one batch at a
    // time, in file order, so the progress committed with a batch is always where the next run starts.
    let writing: Promise<void> = Promise.resolve();
    const flush = async () => {
      const messages = batch;
      batch = [];
      batchBytes = 0;
      const parsing = handled(this.parser.parse(messages.map((m) => m.bytes), { searchVector }));
      await writing;
      writing = handled(
        (async () => {
          const next = await this.commit(row, done, messages.at(-1)!.end, await parsing, labelIds, toImap);
          done = next.bytesDone;
          await this.publish(next);
        })(),
      );
    };
    try {
      if (done < row.bytesTotal) {
        const reader = new MboxReader(done);
        // Large reads: the embedded database holds this thread for most of a batch, and the next batch has to
        // be read (and handed to the parse thread) in the few turns between its queries.
        const input = createReadStream(row.path, { start: done, highWaterMark: 4 * 1024 * 1024 });
        const take = async (messages: MboxMessage[]) => {
          for (const message of messages) {
            batch.push(message);
            batchBytes += message.bytes.length;
            if (batch.length >= (toImap ? IMAP_BATCH : BATCH) || batchBytes >= BATCH_BYTES) {
              await flush();
              if (pause()) return false;
            }
          }
          return true;
        };
        if (row.format === 'eml') {
          const chunks: Buffer[] = [];
          for await (const chunk of input) chunks.push(chunk as Buffer);
          await take([{ bytes: Buffer.concat(chunks), end: row.bytesTotal }]);
        } else {
          let going = true;
          for await (const chunk of input) {
            going = await take(reader.push(chunk as Buffer));
            if (!going) break;
          }
          input.destroy();
          if (going) going = await take(reader.end());
          await writing;
          if (!going) {
            if (sliced) await this.request(id);
            return;
          }
        }
        if (batch.length) await flush();
        await writing;
        if (this.stopping) return;
      }
      const [finished] = await this.deps.db
        .update(mailImport)
        .set({ status: 'done', finishedAt: new Date(), bytesDone: row.bytesTotal })
        .where(and(eq(mailImport.id, id), eq(mailImport.status, 'running')))
        .returning();
      await rm(row.path, { force: true });
      if (finished) await this.publish(finished);
    } catch (error) {
      // Nothing of this run may still be writing once it has ended.
      await writing.catch(() => undefined);
      if (error instanceof Cancelled) return;
      if (isMissingFile(error)) {
        const [failed] = await this.deps.db
          .update(mailImport)
          .set({ status: 'failed', error: 'The uploaded file is gone from the server; upload it again.', finishedAt: new Date() })
          .where(and(eq(mailImport.id, id), eq(mailImport.status, 'running')))
          .returning();
        if (failed) await this.publish(failed);
        return;
      }
      throw error;
    }
  }

  /** One batch in, with the import's progress, in one transaction; stops (rolls back) if the import was cancelled or another run moved on. */
  private async commit(row: ImportRow, bytesDone: number, end: number, prepared: Prepared[], labelIds: Map<string, string>, toImap: boolean): Promise<ImportRow> {
    const ids = [...new Set(prepared.map((p) => p.messageIdHeader).filter((v): v is string => Boolean(v)))];
    const present = new Set(
      ids.length
        ? (
            await this.deps.db
              .select({ id: mailMessage.messageIdHeader })
              .from(mailMessage)
              .where(and(eq(mailMessage.userId, row.userId), eq(mailMessage.accountId, row.accountId), inArray(mailMessage.messageIdHeader, ids)))
          ).map((r) => r.id)
        : [],
    );
    const fresh: Prepared[] = [];
    let skipped = 0;
    for (const message of prepared) {
      if (message.messageIdHeader && present.has(message.messageIdHeader)) {
        skipped++;
        continue;
      }
      if (message.messageIdHeader) present.add(message.messageIdHeader);
      fresh.push(message);
    }
    if (toImap && fresh.length > 0) {
      // The server numbers them; the sync that follows brings them into the cache. Not in the
      // transaction: a stop between APPEND and the progress below appends that batch again.
      const flags = (m: Prepared) => [...(m.read ? ['\\Seen'] : []), ...(m.labels?.includes(LABEL.starred) ? ['\\Flagged'] : [])];
      await this.deps.imap.append(row.userId, row.accountId, row.folder === 'inbox' ? undefined : row.folder, fresh.map((m) => ({ raw: m.bytes, flags: flags(m), date: m.fields.date })));
    }
    for (const message of toImap ? [] : fresh) {
      for (const name of message.labelNames) {
        if (!labelIds.has(name.toLowerCase())) labelIds.set(name.toLowerCase(), (await this.deps.labels.ensure(row.userId, name)).id);
      }
    }
    const failed = fresh.filter((m) => m.broken).length;
    return this.deps.db.transaction(async (tx) => {
      const [next] = await tx
        .update(mailImport)
        .set({
          bytesDone: end,
          imported: sql`${mailImport.imported} + ${fresh.length - failed}`,
          skipped: sql`${mailImport.skipped} + ${skipped}`,
          failed: sql`${mailImport.failed} + ${failed}`,
        })
        .where(and(eq(mailImport.id, row.id), eq(mailImport.status, 'running'), eq(mailImport.bytesDone, bytesDone)))
        .returning();
      if (!next) throw new Cancelled();
      if (fresh.length === 0 || toImap) return next;
      const rows = fresh.map((message) => {
        const id = randomUUID();
        const labels = message.labels ?? folderLabels(row.folder, message.read);
        const userLabels = message.labelNames.map((name) => labelIds.get(name.toLowerCase())!);
        return {
          message,
          row: {
            ...message.fields,
            id,
            userId: row.userId,
            accountId: row.accountId,
            provider: 'local' as const,
            providerId: id,
            threadId: initialThreadId(message.references, message.fields.inReplyTo, message.messageIdHeader, id),
            messageIdHeader: message.messageIdHeader,
            category: labels.includes(LABEL.sent) ? 'sent' : labels.includes(LABEL.draft) ? 'drafts' : 'primary',
            ...labelFlags([...labels, ...userLabels]),
          },
        };
      });
      await insertAsJson(tx, mailMessage, rows.map((r) => r.row));
      await insertAsJson(tx, mailSource, rows.map((r) => ({ messageId: r.row.id, userId: row.userId, content: r.message.bytes })));
      const files = rows.flatMap((r) => r.message.attachments.map((a) => ({ ...a, id: randomUUID(), messageId: r.row.id, userId: row.userId })));
      if (files.length) await tx.insert(mailAttachment).values(files);
      await rethread(tx, row.userId, rows.map((r) => r.row.id));
      return next;
    });
  }

  /**
   * mail_search_vector's definition, for the parse thread to make vectors with; undefined on PostgreSQL, which
   * makes them in its own processes, beside this one.
   */
  private searchVectorDefinition(): Promise<string | undefined> {
    this.searchVector ??= onPostgres(this.deps.db)
      ? Promise.resolve(undefined)
      : this.deps.db
          .execute(sql`select pg_get_functiondef('mail_search_vector(text,text,text,text,text)'::regprocedure) as definition`)
          .then((result) => (result as unknown as { rows: { definition: string }[] }).rows[0]?.definition)
          // Without it the database's trigger makes the vectors, as for a small import; a failure is not kept for the next one.
          .catch(() => (this.searchVector = undefined));
    return this.searchVector;
  }

  private async target(userId: string, accountId?: string) {
    if (!accountId) {
      const [local] = await this.deps.db.select().from(mailAccount).where(and(eq(mailAccount.userId, userId), eq(mailAccount.provider, 'local')));
      if (!local) throw accountNotFound();
      return local;
    }
    const [account] = await this.deps.db.select().from(mailAccount).where(and(eq(mailAccount.userId, userId), eq(mailAccount.id, accountId)));
    if (!account) throw accountNotFound();
    if (account.provider === 'gmail') {
      throw new Invalid('IMPORT_TARGET_UNSUPPORTED', 'Mail cannot be imported into a Gmail account here; import it into the local mailbox or an IMAP account.');
    }
    return account;
  }

  private async publish(row: ImportRow) {
    await this.deps.events
      .publish(row.userId, { type: 'import', data: { ...toImportView(row) } })
      .catch((error: unknown) => this.deps.logger.warn({ err: error }, 'import progress not published'));
  }
}

/** Creates the import queue and its worker, and takes up imports a stopped server left running. */
export async function registerImportJobs(jobs: Jobs, imports: ImportService): Promise<void> {
  await jobs.ensureQueue(IMPORT_QUEUE, { policy: 'stately', retryLimit: 3, retryBackoff: true });
  await jobs.work<{ importId: string }>(IMPORT_QUEUE, (job) => imports.run(job.data.importId), { pollingIntervalSeconds: POLLING_SECONDS.requested, batchSize: 1 });
  await imports.resumeAll();
}

/** `promise`, with its failure left for whoever awaits it later instead of reported as unhandled meanwhile. */
function handled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

function formatOf(contentType: string): 'mbox' | 'eml' | undefined {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type === 'application/mbox' || type === 'application/x-mbox' || type === 'text/x-mail') return 'mbox';
  if (type === 'message/rfc822') return 'eml';
  return undefined;
}

function isMissingFile(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === 'ENOENT';
}

/**
 * Writes the upload to `file`, checking on the way that it is mail: an mbox
 * whose first line is a separator, or a message whose first line is a
 * header. Returns how many messages it holds; `whenLarge.call` is called once
 * the count reaches `whenLarge.at`.
 */
async function saveUpload(body: ReadableStream<Uint8Array>, file: string, format: 'mbox' | 'eml', whenLarge?: { at: number; call: () => void }): Promise<number> {
  let count = 0;
  let large = false;
  let checked = false;
  let head = '';
  const reader = new MboxReader();
  const check = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      try {
        if (format === 'mbox') {
          count += reader.push(chunk).length;
          if (whenLarge && !large && count >= whenLarge.at) {
            large = true;
            whenLarge.call();
          }
        } else if (!checked) {
          head += chunk.subarray(0, 1024).toString('latin1');
          const firstLine = head.replace(/^\s+/, '').split(/\r?\n/)[0] ?? '';
          if (head.includes('\n') || head.length >= 1024) {
            if (!HEADER_LINE.test(firstLine)) throw new NotMboxError('not a message');
            checked = true;
          }
        }
        callback(null, chunk);
      } catch (error) {
        callback(error as Error);
      }
    },
    flush(callback) {
      try {
        if (format === 'mbox') count += reader.end().length;
        else {
          if (!checked && !HEADER_LINE.test(head.replace(/^\s+/, ''))) throw new NotMboxError('not a message');
          count = 1;
        }
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
  });
  await pipeline(Readable.fromWeb(body as import('node:stream/web').ReadableStream<Uint8Array>), check, createWriteStream(file));
  return count;
}
