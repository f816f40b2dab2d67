import { expect, test, type Page } from '@playwright/test';
import { ERR_RULE_FORWARD_TO } from '../../src/core/rules/schemas';
import { ERR_RULE_NO_CONDITION } from '../../src/core/rules/interpret';
import {
  ACTION_NAMES,
  appliedTo,
  APPLY_EXISTING,
  applyTo,
  DELETE,
  deleteRule,
  editRule,
  FIELD_NAME,
  FOLDER,
  FORWARD_TO,
  LOCAL_FOLDER_NAMES,
  matchCount,
  NEW_LABEL_NAME,
  QUERY_LABEL,
  READ_IT,
  RULES_TITLE,
  ruleEnabled,
  SAVE_CHANGES,
  SAVE_RULE,
  SNOOZE_AMOUNT,
  SNOOZE_UNTIL,
  SNOOZE_UNTIL_MISSING,
  TAB_HISTORY,
  TAB_RULES,
  UNDO,
  undoEntry,
  UNDONE,
  undoneCount,
  USE_LENGTH,
  WRITER_LABEL,
} from '../../src/client/features/rules/texts';
import { otherAccount, rows, SCREENSHOT_DIR } from './mail-support';
import { newAccount, register } from './support';

const SUBJECT = 'Team sync notes';
const TIPS_SENDER = 'welcome@email-buddy.local';

const ruleRows = (page: Page) => page.getByTestId('rule-row');
const labelItem = (page: Page, name: string) => page.getByTestId('label-item').filter({ has: page.getByTestId('label-name').getByText(name, { exact: true }) });

async function readSentence(page: Page, sentence: string) {
  await page.getByLabel(WRITER_LABEL).fill(sentence);
  await page.getByRole('button', { name: READ_IT }).click();
}

