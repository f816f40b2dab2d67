import { expect, test, type Page } from '@playwright/test';
import { otherAccount, rows, SCREENSHOT_DIR, screenshots, stat, tabCount } from './mail-support';
import { newAccount, register } from './support';

test('a new account sees its welcome mail under a date header with correct counts', async ({ page }) => {
  await register(page);
  await expect(page.getByRole('heading', { name: 'Email Dashboard' })).toBeVisible();
  await expect(rows(page)).toHaveCount(4);
  await expect(page.getByTestId('date-header').first()).toHaveText('Today');
  await expect(rows(page).first()).toHaveAttribute('data-unread', 'true');
  await expect(rows(page).first().getByTestId('row-subject')).toHaveText('Welcome to Email Buddy');
  await expect(stat(page, 'Total Emails')).toHaveText('4');
  await expect(stat(page, 'Unread')).toHaveText('4');
  await expect(stat(page, 'Starred')).toHaveText('0');
  await expect(stat(page, 'Sent')).toHaveText('0');
  await expect(tabCount(page, 'inbox')).toHaveText('4');
  await expect(page.getByRole('combobox', { name: 'Search mail' })).toHaveAttribute('placeholder', 'Search mail...');
  await expect(page.getByTestId('gmail-panel')).toHaveAttribute('data-state', 'connect');
  await expect(page.getByRole('button', { name: 'Connect Gmail' })).toBeVisible();
});

test('compact density from Settings fits the rows closer together, and a reload keeps it', async ({ page }) => {
  await register(page);
  const list = page.getByTestId('mail-list');
  await expect(list).toHaveAttribute('data-density', 'comfortable');
  const comfortable = (await rows(page).first().boundingBox())!.height;

  await page.goto('/settings?tab=email');
  await page.getByRole('combobox', { name: 'List density' }).click();
  await page.getByRole('option', { name: 'Compact' }).click();
  await expect(page.getByRole('combobox', { name: 'List density' })).toHaveText('Compact');

  await page.goto('/dashboard');
  await expect(list).toHaveAttribute('data-density', 'compact');
  const compact = (await rows(page).first().boundingBox())!.height;
  expect(compact).toBeLessThan(comfortable - 6);
  await page.reload();
  await expect(list).toHaveAttribute('data-density', 'compact');
});

test('starring from the list updates the Starred count and tab', async ({ page }) => {
  await register(page);
  const row = rows(page).filter({ hasText: 'Can you review the launch plan' });
  await row.getByTestId('star-toggle').click();
  await expect(row.getByTestId('star-toggle')).toHaveAttribute('aria-pressed', 'true');
  await expect(stat(page, 'Starred')).toHaveText('1');
  await expect(tabCount(page, 'starred')).toHaveText('1');
  await page.getByTestId('tab-starred').click();
  await expect(page).toHaveURL(/tab=starred/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).getByTestId('row-subject')).toHaveText('Can you review the launch plan by Friday?');
  // The palette's View Starred lands on the same tab after a reload.
  await page.reload();
  await expect(rows(page)).toHaveCount(1);
});

test('a failed star request rolls the star back and says so', async ({ page }) => {
  await register(page);
  await page.route('**/api/mail/messages/*/star', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"INTERNAL","message":"boom"}}' }),
  );
  const star = rows(page).first().getByTestId('star-toggle');
  await star.click();
  await expect(page.getByText('Failed to update starred status', { exact: true })).toBeVisible();
  await expect(page.getByText('Error', { exact: true })).toBeVisible();
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await expect(stat(page, 'Starred')).toHaveText('0');
});

