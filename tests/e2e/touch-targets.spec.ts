/**
 * On a touch screen every control of the screens used most (the list, a message, compose) gives a fingertip
 * at least 44 x 44 px, the size Apple's and Android's guidelines ask for (WCAG 2.5.5): a mouse keeps the
 * compact sizes. A control may lend its target to what holds it (a checkbox's label or table cell) or
 * extend it invisibly (an ::after beyond its box); both count, as they take the tap.
 */
import { expect, test, type Page } from '@playwright/test';
import { otherAccount, rows, SCREENSHOT_DIR } from './mail-support';
import { register } from './support';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Each visible control whose target is under 44 px either way: "width x height name". */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('a[href], button, [role=button], [role=tab], [role=switch], input:not([type=hidden]), select, textarea')) {
      // The skip link shows only on keyboard focus; a switch's hidden form input takes no tap.
      if (el.closest('.sr-only, [aria-hidden=true]')) continue;
      const own = el.getBoundingClientRect();
      if (own.width === 0 || own.height === 0 || own.bottom < 0 || own.top > innerHeight) continue;
      const holder = el.matches('input[type=checkbox], input[type=radio]') ? (el.closest('label, [role=gridcell]') ?? el) : el;
      const box = holder.getBoundingClientRect();
      const after = getComputedStyle(el, '::after');
      const beyond = (inset: string) => (after.content !== 'none' && after.position === 'absolute' ? Math.max(0, -parseFloat(inset) || 0) : 0);
      const width = box.width + beyond(after.left) + beyond(after.right);
      const height = box.height + beyond(after.top) + beyond(after.bottom);
      if (width < 44 || height < 44) found.push(`${Math.round(width)}x${Math.round(height)} ${el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName}`);
    }
    return found;
  });
}

test('the list, a message and compose give every control a fingertip’s 44 px on a touch screen', async ({ page, browser }) => {
  const me = await register(page);
  const grace = await otherAccount(browser);
  await grace.send(me, 'Touch me', '<p>Tap targets, please.</p>');
  await grace.close();
  await page.reload();
  await expect(rows(page).filter({ hasText: 'Touch me' })).toBeVisible();
  expect(await smallTargets(page), 'dashboard').toEqual([]);

  await rows(page).filter({ hasText: 'Touch me' }).getByRole('link').click();
  await expect(page.getByTestId('message-subject')).toHaveText('Touch me');
  expect(await smallTargets(page), 'message').toEqual([]);

  await page.goto('/compose');
  await expect(page.getByRole('heading', { name: 'Compose Email' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Cc' }).click();
  expect(await smallTargets(page), 'compose').toEqual([]);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/touch-compose.png`, fullPage: true });

  expect((await page.getByRole('button', { name: /^Bold/ }).boundingBox())?.height).toBe(44);

  // The same screen with a mouse keeps its compact toolbar.
  const desk = await browser.newContext({ storageState: await page.context().storageState(), viewport: { width: 390, height: 844 }, hasTouch: false, isMobile: false });
  const mouse = await desk.newPage();
  await mouse.goto('/compose');
  await expect(mouse.getByRole('heading', { name: 'Compose Email' })).toBeVisible();
  expect((await mouse.getByRole('button', { name: /^Bold/ }).boundingBox())?.height).toBe(32);
  await desk.close();
});

test('on a phone compose keeps Send and the other actions in one row in view, under a long message too', async ({ page }) => {
  await register(page, undefined, { at: '/compose' });
  const bar = page.getByRole('button', { name: 'Send', exact: true }).locator('..');
  const actions = ['Send', 'Save Draft', 'Schedule', 'Set Follow-Up', 'Discard'].map((name) => bar.getByRole('button', { name, exact: true }));
  for (const action of actions) await expect(action).toBeInViewport();
  const tops = await Promise.all(actions.map(async (action) => Math.round((await action.boundingBox())!.y)));
  expect(new Set(tops).size, `one row: ${tops.join(', ')}`).toBe(1);

  await page.getByRole('textbox', { name: 'Message body' }).click();
  for (let i = 0; i < 25; i++) await page.keyboard.press('Enter');
  await page.keyboard.type('The last line, far below the fold.');
  await expect(actions[0]!).toBeInViewport();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/touch-compose-long.png` });
});
