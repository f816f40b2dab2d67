import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { rows } from './mail-support';
import { register } from './support';

const box = (page: Page) => page.getByRole('combobox', { name: 'Search mail' });

/** An mbox as Gmail Takeout writes one: a separator line, the message, a blank line. */
function takeout(count: number): Buffer {
  const entries = Array.from({ length: count }, (_, i) =>
    [
      `From 17193858${i}@xxx Wed Jun 26 07:24:27 +0000 2024`,
      'X-Gmail-Labels: Archived,Receipts',
      `From: Old Shop <orders@oldshop.example>`,
      'To: ada@example.com',
      `Subject: ${i === 7 ? 'Your telescope has shipped' : `Order confirmation ${i}`}`,
      'Date: Wed, 26 Jun 2024 07:24:27 +0000',
      `Message-ID: <order${i}.${Date.now()}@oldshop.example>`,
      '',
      `Thank you for order ${i}.`,
      // A body line "From ..." as the mbox quotes it.
      '>From the warehouse, with care.',
      '',
    ].join('\n'),
  );
  return Buffer.from(entries.join('\n'));
}

test('importing a Takeout mbox shows its progress, then its mail is found by search and exported again', async ({ page }) => {
  await register(page, undefined, { at: '/settings?tab=transfer' });
  await page.getByLabel('Files to import').setInputFiles({ name: 'Takeout-Mail.mbox', mimeType: 'application/mbox', buffer: takeout(1500) });
  await page.getByRole('button', { name: 'Import', exact: true }).click();

  const row = page.getByTestId('import-row').filter({ hasText: 'Takeout-Mail.mbox' });
  // A file this size takes a few seconds: its bar and counts show while it runs.
  await expect(row.getByRole('progressbar')).toBeVisible({ timeout: 20_000 });
  await expect(row.getByTestId('import-counts')).toContainText('of 1,500 messages');
  await expect(row.getByText('Done')).toBeVisible({ timeout: 60_000 });
  await expect(row.getByTestId('import-counts')).toHaveText('1,500 of 1,500 messages · 1,500 imported, 0 already here, 0 unreadable');

  // Archived by its Takeout labels, so a search (all mail) finds it, not the inbox.
  await page.goto('/dashboard');
  await box(page).fill('telescope shipped');
  await box(page).press('Enter');
  await expect(rows(page).getByTestId('row-subject')).toHaveText(['Your telescope has shipped']);
  // A search's results export as they are listed.
  const searchExport = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export these messages as mbox' }).click();
  const searched = readFileSync((await (await searchExport).path())!, 'utf8');
  expect(searched.match(/^From /gm)).toHaveLength(1);
  expect(searched).toContain('Subject: Your telescope has shipped');
  await rows(page).first().click();
  const body = page.frameLocator('[data-testid="message-frame"]').locator('body');
  await expect(body).toContainText('From the warehouse, with care.');
  await expect(body).not.toContainText('>From');

  // The same file again adds nothing.
  await page.goto('/settings?tab=transfer');
  await page.getByLabel('Files to import').setInputFiles({ name: 'Takeout-again.mbox', mimeType: 'application/mbox', buffer: takeout(3) });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByTestId('import-row').filter({ hasText: 'Takeout-again.mbox' }).getByText('Done')).toBeVisible({ timeout: 30_000 });

  const downloading = page.waitForEvent('download');
  await page.getByTestId('export-all').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^email-buddy-all-mail-\d{4}-\d{2}-\d{2}\.mbox$/);
  const file = readFileSync((await download.path())!, 'utf8');
  expect(file).toContain('Subject: Your telescope has shipped');
  expect(file).toContain('\n>From the warehouse, with care.\n');
});

test('a file that is not mail is refused with the reason, and nothing is imported', async ({ page }) => {
  await register(page, undefined, { at: '/settings?tab=transfer' });
  await page.getByLabel('Files to import').setInputFiles({ name: 'holiday.mbox', mimeType: 'application/mbox', buffer: Buffer.from('%PDF-1.7 not mail at all\n') });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('This file is not mail', { exact: false }).first()).toBeVisible();
  await expect(page.getByText('Nothing imported yet.')).toBeVisible();
});
