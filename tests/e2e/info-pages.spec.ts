/**
 * The footer's pages and the Terms and Privacy the sign-up form names: each link opens a page of its own,
 * never the 404 it used to.
 */
import { expect, test } from '@playwright/test';

const FOOTER_PAGES = [
  ['Blog', '/blog', 'What’s new'],
  ['Careers', '/careers', 'Careers'],
  ['Documentation', '/docs', 'Documentation'],
  ['Help Center', '/help', 'Help Center'],
  ['Community', '/community', 'Community'],
  ['Privacy', '/privacy', 'Privacy'],
  ['Terms', '/terms', 'Terms'],
  ['Security', '/security', 'Security'],
] as const;

test('every footer link of the landing page opens its page, with the footer again under it', async ({ page }) => {
  await page.goto('/');
  for (const [label, path, title] of FOOTER_PAGES) {
    await page.getByRole('contentinfo').getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText('Oops! Page not found')).toHaveCount(0);
    await expect(page).toHaveTitle(`${title} · Email Buddy`);
  }
  // The footer's anchors still lead into the landing page.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Roadmap' }).click();
  await expect(page).toHaveURL('/#roadmap');
  await expect(page.getByRole('heading', { name: 'Roadmap' })).toBeInViewport();
});

test('the sign-up form’s Terms and Privacy Policy open those pages', async ({ page }) => {
  await page.goto('/auth?signup=true');
  await page.getByRole('link', { name: 'Terms' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms');
  await expect(page.getByText('provided as it is, without a warranty')).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy');
  await expect(page.getByRole('heading', { name: 'What leaves the server' })).toBeVisible();
});

test('the Help Center lists the shortcuts the app answers and the operators search understands', async ({ page }) => {
  await page.goto('/help');
  const shortcuts = page.getByTestId('shortcut');
  await expect(shortcuts.filter({ hasText: 'Command palette' })).toContainText('Ctrl+K');
  await expect(shortcuts.filter({ hasText: 'Archive' })).toContainText('e');
  const operators = page.getByTestId('operator');
  await expect(operators.filter({ hasText: 'from:' })).toContainText('Sender: part of a name or address');
  await expect(operators.filter({ hasText: 'newer_than:' })).toContainText('2d, 3m or 1y');
  await page.getByRole('navigation', { name: 'Read next' }).getByRole('link', { name: 'Documentation' }).click();
  await expect(page).toHaveURL('/docs');
  await expect(page.getByRole('link', { name: 'API reference' })).toHaveAttribute('href', '/api/docs');
});
