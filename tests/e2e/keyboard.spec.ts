/**
 * Without a mouse: sign in, skip the header, open a conversation, reply and
 * send, archive it, open the palette, and snooze another message, with keys
 * alone. A listener counts every pointer and mouse press the page receives,
 * and the journey ends with none: keys that activate a button fire a click,
 * but never a mousedown.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { otherAccount, rows, SCREENSHOT_DIR } from './mail-support';
import { holdRoute, newAccount, register, signUpThroughApi } from './support';

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 40, back = false } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

test('a keyboard alone signs in, opens, replies, sends, archives, opens the palette and the shortcut list, and snoozes', async ({ page, browser, playwright }) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => {
    const w = window as unknown as { pointerPresses: number };
    w.pointerPresses = 0;
    for (const type of ['pointerdown', 'mousedown']) window.addEventListener(type, () => void w.pointerPresses++, true);
  });

  // Ada's account, made elsewhere, with mail from Grace waiting.
  const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const ada = await signUpThroughApi(api, newAccount());
  expect((await api.patch('/api/preferences', { data: { undoSendSeconds: 0, readingPane: 'off' } })).ok()).toBe(true);
  await api.dispose();
  const grace = await otherAccount(browser);
  await grace.send(ada, 'Lunch on Friday', '<p>Noon at the usual place?</p>');
  await grace.send(ada, 'Quarterly review', '<p>Can we meet on Thursday?</p>');
  await grace.close();

  // Sign in.
  await page.goto('/auth');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(ada.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(ada.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(rows(page).first()).toContainText('Quarterly review');

  // The first Tab offers the skip link, which takes focus past the header.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/skip-link.png` });
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();

  // The list is a single tab stop (the highlighted row, the first until one is), and each row tells a
  // screen reader what the bold text and the star show.
  const links = rows(page).getByRole('link');
  await expect(links.nth(0)).toHaveAttribute('tabindex', '0');
  await expect(links.nth(1)).toHaveAttribute('tabindex', '-1');
  await expect(links.nth(0)).toHaveAccessibleName(/^Unread, Grace Hopper Quarterly review/);
  await page.keyboard.press('j');
  await page.keyboard.press('j');
  await expect(links.nth(1)).toBeFocused();
  await expect(links.nth(1)).toHaveAttribute('tabindex', '0');
  await expect(links.nth(0)).toHaveAttribute('tabindex', '-1');

  // The list is a grid: Left and Right move between a row's checkbox, star and message (the cell keeps
  // the tab stop), x ticks the row and a screen reader hears it selected.
  const second = page.getByRole('grid', { name: 'Inbox' }).getByRole('row').filter({ hasText: 'Lunch on Friday' });
  await page.keyboard.press('ArrowLeft');
  await expect(second.getByRole('button', { name: 'Star' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  const tick = second.getByRole('checkbox');
  await expect(tick).toBeFocused();
  await expect(tick).toHaveAttribute('tabindex', '0');
  await expect(links.nth(1)).toHaveAttribute('tabindex', '-1');
  await page.keyboard.press('x');
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(tick).toBeChecked();
  await page.keyboard.press('x');
  await expect(second).toHaveAttribute('aria-selected', 'false');
  await page.keyboard.press('End');
  await expect(links.nth(1)).toBeFocused();

  // Open the newest conversation.
  await page.keyboard.press('k');
  await expect(links.nth(0)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('message-subject')).toHaveText('Quarterly review');

  // Reply and send.
  await page.keyboard.press('r');
  await expect(page.getByRole('heading', { name: 'Reply', level: 1 })).toBeVisible();
  await tabTo(page, page.getByRole('textbox', { name: /message body/i }));
  await page.keyboard.type('Thursday at ten works for me.');
  await page.keyboard.press('Control+Enter');
  await expect(page.getByText('Email sent', { exact: true }).first()).toBeVisible();

  // Back to the conversation, and archive it.
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(rows(page).first()).toContainText('Quarterly review');
  await page.keyboard.press('j');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('message-subject')).toHaveText('Quarterly review');
  await page.keyboard.press('e');
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(rows(page).filter({ hasText: 'Quarterly review' })).toHaveCount(0);

  // The palette: Ctrl+K, a few letters, Enter.
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog');
  await expect(palette).toBeVisible();
  await page.keyboard.type('scheduled');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/scheduled/);
  await expect(palette).toBeHidden();
  await page.keyboard.press('g');
  await page.keyboard.press('d');
  await expect(page).toHaveURL(/\/dashboard/);

  // ? lists every shortcut; Escape closes the list.
  await expect(rows(page).first()).toBeVisible();
  await page.keyboard.press('Shift+?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  const line = (label: string) => help.getByTestId('shortcut').filter({ has: page.getByRole('term').getByText(label, { exact: true }) }).getByRole('definition');
  await expect(line('Archive')).toHaveText('e');
  await expect(line('Go to Templates')).toHaveText(/^g\s*then\s*t$/);
  await expect(line('Mark unread')).toHaveText('Shift+U');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/shortcuts-help.png` });
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  // Snooze the other message from its page: Tab to Snooze, Enter, arrows, Enter.
  await expect(rows(page).filter({ hasText: 'Lunch on Friday' })).toHaveCount(1);
  await page.keyboard.press('j');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('message-subject')).toHaveText('Lunch on Friday');
  await tabTo(page, page.getByTestId('message-snooze'));
  await page.keyboard.press('Enter');
  const menu = page.getByTestId('snooze-menu');
  await expect(menu).toBeVisible();
  // The first choice takes the focus ("Later today" until 18:00, then "Tomorrow morning"); the arrows move on,
  // round to the first again. A Sunday evening offers one choice (tomorrow morning is next week's Monday too).
  const choices = menu.getByRole('list').getByRole('button');
  await expect(choices.first()).toBeFocused();
  const offered = await choices.count();
  await page.keyboard.press('ArrowDown');
  await expect(choices.nth(offered > 1 ? 1 : 0)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Snoozed until/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(rows(page).filter({ hasText: 'Lunch on Friday' })).toHaveCount(0);

  expect(await page.evaluate(() => (window as unknown as { pointerPresses: number }).pointerPresses)).toBe(0);
});

test('the ? help fetches its dialog beside its own code, not after it', async ({ page }) => {
  await register(page);
  await expect(rows(page).first()).toBeVisible();
  const release = await holdRoute(page, /\/assets\/ShortcutsHelp-[\w-]+\.js$/);
  const dialogCode = page.waitForRequest(/\/assets\/dialog-parts-[\w-]+\.js$/);
  await page.keyboard.press('Shift+?');
  // Asked for while the help's own code is still held back.
  await dialogCode;
  release();
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
});

test('on a message of its own page, j and k move through the list, Shift+U and its button mark it unread, Escape goes back', async ({ page }) => {
  await register(page);
  await expect(rows(page)).toHaveCount(4);
  const ids = await rows(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-id')!));
  const subjects = await rows(page).getByTestId('row-subject').allTextContents();
  const showing = async (index: number) => {
    await expect(page).toHaveURL(new RegExp(`/email/${ids[index]}$`));
    await expect(page.getByTestId('message-subject')).toHaveText(subjects[index]!);
  };
  await rows(page).nth(1).getByTestId('row-subject').click();
  await showing(1);
  await page.keyboard.press('j');
  await showing(2);
  await page.keyboard.press('k');
  await showing(1);
  await page.keyboard.press('k');
  await showing(0);
  // Nothing before the first: k stays.
  await page.keyboard.press('k');
  await showing(0);

  await page.keyboard.press('Shift+U');
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(rows(page).nth(0)).toHaveAttribute('data-unread', 'true');
  await rows(page).nth(2).getByTestId('row-subject').click();
  await showing(2);
  await page.getByTestId('message-mark-unread').click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(rows(page).nth(2)).toHaveAttribute('data-unread', 'true');

  await rows(page).nth(3).getByTestId('row-subject').click();
  await showing(3);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/dashboard/);
});

test('keys pressed after a click inside the message body still reach the shortcuts', async ({ page }) => {
  await register(page);
  await rows(page).first().getByTestId('row-subject').click();
  const frame = page.frameLocator('[data-testid="message-frame"]');
  await frame.locator('body').click({ position: { x: 20, y: 20 } });
  await page.keyboard.press('s');
  await expect(page.getByTestId('message-star')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/dashboard/);
});
