/**
 * Click to shown, in a real browser: the production client (rebuilt first)
 * served by the real server on PGlite, Chromium through playwright-core at
 * 1280x800, where a message opens in the reading pane beside the list.
 *
 * A person points at a row before clicking it, so each open moves the mouse
 * onto the row, rests there HOVER_MS (a quick hand; people take 200 to 500 ms
 * between reaching a target and pressing), then clicks. The time runs from
 * the click event to the first animation frame after the message's subject
 * and the text of its body (inside the sandboxed frame) are both on screen.
 * 50 different messages, none opened before, five pages of the inbox.
 *
 * Also: a tab switch from cache (Inbox and Starred, both visited before),
 * from the click to the frame after the other tab's rows are shown.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { freePort } from '../tests/helpers/ports';
import { buildAndLaunch, signedInPage } from './browser';
import type { Figures } from './figures';
import { api, log, signUp, startServer, stopOnInterrupt, type Server } from './server';
import { percentile, round } from './stats';

const OPENS = 50;
const PAGE_ROWS = 10;
const HOVER_MS = 150;
const TAB_SWITCHES = 20;
const PASSWORD = 'open bench password 1';

/** A few paragraphs and a list, as everyday work mail has; `marker` is a word only this message holds. */
function bodyOf(i: number, marker: string): string {
  const paragraph = (n: number) =>
    `<p>Paragraph ${n} of message ${i}: the launch review moved to Thursday, so the budget notes and the ` +
    `customer feedback summary need a last look before then. Tell me if anything in the plan looks off.</p>`;
  return `<p>Hi Ada,</p>${[1, 2, 3].map(paragraph).join('')}<ul><li>Agenda</li><li>Figures</li><li>Next steps</li></ul><p>${marker}</p><p>Best, Bob</p>`;
}

/** Clicks `link` and resolves with the milliseconds until the frame after `shown()` first holds. */
async function timeClick(page: Page, selector: string, index: number, shown: string, arg: unknown): Promise<number> {
  return page.evaluate(
    async ({ selector, index, shown, arg }) => {
      const done = new Function('arg', `return (${shown})(arg)`) as (arg: unknown) => boolean;
      const target = document.querySelectorAll<HTMLElement>(selector)[index];
      if (!target) throw new Error(`no ${selector} #${index}`);
      let clickedAt = 0;
      target.addEventListener('click', (e) => (clickedAt = e.timeStamp), { once: true, capture: true });
      target.click();
      const deadline = performance.now() + 10_000;
      while (!done(arg)) {
        if (performance.now() > deadline) throw new Error('not shown within 10 s');
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      const frame = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
      return frame - clickedAt;
    },
    { selector, index, shown, arg },
  );
}

/** In the page: the open message is the one asked for, and its body's text is in its frame. */
const MESSAGE_SHOWN = `({ subject, marker }) => {
  const pane = document.querySelector('[data-testid="reading-pane-message"]');
  if (!pane || pane.querySelector('[data-testid="message-subject"]')?.textContent !== subject) return false;
  const frame = pane.querySelector('iframe[data-testid="message-frame"]');
  return Boolean(frame?.contentDocument?.body?.textContent?.includes(marker));
}`;

/** In the page: the list shows the tab asked for, with rows. */
const TAB_SHOWN = `(title) => document.querySelector('[data-testid="list-title"]')?.textContent === title && document.querySelector('[data-testid="mail-row"]') !== null`;

export async function run(): Promise<Figures> {

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'eb-open-'));
  const removeDataDir = () => rm(dataDir, { recursive: true, force: true });
  const forgetDataDir = stopOnInterrupt(removeDataDir);
  let server: Server | undefined;
  const browser = await buildAndLaunch();
  try {
    server = await startServer({ port: await freePort(), dataDir });
    const ada = await signUp(server.url, { name: 'Ada Bench', email: 'ada.bench@example.com', password: PASSWORD });
    const bob = await signUp(server.url, { name: 'Bob Bench', email: 'bob.bench@example.com', password: PASSWORD });
    await api(server, bob, 'PATCH', '/api/preferences', { undoSendSeconds: 0 });
    const subjects: string[] = [];
    for (let i = 0; i < OPENS + 5; i++) {
      const subject = `Launch review notes ${i + 1}`;
      subjects.push(subject);
      await api(server, bob, 'POST', '/api/mail/send', { to: [ada.email], subject, body: bodyOf(i, `marker-${i + 1}`) });
    }
    log(`sent ${subjects.length} messages to the bench user`);

    const page = await signedInPage(browser, server, ada, { width: 1280, height: 800 });
    await page.goto(`${server.url}/dashboard`);
    await page.getByTestId('mail-row').first().waitFor();

    const opens: number[] = [];
    for (let n = 0; n < OPENS; n++) {
      const onPage = n % PAGE_ROWS;
      if (n > 0 && onPage === 0) {
        const first = await page.getByTestId('row-subject').first().textContent();
        await page.getByRole('button', { name: 'Next page' }).click();
        await page.waitForFunction((was) => document.querySelector('[data-testid="row-subject"]')?.textContent !== was, first);
      }
      const row = page.getByTestId('mail-row').nth(onPage);
      const subject = (await row.getByTestId('row-subject').first().textContent())!;
      const marker = `marker-${subject.split(' ').at(-1)}`;
      await row.hover();
      await page.waitForTimeout(HOVER_MS);
      opens.push(await timeClick(page, '[data-testid="mail-row"] a[data-cell="open"]', onPage, MESSAGE_SHOWN, { subject, marker }));
    }

    log(`open a message (${OPENS}): p50 ${round(percentile(opens, 50), 1)} ms, p95 ${round(percentile(opens, 95), 1)} ms, max ${round(Math.max(...opens), 1)} ms`);

    // Tab switches, once each tab has been seen: the figure is the cached switch.
    await page.goto(`${server.url}/dashboard`);
    await page.getByTestId('mail-row').first().waitFor();
    for (const subject of subjects.slice(-3)) {
      await page.getByTestId('mail-row').filter({ hasText: subject }).getByRole('button', { name: 'Star' }).click();
    }
    const switches: number[] = [];
    for (let n = 0; n < TAB_SWITCHES + 2; n++) {
      const to = n % 2 === 0 ? 'Starred' : 'Inbox';
      const ms = await timeClick(page, `[data-testid="tab-${to.toLowerCase()}"]`, 0, TAB_SHOWN, to);
      if (n >= 2) switches.push(ms);
    }

    const figures: Figures = {
      'client.open_message_ms.p50': round(percentile(opens, 50), 1),
      'client.open_message_ms.p95': round(percentile(opens, 95), 1),
      'client.tab_switch_ms.p95': round(percentile(switches, 95), 1),
    };
    log(`switch tabs from cache (${TAB_SWITCHES}): p50 ${round(percentile(switches, 50), 1)} ms, p95 ${figures['client.tab_switch_ms.p95']} ms`);
    return figures;
  } finally {
    await browser.close();
    await server?.stop();
    forgetDataDir();
    await removeDataDir();
  }
}
