import { expect, test } from '@playwright/test';
import { register } from './support';

test('with AI disabled in Settings, a writing helper in compose answers "AI Features Disabled" and changes nothing', async ({ page }) => {
  await register(page);
  await page.evaluate(() => localStorage.setItem('ai_features_enabled', 'false'));
  await page.goto('/compose');
  const body = page.getByRole('textbox', { name: 'Message body' });
  await body.click();
  await page.keyboard.type('hello there, i think we should meet tomorrow');
  await page.getByRole('button', { name: 'Writing help' }).click();
  await page.getByRole('menuitem', { name: 'Improve Text' }).click();
  await expect(page.getByText('AI Features Disabled', { exact: true })).toBeVisible();
  await expect(page.getByText('Please enable AI features in Settings', { exact: true })).toBeVisible();
  await expect(body).toContainText('hello there, i think we should meet tomorrow');
});
