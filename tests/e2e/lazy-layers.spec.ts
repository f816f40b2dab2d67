/**
 * Menus, dialogs and popovers load their code when first about to open (src/client/ui/lazy-layer.tsx). These
 * journeys hold that code back until after the first press, so what a user does before it arrives must
 * still open the layer, with the focus where it belongs.
 */
import { expect, test, type Page } from '@playwright/test';
import { NEW_LABEL } from '../../src/client/ui/labels/texts';
import { SIGN_OUT_LABEL } from '../../src/client/app/shell/UserMenu';
import { register } from './support';

/** Holds the build's chunk `name` until the returned function is called. */
async function holdChunk(page: Page, name: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a menu pressed by keyboard before its code has arrived opens once it has, and gives the focus back on Escape', async ({ page }) => {
  const release = await holdChunk(page, 'dropdown-menu-parts');
  await register(page);
  const toggle = page.getByTestId('theme-toggle');
  await expect(toggle).toHaveAttribute('aria-haspopup', 'menu');

  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toHaveCount(0);
  release();

  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitemradio', { name: 'Dark' })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).not.toBeFocused();
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
  release();

  await expect(page.getByRole('menuitem', { name: SIGN_OUT_LABEL })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
});

test('a dialog asked for before its code has arrived shows once it has, focused, and works', async ({ page }) => {
  const release = await holdChunk(page, 'dialog-parts');
  await register(page);
  await page.getByTestId('new-label').click();
  const dialog = page.getByTestId('label-dialog');
  await expect(dialog).toHaveCount(0);
  release();

  await expect(dialog.getByRole('heading')).toHaveText(NEW_LABEL);
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await dialog.getByLabel('Name').fill('Receipts');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('label-name')).toHaveText(['Receipts']);
});
