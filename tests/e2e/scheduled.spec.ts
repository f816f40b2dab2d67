import { expect, test } from '@playwright/test';
import { newAccount, register } from './support';

test('a scheduled email turns sent on /scheduled without a reload', async ({ page }) => {
  const me = await register(page, newAccount(), { at: '/scheduled' });
  await expect(page.getByText('No Scheduled Emails')).toBeVisible();

  const res = await page.request.post('/api/scheduled', {
    data: { to: [me.email], subject: 'Status report', body: '<p>All green.</p>', scheduledTime: new Date(Date.now() + 4_000).toISOString() },
  });
  expect(res.status()).toBe(201);

  // The list refetches every 60 s; the row appears after a focus refetch or the event, so nudge it once.
  await page.reload();
  const row = page.getByTestId('scheduled-row').filter({ hasText: 'Status report' });
  await expect(row).toHaveAttribute('data-status', 'pending');
  await expect(row.getByRole('button', { name: 'Cancel Status report' })).toBeEnabled();

  // No reload from here on: the emailsent event updates the row.
  await expect(row).toHaveAttribute('data-status', 'sent', { timeout: 20_000 });
  await expect(row.getByText('Sent', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Cancel Status report' })).toBeDisabled();

  await row.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(me.email)).toBeVisible();
  await expect(dialog.frameLocator('iframe').getByText('All green.')).toBeVisible();
});

test('cancelling a pending email removes it with the spec toast', async ({ page }) => {
  const me = await register(page);
  const res = await page.request.post('/api/scheduled', {
    data: { to: [me.email], subject: 'Maybe later', body: '<p>x</p>', scheduledTime: new Date(Date.now() + 3_600_000).toISOString() },
  });
  expect(res.status()).toBe(201);
  await page.goto('/scheduled');
  // The keyboard opens a row's details, focused on Edit: the Enter that opened them cancels nothing.
  const row = page.getByRole('row', { name: 'Open scheduled email Maybe later' });
  await row.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Maybe later' });
  await expect(dialog.getByRole('button', { name: 'Edit' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(row).toHaveAttribute('data-status', 'pending');
  // One stray click does not drop it: the cancel is asked once more, and Keep it keeps it.
  await page.getByRole('button', { name: 'Cancel Maybe later' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel “Maybe later”?' });
  await expect(confirm).toContainText('It will not be sent, and what it says is not kept.');
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveAttribute('data-status', 'pending');
  await page.getByRole('button', { name: 'Cancel Maybe later' }).click();
  await confirm.getByRole('button', { name: 'Cancel email' }).click();
  await expect(page.getByText('The scheduled email has been canceled.', { exact: true })).toBeVisible();
  await expect(page.getByText('No Scheduled Emails')).toBeVisible();
});
