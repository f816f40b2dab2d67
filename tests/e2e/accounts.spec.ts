import { expect, test } from '@playwright/test';
import { fillLogin, newAccount, register, registerThroughForm, sessionOf, signOut } from './support';

test('a visitor registers, lands on the dashboard, signs out and signs in again', async ({ page }) => {
  const account = await registerThroughForm(page);
  await expect(page.getByRole('heading', { name: 'Email Dashboard' })).toBeVisible();
  await expect(page.getByTestId('user-menu')).toBeVisible();

  await signOut(page);
  expect(await sessionOf(page)).toBeNull();

  await page.goto('/auth');
  await fillLogin(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('heading', { name: 'Email Dashboard' })).toBeVisible();
  expect(await sessionOf(page)).toMatchObject({ user: { email: account.email } });
});

test('a wrong password shows an error and creates no session', async ({ page, browser }) => {
  const account = await register(page);
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto('/auth');
  await fillLogin(other, account.email, 'not the right password');
  await expect(other.getByText('Invalid email or password', { exact: true })).toBeVisible();
  await expect(other).toHaveURL(/\/auth/);
  expect(await sessionOf(other)).toBeNull();
  // The password is focused and selected, ready to type again (the focus was left on nothing).
  await expect(other.getByLabel('Password')).toBeFocused();
  await other.keyboard.type(account.password);
  await other.keyboard.press('Enter');
  await expect(other).toHaveURL(/\/dashboard/);
  await fresh.close();
});

test('blank login fields are refused with the spec text', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Please fill in all fields', { exact: true })).toBeVisible();
});

test('a signed-out visit to /compose goes through /auth and back to /compose', async ({ page, browser }) => {
  const account = await register(page);
  const fresh = await browser.newContext();
  const visitor = await fresh.newPage();
  await visitor.goto('/compose');
  await expect(visitor).toHaveURL(/\/auth/);
  await fillLogin(visitor, account.email, account.password);
  await expect(visitor).toHaveURL(/\/compose$/);
  await fresh.close();
});

test('/auth?signup=true opens Register, and Google sign-in says it is not configured', async ({ page }) => {
  await page.goto('/auth?signup=true');
  await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
  await page.getByRole('button', { name: /Google/ }).click();
  await expect(page.getByText('Google sign-in is not configured on this server', { exact: true })).toBeVisible();
});

test('the Google callback page without a session reports failure and lands on the failed dashboard', async ({ page }) => {
  const account = newAccount();
  expect(account.email).toContain('@');
  await page.goto('/auth/callback/google');
  await expect(page.getByText('Completing authentication...')).toBeVisible();
  await expect(page.getByText('Authentication failed').first()).toBeVisible();
  // Signed out, the dashboard guard sends the visitor on to /auth, keeping where they were going.
  await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard%3Fauth%3Dfailed|\/dashboard\?auth=failed/);
});
