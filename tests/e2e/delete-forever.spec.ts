import { expect, test } from '@playwright/test';
import { rows, tabCount } from './mail-support';
import { register } from './support';

test('mail in the trash is deleted forever only after a confirmation: one row, an open message, then the whole trash', async ({ page }) => {
  await register(page);
  await expect(rows(page)).toHaveCount(4);
  const subjects = await rows(page).getByTestId('row-subject').allTextContents();

  // Three of the four go to the trash; nothing outside it is offered for deleting forever.
  await rows(page).nth(0).getByTestId('row-check').click();
  await rows(page).nth(2).getByTestId('row-check').click({ modifiers: ['Shift'] });
  await expect(page.getByTestId('bulk-bar').getByRole('button', { name: 'Delete forever' })).toHaveCount(0);
  await page.getByTestId('bulk-bar').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(tabCount(page, 'trash')).toHaveText('3');
  await page.getByTestId('tab-trash').click();
  await expect(rows(page)).toHaveCount(3);
  // Under the list, # is named for what it does here.
  await expect(page.getByText(/^#\s*delete forever$/)).toBeVisible();

  // Ticked and asked, then cancelled: the selection and the mail are still there.
  await rows(page).nth(0).getByTestId('row-check').click();
  await page.getByTestId('bulk-bar').getByRole('button', { name: 'Delete forever' }).click();
  const dialog = page.getByTestId('delete-forever-dialog');
  await expect(dialog.getByRole('heading')).toHaveText('Delete this email forever?');
  await expect(dialog).toContainText('It is removed from the trash and from the mail server, and cannot be brought back.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('selected-count')).toHaveText('1 selected');
  await expect(rows(page)).toHaveCount(3);

  const first = (await rows(page).nth(0).getByTestId('row-subject').textContent())!;
  const deleted = page.waitForResponse((r) => r.url().endsWith('/api/mail/bulk') && r.request().method() === 'POST');
  await page.getByTestId('bulk-bar').getByRole('button', { name: 'Delete forever' }).click();
  await dialog.getByRole('button', { name: 'Delete forever' }).click();
  expect(await (await deleted).json()).toMatchObject({ affected: 1 });
  await expect(page.locator('[data-slot=toast]')).toContainText('1 email deleted forever');
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).getByTestId('row-subject')).not.toContainText([first]);
  await expect(tabCount(page, 'trash')).toHaveText('2');

  // # in the trash means deleting forever too, and asks the same.
  await page.keyboard.press('j');
  await page.keyboard.press('#');
  await expect(dialog.getByRole('heading')).toHaveText('Delete this email forever?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(rows(page)).toHaveCount(2);

  // From the open message: it offers the way back and deleting forever instead of Delete.
  await rows(page).nth(0).getByTestId('row-subject').click();
  const view = page.getByTestId('message-view');
  await expect(view.getByRole('button', { name: 'Move to inbox' })).toBeVisible();
  await expect(view.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  await view.getByRole('button', { name: 'Delete forever' }).click();
  await dialog.getByRole('button', { name: 'Delete forever' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(tabCount(page, 'trash')).toHaveText('1');

  // Empty trash names how many, and the inbox keeps what was never trashed.
  await page.getByTestId('tab-trash').click();
  await page.getByRole('button', { name: 'Empty trash' }).click();
  await expect(dialog.getByRole('heading')).toHaveText('Empty the trash (1 email)?');
  await dialog.getByRole('button', { name: 'Empty trash' }).click();
  await expect(rows(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Empty trash' })).toHaveCount(0);
  await page.reload();
  await expect(tabCount(page, 'trash')).toHaveText('0');
  await page.getByTestId('tab-inbox').click();
  await expect(rows(page).getByTestId('row-subject')).toHaveText([subjects[3]!]);
});
