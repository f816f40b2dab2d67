import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { rows } from './mail-support';
import { register } from './support';

// axe injects its script into the page, which the app's Content-Security-Policy would refuse.
test.use({ bypassCSP: true });

const IMPORTED = 250;
/** The new account's own welcome mail, in the inbox beside the imported. */
const WELCOME = 4;
const ALL = IMPORTED + WELCOME;
/** Far more than a screen's worth, far fewer than the list: the rows drawn, not the rows loaded. */
const MOST_ROWS_DRAWN = 60;

/** `count` messages as an mbox, ten a day going back from today, "Message number 1" the newest. */
function mbox(count: number, to: string): Buffer {
  const now = Date.now();
  const entries = Array.from({ length: count }, (_, i) => {
    const date = new Date(now - (Math.floor(i / 10) + 1) * 86_400_000 - (i % 10) * 60_000).toUTCString();
    return [
      `From 17193858${i}@xxx Wed Jun 26 07:24:27 +0000 2024`,
      `From: Sender ${i + 1} <sender${i + 1}@example.com>`,
      `To: ${to}`,
      `Subject: Message number ${i + 1}`,
      `Date: ${date}`,
      `Message-ID: <endless${i}.${now}@example.com>`,
      '',
      `Body of message ${i + 1}.`,
      '',
    ].join('\n');
  });
  return Buffer.from(entries.join('\n'));
}

async function importMail(page: Page, to: string) {
  const res = await page.request.post('/api/import', { headers: { 'content-type': 'application/mbox' }, data: mbox(IMPORTED, to) });
  expect(res.status(), await res.text()).toBe(202);
  const { importId } = (await res.json()) as { importId: string };
  await expect
    .poll(async () => ((await (await page.request.get(`/api/import/${importId}`)).json()) as { status: string; imported: number }), { timeout: 30_000 })
    .toMatchObject({ status: 'done', imported: IMPORTED });
}

/** Scrolls the list (its own box beside the reading pane, else the page) until every message is loaded and the last one shows. */
async function scrollToEnd(page: Page, inBox: boolean) {
  await expect(async () => {
    await page.evaluate((box) => {
      const scroller = box ? document.querySelector('[data-testid="list-scroll"]')! : document.scrollingElement!;
      scroller.scrollTo({ top: scroller.scrollHeight });
    }, inBox);
    expect(await rows(page).count()).toBeLessThanOrEqual(MOST_ROWS_DRAWN);
    await expect(page.getByTestId('page-range')).toHaveText(`1–${ALL} of ${ALL}`, { timeout: 500 });
    await expect(rows(page).filter({ hasText: `Message number ${IMPORTED}` })).toBeInViewport({ timeout: 500 });
  }).toPass({ timeout: 30_000 });
}

test('endless scrolling loads the next hundred as the list nears its end, draws only the rows on screen, and j reaches rows not yet drawn', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const account = await register(page, undefined, { at: '/settings?tab=email', readingPane: true });
  await importMail(page, account.email);

  // Turned on in the reading settings; the pager's arrows give way to one list.
  await page.getByRole('switch', { name: 'Endless scrolling' }).click();
  await expect(page.getByRole('switch', { name: 'Endless scrolling' })).toBeChecked();
  await page.goto('/dashboard');
  await expect(page.getByTestId('page-range')).toHaveText(`1–100 of ${ALL}`);
  await expect(page.getByRole('button', { name: 'Next page' })).toHaveCount(0);
  expect(await rows(page).count()).toBeLessThanOrEqual(MOST_ROWS_DRAWN);

  await scrollToEnd(page, true);
  // The day it came is stuck over the rows, as on a page.
  await expect(page.getByTestId('date-header').first()).toBeInViewport();
  // A grid with most of its rows undrawn is still a whole grid to a screen reader.
  const { violations } = await new AxeBuilder({ page }).include('[data-testid="mail-list"]').setLegacyMode().analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);

  // Every loaded row is ticked, drawn or not.
  await page.getByTestId('select-page').check();
  await expect(page.getByTestId('selected-count')).toHaveText(`${ALL} selected`);
  await page.getByTestId('select-page').uncheck();

  // From the top, j moves through rows that were never drawn; the one reached is drawn, focused and on screen.
  await page.evaluate(() => document.querySelector('[data-testid="list-scroll"]')!.scrollTo({ top: 0 }));
  await expect(rows(page).first()).toBeInViewport();
  await rows(page).first().locator('a[data-cell="open"]').focus();
  for (let i = 0; i < 40; i++) await page.keyboard.press('j');
  const reached = page.locator('[data-testid="mail-row"][data-selected]');
  await expect(reached).toHaveCount(1);
  await expect(reached).toBeInViewport();
  await expect(reached.locator('a[data-cell="open"]')).toBeFocused();
  await expect(reached).toHaveAttribute('aria-rowindex', /\d+/);
  const index = Number(await reached.getAttribute('aria-rowindex'));
  // 40 rows down from the first, past the day headers between them.
  expect(index).toBeGreaterThan(41);

  // Archiving a row far down takes it out of the list there.
  const subject = await reached.getByTestId('row-subject').textContent();
  await page.keyboard.press('e');
  await expect(rows(page).filter({ hasText: subject! })).toHaveCount(0);
  await expect(page.getByTestId('page-range')).toHaveText(`1–${ALL - 1} of ${ALL - 1}`);
});

test('without the reading pane the page itself scrolls the endless list, its day header stuck under the app header', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 800 });
  const account = await register(page);
  await importMail(page, account.email);
  const res = await page.request.patch('/api/preferences', { data: { endlessScroll: true } });
  expect(res.ok()).toBe(true);
  await page.goto('/dashboard');
  await expect(page.getByTestId('page-range')).toHaveText(`1–100 of ${ALL}`);

  await scrollToEnd(page, false);
  const header = await page.getByTestId('app-header').boundingBox();
  const stuck = page.locator('[data-testid="mail-list"] [role="row"]:has([data-testid="date-header"])').first();
  const box = await stuck.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
  expect(box!.y).toBeLessThan(header!.y + header!.height + 5);
});
