import { expect, test } from '@playwright/test';
import { newAccount, register } from './support';

const EMAIL = `From: Jane Doe <jane@acme.com>
Subject: Launch plan review

Hi Sam,

Could you review the launch plan by Friday? Can you also confirm the budget for the campaign? What time works for a short call on Thursday?

Thanks,
Jane`;

test('the AI Tools tabs produce smart replies, a summary and a priority', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await register(page, newAccount(), { at: '/ai-tools' });
  await expect(page.getByRole('heading', { name: 'AI Tools' })).toBeVisible();

  const generate = page.getByRole('button', { name: 'Generate Smart Replies' });
  await expect(generate).toBeDisabled();
  const box = page.getByRole('textbox', { name: 'Email content' });
  await box.fill('   ');
  await generate.click();
  await expect(page.getByText('Please enter the email content to generate replies').first()).toBeVisible();

  await box.fill(EMAIL);
  await generate.click();
  const badges = page.getByTestId('analysis-badges');
  await expect(badges).toContainText('3 questions');
  await expect(badges).toContainText('1 deadline');
  await expect(page.getByRole('button', { name: /^Use reply/ })).toHaveCount(3);
  await page.getByRole('button', { name: 'Copy reply 1' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copied' })).toHaveCount(0, { timeout: 4_000 });
  await page.getByRole('button', { name: 'Use reply 2' }).click();
  await expect(page.getByTestId('selected-reply')).toContainText('Selected reply');

  await page.getByRole('tab', { name: 'Email Summarizer' }).click();
  await page.getByRole('textbox', { name: 'Email content' }).fill(EMAIL);
  await page.getByRole('button', { name: 'Summarize Email' }).click();
  await expect(page.getByTestId('summary')).toContainText(/launch plan/i);

  await page.getByRole('tab', { name: 'Priority Analyzer' }).click();
  await page.getByRole('textbox', { name: 'Email content' }).fill('Subject: Server down\n\nThe production server is down. Please fix it immediately, this is urgent!');
  await page.getByRole('button', { name: 'Analyze Priority' }).click();
  await expect(page.getByTestId('priority-badge')).toHaveText('High');
  await expect(page.getByTestId('priority-justification')).not.toBeEmpty();

  // Each tab keeps its email and its results while another shows.
  await page.getByRole('tab', { name: 'Smart Reply' }).click();
  await expect(page.getByRole('textbox', { name: 'Email content' })).toHaveValue(EMAIL);
  await expect(page.getByTestId('selected-reply')).toContainText('Selected reply');
  await page.getByRole('tab', { name: 'Email Summarizer' }).click();
  await expect(page.getByTestId('summary')).toContainText(/launch plan/i);
});

test('AI settings persist across a reload, and disabled AI answers with a toast', async ({ page }) => {
  await register(page, newAccount(), { at: '/settings' });
  await expect(page.getByRole('tab', { name: 'AI Features' })).toHaveAttribute('data-state', 'active');
  await expect(page.getByTestId('threshold-value')).toHaveText('50%');
  await expect(page.getByTestId('stat-success-rate')).toHaveText('N/A');

  await page.getByRole('switch', { name: 'Enable Response Caching' }).click();
  await page.getByRole('switch', { name: 'Auto-generate Email Content' }).click();
  await page.getByRole('slider').focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('threshold-value')).toHaveText('55%');
  // A look at another tab keeps what is not saved yet.
  await page.getByRole('tab', { name: 'Email' }).click();
  await page.getByRole('tab', { name: 'AI Features' }).click();
  await expect(page.getByRole('switch', { name: 'Auto-generate Email Content' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('threshold-value')).toHaveText('55%');
  await page.evaluate(() => localStorage.setItem('openai_api_key', 'sk-old'));
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Your AI settings have been saved successfully.').first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Enable Response Caching' })).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('switch', { name: 'Auto-generate Email Content' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('threshold-value')).toHaveText('55%');
  expect(await page.evaluate(() => [localStorage.getItem('ai_cache_enabled'), localStorage.getItem('openai_api_key')])).toEqual(['false', null]);

  await page.getByRole('switch', { name: 'Enable AI Features' }).click();
  await expect(page.getByRole('switch', { name: 'Auto-generate Email Content' })).toHaveCount(0);
  await expect(page.getByText('Advanced options')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Your AI settings have been saved successfully.').first()).toBeVisible();

  await page.goto('/ai-tools');
  await page.getByRole('textbox', { name: 'Email content' }).fill(EMAIL);
  await page.getByRole('button', { name: 'Generate Smart Replies' }).click();
  await expect(page.getByText('AI Features Disabled').first()).toBeVisible();
  await expect(page.getByText('Please enable AI features in Settings').first()).toBeVisible();

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Clear Stats' }).click();
  await expect(page.getByText('AI error statistics have been reset successfully.').first()).toBeVisible();
});
