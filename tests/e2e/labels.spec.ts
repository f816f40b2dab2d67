import { expect, test, type Locator, type Page } from '@playwright/test';
import { errLabelExists } from '../../src/core/mail/labels';
import { bulkLabeled, LABEL_MENU } from '../../src/client/features/dashboard/texts';
import { deleteLabelTitle, DELETE_LABEL, EDIT_LABEL, labelActions, LABELS, NEW_LABEL, removeLabel, rulesUsingLabel } from '../../src/client/ui/labels/texts';
import { rows, screenshots, SCREENSHOT_DIR } from './mail-support';
import { register } from './support';

const REVIEW = 'Can you review the launch plan by Friday?';
const WELCOME = 'Welcome to Email Buddy';
const RECEIPTS = 'Know when your email is read';
const TEMPLATES = 'Templates, snippets and scheduled sending';

const rowOf = (page: Page, subject: string) => rows(page).filter({ has: page.getByTestId('row-subject').getByText(subject, { exact: true }) });
const labelItems = (page: Page) => page.getByTestId('label-item');
const labelItem = (page: Page, name: string) => labelItems(page).filter({ has: page.getByTestId('label-name').getByText(name, { exact: true }) });
/** A row's chips as shown: the list renders a second copy for phones. */
const chips = (row: Locator) => row.getByTestId('label-chip').filter({ visible: true });
const labelled = (page: Page) => rows(page).filter({ has: page.getByTestId('label-chip') });

/** A new account whose lists show single messages: a conversation row carries no label chips. */
async function registerWithMessageRows(page: Page) {
  await register(page);
  const res = await page.request.patch('/api/preferences', { data: { conversationView: false } });
  expect(res.ok(), await res.text()).toBe(true);
  await page.reload();
  await expect(rows(page)).toHaveCount(4);
}

