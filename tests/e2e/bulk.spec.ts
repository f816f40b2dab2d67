import { expect, test } from '@playwright/test';
import { rows, screenshots, tabCount } from './mail-support';
import { register } from './support';

test('shift-click three rows, archive them in one go, then Undo brings them back', async ({ page }) => {
  await register(page);
  await expect(rows(page)).toHaveCount(4);
  const subjects = await rows(page).getByTestId('row-subject').allTextContents();

  await rows(page).nth(0).getByTestId('row-check').click();
  await rows(page).nth(2).getByTestId('row-check').click({ modifiers: ['Shift'] });
  await expect(page.locator('[data-testid="mail-row"][data-checked]')).toHaveCount(3);
  await expect(page.getByTestId('selected-count')).toHaveText('3 selected');
  await expect(page.getByTestId('select-page')).not.toBeChecked();

  const archived = page.waitForResponse((r) => r.url().endsWith('/api/mail/bulk') && r.request().method() === 'POST');
  await page.getByTestId('bulk-bar').getByRole('button', { name: 'Archive' }).click();
  expect((await archived).status()).toBe(200);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).getByTestId('row-subject')).toHaveText(subjects[3]!);
  await expect(tabCount(page, 'archived')).toHaveText('3');
  const toast = page.locator('[data-slot=toast]');
  await expect(toast).toContainText('3 messages archived');

  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(rows(page)).toHaveCount(4);
  await expect(tabCount(page, 'inbox')).toHaveText('4');
  await expect(tabCount(page, 'archived')).toHaveText('0');
  expect(await rows(page).getByTestId('row-subject').allTextContents()).toEqual(subjects);

  // A page past the end (an old link, or its last rows moved away) goes back to the last page with mail.
  await page.goto('/dashboard?page=99');
  await expect(page.getByTestId('page-range')).toHaveText('1–4 of 4');
  await expect(rows(page)).toHaveCount(4);
  await expect(page).not.toHaveURL(/page=/);
});

test('x ticks the row under the cursor, the page checkbox ticks the rest, and one click marks them all read', async ({ page }) => {
  await register(page);
  await expect(rows(page)).toHaveCount(4);
  await page.keyboard.press('j');
  await page.keyboard.press('x');
  await expect(page.getByTestId('selected-count')).toHaveText('1 selected');
  await expect(page.getByTestId('select-page')).toHaveJSProperty('indeterminate', true);
  await page.getByTestId('select-page').check();
  await expect(page.getByTestId('selected-count')).toHaveText('4 selected');
  await screenshots(page, 'bulk-selection', async (p) => {
    await p.getByTestId('select-page').check();
    await expect(p.getByTestId('selected-count')).toHaveText('4 selected');
  });
  await page.getByTestId('select-page').check();
  await page.getByTestId('bulk-bar').getByRole('button', { name: 'Mark read' }).click();
  await expect(page.locator('[data-testid="mail-row"][data-unread]')).toHaveCount(0);
  await expect(page.getByTestId('bulk-bar')).toHaveCount(0);
  await page.reload();
  await expect(rows(page)).toHaveCount(4);
  await expect(page.locator('[data-testid="mail-row"][data-unread]')).toHaveCount(0);
});

test('beside the reading pane the bulk bar keeps every action in sight, on a line of its own when the list is narrow', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 800 });
  await register(page, undefined, { readingPane: true });
  await expect(page.getByTestId('reading-pane-empty')).toBeVisible();
  await expect(rows(page)).toHaveCount(4);
  await page.getByTestId('select-page').check();
  await expect(page.getByTestId('selected-count')).toHaveText('4 selected');
  const allInSight = async () => {
    const bar = (await page.getByTestId('bulk-bar').boundingBox())!;
    const buttons = await page.getByTestId('bulk-bar').getByRole('button').all();
    expect(buttons.length).toBeGreaterThanOrEqual(9);
    for (const button of buttons) {
      const box = (await button.boundingBox())!;
      expect(box.x + box.width, (await button.getAttribute('aria-label')) ?? '').toBeLessThanOrEqual(bar.x + bar.width + 1);
    }
  };
  await expect(allInSight).toPass({ timeout: 10_000 });
  // A small phone too. The screen lays itself out again for the narrow window (the pane goes), so the bar is
  // measured once it has settled: a button read in the middle of it has no box yet.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(allInSight).toPass({ timeout: 10_000 });
  await page.getByTestId('bulk-bar').getByRole('button', { name: 'Clear selection' }).click();
  await expect(page.getByTestId('bulk-bar')).toHaveCount(0);
  await expect(page.getByTestId('page-range')).toHaveText('1–4 of 4');
  // On a phone a finger that lands beside the small box, in its cell, still ticks the row.
  const check = rows(page).nth(1).getByTestId('row-check');
  const cell = check.locator('xpath=..');
  const box = (await cell.boundingBox())!;
  await cell.click({ position: { x: 4, y: box.height - 6 } });
  await expect(check).toBeChecked();
  await expect(page.getByTestId('selected-count')).toHaveText('1 selected');
});
