/**
 * The Gmail journeys' server: a second app (started by playwright.config.ts)
 * whose Google OAuth and Gmail API are the Gmail fake, and the fake's
 * test-only control endpoint to switch faults on and off.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { ScriptedFailure } from '../fakes/gmail-fake';

const port = Number(process.env.E2E_PORT ?? 3100);
export const GMAIL_APP_URL = `http://localhost:${port + 10_000}`;
export const GMAIL_FAKE_URL = `http://127.0.0.1:${port + 20_000}`;

/** A fault for the fake's control endpoint: its ScriptedFailure, where times -1 lasts until cleared. */
export type Fault = Omit<ScriptedFailure, 'scope'>;

export async function addFaults(request: APIRequestContext, ...faults: Fault[]) {
  const res = await request.post(`${GMAIL_FAKE_URL}/__faults`, { data: { faults } });
  expect(res.ok()).toBe(true);
}

export async function clearFaults(request: APIRequestContext) {
  const res = await request.delete(`${GMAIL_FAKE_URL}/__faults`);
  expect(res.ok()).toBe(true);
}

/** Messages Gmail holds with this subject (sent copies included). */
export async function gmailCopies(request: APIRequestContext, subject: string): Promise<number> {
  const res = await request.get(`${GMAIL_FAKE_URL}/__messages`);
  const { messages } = (await res.json()) as { messages: Array<{ subject: string }> };
  return messages.filter((m) => m.subject === subject).length;
}

/** Writes a new email in compose (one recipient, a subject, a typed body); the caller sends it. */
export async function writeMail(page: Page, mail: { to: string; subject: string; body: string }) {
  await page.goto('/compose');
  const to = page.getByRole('combobox', { name: 'To', exact: true });
  await to.fill(mail.to);
  await to.press('Enter');
  await page.getByLabel('Subject').fill(mail.subject);
  await page.getByRole('textbox', { name: 'Message body' }).click();
  await page.keyboard.type(mail.body);
}

/** Connects the signed-in user's Gmail through the fake's consent screen and waits for the synced inbox. */
export async function connectGmail(page: Page) {
  await page.getByRole('button', { name: 'Connect Gmail' }).click();
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 20_000 });
  await expect(page.getByTestId('gmail-panel')).toHaveAttribute('data-state', 'connected', { timeout: 20_000 });
  await expect(page.getByTestId('mail-row').filter({ hasText: 'Gmail fault drill' }).first()).toBeVisible({ timeout: 20_000 });
}
