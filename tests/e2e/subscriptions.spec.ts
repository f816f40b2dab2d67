import { expect, test } from '@playwright/test';
import { ImapFlow } from 'imapflow';
import { imapAccountBody, startDovecot, type Dovecot } from '../helpers/dovecot';
import { startSmtpAuthServer, type SmtpAuthServer } from '../helpers/smtp-auth';
import { rows, SCREENSHOT_DIR } from './mail-support';
import { register } from './support';

const PASSWORD = 'lists-secret';
const USER = 'lee@imap.test';
let dovecot: Dovecot;
let smtp: SmtpAuthServer;

const listMail = (from: string, subject: string, day: number, leave: string) =>
  `From: ${from}\r\nTo: ${USER}\r\nSubject: ${subject}\r\nDate: ${day} Nov 2026 09:00:00 +0000\r\nMessage-ID: <${subject.replace(/\W/g, '')}@lists.test>\r\nList-Unsubscribe: <mailto:${leave}?subject=unsubscribe>\r\n\r\nThis week's news.\r\n`;

test.beforeAll(async () => {
  [dovecot, smtp] = await Promise.all([startDovecot([{ username: USER, password: PASSWORD }]), startSmtpAuthServer([{ username: USER, password: PASSWORD }])]);
  const other = new ImapFlow({ host: dovecot.host, port: dovecot.port, secure: false, doSTARTTLS: false, auth: { user: USER, pass: PASSWORD }, logger: false });
  await other.connect();
  await other.append('INBOX', listMail('Garden Weekly <news@garden.test>', 'Garden Weekly: bulbs', 16, 'leave@garden.test'));
  await other.append('INBOX', listMail('Garden Weekly <news@garden.test>', 'Garden Weekly: pruning', 23, 'leave@garden.test'));
  await other.append('INBOX', listMail('Travel Deals <deals@travel.test>', 'Cheap flights', 20, 'stop@travel.test'));
  await other.append('INBOX', listMail('Book Club <club@books.test>', 'Next read', 21, 'bye@books.test'));
  await other.logout();
});

test.afterAll(async () => {
  await dovecot?.stop();
  await smtp?.close();
});

test('Unsubscribe by the sender, then the Subscriptions screen unsubscribes from two lists and archives their mail', async ({ page }) => {
  await register(page);
  const added = await page.request.post('/api/accounts', { data: imapAccountBody(dovecot, smtp, USER, PASSWORD) });
  expect(added.status(), await added.text()).toBe(201);
  await expect(async () => {
    await page.reload();
    await expect(rows(page).filter({ hasText: 'Next read' })).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });

  // In the message view, Unsubscribe sits by the sender; this list takes a mailto, sent from the IMAP account.
  await rows(page).filter({ hasText: 'Next read' }).click();
  await page.getByTestId('message-unsubscribe').click();
  const toast = page.locator('[data-slot=toast]');
  await expect(toast).toContainText('Unsubscribe request sent');
  await expect(toast).toContainText('bye@books.test');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/message-unsubscribe.png` });
  await expect.poll(() => smtp.received.map((m) => m.to[0])).toEqual(['bye@books.test']);

  await page.goto('/subscriptions');
  await expect(page.getByRole('heading', { name: 'Subscriptions' })).toBeVisible();
  const subscriptions = page.getByTestId('subscription-row');
  await expect(subscriptions.getByTestId('subscription-name')).toHaveText(['Garden Weekly', 'Book Club', 'Travel Deals']);
  await expect(subscriptions.first().getByTestId('subscription-count')).toHaveText('2');
  // The list left from the message view is remembered.
  await expect(subscriptions.filter({ hasText: 'Book Club' })).toContainText('Unsubscribed');

  await page.getByRole('checkbox', { name: 'Select Garden Weekly' }).check();
  await page.getByRole('checkbox', { name: 'Select Travel Deals' }).check();
  await page.getByRole('button', { name: 'Unsubscribe and archive 2 senders' }).click();
  await expect(toast).toContainText('Unsubscribed from 2 senders, archived 3 messages');
  await expect(subscriptions.filter({ hasText: 'Garden Weekly' })).toContainText('Unsubscribed');
  await expect(subscriptions.filter({ hasText: 'Travel Deals' })).toContainText('Unsubscribed');
  await expect.poll(() => smtp.received.map((m) => m.to[0]).sort()).toEqual(['bye@books.test', 'leave@garden.test', 'stop@travel.test']);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/subscriptions.png` });

  await page.goto('/dashboard');
  await expect(rows(page).filter({ hasText: 'Next read' })).toHaveCount(1);
  await expect(rows(page).filter({ hasText: /Garden Weekly|Cheap flights/ })).toHaveCount(0);
});
