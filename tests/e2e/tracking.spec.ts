import { expect, test } from '@playwright/test';
import { newAccount, register } from './support';

test('a tracked email turns read when the recipient opens it', async ({ page, browser }) => {
  const recipientContext = await browser.newContext();
  const recipientPage = await recipientContext.newPage();
  const bob = await register(recipientPage, newAccount({ firstName: 'Bob', lastName: 'Builder' }));
  await register(page);

  const sent = await page.request.post('/api/mail/send', {
    data: { to: [bob.email], subject: 'Launch checklist', body: '<p>See <a href="https://example.com/plan">the plan</a></p>', tracking: { opens: true, clicks: true } },
  });
  expect(sent.status()).toBe(200);

  await page.goto('/tracked');
  const row = page.getByTestId('tracked-row').filter({ hasText: 'Launch checklist' });
  await expect(row).toHaveAttribute('data-status', 'sent');
  await expect(page.getByText('Outside recipients cannot reach this server')).toBeVisible();

  // Bob opens it in Email Buddy.
  const inbox = (await (await recipientPage.request.get('/api/mail/messages?tab=inbox')).json()) as { items: { id: string; subject: string }[] };
  const message = inbox.items.find((i) => i.subject === 'Launch checklist')!;
  await recipientPage.goto(`/message/${message.id}`);
  await expect((await recipientPage.request.get(`/api/mail/messages/${message.id}`)).status()).toBe(200);

  // Live, without a reload.
  await expect(row).toHaveAttribute('data-status', 'read', { timeout: 15_000 });
  await expect(row.getByText('Read', { exact: true })).toBeVisible();

  await page.getByPlaceholder('Search by subject or recipient...').fill('no such email');
  await expect(page.getByText('No tracked emails found')).toBeVisible();
  await page.getByPlaceholder('Search by subject or recipient...').fill('launch');
  await row.getByRole('button', { name: 'Details' }).click();
  await expect(page.getByRole('dialog').getByText(bob.email)).toBeVisible();
  await recipientContext.close();
});
