import { expect, test } from '@playwright/test';
import { ImapFlow } from 'imapflow';
import { startDovecot, type Dovecot } from '../helpers/dovecot';
import { startSmtpAuthServer, type SmtpAuthServer } from '../helpers/smtp-auth';
import { rows } from './mail-support';
import { newAccount, register } from './support';

const PASSWORD = 'journey-secret';
const USER = 'sam@imap.test';
let dovecot: Dovecot;
let smtp: SmtpAuthServer;

test.beforeAll(async () => {
  [dovecot, smtp] = await Promise.all([startDovecot([{ username: USER, password: PASSWORD }]), startSmtpAuthServer([{ username: USER, password: PASSWORD }])]);
  const other = new ImapFlow({ host: dovecot.host, port: dovecot.port, secure: false, doSTARTTLS: false, auth: { user: USER, pass: PASSWORD }, logger: false });
  await other.connect();
  await other.append(
    'INBOX',
    'From: Nora Quinn <nora@example.org>\r\nTo: sam@imap.test\r\nSubject: Venue for the offsite\r\nDate: Tue, 24 Nov 2026 09:00:00 +0000\r\nMessage-ID: <venue@example.org>\r\n\r\nCan you confirm the venue by Friday?\r\n',
  );
  await other.logout();
});

test.afterAll(async () => {
  await dovecot?.stop();
  await smtp?.close();
});

test('adds an IMAP account in Settings, then reads and answers its mail in the unified inbox', async ({ page }) => {
  await register(page, newAccount(), { at: '/settings?tab=email' });
  const list = page.getByRole('list', { name: 'Mail accounts' });
  await expect(list.getByText('Built-in mailbox')).toBeVisible();

  await page.getByRole('button', { name: 'Add account' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a mail account' });
  await dialog.getByLabel('Email address').fill(USER);
  await dialog.getByLabel('Password', { exact: true }).fill('not-the-password');
  await expect(dialog.getByRole('status').first()).not.toHaveText(/Looking up/, { timeout: 15_000 });
  for (const [side, port] of [['imap', dovecot.port], ['smtp', smtp.port]] as const) {
    await dialog.locator(`#${side}-host`).fill('127.0.0.1');
    await dialog.locator(`#${side}-security`).click();
    await page.getByRole('option', { name: 'None' }).click();
    await dialog.locator(`#${side}-port`).fill(String(port));
  }

  await dialog.getByRole('button', { name: 'Test connection' }).click();
  await expect(dialog.getByRole('alert')).toContainText('IMAP: the user name or password was not accepted.');
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Test connection' }).click();
  await expect(dialog.getByText('Both servers accepted the login.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add account' }).click();
  await expect(dialog).toBeHidden();
  const account = list.getByRole('listitem', { name: USER });
  await expect(account.getByText('Ready')).toBeVisible({ timeout: 20_000 });
  await expect(account).toContainText('127.0.0.1');

  // The unified inbox: the IMAP message beside the built-in mailbox's welcome mail.
  await page.goto('/dashboard');
  const row = rows(page).filter({ hasText: 'Venue for the offsite' });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(rows(page).filter({ hasText: 'Welcome to Email Buddy' })).toBeVisible();
  await expect(row.getByTestId('row-account')).toHaveText(USER);
  // One account at a time, then all of them again.
  const filters = page.getByRole('list', { name: 'Accounts' });
  await filters.getByRole('button', { name: new RegExp(USER) }).click();
  await expect(page).toHaveURL(/account=/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Venue for the offsite');
  await filters.getByRole('button', { name: /All accounts/ }).click();
  await expect(rows(page).filter({ hasText: 'Welcome to Email Buddy' })).toBeVisible();
  await row.getByRole('link').click();
  await expect(page.getByTestId('message-subject')).toHaveText('Venue for the offsite');
  await expect(page.getByText('Nora Quinn').first()).toBeVisible();
  await expect(page.frameLocator('iframe').first().getByText('Can you confirm the venue by Friday?')).toBeVisible();

  await page.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(page.getByLabel('Subject')).toHaveValue('Re: Venue for the offsite');
  // The reply goes from the account that received the message.
  await expect(page.getByLabel('From')).toContainText(USER);
  await expect(page.getByRole('textbox', { name: 'Message body' })).toContainText('wrote:');
  await page.keyboard.type('Confirmed: the lake house.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBe(1);
  const sent = smtp.received[0]!;
  expect(sent).toMatchObject({ from: USER, to: ['nora@example.org'], user: USER });
  expect(sent.raw).toMatch(/^In-Reply-To: <venue@example\.org>/m);
  expect(sent.raw).toContain('Confirmed: the lake house.');
});
