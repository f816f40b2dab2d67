/**
 * Microsoft: "Continue with Microsoft" on the sign-in page, and an Outlook
 * mailbox added from Settings › Email, read over IMAP with XOAUTH2, and
 * signed in again after its consent was withdrawn. Microsoft is a local
 * stand-in (tests/fakes/serve-microsoft.ts) with a Dovecot that asks it about
 * each token; the journeys share its one mailbox, so they run in order.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ImapFlow } from 'imapflow';
import { rows } from './mail-support';
import { GMAIL_APP_URL } from './gmail-support';
import { newAccount, register, sessionOf } from './support';

const port = Number(process.env.E2E_PORT ?? 3100);
// As playwright.config.ts places them: the stand-in at port + 25,000, its Dovecot 1,000 above.
const STAND_IN = `http://127.0.0.1:${port + 25_000}`;
const IMAP_PORT = port + 26_000;

async function control(request: APIRequestContext, action: 'sign-in-as' | 'revoke' | 'unrevoke' | 'expire' | 'issue', data: Record<string, string> = {}) {
  const res = await request.post(`${STAND_IN}/__${action}`, { data });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { accessToken?: string };
}

/** Puts a message in the mailbox as another client would, signing in with a token of its own. */
async function deliver(request: APIRequestContext, mailbox: string, subject: string) {
  const { accessToken } = await control(request, 'issue', { email: mailbox });
  const client = new ImapFlow({ host: '127.0.0.1', port: IMAP_PORT, secure: false, doSTARTTLS: false, auth: { user: mailbox, accessToken: accessToken! }, logger: false });
  await client.connect();
  await client.append('INBOX', `From: Outlook Team <team@outlook.test>\r\nTo: ${mailbox}\r\nSubject: ${subject}\r\nMessage-ID: <${Date.now()}@outlook.test>\r\n\r\nYour mailbox is ready.\r\n`);
  await client.logout();
}

test.use({ baseURL: GMAIL_APP_URL });
test.describe.configure({ mode: 'serial' });

test('"Continue with Microsoft" signs a new person in and lands on the dashboard', async ({ page, request }) => {
  const email = `grace.${Date.now()}@outlook.test`;
  await control(request, 'sign-in-as', { email, name: 'Grace Hopper' });
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue with Microsoft' }).click();
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 20_000 });
  await expect(page.getByTestId('app-header')).toBeVisible();
  expect(await sessionOf(page)).toMatchObject({ user: { email, name: 'Grace Hopper' } });
  // No token reaches the browser's storage.
  const stored = await page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie }));
  expect(stored).not.toMatch(/at-|rt-|eyJ/);
});

test('adds an Outlook mailbox in Settings, reads it, and signs in to Microsoft again after consent is withdrawn', async ({ page, request }) => {
  test.setTimeout(90_000);
  // A mailbox of its own per attempt: a Microsoft account links to one Email Buddy user only.
  const MAILBOX = `ada.${Date.now()}@outlook.test`;
  await deliver(request, MAILBOX, 'Welcome to your Outlook mailbox');
  await control(request, 'sign-in-as', { email: MAILBOX, name: 'Ada Lovelace' });
  await register(page, newAccount(), { at: '/settings?tab=email' });
  await page.getByRole('button', { name: 'Add account' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a mail account' });
  await dialog.getByLabel('Email address').fill(MAILBOX);
  // Settings are looked up when the address is complete, as the field is left.
  await dialog.getByLabel('Email address').press('Tab');
  await expect(dialog.getByText('sign in with Microsoft instead of a password')).toBeVisible({ timeout: 15_000 });
  await expect(dialog.locator('#imap-host')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Sign in with Microsoft' }).click();

  // Microsoft (the stand-in) consents and returns; the server adds the account and opens Settings › Email.
  await expect(page).toHaveURL(/\/settings\?tab=email$/, { timeout: 20_000 });
  const list = page.getByRole('list', { name: 'Mail accounts' });
  const account = list.getByRole('listitem', { name: MAILBOX });
  await expect(account.getByText('Microsoft', { exact: true })).toBeVisible();
  await expect(account.getByText('Ready')).toBeVisible({ timeout: 20_000 });
  await expect(account.getByRole('button', { name: 'Change password' })).toHaveCount(0);

  await page.goto('/dashboard');
  await expect(rows(page).filter({ hasText: 'Welcome to your Outlook mailbox' })).toBeVisible({ timeout: 20_000 });

  // Consent withdrawn at Microsoft: the next use of the account finds out and says what to do.
  await control(request, 'revoke', { email: MAILBOX });
  await control(request, 'expire');
  const { accounts } = (await (await page.request.get('/api/accounts')).json()) as { accounts: { id: string; email: string }[] };
  const id = accounts.find((a) => a.email === MAILBOX)!.id;
  const { items } = (await (await page.request.get(`/api/mail/messages?tab=inbox&account=${id}`)).json()) as { items: { id: string }[] };
  const star = await page.request.post(`/api/mail/messages/${items[0]!.id}/star`, { data: { starred: true } });
  expect(star.ok()).toBe(false);
  await page.goto('/settings?tab=email');
  await expect(account.locator('p').filter({ hasText: 'Sign in to Microsoft again' })).toBeVisible();
  await expect(account.getByText('Error', { exact: true })).toBeVisible();

  await control(request, 'unrevoke', { email: MAILBOX });
  await account.getByRole('button', { name: 'Sign in to Microsoft again' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=email$/, { timeout: 20_000 });
  await expect(account.getByText('Ready')).toBeVisible({ timeout: 20_000 });
  await expect(list.getByRole('listitem', { name: MAILBOX })).toHaveCount(1);
  await page.goto('/dashboard');
  await expect(rows(page).filter({ hasText: 'Welcome to your Outlook mailbox' })).toBeVisible({ timeout: 20_000 });
});
