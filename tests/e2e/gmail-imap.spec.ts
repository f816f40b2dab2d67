/**
 * Gmail over IMAP: a person without an app password adds their Gmail from
 * Settings › Email by signing in with Google, and reads it. Google is the
 * Gmail fake (tests/fakes/serve-gmail-fake.ts); imap.gmail.com is its Dovecot,
 * which asks the fake about each token. Each attempt has a mailbox of its own,
 * so the journey shares the fake with the Gmail API journeys safely.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ImapFlow } from 'imapflow';
import { rows } from './mail-support';
import { GMAIL_APP_URL, GMAIL_FAKE_URL } from './gmail-support';
import { newAccount, register } from './support';

const port = Number(process.env.E2E_PORT ?? 3100);
const IMAP_PORT = port + 21_000;

/** Puts a message in the mailbox as another client would, signing in with a token of its own. */
async function deliver(request: APIRequestContext, mailbox: string, subject: string) {
  const issued = await request.post(`${GMAIL_FAKE_URL}/__issue`, { data: { email: mailbox } });
  expect(issued.ok()).toBe(true);
  const { accessToken } = (await issued.json()) as { accessToken: string };
  const client = new ImapFlow({ host: '127.0.0.1', port: IMAP_PORT, secure: false, doSTARTTLS: false, auth: { user: mailbox, accessToken }, logger: false });
  await client.connect();
  await client.append('INBOX', `From: Lin <lin@example.org>\r\nTo: ${mailbox}\r\nSubject: ${subject}\r\nMessage-ID: <${Date.now()}@example.org>\r\n\r\nSee you at the lake.\r\n`);
  await client.logout();
}

test.use({ baseURL: GMAIL_APP_URL });

test('adds a Gmail mailbox by signing in with Google instead of an app password, and reads it over IMAP', async ({ page, request }) => {
  test.setTimeout(90_000);
  const mailbox = `grace.${Date.now()}@gmail.com`;
  await deliver(request, mailbox, 'Lake house in June');
  await register(page, newAccount(), { at: '/settings?tab=email' });
  await page.getByRole('button', { name: 'Add account' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a mail account' });
  await dialog.getByLabel('Email address').fill(mailbox);
  await dialog.getByLabel('Email address').press('Tab');
  // The app-password way stays; the Google sign-in is offered beside it.
  await expect(dialog.getByText('No app password? Sign in with Google instead')).toBeVisible({ timeout: 15_000 });
  await expect(dialog.locator('#imap-host')).toHaveValue('imap.gmail.com');
  await dialog.getByRole('button', { name: 'Sign in with Google' }).click();

  // Google (the fake) consents as the hinted account and returns; the server adds the account and opens Settings › Email.
  await expect(page).toHaveURL(/\/settings\?tab=email$/, { timeout: 20_000 });
  const account = page.getByRole('list', { name: 'Mail accounts' }).getByRole('listitem', { name: mailbox });
  await expect(account.getByText('Google', { exact: true })).toBeVisible();
  await expect(account.getByText('Ready')).toBeVisible({ timeout: 20_000 });
  await expect(account.getByRole('button', { name: 'Change password' })).toHaveCount(0);

  await page.goto('/dashboard');
  await expect(rows(page).filter({ hasText: 'Lake house in June' })).toBeVisible({ timeout: 20_000 });
  // No token reaches the browser's storage.
  const stored = await page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie }));
  expect(stored).not.toMatch(/ya29\.|1\/\/|eyJ/);
});
