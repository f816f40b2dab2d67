/**
 * Gmail failing under a connected account: never a blank screen, an error
 * state with a way to retry, no lost compose content, no double send.
 * Google is the Gmail fake; faults are switched on and off through its
 * control endpoint, so the journeys share it and run one after another.
 */
import { expect, test } from '@playwright/test';
import { register } from './support';
import { GMAIL_APP_URL, addFaults, clearFaults, connectGmail, gmailCopies, writeMail } from './gmail-support';

const PROFILE = '/gmail/v1/users/me/profile';
const MESSAGE = '/gmail/v1/users/me/messages/';
const SEND = '/gmail/v1/users/me/messages/send';

test.use({ baseURL: GMAIL_APP_URL });
test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page, request }) => {
  test.setTimeout(90_000);
  await clearFaults(request);
  await register(page);
  await connectGmail(page);
});
test.afterEach(async ({ request }) => {
  await clearFaults(request);
});

test('a failing Gmail profile shows the failed state with Try Again over a working inbox; Try Again works once Gmail is back', async ({ page, request }) => {
  await addFaults(request, { status: 500, pathPrefix: PROFILE, times: -1 });
  await page.reload();
  const panel = page.getByTestId('gmail-panel');
  await expect(panel).toHaveAttribute('data-state', 'failed', { timeout: 20_000 });
  await expect(panel).toContainText('Failed to fetch Gmail profile');
  // The cached inbox is still there: not a blank screen.
  await expect(page.getByTestId('mail-row').filter({ hasText: 'Gmail fault drill' })).toHaveCount(5);

  await clearFaults(request);
  await panel.getByRole('button', { name: 'Try Again' }).click();
  await expect(panel).toHaveAttribute('data-state', 'connected');
  await expect(panel).toContainText('ada.gmail@example.com');
});

test('a message Gmail will not serve shows the spec\'s display with Retry, and Retry opens it once Gmail is back', async ({ page, request }) => {
  await addFaults(request, { status: 500, pathPrefix: MESSAGE, method: 'GET', times: -1 });
  await page.getByTestId('mail-row').filter({ hasText: 'Gmail fault drill 3' }).click();
  const error = page.getByTestId('message-error');
  // The server tries twice, the browser four times with backoff: the error shows within seconds, not a spinner forever.
  await expect(error).toBeVisible({ timeout: 30_000 });
  await expect(error).toContainText('Message not found');
  await expect(error).toContainText('The message could not be loaded. It may have been deleted or you may not have permission to view it.');

  await clearFaults(request);
  await error.getByRole('button', { name: 'Retry' }).click();
  await expect(page.frameLocator('[data-testid="message-frame"]').getByText('Drill number 3')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('message-error')).toHaveCount(0);
});

test('a message Gmail says is gone shows "deleted or moved to trash" without retrying', async ({ page, request }) => {
  await addFaults(request, { status: 404, pathPrefix: MESSAGE, method: 'GET', times: -1 });
  await page.getByTestId('mail-row').filter({ hasText: 'Gmail fault drill 1' }).click();
  await expect(page.getByTestId('message-error')).toContainText('This message has been deleted or moved to trash.', { timeout: 10_000 });
  await expect(page.getByTestId('message-error').getByRole('button', { name: 'Retry' })).toHaveCount(0);
});

test('a send Gmail refuses shows "Failed to send email" and keeps the draft; sending again once Gmail is back sends one copy', async ({ page, request }) => {
  const subject = `Quarterly drill ${Date.now()}`;
  await addFaults(request, { status: 500, message: 'Backend Error', pathPrefix: SEND, times: -1 });
  await writeMail(page, { to: 'ann@example.org', subject, body: 'Numbers attached in spirit.' });
  await page.getByRole('button', { name: 'Send', exact: true }).click();

  await expect(page.getByText('Failed to send email: Backend Error', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/compose/);
  await expect(page.getByLabel('Subject')).toHaveValue(subject);
  await expect(page.getByRole('textbox', { name: 'Message body' })).toContainText('Numbers attached in spirit.');
  await expect(page.getByTestId('recipient-chip')).toContainText('ann@example.org');
  expect(await gmailCopies(request, subject)).toBe(0);

  await clearFaults(request);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Your email was sent successfully', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/dashboard/);
  expect(await gmailCopies(request, subject)).toBe(1);
});

test('a send Gmail took but never answered is reported sent, and Gmail holds it once', async ({ page, request }) => {
  const subject = `Silent success ${Date.now()}`;
  await addFaults(request, { hang: true, after: true, pathPrefix: SEND });
  await writeMail(page, { to: 'ann@example.org', subject, body: 'Did it go?' });
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Your email was sent successfully', { exact: true })).toBeVisible({ timeout: 15_000 });
  expect(await gmailCopies(request, subject)).toBe(1);
  await page.getByTestId('tab-sent').click();
  await expect(page.getByTestId('mail-row').filter({ hasText: subject })).toHaveCount(1);
});
