/**
 * Benchmark: mail in and out as files, on the embedded database (PGlite in a
 * temporary folder, as `npm start` runs).
 * - import of a 100,000-message mbox into the local mailbox through
 *   POST /api/import, the file streamed from disk: seconds until done, and
 *   the process's peak RSS (the upload and the import must not hold the file);
 * - export of the same 100,000 as one mbox stream (GET /api/export): seconds
 *   and peak RSS.
 * BENCH_TRANSFER_MESSAGES picks another count.
 *
 * Run alone: `npm run bench -- transfer`.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { once } from 'node:events';
import { createApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDb } from '../src/server/db/open';
import { createLogger } from '../src/server/logger';
import { mboxEntry } from '../src/server/transfer/mbox';
import { round } from './stats';

const MESSAGES = Number(process.env.BENCH_TRANSFER_MESSAGES ?? 100_000);
const log = (line: string) => console.log(`  ${line}`);

const WORDS = 'invoice meeting budget report launch plan review payment receipt order shipping delivery travel hotel flight agenda notes draft contract offer weekly digest update'.split(' ');

/** A message of about 1.5 KB, with a From line in its body to quote. */
function message(i: number): Buffer {
  const words = Array.from({ length: 180 }, (_, k) => WORDS[(i * 7 + k * 13) % WORDS.length]).join(' ');
  return Buffer.from(
    `From: Sender ${i % 500} <sender${i % 500}@example${i % 13}.org>\r\nTo: ada@example.com\r\nSubject: ${WORDS[i % WORDS.length]} ${i}\r\nDate: ${new Date(Date.UTC(2020, 0, 1) + i * 60_000).toUTCString()}\r\nMessage-ID: <bench${i}@example.org>\r\nX-Gmail-Labels: ${i % 3 === 0 ? 'Inbox,Unread' : 'Archived'}${i % 50 === 0 ? ',Receipts' : ''}\r\n\r\n${words}\r\nFrom the bench, line two.\r\n`,
  );
}

async function writeMbox(file: string): Promise<void> {
  const out = createWriteStream(file);
  for (let i = 0; i < MESSAGES; i++) {
    if (!out.write(mboxEntry(`sender${i % 500}@example.org`, new Date(Date.UTC(2020, 0, 1) + i * 60_000), message(i)))) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

/** Samples RSS every 50 ms while `work` runs; returns its result, seconds and the peak in MB. */
async function measured<T>(work: () => Promise<T>): Promise<{ result: T; seconds: number; peakMb: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const started = performance.now();
  try {
    const result = await work();
    return { result, seconds: (performance.now() - started) / 1000, peakMb: peak / 1_048_576 };
  } finally {
    clearInterval(timer);
  }
}

export async function run(): Promise<Record<string, number>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-transfer-'));
  const dataDir = path.join(dir, 'data');
  const file = path.join(dir, 'big.mbox');
  try {
    await writeMbox(file);
    const { size } = await stat(file);
    log(`${MESSAGES.toLocaleString()} messages, ${(size / 1_048_576).toFixed(0)} MB of mbox`);
    const config = loadConfig({
      PORT: '3000',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://localhost:3000',
      SESSION_SECRET: 'bench-session-secret-that-is-long-enough-0123456789',
      ENCRYPTION_KEY: '00'.repeat(32),
      LOG_LEVEL: 'silent',
    });
    const db = await openDb({ dataDir });
    const app = createApp({ config, db, logger: createLogger('silent') });
    const call = (url: string, init: RequestInit & { cookie?: string } = {}) => {
      const headers = new Headers(init.headers);
      headers.set('origin', config.publicUrl);
      if (init.cookie) headers.set('cookie', init.cookie);
      return Promise.resolve(app.request(new URL(url, config.publicUrl).toString(), { ...init, headers }));
    };
    const signUp = await call('/api/auth/sign-up/email', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Ada', email: 'ada@bench.example', password: 'bench password 1' }) });
    const cookie = signUp.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    global.gc?.();
    // PGlite's database engine lives in this process's memory: the figure to compare the peaks with.
    const baseMb = process.memoryUsage().rss / 1_048_576;
    log(`RSS before the import (server and embedded database, idle): ${baseMb.toFixed(0)} MB`);

    const imported = await measured(async () => {
      const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
      const res = await call('/api/import?filename=big.mbox', { method: 'POST', cookie, headers: { 'content-type': 'application/mbox' }, body, duplex: 'half' } as RequestInit & { cookie: string });
      if (res.status !== 202) throw new Error(`import answered ${res.status}: ${await res.text()}`);
      const { importId } = (await res.json()) as { importId: string };
      for (;;) {
        const view = (await (await call(`/api/import/${importId}`, { cookie })).json()) as { status: string; imported: number; skipped: number; failed: number };
        if (view.status !== 'running') return view;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    });
    log(`import: ${JSON.stringify(imported.result)} in ${imported.seconds.toFixed(1)} s, peak RSS ${imported.peakMb.toFixed(0)} MB`);

    const exported = await measured(async () => {
      const res = await call('/api/export?format=mbox', { cookie });
      let bytes = 0;
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
      return bytes;
    });
    log(`export: ${(exported.result / 1_048_576).toFixed(0)} MB in ${exported.seconds.toFixed(1)} s, peak RSS ${exported.peakMb.toFixed(0)} MB`);
    await db.close();
    const n = MESSAGES >= 1000 ? `${Math.round(MESSAGES / 1000)}k` : String(MESSAGES);
    return {
      [`transfer.rss_before_mb`]: Math.round(baseMb),
      [`transfer.mbox_import_${n}.seconds`]: round(imported.seconds, 1),
      [`transfer.mbox_import_${n}.peak_rss_mb`]: Math.round(imported.peakMb),
      [`transfer.mbox_export_${n}.seconds`]: round(exported.seconds, 1),
      [`transfer.mbox_export_${n}.peak_rss_mb`]: Math.round(exported.peakMb),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
