/**
 * The import's parsing, on a thread of its own. Parsing is CPU work, a fifth
 * of an import, and the embedded database runs on the main thread: with the
 * parse elsewhere, one batch is parsed while the one before it is written.
 * When the thread cannot start or stops, batches are parsed here, as they
 * were before it.
 */
import { Worker } from 'node:worker_threads';
import { prepare, type Prepared } from './parse';
import { takeState } from './state-header';

export type Parsed = Omit<Prepared, 'bytes'>;
export interface ParseRequest {
  id: number;
  /** The batch's messages end to end (one transfer instead of a copy of each). */
  bytes: Uint8Array;
  lengths: number[];
  /** mail_search_vector's definition: the batch's search vectors are made too (search-vectors.ts). */
  searchVector?: string;
}
export type ThreadRequest = ParseRequest | { warmSearch: string };
export type ParseReply = { id: number; parsed: Parsed[] } | { id: number; error: string };

/**
 * An idle thread is let go after this long: it holds a runtime and the mail parser (tens of MB), and after a
 * large import the engine for search vectors (about 120 MB), for nothing.
 */
const IDLE_MS = 60_000;

interface Waiting {
  messages: Buffer[];
  resolve: (prepared: Prepared[]) => void;
  reject: (error: Error) => void;
}

export class ParseThread {
  private worker: Worker | undefined;
  private failed = false;
  private nextId = 0;
  private readonly waiting = new Map<number, Waiting>();
  private idle: NodeJS.Timeout | undefined;

  private readonly entry: URL;
  private readonly onLost: (error: unknown) => void;

  /** `entry`: the thread's module (a test names one that cannot start); `onLost`: told when the thread fails and parsing moves here. */
  constructor(options: { entry?: URL; onLost?: (error: unknown) => void } = {}) {
    this.entry = options.entry ?? new URL('./parse-worker.ts', import.meta.url);
    this.onLost = options.onLost ?? (() => undefined);
  }

  /**
   * Each message read, in the order given. With `searchVector` (mail_search_vector's definition), each
   * message's `fields.search` is made too, for all of the batch or none of it.
   */
  parse(messages: Buffer[], options: { searchVector?: string } = {}): Promise<Prepared[]> {
    const worker = this.thread();
    if (!worker) return parseHere(messages);
    clearTimeout(this.idle);
    const id = this.nextId++;
    const lengths = messages.map((m) => m.length);
    const bytes = new Uint8Array(lengths.reduce((sum, n) => sum + n, 0));
    let offset = 0;
    for (const message of messages) {
      bytes.set(message, offset);
      offset += message.length;
    }
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { messages, resolve, reject });
      worker.ref();
      worker.postMessage({ id, bytes, lengths, ...options } satisfies ParseRequest, [bytes.buffer]);
    });
  }

  /**
   * Starts the thread ahead of the first batch (loading it takes about a second) and, given
   * mail_search_vector's definition, its engine for search vectors (a few seconds more).
   */
  warm(searchVector?: string): void {
    const worker = this.thread();
    if (worker && searchVector) worker.postMessage({ warmSearch: searchVector } satisfies ThreadRequest);
  }

  async close(): Promise<void> {
    clearTimeout(this.idle);
    const worker = this.worker;
    this.worker = undefined;
    this.failed = true;
    await worker?.terminate();
    this.parseWaitingHere();
  }

  private thread(): Worker | undefined {
    if (this.failed) return undefined;
    if (this.worker) return this.worker;
    let worker: Worker;
    try {
      worker = new Worker(new URL('../thread-boot.mjs', import.meta.url), { workerData: { entry: this.entry.href } });
    } catch (error) {
      // Out of threads or memory: parse here rather than fail the import.
      this.failed = true;
      this.onLost(error);
      return undefined;
    }
    worker.unref();
    worker.on('message', (reply: ParseReply) => this.answer(reply));
    const lost = (error: unknown) => {
      if (this.worker !== worker) return;
      this.onLost(error);
      this.worker = undefined;
      this.failed = true;
      this.parseWaitingHere();
    };
    worker.on('error', lost);
    worker.on('messageerror', lost);
    worker.on('exit', (code) => lost(new Error(`the parse thread stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }

  private answer(reply: ParseReply) {
    const waiting = this.waiting.get(reply.id);
    if (!waiting) return;
    this.waiting.delete(reply.id);
    if (this.waiting.size === 0) this.rest();
    if ('error' in reply) waiting.reject(new Error(reply.error));
    else waiting.resolve(reply.parsed.map((parsed, i) => withBytes(parsed, waiting.messages[i]!)));
  }

  /** Nothing waiting: the thread no longer keeps the process up, and goes if nothing comes for a while. */
  private rest() {
    const worker = this.worker;
    worker?.unref();
    clearTimeout(this.idle);
    this.idle = setTimeout(() => {
      if (this.worker !== worker || this.waiting.size > 0) return;
      this.worker = undefined;
      void worker?.terminate();
    }, IDLE_MS);
    this.idle.unref();
  }

  /** A thread gone with batches in hand: they are parsed here instead. */
  private parseWaitingHere() {
    const batches = [...this.waiting.values()];
    this.waiting.clear();
    for (const batch of batches) parseHere(batch.messages).then(batch.resolve, batch.reject);
  }
}

function parseHere(messages: Buffer[]): Promise<Prepared[]> {
  return Promise.all(messages.map((bytes) => prepare(bytes)));
}

/**
 * The message's own bytes again (without the state line an export of ours put in front, as the thread read it),
 * and attachment contents as Buffers (they cross the thread as plain byte arrays).
 */
function withBytes(parsed: Parsed, bytes: Buffer): Prepared {
  return {
    ...parsed,
    bytes: takeState(bytes)?.message ?? bytes,
    attachments: parsed.attachments.map((a) => ({ ...a, content: Buffer.from(a.content.buffer, a.content.byteOffset, a.content.byteLength) })),
  };
}
