/**
 * Benchmark: Gmail cold sync against the loopback fake with 50 ms latency per
 * HTTP request, our adapter (list, then metadata through the batch endpoint,
 * 50 calls per request) against the naive pattern (list, then one
 * messages.get per message in batches of 10, at most 5 batches in flight).
 * Both list in pages of 100.
 *
 * Caveat: the fake answers the parts of a batch without extra latency, as
 * Google fans them out server-side; on the real API a batch takes longer
 * than one call but far less than its calls one by one.
 *
 * Run alone: `npx tsx bench/gmail-sync.ts`.
 */
import { pathToFileURL } from 'node:url';
import { GmailClient } from '../src/server/mail/gmail/api';
import { coldSync, MemorySyncStore } from '../src/server/mail/gmail/sync';
import { GmailFake, makeGmailMessage } from '../tests/fakes/gmail-fake';

const LATENCY_MS = 50;
/** Runs per figure; the median is reported, as the fake shares the CPU with the client. */
const RUNS = 3;

interface Measure {
  requests: number;
  wallMs: number;
}

async function withFake<T>(count: number, fn: (fake: GmailFake, client: GmailClient) => Promise<T>): Promise<T> {
  const fake = await new GmailFake({ latencyMs: LATENCY_MS }).start();
  try {
    fake.addMessages(...Array.from({ length: count }, (_, i) => makeGmailMessage({ subject: `Bench ${i}` })));
    const token = fake.issueAccessToken();
    const client = new GmailClient({ baseUrl: fake.baseUrl, getAccessToken: () => token });
    return await fn(fake, client);
  } finally {
    await fake.stop();
  }
}

async function ours(count: number): Promise<Measure> {
  return withFake(count, async (fake, client) => {
    const store = new MemorySyncStore();
    const t0 = performance.now();
    const result = await coldSync(client, store, { maxMessages: count });
    const wallMs = performance.now() - t0;
    if (result.upserted !== count) throw new Error(`ours synced ${result.upserted} of ${count}`);
    return { requests: fake.requestCount, wallMs };
  });
}

/** List, then messages.get?format=metadata per id, 10 per batch, 5 batches in parallel. */
async function specPattern(count: number): Promise<Measure> {
  return withFake(count, async (fake, client) => {
    const t0 = performance.now();
    const ids: string[] = [];
    let pageToken: string | undefined;
    do {
      const page = await client.listMessages({ maxResults: Math.min(100, count - ids.length), pageToken });
      ids.push(...(page.messages ?? []).map((m) => m.id));
      pageToken = page.nextPageToken;
    } while (pageToken && ids.length < count);
    const batches: string[][] = [];
    for (let i = 0; i < ids.length; i += 10) batches.push(ids.slice(i, i + 10));
    let fetched = 0;
    for (let i = 0; i < batches.length; i += 5) {
      const wave = batches.slice(i, i + 5);
      const results = await Promise.all(
        wave.map((batch) => Promise.allSettled(batch.map((id) => client.getMessage(id, 'metadata', ['From', 'Subject', 'Date'])))),
      );
      fetched += results.flat().filter((r) => r.status === 'fulfilled').length;
    }
    const wallMs = performance.now() - t0;
    if (fetched !== count) throw new Error(`spec pattern fetched ${fetched} of ${count}`);
    return { requests: fake.requestCount, wallMs };
  });
}

async function medianOf(runs: number, fn: () => Promise<Measure>): Promise<Measure> {
  const all: Measure[] = [];
  for (let i = 0; i < runs; i++) all.push(await fn());
  all.sort((x, y) => x.wallMs - y.wallMs);
  return all[Math.floor(all.length / 2)];
}

export async function run(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  // Warm up the JIT and the HTTP connection pool so the first figure is not an outlier.
  await ours(20);
  await specPattern(20);
  for (const count of [100, 1000]) {
    const key = `gmail.cold_sync_${count}`;
    const a = await medianOf(RUNS, () => ours(count));
    const b = await medianOf(RUNS, () => specPattern(count));
    out[`${key}.requests.ours`] = a.requests;
    out[`${key}.requests.spec`] = b.requests;
    out[`${key}.wall_ms.ours`] = Math.round(a.wallMs);
    out[`${key}.wall_ms.spec`] = Math.round(b.wallMs);
    // How many times faster ours is (the naive pattern's wall time over ours).
    out[`${key}.ratio`] = Math.round((b.wallMs / a.wallMs) * 100) / 100;
  }
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const results = await run();
  const rows = [100, 1000].map((n) => {
    const k = `gmail.cold_sync_${n}`;
    return {
      messages: n,
      'requests ours': results[`${k}.requests.ours`],
      'requests spec': results[`${k}.requests.spec`],
      'wall ms ours': results[`${k}.wall_ms.ours`],
      'wall ms spec': results[`${k}.wall_ms.spec`],
      'spec/ours': results[`${k}.ratio`],
    };
  });
  console.table(rows);
}
