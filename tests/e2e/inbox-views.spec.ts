import { expect, test } from '@playwright/test';
import { NEW_SPLIT, SPLIT_ALL } from '../../src/client/features/dashboard/texts';
import { otherAccount, rows, SCREENSHOT_DIR, tabCount } from './mail-support';
import { register } from './support';

const QUESTION = 'Can you review the draft by Monday?';
const PHOTOS = 'Photos from the weekend';
/** The welcome mail's own example of a message that asks something. */
const WELCOME_QUESTION = 'Can you review the launch plan by Friday?';

test('a split-inbox tab lists the mail its search finds, with its unread count', async ({ page, browser }) => {
  const me = await register(page);
  const grace = await otherAccount(browser);
  await grace.send(me, 'Grace: sprint plan', '<p>The plan for the sprint.</p>');
  await grace.send(me, 'Grace: retro notes', '<p>Notes from the retro.</p>');

  await page.goto('/dashboard');
  await expect(rows(page).filter({ hasText: 'Grace: retro notes' })).toHaveCount(1);
  await page.getByRole('button', { name: NEW_SPLIT }).click();
  const dialog = page.getByTestId('split-dialog');
  await dialog.getByLabel('Name').fill('Grace');
  await dialog.getByLabel('Search').fill(`from:${grace.account.email}`);
  await dialog.getByRole('button', { name: NEW_SPLIT }).click();
  await expect(dialog).toHaveCount(0);

  const tab = page.getByTestId('split-tabs').getByRole('tab', { name: /Grace/ });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(tab.getByTestId('split-unread')).toHaveText('2');
  await expect(page).toHaveURL(/split=/);
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).filter({ hasText: 'Grace: sprint plan' })).toHaveCount(1);
  await expect(rows(page).filter({ hasText: 'Grace: retro notes' })).toHaveCount(1);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/split-tab-desktop.png` });

  await page.getByTestId('split-tabs').getByRole('tab', { name: SPLIT_ALL }).click();
  await expect(rows(page).filter({ hasText: WELCOME_QUESTION })).toHaveCount(1);
  await expect(rows(page).filter({ hasText: 'Grace: sprint plan' })).toHaveCount(1);
  await grace.close();
});

test('To reply lists what asks something of me and empties as I answer', async ({ page, browser }) => {
  const me = await register(page);
  const grace = await otherAccount(browser);
  await grace.send(me, QUESTION, '<p>Could you review the attached draft by Monday? Thanks!</p>');
  await grace.send(me, PHOTOS, '<p>Here are the photos. Enjoy!</p>');

  await page.goto('/dashboard');
  await page.getByTestId('tab-to-reply').click();
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).filter({ hasText: QUESTION })).toHaveCount(1);
  await expect(rows(page).filter({ hasText: WELCOME_QUESTION })).toHaveCount(1);
  await expect(rows(page).filter({ hasText: PHOTOS })).toHaveCount(0);
  await expect(tabCount(page, 'to-reply')).toHaveText('2');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/to-reply-desktop.png` });

  // Answer Grace from the message view.
  await rows(page).filter({ hasText: QUESTION }).getByRole('link').first().click();
  await page.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(page).toHaveURL(/\/compose\?reply=/);
  await page.locator('.ProseMirror').first().click();
  await page.keyboard.type('Done, it reads well.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 30_000 });

  await page.goto('/dashboard?tab=to-reply');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).filter({ hasText: WELCOME_QUESTION })).toHaveCount(1);
  await expect(tabCount(page, 'to-reply')).toHaveText('1');

  await grace.close();
});
