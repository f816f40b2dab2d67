import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { newAccount, register, type Account } from './support';

const SHOTS = 'test-results/screenshots';
const MB = 1024 * 1024;

interface ListItem {
  id: string;
  threadId: string;
  subject: string;
}
interface Message {
  id: string;
  threadId: string;
  subject: string;
  html: string;
  cc: { email: string }[];
  attachments: { id: string; filename: string; size: number }[];
}

/** A signed-in page in its own browser context, so two accounts never share cookies. */
async function person(browser: Browser): Promise<{ page: Page; account: Account }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = await register(page);
  return { page, account };
}

async function findBySubject(page: Page, subject: string, tab = 'inbox'): Promise<ListItem> {
  let item: ListItem | undefined;
  await expect(async () => {
    const res = await page.request.get(`/api/mail/messages?tab=${tab}`);
    const list = (await res.json()) as { items: ListItem[] };
    item = list.items.find((i) => i.subject === subject);
    expect(item).toBeDefined();
  }).toPass();
  return item!;
}

async function message(page: Page, id: string): Promise<Message> {
  return (await (await page.request.get(`/api/mail/messages/${id}`)).json()) as Message;
}

function bytes(size: number, seed: number): Buffer {
  const b = Buffer.alloc(size);
  for (let i = 0; i < size; i++) b[i] = (i * 31 + seed) & 0xff;
  return b;
}

async function addRecipient(page: Page, label: 'To' | 'Cc' | 'Bcc', address: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.fill(address);
  await input.press('Enter');
}

const chips = (page: Page) => page.getByTestId('recipient-chip');
const editor = (page: Page) => page.getByRole('textbox', { name: 'Message body' });


test('with replies set to go below the quote in Settings, a reply starts under the quoted message', async ({ page }) => {
  await register(page, newAccount(), { at: '/settings?tab=email' });
  await page.getByRole('combobox', { name: 'Reply position' }).click();
  await page.getByRole('option', { name: 'Below the quote' }).click();
  await expect(page.getByRole('combobox', { name: 'Reply position' })).toHaveText('Below the quote');

  const inbox = (await (await page.request.get('/api/mail/messages?tab=inbox')).json()) as { items: { id: string; subject: string }[] };
  const original = inbox.items.find((m) => m.subject === 'Can you review the launch plan by Friday?')!;
  await page.goto(`/compose?reply=${original.id}`);
  await expect(editor(page).locator('blockquote')).toBeVisible();
  // The reply focuses its body a moment after the quote shows; keys typed before that land nowhere.
  await expect(editor(page)).toBeFocused();
  await page.keyboard.type('Replying underneath.');
  await expect(editor(page)).toContainText('Replying underneath.');
  const html = await editor(page).innerHTML();
  expect(html.indexOf('Replying underneath.')).toBeGreaterThan(html.indexOf('</blockquote>'));
  expect(html.indexOf('wrote:')).toBeLessThan(html.indexOf('Replying underneath.'));
});

