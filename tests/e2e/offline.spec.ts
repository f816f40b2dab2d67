import { expect, test, type Page } from '@playwright/test';
import { otherAccount, rows } from './mail-support';
import { register, signOut } from './support';

test.use({ serviceWorkers: 'allow' });

/** The keys of the browser's offline copy (IndexedDB). */
function savedKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('email-buddy-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('keyval').objectStore('keyval').getAllKeys();
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result.map(String));
          };
        };
      }),
  );
}

/** Waits until the service worker controls the page: a reload after its first install. */
async function underServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

test('the manifest names the app, its 192 and 512 icons, standalone display and start URL, and the service worker controls the page after one reload', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await page.request.get(href!);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await res.json()) as { name: string; short_name: string; display: string; start_url: string; icons: { src: string; sizes: string; purpose?: string }[] };
  expect(manifest.name).toBe('Email Buddy');
  expect(manifest.short_name).toBe('Email Buddy');
  expect(manifest.display).toBe('standalone');
  expect(manifest.start_url).toBe('/dashboard');
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.headers()['content-type'], icon.src).toBe('image/png');
  }
  await underServiceWorker(page);
});

test('offline after one online visit: a reload shows the saved inbox and a saved message opens', async ({ page, browser, context }) => {
  test.setTimeout(90_000);
  const ada = await register(page);
  const grace = await otherAccount(browser);
  await grace.send(ada, 'Timetable for the Zurich trip', '<p>The train leaves at 07:12 from platform 4.</p>');
  await grace.send(ada, 'Dinner on Friday', '<p>Table for four at eight.</p>');
  await page.reload();
  await expect(rows(page).filter({ hasText: 'Dinner on Friday' })).toBeVisible();
  await underServiceWorker(page);
  // Open one message online, so its body is saved.
  await rows(page).filter({ hasText: 'Timetable for the Zurich trip' }).click();
  await expect(page.frameLocator('[data-testid="message-frame"]').getByText('The train leaves at 07:12')).toBeVisible();
  await page.getByRole('link', { name: 'Back to inbox' }).click();
  await expect(rows(page).filter({ hasText: 'Dinner on Friday' })).toBeVisible();
  const online = await rows(page).allTextContents();
  // Under the service worker the newest mail is fetched for offline reading too; the copy is written a second after.
  await expect.poll(() => savedKeys(page), { timeout: 20_000 }).toContain('prefetched-at');
  await page.waitForTimeout(1_500);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('app-header')).toBeVisible();
  await expect(rows(page)).toHaveCount(online.length);
  await expect(rows(page).filter({ hasText: 'Dinner on Friday' })).toContainText('Unread');
  // Opened online, so saved as read.
  await expect(rows(page).filter({ hasText: 'Timetable for the Zurich trip' })).not.toContainText('Unread');
  await rows(page).filter({ hasText: 'Timetable for the Zurich trip' }).click();
  await expect(page.frameLocator('[data-testid="message-frame"]').getByText('The train leaves at 07:12')).toBeVisible();

  // Never opened online, but among the newest: its body was saved as well.
  await page.getByRole('link', { name: 'Back to inbox' }).click();
  await rows(page).filter({ hasText: 'Dinner on Friday' }).click();
  await expect(page.frameLocator('[data-testid="message-frame"]').getByText('Table for four at eight.')).toBeVisible();

  // Search answers from the saved mail, with the same operators.
  await page.goto(`/dashboard?q=${encodeURIComponent('from:grace zurich')}`);
  await expect(page.getByTestId('offline-search-note')).toHaveText('Offline: searched the mail saved on this device');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('Timetable for the Zurich trip');
  await page.goto(`/dashboard?q=${encodeURIComponent('from:grace -zurich')}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('Dinner on Friday');
  await page.goto(`/dashboard?q=${encodeURIComponent('larger:1M')}`);
  await expect(page.getByTestId('offline-search-note')).toHaveText('Offline: size searches need a connection');
  await expect(rows(page)).toHaveCount(0);
  await context.setOffline(false);
  await grace.close();

  await expect.poll(() => savedKeys(page)).toContain('queries');
  await signOut(page);
  await expect.poll(() => savedKeys(page)).toEqual([]);
});

test('with the network up but the server gone, a reload shows the saved inbox, and the app is online again once the server answers', async ({ page, browser, context }) => {
  test.setTimeout(90_000);
  const ada = await register(page);
  const grace = await otherAccount(browser);
  await grace.send(ada, 'Minutes of the board meeting', '<p>Approved: the new roof.</p>');
  await page.reload();
  await underServiceWorker(page);
  await rows(page).filter({ hasText: 'Minutes of the board meeting' }).click();
  await expect(page.frameLocator('[data-testid="message-frame"]').getByText('Approved: the new roof.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to inbox' }).click();
  await expect.poll(() => savedKeys(page), { timeout: 20_000 }).toContain('prefetched-at');
  await page.waitForTimeout(1_500);

  // The server stops answering; the browser still says it is online.
  await context.route('**/api/**', (route) => route.abort('connectionrefused'));
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toContainText('server is not answering');
  await expect(rows(page).filter({ hasText: 'Minutes of the board meeting' })).toBeVisible();
  await rows(page).filter({ hasText: 'Minutes of the board meeting' }).click();
  await expect(page.frameLocator('[data-testid="message-frame"]').getByText('Approved: the new roof.')).toBeVisible();
  // A list never opened is not saved: it says so, rather than that the tab is empty.
  await page.goto('/dashboard?tab=sent');
  await expect(page.getByTestId('list-not-saved')).toContainText('Not saved on this device');
  await expect(page.getByTestId('list-empty')).toHaveCount(0);
  // Compose says the server, not the network, is what is missing.
  await page.goto('/compose');
  await expect(page.getByTestId('compose-offline-note')).toHaveText(/^Email Buddy’s server is not answering: Send puts the email in the outbox/);

  await context.unroute('**/api/**');
  await expect(page.getByTestId('offline-banner')).toHaveCount(0, { timeout: 15_000 });
  await grace.close();
});

test('offline, a sent email and a star wait in the outbox; back online each goes once and the outbox empties', async ({ page, browser, context }) => {
  test.setTimeout(90_000);
  const ada = await register(page);
  const grace = await otherAccount(browser);
  await grace.send(ada, 'Slides for Monday', '<p>Could you look at the slides?</p>');
  await page.reload();
  await expect(rows(page).filter({ hasText: 'Slides for Monday' })).toBeVisible();
  await underServiceWorker(page);
  await expect(rows(page).filter({ hasText: 'Slides for Monday' })).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toContainText('You are offline');
  const row = rows(page).filter({ hasText: 'Slides for Monday' });
  await row.hover();
  await row.getByRole('button', { name: 'Star' }).click();

  await page.getByRole('link', { name: 'New Email' }).first().click();
  // What needs the server says so, and is off.
  await expect(page.getByTestId('compose-offline-note')).toHaveText(/^You are offline: Send puts the email in the outbox/);
  await expect(page.getByRole('button', { name: 'Save Draft' })).toBeDisabled();
  const to = page.getByRole('combobox', { name: 'To', exact: true });
  await to.fill(grace.account.email);
  await to.press('Enter');
  await page.getByLabel('Subject').fill('Written on the train');
  await page.getByRole('textbox', { name: 'Message body' }).click();
  await page.keyboard.type('Sent from a tunnel somewhere near Olten.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Saved to the outbox', { exact: true })).toBeVisible();
  await expect(page.getByTestId('outbox-count').first()).toContainText('2');

  // Signing out would empty the outbox: it asks first, and offers the way to it.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  const confirm = page.getByRole('dialog', { name: '2 changes in the outbox have not been sent' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('link', { name: 'Open the outbox' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('connection-state')).toHaveText('Offline');
  await expect(page.getByTestId('last-saved')).toContainText('Mail last saved on this device');
  await expect(page.getByTestId('saved-account')).toContainText(ada.email);
  const entries = page.getByTestId('outbox-entry');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText('Star “Slides for Monday”');
  await expect(entries.nth(1)).toContainText(`Email to Grace Hopper <${grace.account.email}>: Written on the train`);
  await expect(entries.nth(1).getByRole('button', { name: 'Send now' })).toBeDisabled();

  // Nothing has reached the server yet.
  const before = (await (await grace.request.get('/api/mail/messages?tab=inbox')).json()) as { items: { subject: string }[] };
  expect(before.items.map((i) => i.subject)).not.toContain('Written on the train');

  await context.setOffline(false);
  await expect(entries).toHaveCount(0);
  await expect(page.getByTestId('connection-state')).toHaveText('Online');
  await expect(page.getByTestId('outbox-count')).toHaveCount(0);

  const inbox = async () => ((await (await grace.request.get('/api/mail/messages?tab=inbox')).json()) as { items: { subject: string }[] }).items.filter((i) => i.subject === 'Written on the train');
  await expect.poll(async () => (await inbox()).length).toBe(1);
  const starred = (await (await page.request.get('/api/mail/messages?tab=starred')).json()) as { items: { subject: string }[] };
  expect(starred.items.map((i) => i.subject)).toContain('Slides for Monday');
  // A reload (which replays anything left) sends nothing twice.
  await page.reload();
  await expect(page.getByTestId('outbox')).toContainText('Nothing is waiting');
  expect((await inbox()).length).toBe(1);
  await grace.close();
});

test('a change discarded from the outbox never reaches the server', async ({ page, browser, context }) => {
  const ada = await register(page);
  const grace = await otherAccount(browser);
  await grace.send(ada, 'Quarterly numbers', '<p>Attached.</p>');
  await page.reload();
  const row = rows(page).filter({ hasText: 'Quarterly numbers' });
  await expect(row).toBeVisible();
  await underServiceWorker(page);
  await expect(row).toBeVisible();
  await context.setOffline(true);
  await row.hover();
  await row.getByRole('button', { name: 'Star' }).click();
  await page.getByRole('link', { name: /^Offline/ }).first().click();
  const entries = page.getByTestId('outbox-entry');
  await expect(entries).toHaveText([/Star “Quarterly numbers”/]);
  await entries.getByRole('button', { name: 'Discard' }).click();
  await expect(entries).toHaveCount(0);
  await context.setOffline(false);
  await expect(page.getByTestId('connection-state')).toHaveText('Online');
  const starred = (await (await page.request.get('/api/mail/messages?tab=starred')).json()) as { items: { subject: string }[] };
  expect(starred.items.map((i) => i.subject)).not.toContain('Quarterly numbers');
  await grace.close();
});

test('a new build waits for the person: "A new version of Email Buddy is ready" with Reload, which switches to it', async ({ page }) => {
  await register(page);
  await underServiceWorker(page);
  // Only once the page's own registration listens; registering earlier would race it for the same scope.
  await expect(page.locator('html[data-sw-registered]')).toHaveCount(1, { timeout: 20_000 });
  // The next deploy, as the browser sees it: a worker from another script URL (the server answers it with the same file).
  await page.evaluate(async () => void (await navigator.serviceWorker.register('/sw.js?build=next', { scope: '/' })));
  const prompt = page.getByRole('status').filter({ hasText: 'A new version of Email Buddy is ready.' });
  await expect(prompt).toBeVisible({ timeout: 20_000 });
  // The old code keeps running until asked.
  expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);
  await page.evaluate(() => ((window as unknown as { beforeUpdate: boolean }).beforeUpdate = true));
  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: 'Reload' }).click();
  // The waiting worker takes over and the page loads again under it.
  await reloaded;
  await expect(page.getByTestId('app-header')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate ?? false)).toBe(false);
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
});
