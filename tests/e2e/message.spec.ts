import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { otherAccount, rows, SCREENSHOT_DIR, screenshots } from './mail-support';
import { newAccount, register } from './support';

const REMOTE_IMAGE = 'http://images.email-buddy.test/pixel.png';
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

async function openWelcome(page: Page, subject = 'Can you review the launch plan by Friday?') {
  await rows(page).filter({ hasText: subject }).getByRole('link').click();
  await expect(page.getByTestId('message-subject')).toHaveText(subject);
  return new URL(page.url()).pathname.split('/').pop()!;
}

const frame = (page: Page) => page.frameLocator('[data-testid="message-frame"]');

test('opening a message marks it read and shows its body in a sandboxed frame', async ({ page }) => {
  await register(page);
  const id = await openWelcome(page);
  await expect(frame(page).getByText('Could you review the timeline')).toBeVisible();
  await expect(page.getByTestId('message-sender')).toHaveText('Maya Chen');
  const sandbox = await page.getByTestId('message-frame').getAttribute('sandbox');
  expect(sandbox).not.toContain('allow-scripts');
  const read = await page.request.get(`/api/mail/messages/${id}`);
  expect((await read.json()).read).toBe(true);
  // Download original saves the message as an .eml file named after its subject.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download original' }).click()]);
  // Chromium makes the "?" safe for file systems.
  expect(download.suggestedFilename()).toBe('Can you review the launch plan by Friday_.eml');
  const eml = readFileSync((await download.path())!, 'utf8');
  expect(eml).toMatch(/^Subject: Can you review the launch plan by Friday\?\r$/m);
  expect(eml).toContain('From: Maya Chen');
  // The /message/ shape shows the same message.
  await page.goto(`/message/${id}`);
  await expect(page.getByTestId('message-subject')).toHaveText('Can you review the launch plan by Friday?');
});

test('with "Mark messages read when opened" off in Settings, an opened message stays unread', async ({ page }) => {
  await register(page, newAccount(), { at: '/settings?tab=email' });
  const toggle = page.getByRole('switch', { name: 'Mark messages read when opened' });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  // Saved on the server, so a reload (or another device) keeps it.
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Mark messages read when opened' })).not.toBeChecked();

  await page.goto('/dashboard');
  const id = await openWelcome(page);
  await expect(frame(page).getByText('Could you review the timeline')).toBeVisible();
  const message = await page.request.get(`/api/mail/messages/${id}`);
  expect((await message.json()).read).toBe(false);
  await page.goto('/dashboard');
  await expect(rows(page).filter({ hasText: 'Can you review the launch plan by Friday?' })).toHaveAttribute('data-unread', 'true');
});

test('a script never runs and remote images stay hidden until Show images', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const me = await register(page);
  const imageRequests: string[] = [];
  await page.route(`${REMOTE_IMAGE}*`, (route) => {
    imageRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'image/gif', body: PIXEL });
  });
  const other = await otherAccount(browser);
  await other.send(
    me,
    'Sneaky newsletter',
    `<p>Hello there</p><script>window.__pwned = 1; parent.__pwned = 1;</script>` +
      `<img src="${REMOTE_IMAGE}" alt="tracker" onerror="window.__pwned = 2"><a href="https://example.com/">a link</a>`,
  );
  await other.close();
  await page.reload();
  await rows(page).filter({ hasText: 'Sneaky newsletter' }).getByRole('link').click();
  await expect(frame(page).getByText('Hello there')).toBeVisible();
  await expect(page.getByText('Remote images are hidden to protect your privacy')).toBeVisible();
  expect(imageRequests).toEqual([]);
  await expect(frame(page).locator('a')).toHaveAttribute('target', '_blank');

  await page.getByRole('button', { name: 'Show images' }).click();
  await expect.poll(() => imageRequests.length).toBeGreaterThan(0);
  await expect(page.getByText('Remote images are hidden to protect your privacy')).toHaveCount(0);
  const flags = await page.evaluate(() => {
    const win = (document.querySelector('[data-testid="message-frame"]') as HTMLIFrameElement).contentWindow as
      | (Window & { __pwned?: number })
      | null;
    return { page: (window as Window & { __pwned?: number }).__pwned ?? null, frame: win?.__pwned ?? null };
  });
  expect(flags).toEqual({ page: null, frame: null });
});

