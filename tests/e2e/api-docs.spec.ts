import { expect, test } from '@playwright/test';

test('the API documents render: Swagger UI lists the routes from /api/openapi.json, with nothing blocked by the CSP', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Email Buddy API/ })).toBeVisible();
  await expect(page.getByText('/templates/{id}', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('/mail/messages', { exact: true }).first()).toBeVisible();
  expect(refused).toEqual([]);
});
