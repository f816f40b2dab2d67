/**
 * Menus, dialogs and popovers load their code when first about to open (src/client/ui/lazy-layer.tsx). These
 * journeys hold that code back until after the first press, so what a user does before it arrives must
 * still open the layer, with the focus where it belongs.
 */
import { expect, test, type Page } from '@playwright/test';
import { NEW_LABEL } from '../../src/client/ui/labels/texts';
import { SIGN_OUT_LABEL } from '../../src/client/app/shell/UserMenu';
import { LOAD_FAILED } from '../../src/client/ui/lazy-layer';
import { DASHBOARD_TITLE } from '../../src/client/features/dashboard/texts';
import { holdRoute, register } from './support';

const chunk = (name: string) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`);

/** Holds the build's chunk `name` until the returned function is called, which resolves once it has arrived. */
async function holdChunk(page: Page, name: string): Promise<() => Promise<void>> {
  const release = await holdRoute(page, chunk(name));
  return async () => {
    const arrived = page.waitForResponse(chunk(name));
    release();
    await arrived;
  };
}

test('a menu pressed by keyboard before its code has arrived opens once it has, and gives the focus back on Escape', async ({ page }) => {
  const release = await holdChunk(page, 'dropdown-menu-parts');
  await register(page);
  const toggle = page.getByTestId('theme-toggle');
  await expect(toggle).toHaveAttribute('aria-haspopup', 'menu');

  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await release();

  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitemradio', { name: 'Dark' })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // Opened from the keyboard, as Radix does: the first item has the focus, and arrows move it.
  await expect(menu.getByRole('menuitemradio', { name: 'Light' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitemradio', { name: 'Dark' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(toggle).toBeFocused();

  // Loaded now: the next opening is Radix's own, straight away.
  await toggle.click();
  await menu.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('a menu clicked before its code has arrived opens once it has, and its items work', async ({ page }) => {
  const release = await holdChunk(page, 'dropdown-menu-parts');
  await register(page);
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menu')).toHaveCount(0);
  await release();

  await expect(page.getByRole('menuitem', { name: SIGN_OUT_LABEL })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
});

test('a dialog asked for before its code has arrived shows once it has, focused, works, and gives the focus back', async ({ page }) => {
  const release = await holdChunk(page, 'dialog-parts');
  await register(page);
  await page.getByTestId('new-label').click();
  const dialog = page.getByTestId('label-dialog');
  await expect(dialog).toHaveCount(0);
  await release();

  await expect(dialog.getByRole('heading')).toHaveText(NEW_LABEL);
  await expect(dialog.getByLabel('Name')).toBeFocused();
  // Closed, the focus goes back to the button that opened it, not to the start of the page.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('new-label')).toBeFocused();

  await page.keyboard.press('Enter');
  await dialog.getByLabel('Name').fill('Receipts');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('label-name')).toHaveText(['Receipts']);
});

test('a press taken back before the code arrives (Escape, or a press elsewhere) does not open the menu later', async ({ page }) => {
  const release = await holdChunk(page, 'dropdown-menu-parts');
  await register(page);
  const avatar = page.getByTestId('user-menu');
  await avatar.click();
  await page.keyboard.press('Escape');
  await avatar.click();
  await page.getByRole('heading', { name: DASHBOARD_TITLE }).click();
  await release();
  // Give the late code every chance to open something it should not.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))));
  await expect(page.getByRole('menu')).toHaveCount(0);

  await avatar.click();
  await expect(page.getByRole('menuitem', { name: SIGN_OUT_LABEL })).toBeVisible();
});

test('a dialog whose code cannot be fetched says so, and opens when asked again once it can be', async ({ page }) => {
  await page.route(chunk('dialog-parts'), (route) => route.abort('internetdisconnected'));
  await register(page);
  await page.getByTestId('new-label').click();
  // Exact: Radix's live region announces the toast as "Notification …" for a moment.
  await expect(page.getByText(LOAD_FAILED, { exact: true })).toBeVisible();
  await expect(page.getByTestId('label-dialog')).toHaveCount(0);

  await page.unroute(chunk('dialog-parts'));
  await page.getByTestId('new-label').click();
  await expect(page.getByTestId('label-dialog').getByRole('heading')).toHaveText(NEW_LABEL);
});
