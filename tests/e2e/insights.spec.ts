import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  chartLabel,
  LOAD_FAILED,
  MAIL_PER_DAY,
  mailSummary,
  NO_REPLIES,
  NO_TRACKED,
  periodOption,
  RETRY,
  senderLine,
  sendersSummary,
  TOP_SENDERS,
  trackingSummary,
  UNREAD_BACKLOG,
  unreadNow,
} from '../../src/client/features/insights/texts';
import { otherAccount } from './mail-support';
import { register } from './support';

// axe injects its script into the page, which the app's Content-Security-Policy would refuse.
test.use({ bypassCSP: true });

const today = () => new Date().toISOString().slice(0, 10);
const insightsChunk = /\/assets\/InsightsPage-[^/]+\.js$/;

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }))).toEqual([]);
}

test('Insights charts the mail a user got and sent, and the period switch asks again', async ({ page, browser }) => {
  const scripts: string[] = [];
  page.on('response', (res) => {
    if (res.url().endsWith('.js')) scripts.push(res.url());
  });
  const grace = await otherAccount(browser);
  const me = await register(page);

  // Grace writes four times; I read one, answer one and send two tracked emails, one of which she opens and clicks.
  for (const n of [1, 2, 3, 4]) await grace.send(me, `Budget question ${n}`, `<p>Question ${n}</p>`);
  const inbox = (await (await page.request.get(`/api/mail/messages?tab=inbox&q=${encodeURIComponent(`from:${grace.account.email}`)}`)).json()) as {
    items: { id: string }[];
  };
  expect(inbox.items).toHaveLength(4);
  const read = await page.request.post(`/api/mail/messages/${inbox.items[0]!.id}/read`, { data: { read: true } });
  expect(read.ok(), await read.text()).toBe(true);
  const send = async (data: object) => {
    const res = await page.request.post('/api/mail/send', { data: { to: [grace.account.email], body: '<p>Hello</p>', ...data } });
    expect(res.ok(), await res.text()).toBe(true);
  };
  await send({ subject: 'Re: Budget question 1', replyTo: inbox.items[0]!.id });
  await send({ subject: 'Launch plan', body: '<p>See <a href="https://example.com/plan">the plan</a></p>', tracking: { opens: true, clicks: true } });
  await send({ subject: 'Quarterly numbers', tracking: { opens: true, clicks: false } });
  const hers = (await (await grace.request.get('/api/mail/messages?tab=inbox&q=subject:Launch')).json()) as { items: { id: string }[] };
  const opened = (await (await grace.request.get(`/api/mail/messages/${hers.items[0]!.id}`)).json()) as { html: string };
  // Her copy's link goes through the click tracker, which sends her on to the plan.
  const click = /href="([^"]*\/t\/c\/[^"]+)"/.exec(opened.html)?.[1] ?? '';
  expect(click, opened.html).toMatch(/^http:\/\/localhost:\d+\/t\/c\//);
  const followed = await grace.request.get(click.replaceAll('&amp;', '&'), { maxRedirects: 0 });
  expect([followed.status(), followed.headers()['location']]).toEqual([302, 'https://example.com/plan']);

  // The dashboard does not download the charts.
  await expect(page.getByRole('heading', { name: 'Email Dashboard' })).toBeVisible();
  expect(scripts.filter((url) => insightsChunk.test(url))).toEqual([]);

  await page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Insights' }).click();
  await expect(page).toHaveURL(/\/insights$/);
  await expect(page.getByRole('heading', { name: 'Insights', level: 1 })).toBeVisible();
  expect(scripts.some((url) => insightsChunk.test(url))).toBe(true);

  // Four welcome messages and Grace's four came in; three went out, all today.
  const mail = page.getByRole('img', { name: chartLabel(MAIL_PER_DAY, 30) });
  await expect(mail).toHaveAccessibleDescription(mailSummary({ days: 30, received: 8, sent: 3, busiest: { date: today(), count: 11 } }));
  await expect(page.getByTestId('insight-mail').getByTestId('chart-summary')).toBeVisible();
  await expect(page.getByRole('img', { name: chartLabel(TOP_SENDERS, 30) })).toHaveAccessibleDescription(
    new RegExp(`^Most mail in the last 30 days came from ${senderLine({ name: 'Grace Hopper', count: 4, read: 1 })}; `),
  );
  await expect(page.getByTestId('reply-median')).toHaveText('< 1 min');
  await expect(page.getByTestId('insight-backlog')).toContainText(unreadNow(7));
  await expect(page.getByRole('img', { name: chartLabel(UNREAD_BACKLOG, 30) })).toBeVisible();
  await expect(page.getByTestId('insight-tracking').getByTestId('chart-summary')).toHaveText(trackingSummary({ days: 30, sent: 2, opened: 1, clicked: 1 }));
  // One account: nothing to pick between.
  await expect(page.getByRole('combobox', { name: 'Account' })).toHaveCount(0);

  const period = page.getByRole('group', { name: 'Period' });
  await expect(period.getByRole('button', { name: periodOption('30') })).toHaveAttribute('aria-pressed', 'true');
  const asked = page.waitForRequest((req) => req.url().includes('/api/insights') && new URL(req.url()).searchParams.get('days') === '7');
  await period.getByRole('button', { name: periodOption('7') }).click();
  await asked;
  await expect(period.getByRole('button', { name: periodOption('7') })).toHaveAttribute('aria-pressed', 'true');
  await expect(period.getByRole('button', { name: periodOption('30') })).toHaveAttribute('aria-pressed', 'false');
  await expect(page).toHaveURL(/\/insights\?days=7$/);
  await expect(page.getByRole('img', { name: chartLabel(MAIL_PER_DAY, 7) })).toHaveAccessibleDescription(
    mailSummary({ days: 7, received: 8, sent: 3, busiest: { date: today(), count: 11 } }),
  );
  await expect(page.getByTestId('insights')).toHaveAttribute('aria-busy', 'false');
  await expectNoAxeViolations(page);

  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('img', { name: chartLabel(MAIL_PER_DAY, 7) })).toBeVisible();
  await expectNoAxeViolations(page);

  // The palette goes there too.
  await page.goto('/dashboard');
  await expect(page.getByTestId('app-header')).toBeVisible();
  await page.keyboard.press('Control+k');
  await page.getByPlaceholder('Type a command or search...').fill('Insights');
  await page.getByRole('option', { name: /Go to Insights/ }).click();
  await expect(page).toHaveURL(/\/insights$/);
  await expect(page.getByRole('img', { name: chartLabel(MAIL_PER_DAY, 30) })).toBeVisible();
  await grace.close();
});

