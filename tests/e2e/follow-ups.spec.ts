import { expect, test } from '@playwright/test';
import { addDays, format } from 'date-fns';
import { newAccount, register } from './support';

test('create a follow-up, see an overdue one, snooze it, complete it and delete it', async ({ page }) => {
  await register(page, newAccount(), { at: '/follow-ups' });
  await expect(page.getByText('No Follow-Ups')).toBeVisible();

  // Create through the dialog: disabled until subject and recipient are set.
  await page.getByRole('button', { name: 'Set Follow-Up Reminder' }).click();
  const dialog = page.getByRole('dialog');
  // Opened here, it is for no email in particular.
  await expect(dialog.getByText('Create a reminder to follow up with someone.')).toBeVisible();
  const create = dialog.getByRole('button', { name: 'Create Follow-Up' });
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Subject').fill('Signed contract');
  await expect(create).toBeDisabled();
  // One address: anything else says so and cannot be created.
  await dialog.getByLabel('Recipient').fill('grace');
  await expect(dialog.getByText('Enter one email address, like ana@example.com.')).toBeVisible();
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Recipient').fill('grace@example.com');
  await expect(dialog.getByText('Enter one email address, like ana@example.com.')).toBeHidden();
  // Tomorrow by default: a reminder set for today was due, and overdue, as soon as it was made.
  await expect(dialog.getByLabel('Follow-Up Date')).toHaveText(format(addDays(new Date(), 1), 'MMM d, yyyy'));
  // Days already gone cannot be picked.
  await dialog.getByLabel('Follow-Up Date').click();
  // Open before the Escape below: an Escape that comes first closes the whole dialog (it did on the last day of a month, when the checks below are skipped).
  await expect(page.getByRole('grid')).toBeVisible();
  // The calendar opens on tomorrow's month: today and yesterday are on it unless a month starts between them.
  if (addDays(new Date(), 1).getDate() > 2) {
    await expect(page.getByRole('grid').getByRole('button', { name: new RegExp(format(addDays(new Date(), -1), 'MMMM do')) })).toBeDisabled();
    await expect(page.getByRole('grid').getByRole('button', { name: new RegExp(format(new Date(), 'MMMM do')) })).toBeEnabled();
  }
  await page.keyboard.press('Escape');
  await expect(page.getByRole('grid')).toBeHidden();
  await expect(create).toBeEnabled();
  await create.click();
  await expect(dialog).toBeHidden();
  const created = page.getByRole('row', { name: 'Open follow-up Signed contract' });
  await expect(created).toContainText('grace@example.com');
  await expect(created).toContainText('Medium');

  // An overdue one (set up through the API) is flagged and red.
  const res = await page.request.post('/api/follow-ups', {
    data: { subject: 'Invoice 42', recipient: 'ops@example.com', dueDate: addDays(new Date(), -3).toISOString(), priority: 'high' },
  });
  expect(res.status()).toBe(201);
  await page.reload();
  const row = page.getByRole('row', { name: 'Open follow-up Invoice 42' });
  await expect(row.getByText('Overdue', { exact: true })).toBeVisible();
  await expect(row).toHaveAttribute('data-overdue', 'true');
  await expect(row).toContainText(format(addDays(new Date(), -3), 'MMM d, yyyy'));

  // The keyboard opens a row's details, and the Enter that opens them presses nothing inside (it once pressed Delete).
  for (let i = 0; i < 2; i++) {
    await row.focus();
    await page.keyboard.press('Enter');
    const opened = page.getByRole('dialog', { name: 'Follow-Up Details' });
    await expect(opened.getByRole('button', { name: 'Reply' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(opened).toBeHidden();
  }
  await expect(page.getByText('Follow-up deleted')).toHaveCount(0);
  await expect(row).toBeVisible();

  // Snooze it two days ahead from the detail dialog.
  await row.click();
  const detail = page.getByRole('dialog', { name: 'Follow-Up Details' });
  await expect(detail).toContainText('ops@example.com');
  await detail.getByRole('button', { name: 'Snooze' }).click();
  const target = addDays(new Date(), 2);
  if (target.getMonth() !== addDays(new Date(), -3).getMonth()) {
    await page.getByRole('button', { name: /next month/i }).click();
  }
  await page.getByRole('button', { name: new RegExp(format(target, 'MMMM do, yyyy')) }).click();
  // The open dialog hides the toast viewport from the accessibility tree (Radix announces it through a
  // live region for only a second), so the toast is found by its slot, not by role.
  await expect(page.locator('[data-slot=toast]').filter({ hasText: 'Follow-up snoozed' })).toContainText(format(target, 'MMM d, yyyy'));
  await expect(detail).toContainText(format(target, 'MMM d, yyyy'));
  await expect(detail.getByText('Snoozed', { exact: true })).toBeVisible();

  // Complete it; the button is then disabled.
  await detail.getByRole('button', { name: 'Mark as Complete' }).click();
  await expect(page.getByText('Follow-up completed', { exact: true }).first()).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Mark as Complete' })).toBeDisabled();
  await expect(detail.getByText('Completed', { exact: true })).toBeVisible();
  // A snooze would quietly reopen it.
  await expect(detail.getByRole('button', { name: 'Snooze' })).toBeDisabled();
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(row.getByText('Completed', { exact: true })).toBeVisible();
  await expect(row).not.toHaveAttribute('data-overdue', 'true');
  await expect(row).toContainText(format(target, 'MMM d, yyyy'));
  await expect(row.getByRole('button', { name: 'Complete' })).toBeDisabled();

  // Reply goes to compose with the recipient and subject.
  await created.getByRole('button', { name: 'Reply' }).click();
  await expect(page).toHaveURL(/\/compose$/);
  expect(await page.evaluate(() => (window.history.state as { usr?: unknown }).usr)).toMatchObject({
    to: 'grace@example.com',
    subject: 'Re: Signed contract',
  });
  await page.goBack();

  for (const subject of ['Signed contract', 'Invoice 42']) {
    await page.getByRole('row', { name: `Open follow-up ${subject}` }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Follow-up deleted', { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByText('No Follow-Ups')).toBeVisible();
});

test('Reply on a reminder set on a message answers that message, in its conversation', async ({ page }) => {
  await register(page, newAccount(), { at: '/follow-ups' });
  const inbox = (await (await page.request.get('/api/mail/messages?tab=inbox')).json()) as { items: { id: string; subject: string }[] };
  const message = inbox.items[0]!;
  const res = await page.request.post('/api/follow-ups', {
    data: { subject: message.subject, recipient: 'someone@example.com', dueDate: addDays(new Date(), 2).toISOString(), emailId: message.id },
  });
  expect(res.status()).toBe(201);
  await page.reload();
  await page.getByRole('row', { name: `Open follow-up ${message.subject}` }).getByRole('button', { name: 'Reply' }).click();
  await expect(page).toHaveURL(new RegExp(`/compose\\?reply=${message.id}$`));
  await expect(page.locator('.ProseMirror')).toContainText('wrote:');
  await expect(page.getByLabel('Subject')).toHaveValue(new RegExp(`^Re: `));
});

test('the calendar inside the reminder dialog moves between months without closing the dialog', async ({ page }) => {
  await register(page, newAccount(), { at: '/follow-ups' });
  await page.getByRole('button', { name: 'Set Follow-Up Reminder' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Create a reminder to follow up with someone.' });
  await dialog.getByLabel('Follow-Up Date').click();
  await page.getByRole('button', { name: /next month/i }).click();
  await page.getByRole('button', { name: /next month/i }).click();
  await page.getByRole('button', { name: /previous month/i }).click();
  await expect(dialog).toBeVisible();
  // It opens on the default day's month (tomorrow's).
  const shown = addDays(new Date(), 1);
  const target = new Date(shown.getFullYear(), shown.getMonth() + 1, 15);
  await page.getByRole('button', { name: new RegExp(format(target, 'MMMM do, yyyy')) }).click();
  await expect(dialog.getByLabel('Follow-Up Date')).toHaveText(format(target, 'MMM d, yyyy'));
});
