import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { otherAccount, rows, screenshots, tabCount } from './mail-support';
import { register } from './support';

async function inboxId(request: APIRequestContext, subject: string, text?: string) {
  const res = await request.get(`/api/mail/messages?q=${encodeURIComponent(text ?? subject)}`);
  const list = (await res.json()) as { items: { id: string; subject: string }[] };
  expect(list.items.map((i) => i.subject)).toContain(subject);
  return list.items.find((i) => i.subject === subject)!.id;
}

/** Grace writes, the reader answers, Grace answers back: three messages, two of them in the reader's inbox. */
async function threeMessageConversation(page: Page, browser: Browser) {
  const me = await register(page);
  const grace = await otherAccount(browser);
  await grace.send(me, 'Offsite agenda', '<p>Does Friday work for the offsite agenda review?</p>');
  const first = await inboxId(page.request, 'Offsite agenda');
  const mine = await page.request.post('/api/mail/send', {
    data: { to: [grace.account.email], subject: 'Re: Offsite agenda', body: '<p>Friday works for me.</p>', replyTo: first },
  });
  expect(mine.ok()).toBe(true);
  const myReply = ((await mine.json()) as { id: string }).id;
  const toAnswer = await inboxId(grace.request, 'Re: Offsite agenda', 'Friday works');
  await grace.send(
    me,
    'Re: Offsite agenda',
    '<p>Perfect, see you in the big room.</p><p>On Friday, Me wrote:</p><blockquote><p>Friday works for me.</p></blockquote>',
    { replyTo: toAnswer },
  );
  return { grace, first, myReply };
}

test('a three-message conversation reads oldest first, with the quoted history folded', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const { grace, first, myReply } = await threeMessageConversation(page, browser);

  await page.goto('/dashboard');
  await rows(page).filter({ hasText: 'Perfect, see you' }).getByRole('link').click();
  const conversation = page.getByTestId('conversation');
  await expect(conversation.getByTestId('message-subject')).toHaveText('Offsite agenda');
  await expect(conversation.getByTestId('conversation-count')).toHaveText('3 messages');

  // The two earlier messages are collapsed to sender and snippet, oldest first; the opened one is in full.
  const collapsed = conversation.getByTestId('thread-message-collapsed');
  await expect(collapsed).toHaveCount(2);
  await expect(collapsed.nth(0)).toContainText('Grace Hopper');
  await expect(collapsed.nth(0)).toContainText('Does Friday work for the offsite agenda review?');
  await expect(collapsed.nth(1)).toContainText('Friday works for me.');

  // The quote of the opened message is folded until asked for.
  const open = page.frameLocator('[data-testid="message-view"] [data-testid="message-frame"]');
  await expect(open.getByText('Perfect, see you in the big room.')).toBeVisible();
  await expect(open.getByText('Friday works for me.')).toHaveCount(0);
  await page.getByTestId('message-view').getByRole('button', { name: 'Show quoted text' }).click();
  await expect(open.getByText('Friday works for me.')).toBeVisible();

  // An earlier message opens in place, with its own reply buttons.
  await collapsed.nth(0).click();
  const expanded = conversation.getByTestId('thread-message');
  await expect(expanded).toHaveCount(1);
  await expect(expanded.frameLocator('[data-testid="message-frame"]').getByText('Does Friday work')).toBeVisible();
  await expect(expanded.getByRole('button', { name: 'Reply', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Expand all' }).click();
  await expect(conversation.getByTestId('thread-message')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Collapse all' })).toBeVisible();

  // Reading it read all of it.
  await expect.poll(async () => ((await (await page.request.get(`/api/mail/messages/${first}`)).json()) as { read: boolean }).read).toBe(true);

  // p goes to the previous message of the conversation.
  await page.keyboard.press('p');
  await expect(page).toHaveURL(new RegExp(`/email/${myReply}$`));
  await expect(page.getByTestId('conversation-count')).toHaveText('3 messages');

  await screenshots(page, 'conversation', async (p) => {
    await expect(p.getByTestId('conversation-count')).toHaveText('3 messages');
  });
  await grace.close();
});

test('the inbox lists the conversation as one row with its people and count; archiving it archives all of it; the setting turns grouping off', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const { grace } = await threeMessageConversation(page, browser);
  await page.goto('/dashboard');
  // Four welcome messages and the conversation.
  await expect(rows(page)).toHaveCount(5);
  const row = rows(page).filter({ hasText: 'Offsite agenda' });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('row-sender')).toContainText('Grace, me');
  await expect(row.getByTestId('row-count')).toHaveText('3');
  await expect(row).toContainText('Perfect, see you in the big room.');
  await expect(tabCount(page, 'inbox')).toHaveText('6');

  await row.getByRole('link').focus();
  await page.keyboard.press('e');
  await expect(rows(page)).toHaveCount(4);
  await expect(tabCount(page, 'inbox')).toHaveText('4');
  await expect(tabCount(page, 'archived')).toHaveText('2');

  await page.getByTestId('tab-archived').click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).getByTestId('row-count')).toHaveText('3');

  await page.goto('/settings?tab=email');
  const toggle = page.getByRole('switch', { name: 'Group by conversation' });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await page.goto('/dashboard?tab=archived');
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).getByTestId('row-count')).toHaveCount(0);
  await grace.close();
});

test("a conversation's message page archives the whole conversation, as e on its row does, and says how many went", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const { grace } = await threeMessageConversation(page, browser);
  await page.goto('/dashboard');
  await expect(tabCount(page, 'inbox')).toHaveText('6');
  await rows(page).filter({ hasText: 'Offsite agenda' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/email\//);
  await page.getByRole('button', { name: 'Archive', exact: true }).first().click();
  await expect(page.locator('[data-slot=toast]')).toContainText('2 messages archived');
  await page.goto('/dashboard');
  await expect(rows(page).filter({ hasText: 'Offsite agenda' })).toHaveCount(0);
  await expect(tabCount(page, 'inbox')).toHaveText('4');
  await expect(tabCount(page, 'archived')).toHaveText('2');
  await grace.close();
});
