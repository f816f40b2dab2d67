/** Shared steps for browser journeys: unique accounts and the auth forms. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

let counter = 0;

export interface Account {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export function newAccount(overrides: Partial<Account> = {}): Account {
  counter += 1;
  const id = `${Date.now().toString(36)}${process.pid}${counter}`;
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `ada.${id}@example.com`,
    password: 'analytical engine',
    ...overrides,
  };
}

/**
 * A new account, signed in, on the dashboard. The account is created through
 * the API with this page's cookies (what the Register form sends), which is a
 * second or more quicker than typing into the form: only the journeys about
 * registering use `registerThroughForm`.
 */
export async function register(
  page: Page,
  account: Account = newAccount(),
  options: { undoSend?: boolean; at?: string; readingPane?: boolean } = {},
): Promise<Account> {
  await signUpThroughApi(page.request, account);
  // Journeys about other things send at once and read mail on its own page; the undo window (10 s by
  // default) and the reading pane (on by default from 1200 px) have their own journeys.
  const preferences = { ...(options.undoSend ? {} : { undoSendSeconds: 0 }), ...(options.readingPane ? {} : { readingPane: 'off' }) };
  if (Object.keys(preferences).length > 0) {
    const res = await page.request.patch('/api/preferences', { data: preferences });
    expect(res.ok(), await res.text()).toBe(true);
  }
  // Journeys that start on another page land there directly: a page load costs a second or two of a
  // 2-core machine, and loading the dashboard first only to leave it was a fifth of some journeys.
  await page.goto(options.at ?? '/dashboard');
  // Keyboard shortcuts listen once the signed-in shell has rendered; journeys type right after this.
  await expect(page.getByTestId('app-header')).toBeVisible({ timeout: 20_000 });
  return account;
}

/** Creates the account and signs in with the cookies of `request` (a page's or a bare API context's). */
export async function signUpThroughApi(request: APIRequestContext, account: Account = newAccount()): Promise<Account> {
  const res = await request.post('/api/auth/sign-up/email', {
    data: { name: `${account.firstName} ${account.lastName}`, email: account.email, password: account.password },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return account;
}

/** Registers through the Register tab of /auth and waits for the dashboard. */
export async function registerThroughForm(page: Page, account: Account = newAccount()): Promise<Account> {
  await page.goto('/auth?signup=true');
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByTestId('app-header')).toBeVisible({ timeout: 20_000 });
  return account;
}

/** Fills the Login tab (already on /auth) and submits. */
export async function fillLogin(page: Page, email: string, password: string) {
  await page.getByRole('tab', { name: 'Login' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export async function signOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** The session as the server sees it for this page's cookies. */
export async function sessionOf(page: Page): Promise<unknown> {
  const res = await page.request.get('/api/auth/get-session');
  return res.json();
}

/** Holds the page's requests matching `url` until the returned function is called; they then go on as sent. */
export async function holdRoute(page: Page, url: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