test('in the dark theme a coloured message sits on white paper until the reader asks for a dark background, and the choice stays', async ({ page, browser }) => {
  const me = await register(page);
  const grace = await otherAccount(browser);
  await grace.send(me, 'Newsletter with colours', '<div style="background:#ffffff;color:#222222"><h2 style="color:#0b5394">Spring issue</h2><p>Bright news.</p></div>');
  await grace.send(me, 'Plain note', '<p>Just words.</p>');
  await grace.close();
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();

  await openWelcome(page, 'Newsletter with colours');
  const look = page.getByTestId('message-frame');
  const toggle = page.getByTestId('message-background');
  await expect(look).toHaveAttribute('data-look', 'paper');
  await expect(frame(page).getByText('Spring issue')).toBeVisible();
  await expect(toggle).toHaveText('Dark background');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/message-dark-paper.png` });
  await toggle.press('Enter');
  await expect(look).toHaveAttribute('data-look', 'inverted');
  await expect(toggle).toHaveText('Light background');
  // Kept in this browser: the next visit shows it dark too.
  await page.reload();
  await expect(page.getByTestId('message-frame')).toHaveAttribute('data-look', 'inverted');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/message-dark-inverted.png` });

  // Mail without colours of its own follows the theme, and Light background puts it on paper.
  await page.goto('/dashboard');
  await openWelcome(page, 'Plain note');
  await expect(look).toHaveAttribute('data-look', 'dark');
  await toggle.click();
  await expect(look).toHaveAttribute('data-look', 'paper');
  await expect(frame(page).getByText('Just words.')).toBeVisible();

  // In the light theme there is nothing to choose.
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.reload();
  await expect(look).toHaveAttribute('data-look', 'paper');
  await expect(toggle).toHaveCount(0);
});

