import { expect, test, type Page } from '@playwright/test';
import { newAccount, register } from './support';

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).or(page.getByText(text, { exact: true }));

test('create, search, edit and delete a template, then start an email with one', async ({ page }) => {
  await register(page, newAccount(), { at: '/templates' });
  await expect(page.getByRole('heading', { name: 'Templates & Snippets' })).toBeVisible();
  const list = page.getByTestId('templates-list');
  await expect(list.getByText('Meeting Request')).toBeVisible();
  await expect(list.getByText('Thank You', { exact: true })).toBeVisible();
  await expect(list.getByText('Follow-up Email')).toBeVisible();

  // Blank fields are refused with a "Required fields" toast.
  await page.getByRole('button', { name: 'New Template' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Required fields').first()).toBeVisible();

  await page.getByLabel('Name').fill('Quarterly update');
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Personal' }).click();
  await page.getByLabel('Content').fill('Hi {name}, here are the numbers for {company}.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Template created').first()).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  const card = list.getByRole('listitem').filter({ hasText: 'Quarterly update' });
  await expect(card).toContainText('Personal');
  await expect(card).toContainText('here are the numbers');

  const search = page.getByLabel('Search templates and snippets');
  await search.fill('NUMBERS FOR');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await search.fill('follow-up');
  await expect(list.getByRole('listitem')).toHaveText([/Follow-up Email/]);
  await search.fill('zebra');
  await expect(list.getByText('No templates found')).toBeVisible();
  await search.fill('');

  await page.getByRole('button', { name: 'Edit Quarterly update' }).click();
  await page.getByLabel('Name').fill('Quarterly report');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Template updated').first()).toBeVisible();
  await expect(list.getByText('Quarterly report')).toBeVisible();
  await page.reload();
  await expect(list.getByText('Quarterly report')).toBeVisible();

  await page.getByRole('button', { name: 'Delete Quarterly report' }).click();
  await expect(toast(page, 'Template deleted').first()).toBeVisible();
  await expect(list.getByText('Quarterly report')).toBeHidden();

  await page.getByRole('button', { name: 'Use Meeting Request' }).click();
  await expect(page).toHaveURL(/\/compose$/);
  await expect(page.getByText('Using template: Meeting Request').first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Customize Template' })).toBeVisible();
});

test('create, search, copy, edit and delete a snippet', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await register(page, newAccount(), { at: '/templates' });
  await page.getByRole('tab', { name: 'Snippets' }).click();
  const list = page.getByTestId('snippets-list');
  await expect(list.getByText('Professional Closing')).toBeVisible();

  await page.getByRole('button', { name: 'New Snippet' }).click();
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveCount(0);
  await page.getByLabel('Name').fill('Signature');
  await page.getByLabel('Content').fill('Cheers,\nAda from Analytical Engines');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Snippet created').first()).toBeVisible();

  const search = page.getByLabel('Search templates and snippets');
  await search.fill('analytical');
  await expect(list.getByRole('listitem')).toHaveText([/Signature/]);
  await search.fill('nothing-like-this');
  await expect(list.getByText('No snippets found')).toBeVisible();
  await search.fill('');

  await page.getByRole('button', { name: 'Use Signature' }).click();
  await expect(toast(page, 'Snippet copied').first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Cheers,\nAda from Analytical Engines');

  await page.getByRole('button', { name: 'Edit Signature' }).click();
  await page.getByLabel('Content').fill('Best,\nAda');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Snippet updated').first()).toBeVisible();
  await expect(list.getByRole('listitem').filter({ hasText: 'Signature' })).toContainText('Best, Ada');

  await page.getByRole('button', { name: 'Delete Signature' }).click();
  await expect(toast(page, 'Snippet deleted').first()).toBeVisible();
  await expect(list.getByText('Signature')).toBeHidden();
});
