/**
 * A person connects their own model server in Settings (a stand-in speaking
 * the OpenAI API over real HTTP, as Ollama would), a reply streams into the
 * AI reply dialog and on into compose, and once the server is gone the local
 * engine answers and says so.
 */
import { expect, test } from '@playwright/test';
import { startModelServer, STAND_IN_STREAM_TEXT } from '../helpers/model-server';
import { rows } from './mail-support';
import { register } from './support';

const KEY = 'sk-journey-key-0123456789';

test('a reply streams from the person\'s own model, and the local engine answers once it is gone', async ({ page }) => {
  // A word every 60 ms: slow enough to see the reply grow, quick enough for the journey.
  const model = await startModelServer({ apiKey: KEY, chunkDelayMs: 60 });
  try {
    await register(page, undefined, { at: '/settings?tab=ai' });
    const current = page.getByTestId('ai-engine-current');
    await expect(current).toContainText('Local engine');

    await page.getByLabel('Base URL').fill(model.url);
    await page.getByLabel('API key').fill(KEY);
    await page.getByRole('button', { name: 'Test connection' }).click();
    const tested = page.getByTestId('ai-test-result');
    await expect(tested).toContainText('Connected. 2 models available:');
    await tested.getByRole('button', { name: 'llama3.2:3b' }).click();
    await expect(page.getByLabel('Model', { exact: true })).toHaveValue('llama3.2:3b');
    await page.getByRole('button', { name: 'Use this model' }).click();
    await expect(current).toContainText('llama3.2:3b');
    await expect(current).toContainText(`Your model server at ${model.url}.`);
    // The key went to the server and stays there: the field empties and says a key is saved.
    await expect(page.getByLabel('API key')).toHaveValue('');
    await expect(page.getByLabel('API key')).toHaveAttribute('placeholder', 'Saved (leave empty to keep it)');

    await page.goto('/dashboard');
    await rows(page).filter({ hasText: 'Can you review the launch plan by Friday?' }).getByRole('link').click();
    await expect(page.getByTestId('message-subject')).toHaveText('Can you review the launch plan by Friday?');
    const messageId = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('button', { name: 'AI Reply' }).click();
    const dialog = page.getByTestId('ai-reply-dialog');
    // Every length the reply box shows on its way: more than a few means it grew piece by piece.
    await page.evaluate(() => {
      const lengths: number[] = [];
      (window as unknown as { replyLengths: number[] }).replyLengths = lengths;
      new MutationObserver(() => {
        const box = document.querySelector('[data-testid="ai-reply-result"]');
        if (box && lengths.at(-1) !== box.textContent?.length) lengths.push(box.textContent?.length ?? 0);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await dialog.getByRole('button', { name: 'Generate' }).click();
    const result = dialog.getByTestId('ai-reply-result');
    await expect(result).toHaveText(STAND_IN_STREAM_TEXT);
    await expect(dialog.getByTestId('ai-engine-badge')).toHaveText('llama3.2:3b');
    const lengths = await page.evaluate(() => (window as unknown as { replyLengths: number[] }).replyLengths);
    expect(lengths.length).toBeGreaterThan(5);
    expect(lengths.at(-1)).toBe(STAND_IN_STREAM_TEXT.length);
    await dialog.getByRole('button', { name: 'Use This Reply' }).click();
    await expect(page.locator('.ProseMirror')).toContainText('Thursday at 10 works for me, and I will bring the budget figures.');

    // In a reply's compose, Write Reply streams the model's reply into the editor above the quote.
    await page.goto(`/compose?reply=${messageId}`);
    const body = page.locator('.ProseMirror');
    await expect(body).toContainText('wrote:');
    await page.getByRole('button', { name: 'Writing help' }).click();
    await page.getByRole('menuitem', { name: 'Write Reply' }).click();
    await expect(page.getByTestId('ai-engine-badge')).toHaveText('llama3.2:3b');
    await expect(body.locator('p').first()).toHaveText('Thanks for the note. Thursday at 10 works for me, and I will bring the budget figures.');
    // A blank line between the reply and "On … wrote:", as when one writes it by hand.
    await expect(body.locator(':scope > p').nth(1)).toHaveText('');
    await expect(body.locator(':scope > p').nth(2)).toContainText('wrote:');
    await expect(body).toContainText('Could you review the timeline');
    await page.goBack();

    // The model server goes away: the local engine writes the reply, and the badge says so.
    await model.stop();
    await page.goBack();
    await page.getByRole('button', { name: 'AI Reply' }).click();
    await dialog.getByRole('radio', { name: 'Formal' }).click();
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await expect(dialog.getByTestId('ai-engine-badge')).toHaveText('local engine');
    await expect(result).toContainText(/^Dear /);
    await expect(result).not.toHaveText(STAND_IN_STREAM_TEXT);

    // The key alone can go, keeping the model and its address.
    await page.goto('/settings?tab=ai');
    await page.getByRole('button', { name: 'Remove key' }).click();
    await expect(page.getByText('API key removed').first()).toBeVisible();
    await expect(page.getByLabel('API key')).toHaveAttribute('placeholder', 'Optional for a local server');
    await expect(page.getByRole('button', { name: 'Remove key' })).toHaveCount(0);
    await expect(current).toContainText('llama3.2:3b');
  } finally {
    await model.stop();
  }
});