/** The whole page, light and dark, at desktop and phone widths (the shared helper keeps to the viewport; this page is long). */
async function fullPageShots(page: Page, name: string, ready: (page: Page) => Promise<void>) {
  for (const theme of ['light', 'dark'] as const) {
    for (const [label, size] of [
      ['desktop', { width: 1280, height: 800 }],
      ['mobile', { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(size);
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      await page.reload();
      await ready(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${theme}-${label}.png`, fullPage: true });
    }
  }
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function makeRule(page: Page, rule: object) {
  const res = await page.request.post('/api/rules', { data: rule });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string };
}

test('a rule written in plain words files mail from another user under a label, and the history undoes it', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const me = await register(page);
  const grace = await otherAccount(browser);

  await page.goto('/rules');
  await expect(page.getByRole('heading', { level: 1, name: RULES_TITLE })).toBeVisible();
  await readSentence(page, `archive everything from ${grace.account.email} and label it Team`);

  // What the sentence reads as, in the editor, unsaved.
  const form = page.getByTestId('rule-form');
  await expect(form.getByTestId('rule-explanation')).toContainText(grace.account.email);
  await expect(form.getByLabel(QUERY_LABEL)).toHaveValue(`from:${grace.account.email}`);
  await expect(form.getByTestId('action-type')).toHaveText([ACTION_NAMES.archive, ACTION_NAMES.label]);
  await expect(form.getByLabel(NEW_LABEL_NAME)).toHaveValue('Team');
  await form.getByLabel(FIELD_NAME, { exact: true }).fill('Mail from Grace');
  await form.getByRole('button', { name: SAVE_RULE }).click();
  await expect(form).toHaveCount(0);

  await expect(ruleRows(page)).toHaveCount(1);
  await expect(ruleRows(page).getByTestId('rule-name')).toHaveText('Mail from Grace');
  await expect(ruleRows(page).getByTestId('rule-condition')).toHaveText(`from:${grace.account.email}`);
  await expect(ruleRows(page).getByTestId('action-chip')).toHaveText(['Archive', 'Label Team']);
  await expect(page.getByRole('switch', { name: ruleEnabled('Mail from Grace') })).toBeChecked();

  // Grace writes; the rule runs as the message arrives.
  await grace.send(me, SUBJECT, '<p>Notes from today’s sync.</p>');
  await page.goto('/dashboard');
  await expect(async () => {
    await labelItem(page, 'Team').getByTestId('label-name').click();
    await expect(rows(page).filter({ hasText: SUBJECT })).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await page.getByTestId('tab-inbox').click();
  await expect(rows(page).first()).toBeVisible();
  await expect(rows(page).filter({ hasText: SUBJECT })).toHaveCount(0);
  await page.getByTestId('tab-archived').click();
  await expect(rows(page).filter({ hasText: SUBJECT })).toHaveCount(1);

  // The history says so, and takes it back.
  await page.goto('/rules');
  await page.getByRole('tab', { name: TAB_HISTORY }).click();
  await expect(page).toHaveURL(/tab=history/);
  const entry = page.getByTestId('history-entry');
  await expect(entry).toHaveCount(1);
  await expect(entry.getByTestId('history-rule')).toHaveText('Mail from Grace');
  await expect(entry.getByTestId('history-subject')).toHaveText(SUBJECT);
  await expect(entry.getByTestId('history-subject')).toHaveAttribute('href', /^\/email\//);
  await expect(entry.getByTestId('action-chip')).toHaveText(['Archive', 'Label Team']);
  await page.getByRole('button', { name: undoEntry(SUBJECT) }).click();
  await expect(entry.getByTestId('history-undone')).toHaveText(UNDONE);
  await expect(page.getByRole('button', { name: undoEntry(SUBJECT) })).toHaveCount(0);

  await page.goto('/dashboard');
  await expect(rows(page).filter({ hasText: SUBJECT })).toHaveCount(1);
  await labelItem(page, 'Team').getByTestId('label-name').click();
  await expect(page.getByTestId('list-title')).toHaveText('Team');
  await expect(rows(page)).toHaveCount(0);

  // The subject in the history opens the message.
  await page.goto('/rules?tab=history');
  await page.getByTestId('history-subject').click();
  await expect(page.getByTestId('message-subject')).toHaveText(SUBJECT);
  await grace.close();
});

test('the editor shows what the server refuses by the field, and a rule applies to existing mail and is undone', async ({ page }) => {
  await register(page, newAccount(), { at: '/rules' });

  // A sentence that names no mail says so under the box.
  await readSentence(page, 'archive it');
  await expect(page.getByTestId('rule-writer-error')).toHaveText(ERR_RULE_NO_CONDITION);

  // An empty rule with a forward to no address: the server's words by that action.
  await page.getByTestId('new-rule').click();
  const form = page.getByTestId('rule-form');
  await form.getByLabel(FIELD_NAME, { exact: true }).fill('Forward Maya');
  await form.getByLabel(QUERY_LABEL).fill('from:maya.chen@email-buddy.local');
  await form.getByTestId('action-type').click();
  await page.getByRole('option', { name: ACTION_NAMES.forward }).click();
  await form.getByLabel(FORWARD_TO).fill('maya at work');
  await form.getByRole('button', { name: SAVE_RULE }).click();
  await expect(form.getByTestId('action-error')).toHaveText(ERR_RULE_FORWARD_TO);
  await expect(form.getByLabel(FORWARD_TO)).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/rules-form-error.png` });
  await form.getByLabel(FORWARD_TO).fill('maya@example.com');
  await expect(form.getByTestId('action-error')).toHaveCount(0);
  await form.getByRole('button', { name: SAVE_RULE }).click();
  await expect(form).toHaveCount(0);
  await expect(ruleRows(page).getByTestId('action-chip')).toHaveText(['Forward to maya@example.com']);

  // Apply to existing mail: first what it matches, then the run, then its undo.
  await makeRule(page, { name: 'Tips from Email Buddy', when: { query: `from:${TIPS_SENDER}` }, actions: [{ type: 'label', labelName: 'Tips' }, { type: 'star' }] });
  await page.reload();
  const tips = ruleRows(page).filter({ hasText: 'Tips from Email Buddy' });
  await expect(tips.getByTestId('action-chip')).toHaveText(['Label Tips', 'Star']);
  await tips.getByRole('button', { name: APPLY_EXISTING }).click();
  const dialog = page.getByTestId('apply-dialog');
  await expect(dialog.getByTestId('apply-count')).toHaveText(matchCount(3));
  await expect(dialog.getByTestId('apply-preview').getByRole('listitem')).toHaveCount(3);
  await expect(dialog.getByTestId('apply-preview')).toContainText('Welcome to Email Buddy');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/rules-apply-preview.png` });
  await dialog.getByRole('button', { name: applyTo(3) }).click();
  await expect(dialog.getByTestId('apply-result')).toContainText(appliedTo(3));
  const labels = (await (await page.request.get('/api/labels')).json()) as { labels: { id: string; name: string; total: number }[] };
  expect(labels.labels.find((l) => l.name === 'Tips')?.total).toBe(3);
  await dialog.getByRole('button', { name: UNDO }).click();
  await expect(dialog.getByTestId('apply-result')).toContainText(undoneCount(3));
  const after = (await (await page.request.get('/api/labels')).json()) as { labels: { name: string; total: number }[] };
  expect(after.labels.find((l) => l.name === 'Tips')?.total).toBe(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // The run is in the history, each message undone.
  await page.getByRole('tab', { name: TAB_HISTORY }).click();
  await expect(page.getByTestId('history-entry')).toHaveCount(3);
  await expect(page.getByTestId('history-undone')).toHaveText([UNDONE, UNDONE, UNDONE]);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/rules-history-run.png` });
  await page.getByRole('tab', { name: TAB_RULES }).click();

  // Off, moved up, deleted.
  await page.getByRole('switch', { name: ruleEnabled('Tips from Email Buddy') }).click();
  await expect(tips).toHaveAttribute('data-enabled', 'false');
  await tips.getByRole('button', { name: /up$/ }).click();
  await expect(ruleRows(page).getByTestId('rule-name')).toHaveText(['Tips from Email Buddy', 'Forward Maya']);
  await expect
    .poll(async () => ((await (await page.request.get('/api/rules')).json()) as { rules: { name: string; enabled: boolean }[] }).rules.map((r) => [r.name, r.enabled]))
    .toEqual([
      ['Tips from Email Buddy', false],
      ['Forward Maya', true],
    ]);
  await page.getByRole('button', { name: deleteRule('Forward Maya') }).click();
  await page.getByTestId('delete-rule-dialog').getByRole('button', { name: DELETE }).click();
  await expect(ruleRows(page)).toHaveCount(1);
});

test('a snooze time emptied in the editor is named by its field, and the rule keeps its time until one is picked', async ({ page }) => {
  await register(page, newAccount(), { at: '/rules' });
  const until = '2026-12-01T09:00:00.000Z';
  const { id } = await makeRule(page, { name: 'Snooze the digests', when: { query: 'subject:digest' }, actions: [{ type: 'snooze', until }] });
  await page.reload();
  await page.getByRole('button', { name: editRule('Snooze the digests') }).click();
  const form = page.getByTestId('rule-form');
  const time = form.getByLabel(SNOOZE_UNTIL);
  await expect(time).not.toHaveValue('');
  await time.fill('');
  await form.getByRole('button', { name: SAVE_CHANGES }).click();
  await expect(form.getByTestId('action-error')).toHaveText(SNOOZE_UNTIL_MISSING);
  await expect(time).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/rules-form-snooze-until-missing.png` });
  const saved = async () => ((await (await page.request.get('/api/rules')).json()) as { rules: { id: string; actions: unknown[] }[] }).rules.find((r) => r.id === id)?.actions;
  expect(await saved()).toEqual([{ type: 'snooze', until }]);

  // A time picked clears the message and is what gets saved.
  await time.fill('2026-12-24T08:30');
  await expect(form.getByTestId('action-error')).toHaveCount(0);
  const picked = await time.evaluate((input: HTMLInputElement) => new Date(input.value).toISOString());
  await form.getByRole('button', { name: SAVE_CHANGES }).click();
  await expect(form).toHaveCount(0);
  await expect.poll(saved).toEqual([{ type: 'snooze', until: picked }]);

  // Or a length instead of a time.
  await page.getByRole('button', { name: editRule('Snooze the digests') }).click();
  await form.getByLabel(SNOOZE_UNTIL).fill('');
  await form.getByRole('button', { name: USE_LENGTH }).click();
  await form.getByLabel(SNOOZE_AMOUNT).fill('2');
  await form.getByRole('button', { name: SAVE_CHANGES }).click();
  await expect(form).toHaveCount(0);
  await expect.poll(saved).toEqual([{ type: 'snooze', for: '2d' }]);
});

test('a rule made in the editor moves mail into a folder: the tips go to the trash, and undo brings them back', async ({ page }) => {
  await register(page, newAccount(), { at: '/rules' });
  await page.getByTestId('new-rule').click();
  const form = page.getByTestId('rule-form');
  await form.getByLabel(FIELD_NAME, { exact: true }).fill('Tips to the trash');
  await form.getByLabel(QUERY_LABEL).fill(`from:${TIPS_SENDER}`);
  await form.getByTestId('action-type').click();
  await page.getByRole('option', { name: ACTION_NAMES.move }).click();
  await form.getByLabel(FOLDER, { exact: true }).click();
  // The local mailbox's folders; an IMAP account would add its own.
  await expect(page.getByRole('option')).toHaveText([LOCAL_FOLDER_NAMES.inbox, LOCAL_FOLDER_NAMES.archived, LOCAL_FOLDER_NAMES.trash]);
  await page.getByRole('option', { name: LOCAL_FOLDER_NAMES.trash }).click();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/rules-move-folder.png` });
  await form.getByRole('button', { name: SAVE_RULE }).click();
  await expect(form).toHaveCount(0);
  const rule = ruleRows(page).filter({ hasText: 'Tips to the trash' });
  await expect(rule.getByTestId('action-chip')).toHaveText([`Move to ${LOCAL_FOLDER_NAMES.trash}`]);

  await rule.getByRole('button', { name: APPLY_EXISTING }).click();
  const dialog = page.getByTestId('apply-dialog');
  await dialog.getByRole('button', { name: applyTo(3) }).click();
  await expect(dialog.getByTestId('apply-result')).toContainText(appliedTo(3));
  const trash = async () => ((await (await page.request.get('/api/mail/messages?tab=trash')).json()) as { total: number }).total;
  expect(await trash()).toBe(3);
  await dialog.getByRole('button', { name: UNDO }).click();
  await expect(dialog.getByTestId('apply-result')).toContainText(undoneCount(3));
  expect(await trash()).toBe(0);
});