test('sends with Cc, bold text and a 1 MB file; the recipient reads it, downloads the same bytes, replies in the thread and forwards the file', async ({ browser }) => {
  test.setTimeout(240_000);
  const ada = await person(browser);
  const bob = await person(browser);
  const cleo = await person(browser);
  const file = bytes(MB, 7);
  const subject = `Quarterly numbers ${Date.now()}`;

  await test.step('Ada writes and sends', async () => {
    const { page } = ada;
    await page.goto('/compose');
    await addRecipient(page, 'To', bob.account.email);
    await page.getByRole('button', { name: 'Add Cc' }).click();
    await addRecipient(page, 'Cc', cleo.account.email);
    await expect(chips(page)).toHaveCount(2);
    await page.getByLabel('Subject').fill(subject);
    await editor(page).click();
    await page.keyboard.type('Hello Bob, the ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('quarterly');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' spreadsheet is attached.');
    await page.getByLabel('Attach files').setInputFiles({ name: 'numbers.bin', mimeType: 'application/octet-stream', buffer: file });
    await expect(page.getByTestId('attachment-chip')).toContainText('numbers.bin');
    await expect(page.getByTestId('attachment-chip')).toContainText('1.0 MB');
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/compose-chips-attachments.png`, fullPage: true });
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText('Your email was sent successfully', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  });

  const received = await findBySubject(bob.page, subject);
  const opened = await message(bob.page, received.id);

  await test.step('Bob sees the bold word, the Cc and the same bytes', async () => {
    expect(opened.html).toContain('<strong>quarterly</strong>');
    expect(opened.cc.map((c) => c.email)).toEqual([cleo.account.email]);
    expect(opened.attachments).toHaveLength(1);
    const download = await bob.page.request.get(`/api/mail/messages/${opened.id}/attachments/${opened.attachments[0]!.id}`);
    expect(download.ok()).toBe(true);
    expect(Buffer.compare(await download.body(), file)).toBe(0);
    await findBySubject(cleo.page, subject);
  });

  await test.step('Bob replies and the reply threads under the original', async () => {
    const { page } = bob;
    await page.goto(`/compose?reply=${opened.id}`);
    await expect(page.getByLabel('Subject')).toHaveValue(`Re: ${subject}`);
    await expect(chips(page)).toHaveCount(1);
    await expect(chips(page)).toContainText('Ada Lovelace');
    await expect(editor(page).locator('blockquote')).toContainText('spreadsheet is attached');
    await expect(editor(page)).toContainText('wrote:');
    await page.keyboard.type('Thanks, looks good.');
    await page.keyboard.press('Control+Enter');
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
    const reply = await findBySubject(ada.page, `Re: ${subject}`);
    const sent = await findBySubject(ada.page, subject, 'sent');
    expect(reply.threadId).toBe(sent.threadId);
    const sentReply = await findBySubject(page, `Re: ${subject}`, 'sent');
    expect(sentReply.threadId).toBe(received.threadId);
  });

  await test.step('Bob forwards it to Cleo with the attachment', async () => {
    const { page } = bob;
    await page.goto(`/compose?forward=${opened.id}`);
    await expect(page.getByLabel('Subject')).toHaveValue(`Fwd: ${subject}`);
    await expect(page.getByTestId('attachment-chip')).toContainText('numbers.bin');
    await expect(editor(page)).toContainText('Forwarded message');
    await addRecipient(page, 'To', cleo.account.email);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
    const forwarded = await message(cleo.page, (await findBySubject(cleo.page, `Fwd: ${subject}`)).id);
    expect(forwarded.attachments.map((a) => [a.filename, a.size])).toEqual([['numbers.bin', MB]]);
    expect(forwarded.html).toContain('<strong>quarterly</strong>');
  });

  await test.step('a forwarded attachment the sender removes stays behind', async () => {
    const { page } = bob;
    await page.goto(`/compose?forward=${opened.id}`);
    await page.getByRole('button', { name: 'Remove numbers.bin' }).click();
    await expect(page.getByTestId('attachment-chip')).toHaveCount(0);
    await page.getByLabel('Subject').fill(`Without the file ${subject}`);
    await addRecipient(page, 'To', cleo.account.email);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
    const bare = await message(cleo.page, (await findBySubject(cleo.page, `Without the file ${subject}`)).id);
    expect(bare.attachments).toEqual([]);
  });
});

test('a new email starts in To, Add Cc puts the cursor in Cc, and addresses are not spell-checked', async ({ page }) => {
  await register(page, newAccount(), { at: '/compose' });
  const to = page.getByRole('combobox', { name: 'To', exact: true });
  await expect(to).toBeFocused();
  await expect(to).toHaveAttribute('spellcheck', 'false');
  await page.getByRole('button', { name: 'Add Cc' }).click();
  await expect(page.getByRole('combobox', { name: 'Cc', exact: true })).toBeFocused();
});

test('an invalid address never becomes a chip; a pasted list becomes chips; Backspace removes the last', async ({ page }) => {
  await register(page, newAccount(), { at: '/compose' });
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/compose-empty.png`, fullPage: true });
  const to = page.getByRole('combobox', { name: 'To', exact: true });
  await to.fill('not-an-address');
  await to.press('Enter');
  await expect(chips(page)).toHaveCount(0);
  await expect(to).toHaveValue('not-an-address');
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Subject').click();
  await expect(chips(page)).toHaveCount(0);

  await to.fill('');
  await to.focus();
  await page.evaluate(() => {
    const data = new DataTransfer();
    data.setData('text/plain', 'A <a@x.io>, b@y.io, B@Y.io');
    document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(chips(page)).toHaveCount(2);
  await to.press('Backspace');
  await expect(chips(page)).toHaveCount(1);
  await expect(chips(page)).toContainText('A');

  // Suggestions: type, move with the arrows, choose with Enter; Escape closes the list.
  await to.fill('jo');
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(list.getByRole('option')).toHaveCount(2);
  await to.press('ArrowDown');
  await expect(list.getByRole('option', { selected: true })).toContainText('Alex Johnson');
  await to.press('Enter');
  await expect(chips(page).last()).toContainText('Alex Johnson');
  await to.fill('li');
  await expect(list).toBeVisible();
  await to.press('Escape');
  await expect(list).toBeHidden();
});

test('a send whose answer is lost on the way back, sent again, reaches the recipient once', async ({ page, browser }) => {
  const bob = await person(browser);
  await register(page, newAccount(), { at: '/compose' });
  await addRecipient(page, 'To', bob.account.email);
  await page.getByLabel('Subject').fill('Sent through a flaky network');
  await editor(page).click();
  await page.keyboard.type('Only once, please.');

  // The server takes the first send; the connection drops before its answer arrives.
  let lost = 0;
  await page.route('**/api/mail/send', async (route) => {
    if (lost > 0) return route.continue();
    lost++;
    const answer = await route.fetch();
    expect(answer.status()).toBe(200);
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page).toHaveURL(/\/compose$/);
  await expect(page.getByLabel('Subject')).toHaveValue('Sent through a flaky network');

  // Send again: the server recognises the request and answers with the first result.
  const replay = page.waitForResponse('**/api/mail/send');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  expect((await replay).headers()['idempotent-replayed']).toBe('true');
  await expect(page).toHaveURL(/\/dashboard/);
  await findBySubject(bob.page, 'Sent through a flaky network');
  const inbox = (await (await bob.page.request.get('/api/mail/messages?tab=inbox&pageSize=100')).json()) as { items: ListItem[] };
  expect(inbox.items.filter((i) => i.subject === 'Sent through a flaky network')).toHaveLength(1);
  await bob.page.context().close();
});

test('Send without a recipient shows the spec text and sends nothing', async ({ page }) => {
  await register(page, newAccount(), { at: '/compose' });
  await page.getByLabel('Subject').fill('No one');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Missing recipient', { exact: true })).toBeVisible();
  await expect(page.getByText('Please enter a recipient email address', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/compose$/);
  await expect(page.getByLabel('Subject')).toHaveValue('No one');
});

test('a 26 MB total is refused with the spec alert', async ({ page }) => {
  await register(page, newAccount(), { at: '/compose' });
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  // Three 9 MB files built inside the page: each is under the 10 MB limit, together they pass 25 MB.
  await page.getByLabel('Attach files').evaluate((input: HTMLInputElement, size) => {
    const data = new DataTransfer();
    for (let i = 0; i < 3; i++) data.items.add(new File([new Uint8Array(size).fill(i + 1)], `part-${i}.bin`, { type: 'application/octet-stream' }));
    input.files = data.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }, 9 * MB);
  await expect.poll(() => alerts).toEqual(['Total attachment size exceeds 25MB. Please reduce file size.']);
  await expect(page.getByTestId('attachment-chip')).toHaveCount(0);
});

test('Discard asks first, and keeps the email when the person says no', async ({ page }) => {
  await register(page, newAccount(), { at: '/compose' });
  await page.getByLabel('Subject').fill('Half a thought');
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Discard' }).click();
  expect(asked).toEqual(['Discard this email?']);
  await expect(page.getByLabel('Subject')).toHaveValue('Half a thought');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await page.goto('/compose');
  await expect(page.getByLabel('Subject')).toHaveValue('');
});

test('a reload keeps the email being typed, and names the files to attach again', async ({ page }) => {
  await register(page, newAccount(), { at: '/compose' });
  await addRecipient(page, 'To', 'someone@example.com');
  await page.getByLabel('Subject').fill('Survives a reload');
  await editor(page).click();
  await page.keyboard.type('Typed before the reload.');
  await page.getByLabel('Attach files').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes\n') });
  await expect(page.getByTestId('attachment-chip')).toContainText('notes.txt');
  // Picked again, it is not attached twice.
  await page.getByLabel('Attach files').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes\n') });
  await expect(page.locator('[data-slot=toast]').filter({ hasText: 'Already attached' })).toContainText('notes.txt');
  await expect(page.getByTestId('attachment-chip')).toHaveCount(1);
  await page.reload();
  await expect(page.getByLabel('Subject')).toHaveValue('Survives a reload');
  await expect(chips(page)).toContainText('someone@example.com');
  await expect(editor(page)).toContainText('Typed before the reload.');
  // The file is not kept, and the form says so rather than letting it go without it.
  await expect(page.getByTestId('attachment-chip')).toHaveCount(0);
  await expect(page.locator('[data-slot=toast]').filter({ hasText: 'Attach your files again' })).toContainText('Your email came back without its file: notes.txt.');
});

test('a mailto: link and a query string each open a filled form', async ({ page }) => {
  await register(page);
  const mailto = 'mailto:ann@example.com?cc=bob@example.com&subject=Lunch%20on%20Friday&body=Are%20you%20free%3F%0ASay%2012%3A30.';
  await page.goto(`/compose?mailto=${encodeURIComponent(mailto)}`);
  await expect(page.getByLabel('Subject')).toHaveValue('Lunch on Friday');
  await expect(chips(page)).toHaveText([/ann@example\.com/, /bob@example\.com/]);
  await expect(editor(page).locator('p')).toHaveText(['Are you free?', 'Say 12:30.']);

  // A new form, not the one above restored from what was typed.
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/compose?to=carol@example.com&subject=From%20a%20link&body=Hello%20Carol');
  await expect(page.getByLabel('Subject')).toHaveValue('From a link');
  await expect(chips(page)).toHaveText([/carol@example\.com/]);
  await expect(editor(page)).toHaveText('Hello Carol');
});

test('Save Draft puts the email in Drafts and clears the form; with nothing typed it only closes', async ({ page }) => {
  await register(page, newAccount(), { at: '/compose' });
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });

  await page.goto('/compose');
  await addRecipient(page, 'To', 'someone@example.com');
  await page.getByLabel('Subject').fill('Draft for later');
  await editor(page).click();
  await page.keyboard.type('Not finished yet.');
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Your draft was saved successfully', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveValue('');
  await expect(chips(page)).toHaveCount(0);
  const draft = await findBySubject(page, 'Draft for later', 'drafts');
  expect((await message(page, draft.id)).html).toContain('Not finished yet.');

  // Reopened and discarded, it is gone, as Gmail discards a draft.
  await page.goto(`/compose?draft=${draft.id}`);
  await expect(page.getByLabel('Subject')).toHaveValue('Draft for later');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByText('Draft discarded', { exact: true })).toBeVisible();
  expect((await page.request.get(`/api/mail/messages/${draft.id}`)).status()).toBe(404);
  await page.goto('/dashboard?tab=drafts');
  await expect(page.getByTestId('list-empty')).toBeVisible();
});

test('a draft opened from Drafts comes back whole, saving it again replaces it, and sending it takes it out of Drafts', async ({ page }) => {
  const account = await register(page, newAccount(), { at: '/compose' });
  await addRecipient(page, 'To', account.email);
  await page.getByLabel('Subject').fill('Offsite plan');
  await editor(page).click();
  await page.keyboard.type('First thoughts on the venue.');
  await page.getByLabel('Attach files').setInputFiles({ name: 'agenda.txt', mimeType: 'text/plain', buffer: Buffer.from('9:00 coffee\n') });
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByText('Your draft was saved successfully', { exact: true })).toBeVisible();

  // Its message view offers to finish it; compose has it as it was saved, file and all.
  const saved = await findBySubject(page, 'Offsite plan', 'drafts');
  await page.goto(`/email/${saved.id}`);
  await expect(page.getByRole('button', { name: 'Reply', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit draft' })).toBeVisible();
  // Nothing in one's own draft to answer: no AI Reply or Smart Replies either.
  await expect(page.getByRole('button', { name: 'AI Reply' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Smart Replies' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Summarize' })).toBeVisible();
  // r, the reply key, finishes a draft too.
  await page.keyboard.press('r');
  await expect(page).toHaveURL(new RegExp(`/compose\\?draft=${saved.id}$`));
  await expect(page.getByRole('heading', { name: 'Edit Draft' })).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveValue('Offsite plan');
  await expect(chips(page)).toHaveText([new RegExp(account.email.replace(/[.+]/g, '\\$&'))]);
  await expect(editor(page)).toContainText('First thoughts on the venue.');
  await expect(page.getByTestId('attachment-chip')).toContainText('agenda.txt');

  // Saved again: one draft, the newer one.
  await page.getByLabel('Subject').fill('Offsite plan v2');
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=drafts$/);
  await expect(page.getByTestId('mail-row').getByTestId('row-subject')).toHaveText(['Offsite plan v2']);

  // Opened from the Drafts tab and sent: out of Drafts, in Sent with its file.
  await page.getByTestId('mail-row').getByRole('link').click();
  await expect(page).toHaveURL(/\/compose\?draft=/);
  await expect(page.getByLabel('Subject')).toHaveValue('Offsite plan v2');
  await expect(page.getByTestId('attachment-chip')).toContainText('agenda.txt');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Your email was sent successfully', { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.goto('/dashboard?tab=drafts');
  await expect(page.getByTestId('list-empty')).toBeVisible();
  const sent = await findBySubject(page, 'Offsite plan v2', 'sent');
  expect((await message(page, sent.id)).attachments.map((a) => a.filename)).toEqual(['agenda.txt']);
});

test('Schedule is disabled until there is a recipient and content, and refuses a time in the past', async ({ page }) => {
  await register(page);
  const evening = new Date();
  evening.setHours(21, 0, 0, 0);
  await page.clock.setFixedTime(evening);
  await page.goto('/compose');
  const scheduleButton = page.getByRole('button', { name: 'Schedule', exact: true });
  await expect(scheduleButton).toBeDisabled();
  await page.getByLabel('Subject').fill('Tomorrow morning');
  await expect(scheduleButton).toBeDisabled();
  // An address still being typed counts as a recipient, as it does for Send.
  await page.getByRole('combobox', { name: 'To', exact: true }).fill('later@example.com');
  await expect(scheduleButton).toBeEnabled();
  await page.getByRole('combobox', { name: 'To', exact: true }).fill('');
  await expect(scheduleButton).toBeDisabled();
  await addRecipient(page, 'To', 'later@example.com');
  await expect(scheduleButton).toBeEnabled();
  await page.getByLabel('Subject').fill('');
  await expect(scheduleButton).toBeDisabled();
  await page.getByLabel('Subject').fill('Tomorrow morning');
  await expect(scheduleButton).toBeEnabled();
  // Alt+S opens it from the keyboard, even while typing in a field.
  await expect(scheduleButton).toHaveAttribute('aria-keyshortcuts', 'Alt+S');
  await page.getByLabel('Subject').press('Alt+s');
  await expect(page.getByText("Select when you'd like this email to be sent")).toBeVisible();
  await page.locator('[data-today] button').click();
  await page.getByRole('combobox', { name: 'Time' }).click();
  await expect(page.getByRole('option')).toHaveCount(32);
  // At 21:00, today's earlier times are gone and not offered.
  await expect(page.getByRole('option', { name: '08:00' })).toBeDisabled();
  await expect(page.getByRole('option', { name: '21:00' })).toBeDisabled();
  await expect(page.getByRole('option', { name: '21:30' })).toBeEnabled();
  await page.getByRole('option', { name: '21:30' }).click();
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/compose-schedule-popover.png` });
  // A time that passes while the popover is open is refused inside it.
  const later = new Date(evening);
  later.setMinutes(45);
  await page.clock.setFixedTime(later);
  await page.getByRole('dialog').getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('Cannot schedule an email in the past. Please select a future date and time.');
  await expect(page).toHaveURL(/\/compose$/);
});

test('scheduling for tomorrow creates a pending scheduled email and opens /scheduled', async ({ page }) => {
  const me = await register(page, newAccount(), { at: '/compose' });
  await addRecipient(page, 'To', me.email);
  const subject = `Tomorrow ${Date.now()}`;
  await page.getByLabel('Subject').fill(subject);
  await editor(page).click();
  await page.keyboard.type('See you tomorrow.');
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  const tomorrow = new Date();
  tomorrow.setDate(tomorrow.getDate() + 1);
  if (tomorrow.getMonth() !== new Date().getMonth()) await page.getByRole('button', { name: /next month/i }).click();
  const iso = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
  await page.locator(`[data-day="${iso}"] button`).click();
  await page.getByRole('combobox', { name: 'Time' }).click();
  await page.getByRole('option', { name: '10:00' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page).toHaveURL(/\/scheduled$/, { timeout: 30_000 });
  const items = (await (await page.request.get('/api/scheduled')).json()) as { items: { subject: string; status: string }[] };
  expect(items.items.find((i) => i.subject === subject)?.status).toBe('pending');
  await expect(page.getByText(subject).filter({ visible: true }).first()).toBeVisible();
});

test('the editor is at least 300 px tall, refuses an empty link, inserts emoji, and takes an AI reply prefill', async ({ page }) => {
  await register(page, newAccount(), { at: `/compose?replyId=r-1&originalReplyText=${encodeURIComponent('Thanks, Friday works.')}&originalBody=${encodeURIComponent('Can we meet Friday?')}` });
  await expect(editor(page)).toContainText('Thanks, Friday works.');
  await expect(editor(page).locator('blockquote')).toContainText('Can we meet Friday?');
  const box = await editor(page).boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(300);

  await editor(page).click();
  await page.getByRole('button', { name: 'Insert link' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Insert', exact: true }).click();
  await expect(page.getByText('Please enter a URL')).toBeVisible();
  await page.getByLabel('URL').fill('example.com/plan');
  await page.getByRole('dialog').getByRole('button', { name: 'Insert', exact: true }).click();
  await expect(editor(page).locator('a[href="https://example.com/plan"]')).toBeVisible();

  await page.getByRole('button', { name: 'Insert emoji' }).click();
  await page.getByRole('button', { name: 'Insert 🎉' }).click();
  await expect(editor(page)).toContainText('🎉');
});

test('writing help refuses empty input with the spec texts and fills a subject from the body', async ({ page }) => {
  await register(page, newAccount(), { at: '/compose' });
  const help = page.getByRole('button', { name: 'Writing help' });
  await help.click();
  await page.getByRole('menuitem', { name: 'Improve Text' }).click();
  await expect(page.getByText('Nothing to improve', { exact: true })).toBeVisible();
  await expect(page.getByText('Please write some content first', { exact: true })).toBeVisible();
  await help.click();
  await page.getByRole('menuitem', { name: 'Generate Content' }).click();
  await expect(page.getByText('Missing subject', { exact: true })).toBeVisible();

  await editor(page).click();
  await page.keyboard.type('Hi team, can we move the quarterly budget review to Thursday afternoon? The numbers are not ready yet.');
  await help.click();
  await page.getByRole('menuitem', { name: 'Generate Subject' }).click();
  await expect(page.getByLabel('Subject')).not.toHaveValue('', { timeout: 20_000 });
});

test('Generate Content writes the body into the editor, names the engine, and one undo takes it back', async ({ page }) => {
  await register(page, newAccount(), { at: '/compose' });
  await page.getByLabel('Subject').fill('Team offsite in March');
  await editor(page).click();
  await page.keyboard.type('My own first line.');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Writing help' }).click();
  await page.getByRole('menuitem', { name: 'Generate Content' }).click();
  await expect(page.getByTestId('ai-engine-badge')).toHaveText('local engine');
  await expect(editor(page)).not.toContainText('My own first line.');
  await expect(editor(page)).toContainText(/offsite/i);
  // No recipient yet: a greeting without a name, never the engine's "{name}".
  await expect(editor(page).locator('p').first()).toHaveText('Hi,');
  await expect(editor(page)).toHaveAttribute('contenteditable', 'true');
  await editor(page).click();
  await page.keyboard.press('Control+z');
  await expect(editor(page)).toHaveText('My own first line.');

  // With one recipient, it greets them by their first name.
  await addRecipient(page, 'To', 'Maya Chen <maya@example.com>');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Writing help' }).click();
  await page.getByRole('menuitem', { name: 'Generate Content' }).click();
  await expect(editor(page).locator('p').first()).toHaveText('Hi Maya,');
  await expect(editor(page)).not.toContainText('{name}');
});

test('sending an AI reply asks for a rating, then clears and opens the dashboard', async ({ page }) => {
  const me = await register(page);
  const res = await page.request.post('/api/ai/reply', { data: { emailContent: 'Hi, can you send me the report by Friday? Thanks, Maya' } });
  expect(res.ok()).toBe(true);
  const reply = (await res.json()) as { id: string; reply?: string };
  const aiText = 'Hi Maya, I will send the report by Friday.';
  await page.goto(`/compose?replyId=${reply.id}&originalReplyText=${encodeURIComponent(aiText)}`);
  await expect(editor(page)).toContainText(aiText);
  await addRecipient(page, 'To', me.email);
  await page.getByLabel('Subject').fill('Report');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'How was the AI-generated reply?' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/compose/);
  const submit = dialog.getByRole('button', { name: 'Submit Feedback' });
  await expect(submit).toBeDisabled();
  await dialog.getByRole('radio', { name: '4 stars' }).click();
  await dialog.getByLabel('What did you like?').fill('Short and clear');
  await submit.click();
  await expect(page.getByText('Thank you for your valuable feedback', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await page.goto(`/compose?replyId=${reply.id}`);
  await expect(editor(page)).not.toContainText(aiText);
});

test('after a pause the editor offers a completion that Tab appends', async ({ page }) => {
  await register(page, newAccount(), { at: '/compose' });
  await editor(page).click();
  const typed = 'Hi Maya, thanks for sending the launch plan. I will review it and';
  await page.keyboard.type(typed);
  const bar = page.getByRole('status', { name: 'Suggestion' });
  await expect(bar).toBeVisible({ timeout: 20_000 });
  const before = (await editor(page).innerText()).trim();
  await editor(page).press('Tab');
  await expect(bar).toBeHidden();
  await expect.poll(async () => (await editor(page).innerText()).trim().length).toBeGreaterThan(before.length + 5);
  expect((await editor(page).innerText()).startsWith(typed)).toBe(true);
});

test('in a reply, the completion continues what is written above the quote and Tab puts it there', async ({ page }) => {
  await register(page, newAccount());
  const inbox = (await (await page.request.get('/api/mail/messages?tab=inbox')).json()) as { items: { id: string; subject: string }[] };
  const original = inbox.items.find((m) => m.subject === 'Can you review the launch plan by Friday?')!;
  await page.goto(`/compose?reply=${original.id}`);
  await expect(editor(page).locator('blockquote')).toBeVisible();
  await expect(editor(page)).toBeFocused();
  const typed = 'Hi Maya, thanks for sending the launch plan. I will review it and';
  await page.keyboard.type(typed);
  const bar = page.getByRole('status', { name: 'Suggestion' });
  await expect(bar).toBeVisible({ timeout: 20_000 });
  await editor(page).press('Tab');
  await expect(bar).toBeHidden();
  const html = await editor(page).innerHTML();
  const added = html.indexOf(typed) + typed.length;
  // The words follow the typed text, inside its paragraph, and the quote is untouched below them.
  expect(html.slice(added, html.indexOf('</p>', added)).trim().length).toBeGreaterThan(5);
  expect(html.indexOf('wrote:')).toBeGreaterThan(added);
  expect((await editor(page).locator('blockquote ~ *').allInnerTexts()).join('').trim()).toBe('');
});

test('on a laptop screen Send stays in view, under a new message and a long one alike', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await register(page, newAccount(), { at: '/compose' });
  const send = page.getByRole('button', { name: 'Send', exact: true });
  await expect(send).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Discard' })).toBeInViewport();
  await editor(page).click();
  for (let i = 0; i < 20; i++) await page.keyboard.press('Enter');
  await page.keyboard.type('The last line, far below the fold.');
  await expect(send).toBeInViewport();
  // The footer is opaque: the text it covers does not show through it.
  expect(await send.evaluate((button) => getComputedStyle(button.parentElement!).backgroundColor)).not.toMatch(/rgba\(.*, 0\)$|transparent/);
});

test('dark mode compose screenshot', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await register(page, newAccount(), { at: '/compose' });
  await addRecipient(page, 'To', 'dark@example.com');
  await page.getByLabel('Subject').fill('Evening');
  await page.getByLabel('Attach files').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await page.getByRole('combobox', { name: 'To', exact: true }).fill('jo');
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/compose-dark.png`, fullPage: true });
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
});

test('templates popover: a template with {name} asks for the value and inserts the filled text and subject; a snippet inserts at the cursor', async ({ page }) => {
  await register(page);
  const stamp = Date.now();
  const templateName = `Warm hello ${stamp}`;
  const snippetName = `Sign-off ${stamp}`;
  expect((await page.request.post('/api/templates', { data: { name: templateName, category: 'Business', content: 'Dear {name},\nThanks for the call.' } })).ok()).toBe(true);
  expect((await page.request.post('/api/snippets', { data: { name: snippetName, content: 'Best regards, Ada' } })).ok()).toBe(true);
  await page.goto('/compose');

  await page.getByRole('button', { name: 'Templates', exact: true }).click();
  const search = page.getByPlaceholder('Search templates & snippets...');
  await expect(search).toBeVisible();
  await expect(page.getByText('Select a template or snippet to insert it into your email.')).toBeVisible();
  await search.fill(String(stamp));
  await expect(page.getByRole('button', { name: new RegExp(templateName) })).toBeVisible();
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/compose-templates-popover.png` });
  await search.fill(`nothing-matches-${stamp}`);
  await expect(page.getByText('No templates found')).toBeVisible();
  await search.fill(String(stamp));
  await page.getByRole('button', { name: new RegExp(templateName) }).click();

  const dialog = page.getByRole('dialog', { name: 'Customize Template' });
  await expect(dialog.getByText('Fill in the variables for your template')).toBeVisible();
  await dialog.getByPlaceholder('Enter name').fill('Bob');
  await dialog.getByRole('button', { name: 'Insert Template' }).click();
  await expect(dialog).toBeHidden();
  await expect(editor(page)).toContainText('Dear Bob,');
  await expect(editor(page)).toContainText('Thanks for the call.');
  await expect(page.getByLabel('Subject')).toHaveValue(templateName);
  await expect(page.getByText(`Inserted template: ${templateName}`, { exact: true })).toBeVisible();

  await editor(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Control+t');
  await page.getByRole('tab', { name: 'Snippets' }).click();
  await page.getByPlaceholder('Search templates & snippets...').fill(snippetName);
  await page.getByRole('button', { name: new RegExp(snippetName) }).click();
  // After the last word, with a space between: not glued onto it.
  await expect(editor(page)).toContainText('Thanks for the call. Best regards, Ada');
  await expect(page.getByText(`Inserted snippet: ${snippetName}`, { exact: true })).toBeVisible();
});

test("a template offers what compose knows for its blanks, a snippet gets the sender's name, and Send asks about a blank left", async ({ page }) => {
  await register(page, newAccount(), { at: '/compose' });
  const templateName = `Invoice ${Date.now()}`;
  const content = 'Invoice {invoice_number} is due on {date}.\n\n{your_name}';
  expect((await page.request.post('/api/templates', { data: { name: templateName, category: 'Business', content } })).ok()).toBe(true);
  await page.reload();
  await addRecipient(page, 'To', 'billing@example.com');
  await editor(page).click();
  await page.keyboard.press('Control+t');
  await page.getByPlaceholder('Search templates & snippets...').fill(templateName);
  await page.getByRole('button', { name: new RegExp(templateName) }).click();
  const dialog = page.getByRole('dialog', { name: 'Customize Template' });
  await expect(dialog.getByLabel('Your name')).toHaveValue('Ada Lovelace');
  await expect(dialog.getByLabel('Date')).toHaveValue(new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }).format(new Date()));
  await expect(dialog.getByLabel('Invoice number')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Insert Template' }).click();
  await expect(editor(page)).toContainText('Invoice {invoice_number} is due on');
  await expect(editor(page)).toContainText('Ada Lovelace');

  await page.keyboard.press('Control+End');
  await page.keyboard.press('Control+t');
  await page.getByRole('tab', { name: 'Snippets' }).click();
  await page.getByPlaceholder('Search templates & snippets...').fill('Professional Closing');
  await page.getByRole('button', { name: /Professional Closing/ }).click();
  await expect(editor(page)).toContainText('Best regards,');
  await expect(editor(page)).not.toContainText('{your_name}');

  const asked: string[] = [];
  page.once('dialog', (d) => {
    asked.push(d.message());
    void d.dismiss();
  });
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect.poll(() => asked).toEqual(['This email still has a blank to fill in: {invoice_number}. Send it anyway?']);
  await expect(page).toHaveURL(/\/compose$/);
});

test('"use template" from /templates fills body and subject through the Customize Template dialog', async ({ page }) => {
  await register(page);
  const templateName = `Intro ${Date.now()}`;
  const res = await page.request.post('/api/templates', { data: { name: templateName, category: 'Personal', content: 'Hi {name}, meet {friend}.' } });
  expect(res.ok()).toBe(true);
  await page.goto('/templates');
  await page.getByRole('button', { name: `Use ${templateName}`, exact: true }).click();
  await expect(page).toHaveURL(/\/compose$/);
  const dialog = page.getByRole('dialog', { name: 'Customize Template' });
  await dialog.getByPlaceholder('Enter name').fill('Cleo');
  await dialog.getByPlaceholder('Enter friend').fill('Dan');
  await dialog.getByRole('button', { name: 'Insert Template' }).click();
  await expect(editor(page)).toContainText('Hi Cleo, meet Dan.');
  await expect(page.getByLabel('Subject')).toHaveValue(templateName);
});

test('"use template" over an unsent email asks before replacing its words, keeps its subject, and is offered once', async ({ page }) => {
  await register(page, newAccount(), { at: '/compose' });
  const templateName = `Thanks ${Date.now()}`;
  expect((await page.request.post('/api/templates', { data: { name: templateName, category: 'Personal', content: 'Thank you for everything.' } })).ok()).toBe(true);
  await page.getByLabel('Subject').fill('Half-written note');
  await editor(page).click();
  await page.keyboard.type('Some words of mine');
  await page.goto('/templates');
  await page.getByRole('button', { name: `Use ${templateName}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Customize Template' });
  // Declined: the words stay.
  page.once('dialog', (d) => void d.dismiss());
  await dialog.getByRole('button', { name: 'Insert Template' }).click();
  await expect(editor(page)).toHaveText('Some words of mine');
  await page.reload();
  await expect(editor(page)).toHaveText('Some words of mine');
  await expect(page.getByRole('dialog', { name: 'Customize Template' })).toHaveCount(0);

  await page.goto('/templates');
  await page.getByRole('button', { name: `Use ${templateName}`, exact: true }).click();
  page.once('dialog', (d) => void d.accept());
  await dialog.getByRole('button', { name: 'Insert Template' }).click();
  await expect(editor(page)).toHaveText('Thank you for everything.');
  await expect(page.getByLabel('Subject')).toHaveValue('Half-written note');
});

test('a template inserted into a reply keeps the signature and the quoted original', async ({ page }) => {
  await register(page, newAccount());
  const templateName = `Ack ${Date.now()}`;
  expect((await page.request.post('/api/templates', { data: { name: templateName, category: 'Business', content: 'Noted, I will handle it.' } })).ok()).toBe(true);
  const inbox = (await (await page.request.get('/api/mail/messages?tab=inbox')).json()) as { items: { id: string }[] };
  await page.goto(`/compose?reply=${inbox.items[0]!.id}`);
  await expect(editor(page)).toContainText('wrote:');
  await page.keyboard.press('Control+t');
  await page.getByPlaceholder('Search templates & snippets...').fill(templateName);
  await page.getByRole('button', { name: new RegExp(templateName) }).click();
  await page.getByRole('dialog', { name: 'Customize Template' }).getByRole('button', { name: 'Insert Template' }).click();
  await expect(editor(page).locator(':scope > p').first()).toHaveText('Noted, I will handle it.');
  await expect(editor(page)).toContainText('wrote:');
  await expect(editor(page).locator('blockquote')).not.toBeEmpty();
});

test('Set Follow-Up opens the reminder dialog prefilled from the email and creates the follow-up without sending', async ({ page }) => {
  await register(page, newAccount(), { at: '/compose' });
  const subject = `Contract review ${Date.now()}`;
  await addRecipient(page, 'To', 'dana@example.com');
  await page.getByLabel('Subject').fill(subject);
  await page.getByRole('button', { name: 'Set Follow-Up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set Follow-Up Reminder' });
  await expect(dialog.getByLabel('Subject')).toHaveValue(subject);
  await expect(dialog.getByLabel('Recipient')).toHaveValue(/dana@example\.com/);
  await dialog.getByLabel('Notes').fill('Chase the signature');
  await dialog.getByRole('button', { name: 'Create Follow-Up' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Follow-up reminder set', { exact: true })).toBeVisible();
  const list = (await (await page.request.get('/api/follow-ups')).json()) as { subject: string; recipient: string; notes: string | null }[];
  const created = list.find((f) => f.subject === subject);
  expect(created?.recipient).toContain('dana@example.com');
  expect(created?.notes).toBe('Chase the signature');
  // Still composing: the email was not sent and the form is intact.
  await expect(page).toHaveURL(/\/compose$/);
  await expect(page.getByLabel('Subject')).toHaveValue(subject);
});

test('editing a scheduled email via ?scheduled= loads it, saves the new subject and keeps its time', async ({ page }) => {
  const me = await register(page);
  const at = new Date();
  at.setDate(at.getDate() + 1);
  at.setHours(10, 0, 0, 0);
  const subject = `Board update ${Date.now()}`;
  const res = await page.request.post('/api/scheduled', {
    data: {
      to: [me.email],
      subject,
      body: '<p>Numbers attached.</p>',
      attachments: [{ filename: 'numbers.csv', mimeType: 'text/csv', content: Buffer.from('q1,42\n').toString('base64') }],
      scheduledTime: at.toISOString(),
    },
  });
  expect(res.ok()).toBe(true);
  const { id } = (await res.json()) as { id: string };

  await page.goto(`/compose?scheduled=${id}`);
  await expect(page.getByLabel('Subject')).toHaveValue(subject);
  await expect(editor(page)).toContainText('Numbers attached.');
  await expect(chips(page)).toHaveCount(1);
  // Its file shows, and stays along with one added here.
  await expect(page.getByText('numbers.csv')).toBeVisible();
  await page.getByLabel('Attach files').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('added later') });
  await expect(page.getByText('notes.txt')).toBeVisible();
  await page.getByLabel('Subject').fill(`${subject} (revised)`);
  const month = at.toLocaleString('en-US', { month: 'short' });
  await page.getByRole('button', { name: `${month} ${at.getDate()} at 10:00` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page).toHaveURL(/\/scheduled$/, { timeout: 30_000 });
  await expect(page.getByText('Scheduled email updated', { exact: true })).toBeVisible();
  const saved = (await (await page.request.get(`/api/scheduled/${id}`)).json()) as { subject: string; status: string; scheduledTime: string };
  expect(saved.subject).toBe(`${subject} (revised)`);
  expect(saved.status).toBe('pending');
  expect(new Date(saved.scheduledTime).getTime()).toBe(at.getTime());
  expect((saved as unknown as { attachments: { filename: string }[] }).attachments.map((a) => a.filename)).toEqual(['numbers.csv', 'notes.txt']);
  expect(await (await page.request.get(`/api/scheduled/${id}/attachments/0`)).text()).toBe('q1,42\n');
  const all = (await (await page.request.get('/api/scheduled')).json()) as { items: unknown[] };
  expect(all.items).toHaveLength(1);

  await page.goto('/compose?scheduled=00000000-0000-0000-0000-000000000000');
  await expect(page.getByText('This scheduled email could not be found.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Scheduled Emails' })).toBeVisible();
});

test('Save Changes keeps an edit in the scheduled email at its time, with no draft beside it; Discard leaves it as it was', async ({ page }) => {
  const me = await register(page);
  const at = new Date(Date.now() + 2 * 86_400_000);
  at.setSeconds(0, 0);
  const res = await page.request.post('/api/scheduled', { data: { to: [me.email], subject: 'Agenda for Tuesday', body: '<p>First draft.</p>', scheduledTime: at.toISOString() } });
  const { id } = (await res.json()) as { id: string };

  await page.goto(`/compose?scheduled=${id}`);
  await expect(editor(page)).toContainText('First draft.');
  await editor(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' Room 4 is booked.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/scheduled$/);
  await expect(page.getByText('Scheduled email updated', { exact: true })).toBeVisible();
  const saved = (await (await page.request.get(`/api/scheduled/${id}`)).json()) as { safeBody: string; scheduledTime: string; status: string };
  expect(saved.safeBody).toContain('Room 4 is booked.');
  expect(saved).toMatchObject({ status: 'pending', scheduledTime: at.toISOString() });
  const drafts = (await (await page.request.get('/api/mail/messages?tab=drafts')).json()) as { items: unknown[] };
  expect(drafts.items).toEqual([]);

  await page.goto(`/compose?scheduled=${id}`);
  await expect(editor(page)).toContainText('Room 4 is booked.');
  await page.getByLabel('Subject').fill('Agenda, changed my mind');
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Discard your changes? The scheduled email stays as it was and goes at its time.');
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/scheduled$/);
  expect(((await (await page.request.get(`/api/scheduled/${id}`)).json()) as { subject: string; status: string })).toMatchObject({ subject: 'Agenda for Tuesday', status: 'pending' });
});

test('a scheduled email set off the half-hour grid opens with its own time chosen and keeps it', async ({ page }) => {
  const me = await register(page);
  const at = new Date();
  at.setDate(at.getDate() + 2);
  at.setHours(9, 47, 0, 0);
  const subject = `Off the grid ${Date.now()}`;
  const res = await page.request.post('/api/scheduled', {
    data: { to: [me.email], subject, body: '<p>At 9:47.</p>', scheduledTime: at.toISOString() },
  });
  const { id } = (await res.json()) as { id: string };
  await page.goto(`/compose?scheduled=${id}`);
  await expect(page.getByLabel('Subject')).toHaveValue(subject);
  const month = at.toLocaleString('en-US', { month: 'short' });
  await page.getByRole('button', { name: `${month} ${at.getDate()} at 09:47` }).click();
  await expect(page.getByRole('combobox', { name: 'Time' })).toHaveText('09:47');
  await page.getByRole('dialog').getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page).toHaveURL(/\/scheduled$/, { timeout: 30_000 });
  const saved = (await (await page.request.get(`/api/scheduled/${id}`)).json()) as { scheduledTime: string };
  expect(new Date(saved.scheduledTime).getTime()).toBe(at.getTime());
});

