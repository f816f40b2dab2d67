import { expect, test } from '@playwright/test';
import { ImapFlow } from 'imapflow';
import { imapAccountBody, startDovecot, type Dovecot } from '../helpers/dovecot';
import { startSmtpAuthServer, type SmtpAuthServer } from '../helpers/smtp-auth';
import { rows, SCREENSHOT_DIR } from './mail-support';
import { newAccount, register } from './support';

const PASSWORD = 'journey-secret';
const USER = 'sam@imap.test';
/** A second mailbox on the same server, for the move journey, so the two journeys never share a folder. */
const MOVER = 'kim@imap.test';
let dovecot: Dovecot;
let smtp: SmtpAuthServer;

test.beforeAll(async () => {
  [dovecot, smtp] = await Promise.all([startDovecot([
      { username: USER, password: PASSWORD },
      { username: MOVER, password: PASSWORD },
    ]),
    startSmtpAuthServer([
      { username: USER, password: PASSWORD },
      { username: MOVER, password: PASSWORD },
    ])]);
  const other = new ImapFlow({ host: dovecot.host, port: dovecot.port, secure: false, doSTARTTLS: false, auth: { user: USER, pass: PASSWORD }, logger: false });
  await other.connect();
  await other.append(
    'INBOX',
    'From: Nora Quinn <nora@example.org>\r\nTo: sam@imap.test\r\nSubject: Venue for the offsite\r\nDate: Tue, 24 Nov 2026 09:00:00 +0000\r\nMessage-ID: <venue@example.org>\r\n\r\nCan you confirm the venue by Friday?\r\n',
  );
  await other.logout();
  const kim = new ImapFlow({ host: dovecot.host, port: dovecot.port, secure: false, doSTARTTLS: false, auth: { user: MOVER, pass: PASSWORD }, logger: false });
  await kim.connect();
  await kim.mailboxCreate('Projects');
  await kim.append(
    'INBOX',
    'From: Nora Quinn <nora@example.org>\r\nTo: kim@imap.test\r\nSubject: Offsite budget\r\nDate: Tue, 24 Nov 2026 10:00:00 +0000\r\nMessage-ID: <budget@example.org>\r\n\r\nThe numbers for the offsite.\r\n',
  );
  await kim.logout();
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
  // Dovecot takes keywords, and Settings says that is where labels go.
  await expect(account.getByTestId('account-labels')).toHaveText('Labels are saved on the server as keywords.');

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

test("a provider's servers found for one address are cleared when the address moves to another domain", async ({ page }) => {
  await register(page, newAccount(), { at: '/settings?tab=email' });
  await page.getByRole('button', { name: 'Add account' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a mail account' });
  await dialog.getByLabel('Email address').fill('ann@fastmail.com');
  await dialog.getByLabel('Password', { exact: true }).fill('app password');
  await expect(dialog.locator('#imap-host')).toHaveValue('imap.fastmail.com');
  await expect(dialog.locator('#smtp-host')).toHaveValue('smtp.fastmail.com');

  await dialog.getByLabel('Email address').fill('ann@example.org');
  await expect(dialog.locator('#imap-host')).toHaveValue('');
  await expect(dialog.locator('#smtp-host')).toHaveValue('');
  await expect(dialog.getByRole('button', { name: 'Test connection' })).toBeDisabled();

  // A refusal names the field as the form does.
  await dialog.locator('#imap-host').fill('imap.example.org');
  await dialog.locator('#imap-port').fill('99999');
  await dialog.locator('#smtp-host').fill('smtp.example.org');
  await dialog.getByRole('button', { name: 'Test connection' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(/^IMAP port: /);
  // An incomplete address says so once the field is left.
  await dialog.getByLabel('Email address').fill('ann');
  await dialog.getByLabel('Password', { exact: true }).click();
  await expect(dialog.getByText('Enter the whole address, like ann@example.com.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Test connection' })).toBeDisabled();
});

test('ticked mail of an IMAP account moves into one of its server folders from the bulk bar', async ({ page }) => {
  await register(page);
  const added = await page.request.post('/api/accounts', { data: imapAccountBody(dovecot, smtp, MOVER, PASSWORD) });
  expect(added.status(), await added.text()).toBe(201);
  await page.goto('/dashboard');
  const budget = rows(page).filter({ hasText: 'Offsite budget' });
  await expect(budget).toHaveCount(1, { timeout: 20_000 });

  // Local mail ticked alone offers no server folders; the IMAP message does.
  await rows(page).filter({ hasNotText: 'Offsite budget' }).first().getByTestId('row-check').click();
  await expect(page.getByTestId('bulk-bar')).toBeVisible();
  await expect(page.getByTestId('bulk-move')).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear selection' }).click();
  await budget.getByTestId('row-check').click();
  await page.getByTestId('bulk-move').click();
  await expect(page.getByRole('menuitem')).toContainText(['INBOX', 'Projects']);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/bulk-move-menu.png` });
  await page.getByRole('menuitem', { name: 'Projects' }).click();
  await expect(page.getByText('Moved 1 message to Projects', { exact: true })).toBeVisible();
  await expect(budget).toHaveCount(0);

  const kim = new ImapFlow({ host: dovecot.host, port: dovecot.port, secure: false, doSTARTTLS: false, auth: { user: MOVER, pass: PASSWORD }, logger: false });
  await kim.connect();
  try {
    expect(await kim.status('Projects', { messages: true })).toMatchObject({ messages: 1 });
    expect(await kim.status('INBOX', { messages: true })).toMatchObject({ messages: 0 });
  } finally {
    await kim.logout();
  }
});