test('clicking a row marks it read and opens it', async ({ page }) => {
  await register(page);
  await rows(page).filter({ hasText: 'Welcome to Email Buddy' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/email\/[^/]+$/);
  await expect(page.getByTestId('message-subject')).toHaveText('Welcome to Email Buddy');
  await page.getByRole('link', { name: 'Back to inbox' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(rows(page).filter({ hasText: 'Welcome to Email Buddy' })).not.toHaveAttribute('data-unread', 'true');
  await expect(stat(page, 'Unread')).toHaveText('3');

  // Shift+U puts it back to unread; # moves it to the trash.
  await page.keyboard.press('j');
  await expect(rows(page).nth(0)).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('Shift+U');
  await expect(rows(page).nth(0)).toHaveAttribute('data-unread', 'true');
  await expect(stat(page, 'Unread')).toHaveText('4');
  await page.keyboard.press('#');
  await expect(rows(page)).toHaveCount(3);
  await expect(tabCount(page, 'trash')).toHaveText('1');
});

test('keyboard triage: j, k, s, e and Enter act on the selected row', async ({ page }) => {
  await register(page);
  await expect(rows(page)).toHaveCount(4);
  await page.keyboard.press('j');
  await expect(rows(page).nth(0)).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('j');
  await expect(rows(page).nth(1)).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('k');
  await expect(rows(page).nth(0)).toHaveAttribute('data-selected', 'true');
  await expect(rows(page).nth(1)).not.toHaveAttribute('data-selected', 'true');

  await page.keyboard.press('s');
  await expect(rows(page).nth(0).getByTestId('star-toggle')).toHaveAttribute('aria-pressed', 'true');
  await expect(stat(page, 'Starred')).toHaveText('1');

  const second = await rows(page).nth(1).getByTestId('row-subject').textContent();
  await page.keyboard.press('e');
  await expect(rows(page)).toHaveCount(3);
  await expect(tabCount(page, 'archived')).toHaveText('1');
  await expect(tabCount(page, 'inbox')).toHaveText('3');
  // The selection moves to the row that took the archived one's place.
  await expect(rows(page).nth(0)).toHaveAttribute('data-selected', 'true');
  await expect(rows(page).nth(0).getByTestId('row-subject')).toHaveText(second!);

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/email\//);
  await expect(page.getByTestId('message-subject')).toHaveText(second!);
});

test('keys never fire while typing in the search box, and search really searches', async ({ page }) => {
  await register(page);
  const search = page.getByRole('combobox', { name: 'Search mail' });
  await search.fill('   ');
  await search.press('Enter');
  await expect(page).not.toHaveURL(/q=/);
  await search.fill('launch');
  await expect(rows(page).first()).not.toHaveAttribute('data-selected', 'true');
  await search.press('Enter');
  await expect(page.getByTestId('search-results')).toHaveText('Search results');
  await expect(page.getByTestId('search-results')).toHaveAttribute('title', 'Search results for “launch”');
  // The box's own clear empties the text, keeping the focus there.
  await page.getByRole('button', { name: 'Clear text' }).click();
  await expect(search).toHaveValue('');
  await expect(search).toBeFocused();
  await search.fill('launch');
  await expect(rows(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(rows(page)).toHaveCount(4);
});

test('paging shows 10 rows a page and resets on tab change', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const me = await register(page);
  const other = await otherAccount(browser);
  await Promise.all(Array.from({ length: 12 }, (_, i) => other.send(me, `Batch message ${i + 1}`, `<p>Body ${i + 1}</p>`)));
  await other.close();
  await page.reload();
  await expect(tabCount(page, 'inbox')).toHaveText('16');
  await expect(rows(page)).toHaveCount(10);
  await expect(page.getByTestId('page-range')).toHaveText('1–10 of 16');
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(rows(page)).toHaveCount(6);
  await expect(page.getByTestId('page-range')).toHaveText('11–16 of 16');
  await page.getByTestId('tab-sent').click();
  await expect(page).not.toHaveURL(/page=/);
  await expect(page.getByText('No sent emails')).toBeVisible();
  await page.getByTestId('tab-inbox').click();
  await expect(rows(page)).toHaveCount(10);
});

test('new mail shows up without a reload', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const me = await register(page);
  await expect(rows(page)).toHaveCount(4);
  const other = await otherAccount(browser);
  await other.send(me, 'Fresh off the wire', '<p>Live!</p>');
  await other.close();
  await expect(rows(page).first().getByTestId('row-subject')).toHaveText('Fresh off the wire');
  await expect(stat(page, 'Unread')).toHaveText('5');
});

test('?auth=failed shows the failed connection state with the redirect URI and Try Again', async ({ page }) => {
  await register(page, newAccount(), { at: '/dashboard?auth=failed' });
  const panel = page.getByTestId('gmail-panel');
  await expect(panel).toHaveAttribute('data-state', 'failed');
  await expect(panel).toContainText(`${new URL(page.url()).origin}/api/mail/gmail/callback`);
  await expect(panel.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await page.getByTestId('tab-drafts').click();
  await expect(page.getByText('No drafts emails')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/dashboard-failed-empty-light-desktop.png` });
});

test('the AI banner links to settings when AI is turned off', async ({ page }) => {
  await register(page);
  await expect(page.getByTestId('ai-banner')).toHaveCount(0);
  await page.evaluate(() => localStorage.setItem('ai_features_enabled', 'false'));
  await page.reload();
  await expect(page.getByText('AI Features Not Configured')).toBeVisible();
  await page.getByRole('link', { name: 'Configure AI Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  // Compose, where the helpers live, says so too.
  await page.goto('/compose');
  await expect(page.getByTestId('ai-banner')).toContainText('AI Features Not Configured');
  await expect(page.getByRole('link', { name: 'Configure AI Settings' })).toHaveAttribute('href', '/settings');
});

test('dashboard screenshots', async ({ page }) => {
  await register(page);
  await screenshots(page, 'dashboard', async (p) => {
    await expect(rows(p)).toHaveCount(4);
    await expect(stat(p, 'Total Emails')).toHaveText('4');
    // Show the keyboard selection on the second row, as a person triaging would see it.
    await p.keyboard.press('j');
    await p.keyboard.press('j');
    await expect(rows(p).nth(1)).toHaveAttribute('data-selected', 'true');
  });
});

test("the palette's Star Email and Archive Email act on the selected row", async ({ page }) => {
  await register(page);
  await expect(rows(page)).toHaveCount(4);
  await page.keyboard.press('j');
  await expect(rows(page).nth(0)).toHaveAttribute('data-selected', 'true');
  const palette = page.getByTestId('command-palette');
  await page.keyboard.press('Control+k');
  await palette.getByRole('combobox').fill('Star Email');
  await page.keyboard.press('Enter');
  await expect(rows(page).nth(0).getByTestId('star-toggle')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Control+k');
  await palette.getByRole('combobox').fill('Archive Email');
  await page.keyboard.press('Enter');
  await expect(rows(page)).toHaveCount(3);
  await expect(tabCount(page, 'archived')).toHaveText('1');
});

/** Rows wholly inside the window, as a person sees them without scrolling. */
const rowsOnScreen = (page: Page) =>
  rows(page).evaluateAll((els) => els.filter((el) => { const box = el.getBoundingClientRect(); return box.top >= 0 && box.bottom <= window.innerHeight; }).length);

test('at 1280x800 the list starts high on the page: ten rows in view, fourteen or more in compact', async ({ page, browser }) => {
  const me = await register(page);
  const grace = await otherAccount(browser);
  for (let i = 1; i <= 20; i++) await grace.send(me, `Weekly numbers ${i}`, `<p>Figures for week ${i}.</p>`);
  await grace.close();
  await page.reload();
  await expect(rows(page).first().getByTestId('row-subject')).toHaveText('Weekly numbers 20');
  await expect(rows(page)).toHaveCount(10);
  expect((await rows(page).first().boundingBox())!.y).toBeLessThanOrEqual(220);
  expect(await rowsOnScreen(page)).toBeGreaterThanOrEqual(10);
  // The title, search, Gmail card and the four figures all stay.
  await expect(page.getByRole('heading', { name: 'Email Dashboard' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Search mail' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect Gmail' })).toBeVisible();
  await expect(stat(page, 'Total Emails')).toHaveText('24');

  const res = await page.request.patch('/api/preferences', { data: { density: 'compact' } });
  expect(res.ok()).toBe(true);
  await page.reload();
  await expect(page.getByTestId('mail-list')).toHaveAttribute('data-density', 'compact');
  await expect(page.getByTestId('page-range')).toHaveText('1–20 of 24');
  expect((await rows(page).first().boundingBox())!.y).toBeLessThanOrEqual(220);
  expect(await rowsOnScreen(page)).toBeGreaterThanOrEqual(14);
});

// At 1200 px the title, the four figures, search and Compose share one row: Compose ran past the content's edge.
test('at 1200 px, the narrowest window with the reading pane, the title row fits inside the page', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 800 });
  await register(page, undefined, { readingPane: true });
  await expect(stat(page, 'Total Emails')).toBeVisible();
  const compose = (await page.getByRole('link', { name: 'Compose' }).first().boundingBox())!;
  const pane = (await page.getByTestId('reading-pane').boundingBox())!;
  expect(compose.x + compose.width).toBeLessThanOrEqual(pane.x + pane.width + 1);
  expect((await page.getByRole('combobox', { name: 'Search mail' }).boundingBox())!.width).toBeGreaterThanOrEqual(180);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1200);
});

test('the figures open the lists they count', async ({ page }) => {
  await register(page);
  await page.getByTestId('stat-Sent').click();
  await expect(page).toHaveURL(/tab=sent/);
  await expect(page.getByTestId('tab-sent')).toHaveAttribute('aria-selected', 'true');
  await page.getByTestId('stat-Unread').click();
  await expect(page).toHaveURL(/q=is%3Aunread/);
  await expect(rows(page)).toHaveCount(4);
  await page.getByTestId('stat-Total Emails').click();
  await expect(page.getByTestId('tab-inbox')).toHaveAttribute('aria-selected', 'true');
});

test('on a phone the figures stay four cards and the Gmail panel keeps its whole text', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await register(page);
  await expect(page.getByTestId('gmail-panel')).toContainText('Connect your Gmail account to read and send your real mail here.');
  const boxes = await Promise.all(['Total Emails', 'Unread', 'Starred', 'Sent'].map(async (label) => (await page.getByTestId(`stat-${label}`).boundingBox())!));
  expect(new Set(boxes.map((b) => Math.round(b.y))).size).toBe(1);
  expect(boxes.every((b) => b.height >= 60)).toBe(true);
  // The list's own header row keeps the split tabs under it, as before.
  await expect(page.getByTestId('split-tabs')).toBeVisible();
});
