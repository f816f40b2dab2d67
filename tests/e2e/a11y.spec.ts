/**
 * axe-core (WCAG 2.2 AA, target sizes included) on every screen, in light and dark at 1280x800, light on a
 * phone (390x844) and at 200% zoom (640x400): no serious or critical finding, and nothing wider than the window. One journey per screen
 * keeps a failure's report short and lets the two workers share the work.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { otherAccount, rows } from './mail-support';
import { register } from './support';

// axe injects its script into the page, which the app's Content-Security-Policy would refuse.
test.use({ bypassCSP: true });

// Dark first: the theme is read at start-up, so each change of theme costs a reload, while a change of
// window size only reflows, as it does for a user who turns a phone or zooms in.
const MODES = [
  { name: 'dark', theme: 'dark', size: { width: 1280, height: 800 } },
  { name: 'light', theme: 'light', size: { width: 1280, height: 800 } },
  { name: 'phone', theme: 'light', size: { width: 390, height: 844 } },
  // A 1280x800 window zoomed to 200% lays out in 640x400 CSS pixels (WCAG 1.4.4 and 1.4.10).
  { name: '200% zoom', theme: 'light', size: { width: 640, height: 400 } },
] as const;

/** Serious and critical findings, one line each: rule, how many nodes, the first node. */
async function findings(page: Page): Promise<string[]> {
  // A message's body is a sandboxed frame with no scripts, where axe cannot run (it waits forever):
  // legacy mode runs axe in the page alone, and the frame is left out.
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .exclude('[data-testid="message-frame"]')
    .setLegacyMode()
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}, ${v.nodes.length}): ${v.nodes[0]?.target.join(' ')} ${v.nodes[0]?.failureSummary?.split('\n')[1]?.trim() ?? ''}`);
}

/** Opens `path` in each mode, waits for `ready`, and gathers what axe finds. */
async function sweep(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  const found: string[] = [];
  // Transitions end at once (the app honours reduced motion): axe would read colours mid-fade as low contrast.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // One load to reach the page's origin, then one per theme: the theme is read at start-up.
  const here = new URL(page.url());
  if (here.pathname + here.search !== path) await page.goto(path);
  let theme = '';
  for (const mode of MODES) {
    await page.setViewportSize(mode.size);
    if (mode.theme !== theme) {
      await page.evaluate((t) => localStorage.setItem('theme', t), mode.theme);
      await page.reload();
      theme = mode.theme;
    }
    await ready(page);
    found.push(...(await findings(page)).map((f) => `${path} ${mode.name}: ${f}`));
    // Content reflows instead of scrolling sideways on a narrow screen (WCAG 1.4.10).
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (sideways > 0) found.push(`${path} ${mode.name}: scrolls ${sideways} px sideways`);
  }
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  expect(found, found.join('\n')).toEqual([]);
}

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { name, level: 1 }).first()).toBeVisible();
};

test('the landing page and sign-in', async ({ page }) => {
  await sweep(page, '/', heading(/./));
  await sweep(page, '/auth', async (p) => {
    await expect(p.getByRole('button', { name: /sign in/i }).first()).toBeVisible();
  });
});

test('the help page, the longest of the footer’s pages', async ({ page }) => {
  await sweep(page, '/help', heading('Help Center'));
});

test('the dashboard, with the reading pane and on its own', async ({ page, browser }) => {
  // Six page loads, each read whole by axe.
  test.setTimeout(120_000);
  const me = await register(page, undefined, { readingPane: true });
  const grace = await otherAccount(browser);
  await grace.send(me, 'Quarterly review', '<p>Can we meet on Thursday?</p>');
  await grace.close();
  await sweep(page, '/dashboard', async (p) => {
    await expect(rows(p).first()).toBeVisible();
  });
  await rows(page).filter({ hasText: 'Quarterly review' }).getByRole('link').click();
  await sweep(page, page.url().replace(/^https?:\/\/[^/]+/, ''), async (p) => {
    await expect(p.getByTestId('message-subject')).toHaveText('Quarterly review');
  });
});

for (const [path, name] of [
  ['/compose', 'Compose Email'],
  ['/templates', /Templates/],
  ['/scheduled', /Scheduled/],
  ['/follow-ups', /Follow-Ups/],
  ['/tracked', /Track/],
  ['/ai-tools', /AI/],
  ['/offline', /Offline/],
  ['/subscriptions', /Subscriptions/],
  ['/rules', /Rules/],
  ['/insights', 'Insights'],
] as const) {
  test(`${path}`, async ({ page }) => {
    await register(page, undefined, { at: path });
    await sweep(page, path, heading(name));
  });
}

for (const tab of ['account', 'ai', 'email', 'transfer', 'privacy']) {
  test(`Settings, ${tab}`, async ({ page }) => {
    await register(page, undefined, { at: `/settings?tab=${tab}` });
    await sweep(page, `/settings?tab=${tab}`, heading('Settings'));
  });
}
