/**
 * A long list in a real browser: 10,000 messages read into the endless list,
 * then the frames while it is scrolled from top to bottom at a steady pace,
 * the time from ticking every row to the next frame, and how many rows were
 * ever drawn at once. Chromium draws at 60 frames a second, so a frame that
 * fits its budget shows as an interval of about 16.7 ms; a longer interval
 * is a frame dropped.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../tests/helpers/ports';
import { buildAndLaunch, signedInPage } from './browser';
import type { Figures } from './figures';
import { api, log, signUp, startServer, stopOnInterrupt, type Server } from './server';
import { percentile, round } from './stats';

/** BENCH_LIST_MESSAGES tries a smaller list while working on it; the figure is for 10,000. */
const MESSAGES = Number(process.env.BENCH_LIST_MESSAGES ?? 10_000);
/** A new account's welcome mail, in the inbox beside the imported. */
const WELCOME = 4;
/** Pixels scrolled each frame: about 7,000 a second, a brisk flick held down. */
const STEP_PX = 120;

/** `count` messages as an mbox, fifty a day going back from today. */
function mbox(count: number, to: string): string {
  const now = Date.now();
  return Array.from({ length: count }, (_, i) =>
    [
      `From 17193858${i}@xxx Wed Jun 26 07:24:27 +0000 2024`,
      `From: Sender ${i % 300} <sender${i % 300}@example.com>`,
      `To: ${to}`,
      `Subject: Quarterly planning thread ${i + 1}`,
      `Date: ${new Date(now - (Math.floor(i / 50) + 1) * 86_400_000 - (i % 50) * 60_000).toUTCString()}`,
      `Message-ID: <long-list-${i}.${now}@example.com>`,
      '',
      `A few lines about item ${i + 1} of the plan, as a preview shows them.`,
      '',
    ].join('\n'),
  ).join('\n');
}

export async function run(): Promise<Figures> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'eb-long-list-'));
  const removeDataDir = () => rm(dataDir, { recursive: true, force: true });
  const forgetDataDir = stopOnInterrupt(removeDataDir);
  let server: Server | undefined;
  const browser = await buildAndLaunch();
  try {
    server = await startServer({ port: await freePort(), dataDir });
    const ada = await signUp(server.url, { name: 'Ada Bench', email: 'ada.list@example.com', password: 'long list password 1' });
    const upload = await fetch(`${server.url}/api/import`, {
      method: 'POST',
      headers: { cookie: ada.cookie, origin: server.url, 'content-type': 'application/mbox' },
      body: mbox(MESSAGES, ada.email),
    });
    if (upload.status !== 202) throw new Error(`import answered ${upload.status}: ${await upload.text()}`);
    const { importId } = (await upload.json()) as { importId: string };
    for (;;) {
      const state = await api<{ status: string; imported: number }>(server, ada, 'GET', `/api/import/${importId}`);
      if (state.status === 'done' && state.imported === MESSAGES) break;
      if (state.status !== 'running') throw new Error(`import ended ${state.status} with ${state.imported} imported`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    log(`imported ${MESSAGES.toLocaleString('en-US')} messages`);
    await api(server, ada, 'PATCH', '/api/preferences', { endlessScroll: true });

    const page = await signedInPage(browser, server, ada, { width: 1440, height: 900 });
    await page.goto(`${server.url}/dashboard`);
    await page.getByTestId('mail-row').first().waitFor();

    // Read every page in: the list asks for the next hundred each time its end comes near.
    const all = MESSAGES + WELCOME;
    const loadStarted = Date.now();
    await page.waitForFunction(
      (all) => {
        const scroller = document.querySelector('[data-testid="list-scroll"]')!;
        scroller.scrollTop = scroller.scrollHeight;
        const range = document.querySelector('[data-testid="page-range"]')?.textContent?.replace(/,/g, '') ?? '';
        return range.startsWith(`1–${all} `);
      },
      all,
      { timeout: 600_000, polling: 100 },
    );
    log(`read ${all.toLocaleString('en-US')} rows into the list in ${((Date.now() - loadStarted) / 1000).toFixed(1)} s`);

    const scroll = await page.evaluate(async (step) => {
      const scroller = document.querySelector<HTMLElement>('[data-testid="list-scroll"]')!;
      scroller.scrollTop = 0;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const intervals: number[] = [];
      let mostRows = 0;
      let last = performance.now();
      while (scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 1) {
        scroller.scrollTop += step;
        const now = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
        intervals.push(now - last);
        last = now;
        mostRows = Math.max(mostRows, document.querySelectorAll('[data-testid="mail-row"]').length);
      }
      return { intervals, mostRows };
    }, STEP_PX);

    const selectAll = await page.evaluate(async () => {
      const box = document.querySelector<HTMLInputElement>('[data-testid="select-page"]')!;
      const started = performance.now();
      box.click();
      while (!document.querySelector('[data-testid="selected-count"]')) await new Promise((resolve) => setTimeout(resolve, 0));
      // The frame's own timestamp is when it began, which may be before the click: the time is read inside it.
      const frame = await new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())));
      return { ms: frame - started, shown: document.querySelector('[data-testid="selected-count"]')!.textContent };
    });

    const frames = scroll.intervals;
    const median = percentile(frames, 50);
    const dropped = frames.filter((ms) => ms > median * 1.5).length;
    const figures: Figures = {
      'client.list_frame_ms.p95_10k': round(percentile(frames, 95), 1),
      'client.list_frame_ms.max_10k': round(Math.max(...frames), 1),
      'client.list_select_all_ms.10k': round(selectAll.ms, 1),
      'client.list_rows_drawn.10k': scroll.mostRows,
    };
    log(
      `scrolled ${all.toLocaleString('en-US')} rows in ${frames.length} frames: median ${round(median, 1)} ms, p95 ${figures['client.list_frame_ms.p95_10k']} ms, ` +
        `max ${figures['client.list_frame_ms.max_10k']} ms, ${dropped} dropped; at most ${scroll.mostRows} rows drawn at once`,
    );
    log(`ticked every row (${selectAll.shown}) in ${figures['client.list_select_all_ms.10k']} ms to the next frame`);
    return figures;
  } finally {
    await browser.close();
    await server?.stop();
    forgetDataDir();
    await removeDataDir();
  }
}