test('a label: made in the sidebar, put on a message, listed, put on two more in bulk, renamed and deleted', async ({ page }) => {
  await registerWithMessageRows(page);
  const dialog = page.getByTestId('label-dialog');

  await page.getByTestId('new-label').click();
  await expect(dialog.getByRole('heading')).toHaveText(NEW_LABEL);
  await dialog.getByLabel('Name').fill('Receipts');
  await dialog.getByTitle('Green').click();
  await expect(dialog.getByRole('radio', { name: 'Green' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(labelItems(page).getByTestId('label-name')).toHaveText(['Receipts']);
  await expect(labelItems(page).getByTestId('label-count')).toHaveCount(0);

  // The same name in another case is the server's 409, shown in the dialog.
  await page.getByTestId('new-label').click();
  await dialog.getByLabel('Name').fill('receipts');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByTestId('label-error')).toHaveText(errLabelExists('receipts'));
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(labelItems(page)).toHaveCount(1);

  // From the message view's Labels menu.
  await rowOf(page, REVIEW).getByTestId('row-subject').click();
  await expect(page.getByTestId('message-subject')).toHaveText(REVIEW);
  await page.getByTestId('message-labels').click();
  const applied = page.waitForResponse((r) => /\/api\/mail\/messages\/[^/]+\/labels$/.test(r.url()) && r.request().method() === 'POST');
  await page.getByRole('menuitemcheckbox', { name: 'Receipts' }).click();
  expect((await applied).status()).toBe(200);
  await expect(page.getByRole('menuitemcheckbox', { name: 'Receipts' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('message-view').getByTestId('label-chip')).toHaveText(['Receipts']);

  // The row wears the chip; opening it read it, so the label has nothing unread.
  await page.getByRole('link', { name: 'Back to inbox' }).click();
  await expect(rows(page)).toHaveCount(4);
  await expect(labelled(page).getByTestId('row-subject')).toHaveText([REVIEW]);
  await expect(chips(rowOf(page, REVIEW))).toHaveText(['Receipts']);
  await expect(labelItem(page, 'Receipts').getByTestId('label-count')).toHaveCount(0);

  // The label's list: exactly that message, under the label's name, without repeating its chip.
  await labelItem(page, 'Receipts').getByTestId('label-name').click();
  await expect(page).toHaveURL(/[?&]label=lbl_/);
  await expect(page.getByTestId('list-title')).toHaveText('Receipts');
  await expect(page.getByTestId('tab-inbox')).toHaveAttribute('aria-selected', 'false');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).getByTestId('row-subject')).toHaveText([REVIEW]);
  await expect(chips(rows(page))).toHaveCount(0);

  // Two more from the inbox through the bulk bar; both are unread.
  await page.getByTestId('tab-inbox').click();
  await expect(rows(page)).toHaveCount(4);
  await rowOf(page, WELCOME).getByTestId('row-check').check();
  await rowOf(page, RECEIPTS).getByTestId('row-check').check();
  await page.getByTestId('bulk-bar').getByRole('button', { name: LABEL_MENU }).click();
  await page.getByRole('menuitem', { name: 'Receipts' }).click();
  await expect(page.locator('[data-slot=toast]')).toContainText(bulkLabeled('label', 2, 'Receipts'));
  await expect(labelled(page)).toHaveCount(3);
  await expect(chips(rowOf(page, TEMPLATES))).toHaveCount(0);
  await expect(labelItem(page, 'Receipts').getByTestId('label-count')).toHaveText('2');
  await labelItem(page, 'Receipts').getByTestId('label-name').click();
  await expect(rows(page)).toHaveCount(3);
  expect((await rows(page).getByTestId('row-subject').allTextContents()).sort()).toEqual([RECEIPTS, REVIEW, WELCOME].sort());

  // Rename and recolour from the row's menu; the chips follow.
  await labelItem(page, 'Receipts').hover();
  await page.getByRole('button', { name: labelActions('Receipts') }).click();
  await expect(page.getByRole('menuitem', { name: EDIT_LABEL })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/labels-row-menu.png` });
  await page.getByRole('menuitem', { name: EDIT_LABEL }).click();
  await expect(dialog.getByLabel('Name')).toHaveValue('Receipts');
  await dialog.getByLabel('Name').fill('Invoices');
  await dialog.getByTitle('Purple').click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(labelItems(page).getByTestId('label-name')).toHaveText(['Invoices']);
  await expect(page.getByTestId('list-title')).toHaveText('Invoices');
  await page.getByTestId('tab-inbox').click();
  await expect(labelled(page)).toHaveCount(3);
  await expect(chips(rowOf(page, REVIEW))).toHaveText(['Invoices']);
  await expect(chips(rowOf(page, REVIEW))).toHaveClass(/purple/);

  // Taken off one message with the chip's ×.
  await rowOf(page, WELCOME).getByTestId('row-subject').click();
  await page.getByRole('button', { name: removeLabel('Invoices') }).click();
  await expect(page.getByTestId('message-view').getByTestId('label-chip')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to inbox' }).click();
  await expect(labelled(page)).toHaveCount(2);

  // Deleted from its own list, after asking: the list goes back to the inbox and no row keeps the chip.
  await labelItem(page, 'Invoices').getByTestId('label-name').click();
  await expect(rows(page)).toHaveCount(2);
  await labelItem(page, 'Invoices').hover();
  await page.getByRole('button', { name: labelActions('Invoices') }).click();
  await page.getByRole('menuitem', { name: DELETE_LABEL }).click();
  const confirm = page.getByTestId('delete-label-dialog');
  await expect(confirm.getByRole('heading')).toHaveText(deleteLabelTitle('Invoices'));
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(labelItems(page)).toHaveCount(0);
  await expect(page).not.toHaveURL(/label=/);
  await expect(page.getByTestId('tab-inbox')).toHaveAttribute('aria-selected', 'true');
  await expect(rows(page)).toHaveCount(4);
  await expect(chips(rows(page))).toHaveCount(0);
  const left = await page.request.get('/api/labels');
  expect(await left.json()).toEqual({ labels: [] });
});

test('labels look right in the sidebar, on rows and in the message view, light and dark, wide and on a phone', async ({ page }) => {
  await registerWithMessageRows(page);
  const made: Record<string, string> = {};
  for (const [name, color] of [
    ['Receipts', 'green'],
    ['Family', 'pink'],
    ['Project Apollo launch', 'indigo'],
    ['Travel', 'amber'],
  ] as const) {
    const res = await page.request.post('/api/labels', { data: { name, color } });
    expect(res.status(), await res.text()).toBe(201);
    made[name] = ((await res.json()) as { id: string }).id;
  }
  const list = (await (await page.request.get('/api/mail/messages?tab=inbox')).json()) as { items: { id: string; subject: string }[] };
  const idOf = (subject: string) => list.items.find((m) => m.subject === subject)!.id;
  for (const [subject, names] of [
    [REVIEW, ['Project Apollo launch', 'Receipts', 'Travel']],
    [WELCOME, ['Family']],
    [TEMPLATES, ['Receipts']],
  ] as const) {
    const res = await page.request.post(`/api/mail/messages/${idOf(subject)}/labels`, { data: { add: names.map((n) => made[n]) } });
    expect(res.ok(), await res.text()).toBe(true);
  }

  await screenshots(page, 'labels-dashboard', async (p) => {
    await expect(labelled(p)).toHaveCount(3);
    await expect(labelItems(p)).toHaveCount(4);
    // On a phone the labels continue the mailboxes' row to the right.
    await p.getByTestId('label-list').scrollIntoViewIfNeeded();
  });
  await page.goto(`/dashboard?label=${made.Receipts}`);
  await expect(rows(page)).toHaveCount(2);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/labels-list-light-desktop.png` });

  await page.goto(`/email/${idOf(REVIEW)}`);
  await screenshots(page, 'labels-message', async (p) => {
    await expect(p.getByTestId('message-view').getByTestId('label-chip')).toHaveCount(3);
  });
  await page.getByTestId('message-labels').click();
  await expect(page.getByRole('menuitemcheckbox')).toHaveCount(4);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/labels-message-menu.png` });
  await page.keyboard.press('Escape');

  // The command palette's Create New Label lands here.
  await page.goto('/dashboard?new-label=1');
  await page.getByTestId('label-dialog').getByLabel('Name').fill('Receipts');
  await page.getByTestId('label-dialog').getByRole('button', { name: 'Create' }).click();
  await expect(page.getByTestId('label-error')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/labels-dialog-taken.png` });
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/new-label/);

  await rowOf(page, TEMPLATES).getByTestId('row-check').check();
  await rowOf(page, REVIEW).getByTestId('row-check').check();
  await page.getByTestId('bulk-bar').getByRole('button', { name: LABEL_MENU }).click();
  await expect(page.getByRole('menuitem', { name: 'Travel' })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/labels-bulk-menu.png` });
  await expect(page.getByRole('navigation', { name: 'Mailboxes' }).getByRole('region', { name: LABELS })).toBeVisible();
});

test("a dialog opened from a label's menu gives the focus back to the menu's button when it closes", async ({ page }) => {
  await registerWithMessageRows(page);
  const made = await page.request.post('/api/labels', { data: { name: 'Receipts', color: 'green' } });
  expect(made.status()).toBe(201);
  await page.reload();
  const button = page.getByRole('button', { name: labelActions('Receipts') });
  await labelItem(page, 'Receipts').hover();
  await button.focus();
  // From the keyboard: the menu opens on Enter, the item is chosen with Enter, the dialog closes with Escape.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: EDIT_LABEL })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('label-dialog').getByLabel('Name')).toHaveValue('Receipts');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('label-dialog')).toHaveCount(0);
  await expect(button).toBeFocused();
  // And with the pointer, through the delete dialog's Cancel.
  await labelItem(page, 'Receipts').hover();
  await button.click();
  await page.getByRole('menuitem', { name: DELETE_LABEL }).click();
  await page.getByTestId('delete-label-dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('delete-label-dialog')).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('deleting a label a rule puts on mail names the rule first, and the rule then shows its label as deleted', async ({ page }) => {
  await registerWithMessageRows(page);
  const made = await page.request.post('/api/labels', { data: { name: 'Finance', color: 'green' } });
  const finance = ((await made.json()) as { id: string }).id;
  const rule = await page.request.post('/api/rules', { data: { name: 'Receipts to Finance', when: { query: 'subject:receipt' }, actions: [{ type: 'label', labelId: finance }] } });
  expect(rule.status()).toBe(201);
  await page.reload();
  await labelItem(page, 'Finance').hover();
  await page.getByRole('button', { name: labelActions('Finance') }).click();
  await page.getByRole('menuitem', { name: DELETE_LABEL }).click();
  const confirm = page.getByTestId('delete-label-dialog');
  await expect(confirm.getByTestId('label-rules-warning')).toHaveText(rulesUsingLabel(['Receipts to Finance']));
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toHaveCount(0);

  await page.goto('/rules');
  await expect(page.getByTestId('action-chip')).toHaveText(['Label (deleted)']);
});
