/** Mail steps for browser journeys: a second account that sends mail, and shared screenshot helpers. */
import { expect, type Browser, type Page } from '@playwright/test';
import { newAccount, signUpThroughApi, type Account } from './support';

export const SCREENSHOT_DIR = 'test-results/screenshots';

/** Registers another account in its own browser context; `send` posts mail with its cookies. */
export async function otherAccount(browser: Browser) {
  // Only its cookies are needed: no page is opened, which spares a renderer process.
  const context = await browser.newContext();
  const account = await signUpThroughApi(context.request, newAccount({ firstName: 'Grace', lastName: 'Hopper' }));
  return {
    account,
    /** Its API, signed in. */
    request: context.request,
    async send(to: Account, subject: string, body: string, extra: { replyTo?: string } = {}) {
      const res = await context.request.post('/api/mail/send', { data: { to: [to.email], subject, body, ...extra } });
      expect(res.ok(), await res.text()).toBe(true);
      return (await res.json()) as { id: string };
    },
    close: () => context.close(),
  };
}

export const rows = (page: Page) => page.getByTestId('mail-row');
export const stat = (page: Page, label: string) => page.getByTestId(`stat-${label}`).getByTestId('stat-value');
export const tabCount = (page: Page, tab: string) => page.getByTestId(`tab-${tab}`).getByTestId('tab-count');

/** Saves `name` in light and dark at desktop and phone sizes. */
export async function screenshots(page: Page, name: string, ready: (page: Page) => Promise<void>) {
  for (const theme of ['light', 'dark'] as const) {
    for (const [label, size] of [
      ['desktop', { width: 1280, height: 800 }],
      ['mobile', { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(size);
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      await page.reload();
      await ready(page);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${theme}-${label}.png` });
    }
  }
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.setViewportSize({ width: 1280, height: 800 });
}
