/**
 * On a touch screen every control of the signed-in screens (the list, a message, compose and the pages of the
 * menu) gives a fingertip at least 44 x 44 px, the size Apple's and Android's guidelines ask for (WCAG 2.5.5):
 * a mouse keeps the compact sizes. A control may lend its target to what holds it (a checkbox's label or table
 * cell) or extend it invisibly (an ::after beyond its box); both count, as they take the tap.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { otherAccount, rows, SCREENSHOT_DIR } from './mail-support';
import { register } from './support';
import { TAB_ACCOUNT, TAB_AI, TAB_EMAIL, TAB_PRIVACY, TAB_TRANSFER } from '../../src/client/features/settings/texts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/**
 * Each visible control whose target is under 44 px either way: "width x height name". Only what is in view
 * counts unless `wholePage` (a screen that scrolls as a whole, with nothing fixed to the foot of the view).
 */
function smallTargets(page: Page, wholePage = false): Promise<string[]> {
  return page.evaluate((wholePage) => {
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('a[href], button, [role=button], [role=tab], [role=switch], [role=menuitem], [role=menuitemcheckbox], [role=menuitemradio], [role=option], input:not([type=hidden]), select, textarea')) {
      // The skip link shows only on keyboard focus; a switch's hidden form input takes no tap.
      if (el.closest('.sr-only, [aria-hidden=true]')) continue;
      const own = el.getBoundingClientRect();
      if (own.width === 0 || own.height === 0 || own.bottom < 0 || (!wholePage && own.top > innerHeight)) continue;
      const holder = el.matches('input[type=checkbox], input[type=radio]') ? (el.closest('label, [role=gridcell]') ?? el) : el;
      const box = holder.getBoundingClientRect();
      const after = getComputedStyle(el, '::after');
      const beyond = (inset: string) => (after.content !== 'none' && after.position === 'absolute' ? Math.max(0, -parseFloat(inset) || 0) : 0);
      const width = box.width + beyond(after.left) + beyond(after.right);
      const height = box.height + beyond(after.top) + beyond(after.bottom);
      if (width < 44 || height < 44) found.push(`${Math.round(width)}x${Math.round(height)} ${el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName}`);
    }
    return found;
  }, wholePage);
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

test('the other signed-in screens give every control a fingertip’s 44 px on a touch screen', async ({ page }) => {
  const me = await register(page, undefined, { at: '/settings' });
  // Content that brings out each list's row controls; the default templates come with the account.
  const later = new Date(Date.now() + 86_400_000).toISOString();
  const seeds = await Promise.all([
    page.request.post('/api/rules', { data: { name: 'File the digests', when: { query: 'subject:digest' }, actions: [{ type: 'star' }] } }),
    page.request.post('/api/scheduled', { data: { to: [me.email], subject: 'Status report', body: '<p>All green.</p>', scheduledTime: later } }),
    page.request.post('/api/follow-ups', { data: { subject: 'Invoice 42', recipient: 'ops@example.com', dueDate: later, priority: 'high' } }),
    page.request.post('/api/mail/send', { data: { to: [me.email], subject: 'Launch checklist', body: '<p>Hi</p>', tracking: { opens: true, clicks: true } } }),
  ]);
  for (const res of seeds) expect(res.ok(), await res.text()).toBe(true);

  const small: Record<string, string[]> = {};
  const audit = async (screen: string) => {
    const found = await smallTargets(page, true);
    if (found.length > 0) small[screen] = found;
  };
  const title = (name: string) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await title('Settings');
  for (const tab of [TAB_ACCOUNT, TAB_AI, TAB_EMAIL, TAB_TRANSFER, TAB_PRIVACY]) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('data-state', 'active');
    await audit(`settings ${tab}`);
  }
  for (const [path, name, ready] of [
    ['/templates', 'Templates & Snippets', 'Meeting Request'],
    ['/scheduled', 'Scheduled Emails', 'Status report'],
    ['/follow-ups', 'Follow-Ups', 'Invoice 42'],
    ['/rules', 'Rules', 'File the digests'],
    ['/tracked', 'Tracking', 'Launch checklist'],
    ['/insights', 'Insights', 'Mail per day'],
    ['/offline', 'Offline', undefined],
    ['/ai-tools', 'AI Tools', undefined],
  ] as const) {
    await page.goto(path);
    await title(name);
    if (ready) await expect(page.getByText(ready).first()).toBeVisible();
    await audit(path);
  }
  expect(small).toEqual({});
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

test('menus, popovers and dialogs give every item a fingertip’s 44 px on a touch screen', async ({ page, browser }) => {
  const me = await register(page);
  const grace = await otherAccount(browser);
  await grace.send(me, 'Touch the menus', '<p>Menus, please.</p>');
  await grace.close();
  await page.reload();
  await rows(page).filter({ hasText: 'Touch the menus' }).getByRole('link').click();
  await expect(page.getByTestId('message-subject')).toHaveText('Touch the menus');

  const small: Record<string, string[]> = {};
  const audit = async (name: string, open: () => Promise<unknown>, layer: Locator) => {
    await open();
    await expect(layer).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/touch-${name.replace(/\W+/g, '-')}.png` });
    const found = await smallTargets(page);
    if (found.length > 0) small[name] = found;
    await page.keyboard.press('Escape');
    await expect(layer).toBeHidden();
  };

  await audit('snooze', () => page.getByTestId('message-snooze').filter({ visible: true }).first().click(), page.getByLabel('Or type a time'));
  await audit('labels', () => page.getByTestId('message-labels').filter({ visible: true }).first().click(), page.getByTestId('labels-menu'));
  await audit('user menu', () => page.getByTestId('user-menu').click(), page.getByRole('menu'));

  await page.goto('/compose');
  await expect(page.getByRole('heading', { name: 'Compose Email' })).toBeVisible();
  await page.getByRole('combobox', { name: 'To', exact: true }).fill(me.email);
  await page.getByLabel('Subject').fill('Later');
  await page.getByRole('textbox', { name: 'Message body' }).fill('Some words.');
  await audit('schedule', () => page.getByRole('button', { name: 'Schedule', exact: true }).click(), page.getByRole('dialog'));
  await audit('follow-up', () => page.getByRole('button', { name: 'Set Follow-Up', exact: true }).click(), page.getByRole('dialog'));
  expect(small).toEqual({});
});
