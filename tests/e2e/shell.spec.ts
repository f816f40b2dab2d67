import { expect, test, type Page } from '@playwright/test';
import { SESSION_LOADING_LABEL } from '../../src/client/app/AppLayout';
import { PALETTE_TITLE } from '../../src/client/app/shell/palette-commands';
import { DASHBOARD_TITLE } from '../../src/client/features/dashboard/texts';
import { holdRoute, register } from './support';

test('Ctrl+K opens the command palette and "Go to Templates" navigates', async ({ page }) => {
  await register(page);
  await page.keyboard.press('Control+k');
  const search = page.getByPlaceholder('Type a command or search...');
  await expect(search).toBeVisible();
  await search.fill('Go to Templates');
  await page.getByRole('option', { name: /^Go to Templates/ }).click();
  await expect(page).toHaveURL(/\/templates$/);
  await expect(page.getByRole('heading', { name: 'Templates & Snippets' })).toBeVisible();
});

test('what no command matches is searched for in the mail, and Send Email sends the draft in compose', async ({ page }) => {
  const account = await register(page);
  await page.keyboard.press('Control+k');
  const search = page.getByPlaceholder('Type a command or search...');
  await search.fill('launch plan');
  await expect(page.getByRole('option')).toHaveText(['Search mail for “launch plan”']);
  await expect(page.getByRole('option')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\?q=launch\+plan$/);
  await expect(page.getByTestId('mail-row').first()).toContainText('Can you review the launch plan by Friday?');

  // A command with nothing to act on says so.
  const first = page.getByRole('option').first();
  await page.keyboard.press('Control+k');
  await search.fill('Send Email');
  await expect(first).toHaveText(/^Send Email/);
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  // The toast and the screen reader's announcement both hold the words: the toast's own line.
  await expect(page.getByText('Open an email, or a draft in compose, and try again.', { exact: true })).toBeVisible();

  await page.goto('/compose');
  const to = page.getByRole('combobox', { name: 'To', exact: true });
  await to.fill(account.email);
  await to.press('Enter');
  await page.getByLabel('Subject').fill('Sent from the palette');
  await page.locator('.ProseMirror').fill('Hello from the command palette.');
  await page.keyboard.press('Control+k');
  await search.fill('Send Email');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard/);
  const sent = await (await page.request.get(`/api/mail/messages?tab=sent&q=${encodeURIComponent('subject:"Sent from the palette"')}`)).json();
  expect(sent.items.map((i: { subject: string }) => i.subject)).toEqual(['Sent from the palette']);
});

test('the command palette shows its best match first, selected and in view, as the search narrows', async ({ page }) => {
  await register(page);
  await page.keyboard.press('Control+k');
  const search = page.getByPlaceholder('Type a command or search...');
  await search.fill('set');
  const options = page.getByRole('option');
  await expect(options.first()).toHaveText(/^Set Email Reminder/);
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(options.first()).toBeInViewport();
  // The other strong match next, and weaker ones after.
  const labels = await options.allTextContents();
  expect(labels[1]).toMatch(/^Set Follow-Up Reminder/);
  expect(labels.findIndex((label) => label.startsWith('Go to Settings'))).toBeGreaterThan(1);
  expect(await page.getByRole('listbox').evaluate((list) => list.scrollTop)).toBe(0);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/compose$/);
});

test('the command palette gives the focus back to what opened it when it closes', async ({ page }) => {
  await register(page);
  const button = page.getByTestId('open-palette');
  await button.click();
  await expect(page.getByRole('dialog', { name: PALETTE_TITLE })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: PALETTE_TITLE })).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('keys pressed the moment the dashboard appears are answered', async ({ page }) => {
  await register(page);
  const heading = page.getByRole('heading', { name: DASHBOARD_TITLE });
  await expect(heading).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog', { name: PALETTE_TITLE })).toBeVisible();

  // A fresh load: the shell's code arrives with the page, and the first key must still count.
  await page.goto('/dashboard');
  await expect(heading).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog', { name: PALETTE_TITLE })).toBeVisible();

  await page.goto('/dashboard');
  await expect(heading).toBeVisible();
  await page.keyboard.press('c');
  await expect(page).toHaveURL(/\/compose$/);
});

/** Loads /dashboard with the session check held back, so the workspace shows its loading state until `release` is called. */
async function loadDashboardHeld(page: Page): Promise<() => void> {
  const release = await holdRoute(page, '**/api/auth/get-session');
  await page.goto('/dashboard');
  await expect(page.getByRole('status', { name: SESSION_LOADING_LABEL })).toBeVisible();
  return release;
}

