import { expect, test, type Page } from '@playwright/test';
import { imapAccountBody, startDovecot, type Dovecot } from '../helpers/dovecot';
import { startSmtpAuthServer, type SmtpAuthServer } from '../helpers/smtp-auth';
import { otherAccount, rows, SCREENSHOT_DIR } from './mail-support';
import { newAccount, register } from './support';

const PASSWORD = 'signature-secret';
const USER = 'ada@work.test';
let dovecot: Dovecot;
let smtp: SmtpAuthServer;

test.beforeAll(async () => {
  [dovecot, smtp] = await Promise.all([startDovecot([{ username: USER, password: PASSWORD }]), startSmtpAuthServer([{ username: USER, password: PASSWORD }])]);
});

test.afterAll(async () => {
  await dovecot?.stop();
  await smtp?.close();
});

const body = (page: Page) => page.getByRole('textbox', { name: 'Message body' });

test('a signature written in Settings ends new mail, goes above the quote of a reply, and follows the From account', async ({ page, browser }) => {
  const ada = await register(page, newAccount(), { at: '/settings?tab=email' });
  const builtIn = page.getByRole('list', { name: 'Mail accounts' }).getByRole('listitem').first();
  await builtIn.getByRole('button', { name: 'Signature' }).click();
  const dialog = page.getByRole('dialog', { name: 'Signature' });
  const editor = dialog.getByRole('textbox', { name: 'Signature' });
  await editor.click();
  await dialog.getByRole('button', { name: 'Bold' }).click();
  await editor.pressSequentially('Ada Lovelace');
  await dialog.getByRole('button', { name: 'Bold' }).click();
  await editor.press('Enter');
  await editor.pressSequentially('Analytical Engines Ltd');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/settings-signature.png` });
  await dialog.getByRole('button', { name: 'Save signature' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('[data-slot=toast]')).toContainText('Signature saved');

  // A second account with a signature of its own.
  const added = await page.request.post('/api/accounts', { data: imapAccountBody(dovecot, smtp, USER, PASSWORD) });
  expect(added.status(), await added.text()).toBe(201);
  const work = (await added.json()) as { id: string };
  expect((await page.request.patch(`/api/accounts/${work.id}`, { data: { signature: '<p>Ada, Work Team</p>' } })).ok()).toBe(true);

  await page.goto('/compose');
  await expect(body(page).locator('[data-signature]')).toHaveText(/--\s*Ada Lovelace\s*Analytical Engines Ltd/);
  await expect(body(page).locator('[data-signature] strong')).toHaveText('Ada Lovelace');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/compose-signature.png` });
  await page.locator('#compose-from').click();
  await page.getByRole('option', { name: new RegExp(USER) }).click();
  await expect(body(page).locator('[data-signature]')).toHaveText(/--\s*Ada, Work Team/);
  await expect(body(page)).not.toContainText('Analytical Engines');

  // A reply from the built-in mailbox: the signature sits between the reply and the quote.
  const grace = await otherAccount(browser);
  await grace.send(ada, 'Lunch on Friday?', '<p>Shall we?</p>');
  await page.goto('/dashboard');
  await rows(page).filter({ hasText: 'Lunch on Friday?' }).click();
  await page.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(body(page).locator('blockquote')).toContainText('Shall we?');
  const order = await body(page).evaluate((el) => {
    const signature = el.querySelector('[data-signature]');
    const quote = el.querySelector('blockquote');
    return signature && quote ? signature.compareDocumentPosition(quote) & Node.DOCUMENT_POSITION_FOLLOWING : -1;
  });
  expect(order).toBeGreaterThan(0);
  // The signature and the quote are not the person's writing: there is nothing to improve yet.
  const help = page.getByRole('button', { name: 'Writing help' });
  await help.click();
  await page.getByRole('menuitem', { name: 'Improve Text' }).click();
  await expect(page.getByText('Nothing to improve', { exact: true })).toBeVisible();
  await body(page).pressSequentially('Yes, see you there.');
  // Improving rewrites only those words: the quote stays a quote, the signature a signature.
  await help.click();
  const improved = page.waitForResponse((r) => r.url().includes('/api/ai/improve'));
  await page.getByRole('menuitem', { name: 'Improve Text' }).click();
  const answer = await improved;
  expect(answer.ok()).toBe(true);
  // Only the person's words go to be improved: not the quote, not the signature.
  expect((answer.request().postDataJSON() as { text: string }).text).toBe('Yes, see you there.');
  await expect(help).toBeEnabled();
  await expect(body(page).locator('blockquote')).toContainText('Shall we?');
  await expect(body(page).locator('[data-signature]')).toHaveText(/--\s*Ada Lovelace\s*Analytical Engines Ltd$/);
  await expect(body(page).locator('p').first()).toHaveText('Yes, see you there.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.locator('[data-slot=toast]')).toContainText('Email sent');

  // Grace reads the reply with the signature under it.
  const received = (await (await grace.request.get('/api/mail/messages')).json()) as { items: { id: string; subject: string }[] };
  const reply = received.items.find((i) => i.subject === 'Re: Lunch on Friday?')!;
  const text = ((await (await grace.request.get(`/api/mail/messages/${reply.id}`)).json()) as { text: string }).text;
  expect(text).toMatch(/Yes, see you there\.[\s\S]*--\s[\s\S]*Ada Lovelace[\s\S]*Analytical Engines Ltd[\s\S]*Shall we\?/);
  await grace.close();
});