test('the Rules page looks right in light and dark, wide and on a phone', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const me = await register(page);
  const grace = await otherAccount(browser);
  const made = await page.request.post('/api/labels', { data: { name: 'Finance', color: 'green' } });
  const finance = ((await made.json()) as { id: string }).id;
  await makeRule(page, {
    name: 'Receipts to Finance',
    when: { sentence: 'receipts and invoices' },
    actions: [{ type: 'label', labelId: finance }, { type: 'archive' }, { type: 'read' }],
  });
  await makeRule(page, {
    name: 'Grace’s updates',
    when: { query: `from:${grace.account.email} subject:(update OR notes)` },
    actions: [{ type: 'label', labelName: 'Team' }, { type: 'star' }, { type: 'forward', to: 'archive@example.com' }, { type: 'stop' }],
  });
  await makeRule(page, { name: 'Snooze the digests', enabled: false, when: { query: 'subject:digest' }, actions: [{ type: 'snooze', for: '3d' }] });
  await grace.send(me, 'Weekly notes', '<p>Here are the notes.</p>');
  await grace.close();

  await page.goto('/rules');
  await fullPageShots(page, 'rules', async (p) => {
    await expect(ruleRows(p)).toHaveCount(3);
  });
  // The header's full nav, which now holds Rules too, at its narrowest and where the wordmark returns.
  for (const width of [1180, 1400]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${SCREENSHOT_DIR}/rules-header-${width}.png`, clip: { x: 0, y: 0, width, height: 64 } });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await fullPageShots(page, 'rules-form', async (p) => {
    await readSentence(p, 'archive everything from noreply@github.com older than a week and label it GitHub');
    await expect(p.getByTestId('rule-explanation')).toBeVisible();
  });
  await page.goto('/rules?tab=history');
  await fullPageShots(page, 'rules-history', async (p) => {
    await expect(p.getByTestId('history-entry')).toHaveCount(1);
  });
});