test('on a phone a message keeps its actions in a bar along the bottom, each a 44 px target, and Archive there returns to the list', async ({ page, browser }) => {
  const me = await register(page);
  const grace = await otherAccount(browser);
  await grace.send(me, 'Bus times', '<p>The 12 leaves at ten past.</p>');
  await grace.close();
  await page.setViewportSize({ width: 390, height: 844 });
  // Loaded afresh rather than waiting on the live update, which a busy CI machine can leave behind the test.
  await page.reload();
  await openWelcome(page, 'Bus times');

  const bar = page.getByRole('navigation', { name: 'Message actions' });
  await expect(bar).toBeInViewport();
  const box = (await bar.boundingBox())!;
  expect(box.y + box.height).toBeCloseTo(844, 0);
  const targets = bar.locator('button, a');
  await expect(targets).toHaveCount(7);
  for (const target of await targets.all()) {
    const size = (await target.boundingBox())!;
    expect(Math.min(size.width, size.height), (await target.getAttribute('aria-label')) ?? '').toBeGreaterThanOrEqual(44);
  }
  // The body's end is not hidden behind the bar.
  await page.mouse.wheel(0, 2000);
  await expect(page.getByRole('button', { name: 'Summarize' })).toBeInViewport();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/message-phone-bar.png` });

  await bar.getByRole('button', { name: 'Archive' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(rows(page).filter({ hasText: 'Bus times' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Message actions' })).toHaveCount(0);
  // It says where the message went, and Undo brings it back.
  const toast = page.locator('[data-slot=toast]').filter({ hasText: '1 message archived' });
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(rows(page).filter({ hasText: 'Bus times' })).toHaveCount(1);
});

test('an unknown id says the message was deleted or moved', async ({ page }) => {
  await register(page, newAccount(), { at: '/email/does-not-exist' });
  await expect(page.getByText('This message has been deleted or moved to trash.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to inbox' }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('Reply and Forward open compose with the right query', async ({ page }) => {
  await register(page);
  const id = await openWelcome(page);
  await page.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(page).toHaveURL(`/compose?reply=${id}`);
  await page.goBack();
  await page.getByRole('button', { name: 'Forward', exact: true }).click();
  await expect(page).toHaveURL(`/compose?forward=${id}`);
});

test('star toggles from the message view', async ({ page }) => {
  await register(page);
  await openWelcome(page);
  const star = page.getByTestId('message-star');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('link', { name: 'Back to inbox' }).click();
  await expect(page.getByTestId('tab-starred').getByTestId('tab-count')).toHaveText('1');
});

test('Analyze Email shows urgency, sentiment, questions and deadlines', async ({ page }) => {
  await register(page);
  await openWelcome(page);
  await page.getByRole('button', { name: 'Analyze Email' }).click();
  const panel = page.getByTestId('analysis-panel');
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('urgency')).toContainText('Urgency');
  await expect(panel.getByTestId('sentiment')).toContainText('Sentiment');
  await expect(panel).toContainText('Questions');
  await expect(panel).toContainText('beta');
  await page.getByRole('button', { name: 'Hide Analysis' }).click();
  await expect(panel).toHaveCount(0);
});

test('Smart Replies shows three replies and one click opens compose prefilled', async ({ page }) => {
  await register(page);
  const id = await openWelcome(page);
  const button = page.getByRole('button', { name: 'Smart Replies' });
  await button.click();
  const replies = page.getByTestId('smart-reply');
  await expect(replies).toHaveCount(3);
  await expect(button).toBeDisabled();
  for (const label of await replies.allTextContents()) expect(label.length).toBeLessThanOrEqual(50);
  const full = await replies.first().getAttribute('title');
  await replies.first().click();
  await expect(page).toHaveURL(`/compose?reply=${id}`);
  expect(await page.evaluate(() => (history.state as { usr?: { body?: string } } | null)?.usr?.body)).toBe(full);
});

test('the AI reply dialog generates a reply and hands it to compose', async ({ page }) => {
  await register(page);
  const id = await openWelcome(page);
  await page.getByRole('button', { name: 'AI Reply' }).click();
  const dialog = page.getByTestId('ai-reply-dialog');
  await dialog.getByRole('radio', { name: 'Formal' }).click();
  await dialog.getByLabel('Context').fill('I can join on Thursday');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'AI Reply' }).click();
  await expect(dialog.getByRole('radio', { name: 'Friendly' })).toHaveAttribute('aria-checked', 'true');
  await expect(dialog.getByRole('radio', { name: 'Medium' })).toHaveAttribute('aria-checked', 'true');
  await expect(dialog.getByLabel('Context')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Generate' }).click();
  const result = dialog.getByTestId('ai-reply-result');
  await expect(result).not.toBeEmpty();
  const text = (await result.textContent())!;
  await dialog.getByRole('button', { name: 'Use This Reply' }).click();
  await expect(page).toHaveURL(new RegExp(`/compose\\?reply=${id}&replyId=[^&]+&originalReplyText=`));
  expect(new URL(page.url()).searchParams.get('originalReplyText')).toBe(text);
});

test('a failed AI reply closes the dialog with the spec text', async ({ page }) => {
  await register(page);
  await openWelcome(page);
  await page.route('**/api/ai/reply', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"INTERNAL","message":"boom"}}' }),
  );
  await page.getByRole('button', { name: 'AI Reply' }).click();
  await page.getByTestId('ai-reply-dialog').getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText('Failed to generate reply. Please try again.', { exact: true })).toBeVisible();
  await expect(page.getByTestId('ai-reply-dialog')).toHaveCount(0);
});

test('Summarize adds a Summary tab and selects it', async ({ page }) => {
  await register(page);
  await openWelcome(page);
  await expect(page.getByRole('tab', { name: 'Summary' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Summarize' }).click();
  await expect(page.getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('summary')).not.toBeEmpty();
  await page.getByRole('tab', { name: 'Original' }).click();
  await expect(frame(page).getByText('Could you review the timeline')).toBeVisible();
});

test('message view screenshots', async ({ page }) => {
  test.setTimeout(120_000);
  await register(page);
  await openWelcome(page);
  await screenshots(page, 'message', async (p) => {
    await expect(frame(p).getByText('Could you review the timeline')).toBeVisible();
  });
  await screenshots(page, 'message-assist', async (p) => {
    await expect(frame(p).getByText('Could you review the timeline')).toBeVisible();
    await p.getByRole('button', { name: 'Smart Replies' }).click();
    await expect(p.getByTestId('smart-reply')).toHaveCount(3);
    await p.getByRole('button', { name: 'Analyze Email' }).click();
    await expect(p.getByTestId('analysis-panel')).toBeVisible();
  });
});