test('Ctrl+K and g then s pressed while the workspace loads are answered when it appears', async ({ page }) => {
  await register(page);
  let release = await loadDashboardHeld(page);
  await page.keyboard.press('Control+k');
  release();
  await expect(page.getByRole('dialog', { name: PALETTE_TITLE })).toBeVisible();

  await page.unrouteAll();
  release = await loadDashboardHeld(page);
  await page.keyboard.press('g');
  await page.keyboard.press('s');
  release();
  await expect(page).toHaveURL(/\/settings$/);
});

test('g then s opens Settings, and shortcuts do nothing while typing', async ({ page }) => {
  await register(page);
  await page.keyboard.press('g');
  await page.keyboard.press('s');
  await expect(page).toHaveURL(/\/settings$/);
  await page.keyboard.press('c');
  await expect(page).toHaveURL(/\/compose$/);
  await page.goto('/auth');
  await page.goto('/dashboard');
  // The palette listens once the signed-in shell has rendered.
  await expect(page.getByTestId('app-header')).toBeVisible();
  await page.keyboard.press('Control+k');
  const search = page.getByPlaceholder('Type a command or search...');
  await search.pressSequentially('gs');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the theme choice survives a reload', async ({ page }) => {
  await register(page);
  await page.keyboard.press('Control+k');
  await page.getByPlaceholder('Type a command or search...').fill('Dark');
  await page.getByRole('option', { name: /Dark/ }).first().click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  // The palette listens once the signed-in shell has rendered again.
  await expect(page.getByTestId('app-header')).toBeVisible();

  await page.keyboard.press('Control+k');
  await page.getByPlaceholder('Type a command or search...').fill('Light');
  await page.getByRole('option', { name: /Light/ }).first().click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
});

test('an unknown path shows the 404 page and logs the path', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.goto('/no/such/page');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  expect(logged.some((line) => line.includes('/no/such/page'))).toBe(true);
});

test('signed in, the landing page and a 404 lead back to the inbox instead of offering to sign in', async ({ page }) => {
  await register(page);
  await page.goto('/');
  const header = page.getByTestId('public-header');
  await expect(header.getByRole('link', { name: 'Open your inbox' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await page.goto('/no/such/page');
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  await page.getByRole('link', { name: 'Go to your inbox' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
});

test('a link to a section of the landing page opens there, and Back returns to where the page was scrolled', async ({ page }) => {
  await page.goto('/#pricing');
  await expect(page.locator('#pricing')).toBeInViewport();

  await page.goto('/');
  await page.getByRole('link', { name: 'Get Started' }).first().waitFor();
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
  // A click from script: Playwright's own would first scroll the header's link into view.
  await page.getByTestId('public-header').getByRole('link', { name: 'Sign in' }).evaluate((link: HTMLElement) => link.click());
  await expect(page).toHaveURL(/\/auth$/);
  await page.goBack();
  await expect(page.getByRole('link', { name: 'Get Started' }).first()).toBeAttached();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
});

test('the landing page shows the hero, the three features and the public header', async ({ page }) => {
  // The scripts arrive compressed: the build's Brotli copies, not the raw files.
  const scripts: { url: string; encoding: string | undefined }[] = [];
  page.on('response', (res) => {
    if (res.url().endsWith('.js')) scripts.push({ url: res.url(), encoding: res.headers()['content-encoding'] });
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Get Started' }).first()).toBeVisible();
  for (const feature of ['AI-Powered Writing', 'Smart Search', 'Email Analytics']) {
    await expect(page.getByRole('heading', { name: feature })).toBeVisible();
  }
  await expect(page.getByTestId('public-header')).toBeVisible();
  const entry = scripts.find((s) => /\/assets\/index-[^/]+\.js$/.test(s.url));
  expect(entry, JSON.stringify(scripts)).toMatchObject({ encoding: 'br' });
  await page.goto('/auth');
  await expect(page.getByTestId('public-header')).toHaveCount(0);
});

test('on a phone the menu closes on Escape, on a tap outside it and on navigation, in the app and on the landing page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await register(page);
  const menu = page.getByRole('navigation', { name: 'App (mobile)' });
  const open = page.getByRole('button', { name: 'Open menu' });
  await open.click();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(open).toBeFocused();

  await open.click();
  await page.getByRole('heading', { name: DASHBOARD_TITLE }).click();
  await expect(menu).toBeHidden();

  // Focus reaching the search box without a press (Tab, a shortcut) closes it too.
  await open.click();
  await page.getByPlaceholder(/Search mail/).focus();
  await expect(menu).toBeHidden();

  await open.click();
  await menu.getByRole('link', { name: 'Templates' }).click();
  await expect(page).toHaveURL(/\/templates$/);
  await expect(menu).toBeHidden();

  await page.goto('/');
  const publicMenu = page.getByRole('navigation', { name: 'Mobile' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(publicMenu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(publicMenu).toBeHidden();
});