test('Insights offers a retry when loading fails, and an account picker once there are two accounts', async ({ page }) => {
  await register(page);
  const second = { id: 'imap-account-for-insights', provider: 'imap', email: 'work@imap.example', displayName: 'Work', status: 'ready' };
  await page.route((url) => url.pathname === '/api/accounts', async (route) => {
    const real = await route.fetch();
    const body = (await real.json()) as { accounts: Record<string, unknown>[] };
    await route.fulfill({ response: real, json: { accounts: [...body.accounts, { ...body.accounts[0], ...second }] } });
  });
  let failing = true;
  await page.route((url) => url.pathname === '/api/insights', async (route) => {
    if (failing) return route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Something went wrong on the server' } } });
    const url = new URL(route.request().url());
    if (url.searchParams.get('account') !== second.id) return route.continue();
    // The server does not know the stand-in account: answer as if its mailbox were empty of senders.
    url.searchParams.delete('account');
    const real = await route.fetch({ url: url.toString() });
    await route.fulfill({ response: real, json: { ...(await real.json()), topSenders: [] } });
  });

  await page.goto('/insights');
  const alert = page.getByRole('alert').filter({ hasText: LOAD_FAILED });
  await expect(alert).toBeVisible();
  failing = false;
  await alert.getByRole('button', { name: RETRY }).click();
  await expect(page.getByRole('img', { name: chartLabel(MAIL_PER_DAY, 30) })).toBeVisible();
  await expect(page.getByTestId('reply-median')).toHaveText(NO_REPLIES);
  await expect(page.getByTestId('insight-tracking')).toContainText(NO_TRACKED);

  const picker = page.getByRole('combobox', { name: 'Account' });
  await expect(picker).toHaveText('All accounts');
  const asked = page.waitForRequest((req) => new URL(req.url()).searchParams.get('account') === second.id);
  await picker.click();
  await page.getByRole('option', { name: second.email }).click();
  await asked;
  await expect(picker).toHaveText(second.email);
  await expect(page).toHaveURL(new RegExp(`account=${second.id}`));
  await expect(page.getByTestId('insight-senders').getByTestId('chart-summary')).toHaveText(sendersSummary(30, []));
});