test('a scheduled email that already went out opens as a message, not an editable form', async ({ page }) => {
  test.setTimeout(90_000);
  const me = await register(page);
  const res = await page.request.post('/api/scheduled', {
    data: { to: [me.email], subject: `Soon ${Date.now()}`, body: '<p>Now.</p>', scheduledTime: new Date(Date.now() + 3_000).toISOString() },
  });
  expect(res.ok()).toBe(true);
  const { id } = (await res.json()) as { id: string };
  await expect(async () => {
    const s = (await (await page.request.get(`/api/scheduled/${id}`)).json()) as { status: string };
    expect(s.status).toBe('sent');
  }).toPass({ timeout: 60_000 });
  await page.goto(`/compose?scheduled=${id}`);
  await expect(page.getByText('This email has already been sent, so it can no longer be edited.')).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveCount(0);
});

test('Send on a scheduled email sends it now and cancels the scheduled copy, so it never goes twice', async ({ page }) => {
  const me = await register(page);
  const subject = `Send now ${Date.now()}`;
  const res = await page.request.post('/api/scheduled', {
    data: {
      to: [me.email],
      subject,
      body: '<p>Ready early.</p>',
      attachments: [{ filename: 'slides.txt', mimeType: 'text/plain', content: Buffer.from('slide one').toString('base64') }],
      scheduledTime: new Date(Date.now() + 86_400_000).toISOString(),
    },
  });
  const { id } = (await res.json()) as { id: string };
  await page.goto(`/compose?scheduled=${id}`);
  await expect(page.getByLabel('Subject')).toHaveValue(subject);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 30_000 });
  expect((await page.request.get(`/api/scheduled/${id}`)).status()).toBe(404);
  const sent = (await (await page.request.get('/api/mail/messages?tab=sent')).json()) as { items: { id: string; subject: string }[] };
  const copies = sent.items.filter((i) => i.subject === subject);
  expect(copies).toHaveLength(1);
  // Its file went with it.
  const message = (await (await page.request.get(`/api/mail/messages/${copies[0]!.id}`)).json()) as { attachments: { filename: string }[] };
  expect(message.attachments.map((a) => a.filename)).toEqual(['slides.txt']);
});
