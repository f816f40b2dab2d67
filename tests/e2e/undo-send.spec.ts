import { expect, test, type Page } from '@playwright/test';
import { otherAccount } from './mail-support';
import { register } from './support';

const chips = (page: Page) => page.getByTestId('recipient-chip');
const editor = (page: Page) => page.getByRole('textbox', { name: 'Message body' });

async function write(page: Page, to: string, subject: string) {
  await page.goto('/compose');
  const field = page.getByRole('combobox', { name: 'To', exact: true });
  await field.fill(to);
  await field.press('Enter');
  await expect(chips(page)).toHaveCount(1);
  await page.getByLabel('Subject').fill(subject);
  await editor(page).click();
  await page.keyboard.type('The forecast is in the attached sheet.');
  await page.getByLabel('Attach files').setInputFiles({ name: 'forecast.csv', mimeType: 'text/csv', buffer: Buffer.from('q,amount\nQ1,10\n') });
  await expect(page.getByTestId('attachment-chip')).toContainText('forecast.csv');
}

async function expectRestored(page: Page, to: string, subject: string) {
  await expect(page).toHaveURL(/\/compose/);
  await expect(chips(page)).toHaveText([new RegExp(to.replace(/[.]/g, '\\.'))]);
  await expect(page.getByLabel('Subject')).toHaveValue(subject);
  await expect(editor(page)).toContainText('The forecast is in the attached sheet.');
  await expect(page.getByTestId('attachment-chip')).toContainText('forecast.csv');
}

test('Undo in the toast takes a send back into compose exactly as it was, and nothing goes out', async ({ page, browser }) => {
  test.setTimeout(90_000);
  // The default undo window (10 s) of a new account.
  await register(page, undefined, { undoSend: true });
  const grace = await otherAccount(browser);
  await write(page, grace.account.email, 'Forecast, draft one');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  const toast = page.locator('[data-slot=toast]');
  await expect(toast).toContainText('Sending…');
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expectRestored(page, grace.account.email, 'Forecast, draft one');

  // Past the window, the taken-back email has still not reached anyone.
  await page.waitForTimeout(11_000);
  const inbox = (await (await grace.request.get('/api/mail/messages')).json()) as { items: { subject: string }[] };
  expect(inbox.items.map((i) => i.subject)).not.toContain('Forecast, draft one');
  await grace.close();
});

test('Ctrl+Z while the toast shows undoes the send too; left alone, the send goes once the window ends', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await register(page, undefined, { undoSend: true });
  const grace = await otherAccount(browser);
  await write(page, grace.account.email, 'Forecast, draft two');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.locator('[data-slot=toast]')).toContainText('Sending…');
  await page.keyboard.press('Control+z');
  await expectRestored(page, grace.account.email, 'Forecast, draft two');

  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.locator('[data-slot=toast]')).toContainText('Sending…');
  await expect
    .poll(async () => ((await (await grace.request.get('/api/mail/messages')).json()) as { items: { subject: string; hasAttachments: boolean }[] }).items.filter((i) => i.subject === 'Forecast, draft two'), { timeout: 30_000 })
    .toEqual([expect.objectContaining({ hasAttachments: true })]);
  await grace.close();
});

test('an undone reply reopens as the same reply, still answering its message', async ({ page }) => {
  await register(page, undefined, { undoSend: true });
  await page.getByTestId('mail-row').filter({ hasText: 'Can you review the launch plan by Friday?' }).getByRole('link').click();
  await page.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(page.getByLabel('Subject')).toHaveValue('Re: Can you review the launch plan by Friday?');
  await editor(page).click();
  await page.keyboard.type('Yes, by Thursday.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.locator('[data-slot=toast]').getByRole('button', { name: 'Undo' }).click();
  await expect(page).toHaveURL(/\/compose\?reply=/);
  await expect(page.getByLabel('Subject')).toHaveValue('Re: Can you review the launch plan by Friday?');
  await expect(editor(page)).toContainText('Yes, by Thursday.');
  await expect(editor(page).locator('blockquote')).toHaveCount(1);
});

test("an undone forward reopens as that forward, the original's file still going along", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const me = await register(page, undefined, { undoSend: true });
  const grace = await otherAccount(browser);
  const sheet = Buffer.from('q,amount\nQ1,10\n').toString('base64');
  const res = await grace.request.post('/api/mail/send', {
    data: { to: [me.email], subject: 'Budget sheet', body: '<p>The sheet.</p>', attachments: [{ filename: 'budget.csv', mimeType: 'text/csv', content: sheet }] },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const inbox = (await (await page.request.get('/api/mail/messages')).json()) as { items: { id: string; subject: string }[] };
  const original = inbox.items.find((i) => i.subject === 'Budget sheet')!;

  await page.goto(`/compose?forward=${original.id}`);
  await expect(page.getByTestId('attachment-chip')).toContainText('budget.csv');
  const field = page.getByRole('combobox', { name: 'To', exact: true });
  await field.fill(grace.account.email);
  await field.press('Enter');
  await editor(page).click();
  await page.keyboard.press('Control+Home');
  await page.keyboard.type('For your records.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.locator('[data-slot=toast]').getByRole('button', { name: 'Undo' }).click();

  await expect(page).toHaveURL(new RegExp(`/compose\\?forward=${original.id}`));
  await expect(page.getByLabel('Subject')).toHaveValue('Fwd: Budget sheet');
  await expect(editor(page)).toContainText('For your records.');
  await expect(page.getByTestId('attachment-chip')).toHaveText([/budget\.csv/]);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect
    .poll(async () => ((await (await grace.request.get('/api/mail/messages')).json()) as { items: { subject: string; hasAttachments: boolean }[] }).items.filter((i) => i.subject === 'Fwd: Budget sheet'), { timeout: 30_000 })
    .toEqual([expect.objectContaining({ hasAttachments: true })]);
  await grace.close();
});

test('a send that fails once its undo window has passed says so, away from compose', async ({ page }) => {
  await register(page, undefined, { undoSend: true });
  expect((await page.request.patch('/api/preferences', { data: { undoSendSeconds: 5 } })).ok()).toBe(true);
  // This server delivers only to its own users: an outside address fails when the window ends.
  await write(page, 'nobody@example.org', 'Forecast for outside');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  const failed = page.locator('[data-slot=toast]').filter({ hasText: 'Failed to send email' });
  await expect(failed).toContainText('“Forecast for outside”: Your message is saved in Sent, but it could not go to nobody@example.org', { timeout: 30_000 });
});

test('sent at once, an email saved in Sent but not delivered outside leaves compose, so it cannot be sent twice', async ({ page }) => {
  await register(page);
  await write(page, 'nobody@example.org', 'Forecast, outside only');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.locator('[data-slot=toast]').filter({ hasText: 'Failed to send email' })).toContainText('could not go to nobody@example.org');
  await expect(page).toHaveURL(/\/dashboard/);
  const sent = (await (await page.request.get('/api/mail/messages?tab=sent')).json()) as { items: { subject: string }[] };
  expect(sent.items.filter((i) => i.subject === 'Forecast, outside only')).toHaveLength(1);
  // Compose starts empty again: the form was not kept for a second Send.
  await page.goto('/compose');
  await expect(page.getByLabel('Subject')).toHaveValue('');
});
