/**
 * The reading pane: on a window 1200 px or wider the open message shows
 * beside (or below) the list, the list stays in view, and the list's keys
 * move the pane; narrower windows keep the message on its own page.
 */
import { expect, test, type Page } from '@playwright/test';
import { otherAccount, rows, screenshots, tabCount } from './mail-support';
import { register } from './support';

const pane = (page: Page) => page.getByTestId('reading-pane');
const paneSubject = (page: Page) => pane(page).getByTestId('message-subject');

/** Rows wholly inside the list's own scrolling area and the window, as a person sees them. */
const rowsInView = (page: Page) =>
  rows(page).evaluateAll((els) => {
    const scroller = document.querySelector('[data-testid="list-scroll"]')!.getBoundingClientRect();
    return els.filter((el) => {
      const box = el.getBoundingClientRect();
      return box.top >= Math.max(0, scroller.top) && box.bottom <= Math.min(window.innerHeight, scroller.bottom);
    }).length;
  });

/** A user with the pane on (the default) and twelve notes from Grace, newest first. */
async function withNotes(page: Page, browser: Parameters<typeof otherAccount>[0]) {
  const me = await register(page, undefined, { readingPane: true });
  const grace = await otherAccount(browser);
  for (let i = 1; i <= 12; i++) await grace.send(me, `Pane note ${i}`, `<p>The body of note ${i}.</p>`);
  await grace.close();
  await page.reload();
  await expect(rows(page).first().getByTestId('row-subject')).toHaveText('Pane note 12');
  return me;
}

test('at 1280x800 a click opens the message beside the list, j and k move it, Escape and e close it', async ({ page, browser }) => {
  await withNotes(page, browser);
  await expect(page.getByTestId('reading-pane-empty')).toContainText('No message open');
  expect((await rows(page).first().boundingBox())!.y).toBeLessThanOrEqual(220);
  expect(await rowsInView(page)).toBeGreaterThanOrEqual(10);

  await rows(page).filter({ hasText: 'Pane note 12' }).getByRole('link').click();
  await expect(paneSubject(page)).toHaveText('Pane note 12');
  await expect(pane(page).frameLocator('[data-testid="message-frame"]').getByText('The body of note 12.')).toBeVisible();
  await expect(page).toHaveURL(/\/email\/[^/?]+$/);
  // The list is still there beside it, the open row marked and read.
  expect(await rowsInView(page)).toBeGreaterThanOrEqual(10);
  const first = rows(page).first();
  await expect(first).toHaveAttribute('data-selected', 'true');
  await expect(first).not.toHaveAttribute('data-unread', 'true');
  const listBox = (await page.getByTestId('mail-list').boundingBox())!;
  const paneBox = (await pane(page).boundingBox())!;
  expect(paneBox.x).toBeGreaterThan(listBox.x + listBox.width - 1);

  await page.keyboard.press('j');
  await expect(paneSubject(page)).toHaveText('Pane note 11');
  await expect(rows(page).nth(1)).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('j');
  await expect(paneSubject(page)).toHaveText('Pane note 10');
  await page.keyboard.press('k');
  await expect(paneSubject(page)).toHaveText('Pane note 11');
  // s stars the open message, in the pane and in the list.
  await page.keyboard.press('s');
  await expect(pane(page).getByTestId('message-star')).toHaveAttribute('aria-pressed', 'true');
  await expect(rows(page).nth(1).getByTestId('star-toggle')).toHaveAttribute('aria-pressed', 'true');

  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('reading-pane-empty')).toBeVisible();
  await expect(rows(page).nth(1)).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(paneSubject(page)).toHaveText('Pane note 11');

  // e archives the open message and the list comes back, as on the message page.
  await page.keyboard.press('e');
  await expect(page.getByTestId('reading-pane-empty')).toBeVisible();
  await expect(rows(page).filter({ hasText: 'Pane note 11' })).toHaveCount(0);
  await expect(tabCount(page, 'archived')).toHaveText('1');
});

test('the list keeps its tab in the URL while a message is open, and another tab closes the message', async ({ page, browser }) => {
  await withNotes(page, browser);
  await rows(page).filter({ hasText: 'Pane note 3' }).getByRole('link').click();
  await expect(paneSubject(page)).toHaveText('Pane note 3');
  // A deep link to the message opens the same view, the list beside it.
  const url = page.url();
  await page.goto(url);
  await expect(paneSubject(page)).toHaveText('Pane note 3');
  await expect(rows(page).filter({ hasText: 'Pane note 3' })).toHaveAttribute('data-selected', 'true');
  await page.getByTestId('tab-sent').click();
  await expect(page).toHaveURL(/\/dashboard\?tab=sent$/);
  await expect(page.getByTestId('reading-pane-empty')).toBeVisible();
  // The pane's own close button does what Escape does.
  await page.getByTestId('tab-inbox').click();
  await rows(page).first().getByRole('link').click();
  await expect(paneSubject(page)).toHaveText('Pane note 12');
  await pane(page).getByTestId('reading-pane-close').click();
  await expect(page.getByTestId('reading-pane-empty')).toBeVisible();
});

test('compact density shows fourteen rows or more beside the pane', async ({ page, browser }) => {
  await withNotes(page, browser);
  const res = await page.request.patch('/api/preferences', { data: { density: 'compact' } });
  expect(res.ok()).toBe(true);
  await page.reload();
  await expect(page.getByTestId('mail-list')).toHaveAttribute('data-density', 'compact');
  await expect(rows(page)).toHaveCount(16);
  expect((await rows(page).first().boundingBox())!.y).toBeLessThanOrEqual(220);
  expect(await rowsInView(page)).toBeGreaterThanOrEqual(14);
  await rows(page).first().getByRole('link').click();
  await expect(paneSubject(page)).toHaveText('Pane note 12');
  expect(await rowsInView(page)).toBeGreaterThanOrEqual(14);
});

test('the divider moves with the pointer and the arrow keys, and the list keeps its width after a reload', async ({ page, browser }) => {
  await withNotes(page, browser);
  const list = page.getByTestId('mail-list');
  const divider = page.getByRole('separator', { name: 'Resize the list and the reading pane' });
  const before = (await list.boundingBox())!.width;
  const handle = (await divider.boundingBox())!;
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + handle.width / 2 + 60, handle.y + handle.height / 2, { steps: 6 });
  await page.mouse.up();
  const dragged = (await list.boundingBox())!.width;
  expect(Math.round(dragged - before)).toBe(60);
  await divider.focus();
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => Math.round((await list.boundingBox())!.width)).toBe(Math.round(dragged - 24));
  await page.reload();
  await expect.poll(async () => Math.round((await list.boundingBox())!.width)).toBe(Math.round(dragged - 24));
});

test('Settings moves the pane below the list or turns it off; a phone keeps the message on its own page', async ({ page, browser }) => {
  await withNotes(page, browser);
  await page.goto('/settings?tab=email');
  await page.getByRole('combobox', { name: 'Reading pane' }).click();
  await page.getByRole('option', { name: 'Below the list' }).click();
  await expect(page.getByRole('combobox', { name: 'Reading pane' })).toHaveText('Below the list');
  await page.goto('/dashboard');
  await rows(page).first().getByRole('link').click();
  await expect(paneSubject(page)).toHaveText('Pane note 12');
  const listBox = (await page.getByTestId('mail-list').boundingBox())!;
  expect((await pane(page).boundingBox())!.y).toBeGreaterThan(listBox.y);

  await page.goto('/settings?tab=email');
  await page.getByRole('combobox', { name: 'Reading pane' }).click();
  await page.getByRole('option', { name: 'Off' }).click();
  await expect(page.getByRole('combobox', { name: 'Reading pane' })).toHaveText('Off');
  await page.goto('/dashboard');
  await rows(page).first().getByRole('link').click();
  await expect(page.getByTestId('message-subject')).toHaveText('Pane note 12');
  await expect(pane(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to inbox' })).toBeVisible();

  const res = await page.request.patch('/api/preferences', { data: { readingPane: 'right' } });
  expect(res.ok()).toBe(true);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  await rows(page).first().getByRole('link').click();
  await expect(page.getByTestId('message-subject')).toHaveText('Pane note 12');
  await expect(pane(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to inbox' })).toBeVisible();
});

test('reading pane screenshots', async ({ page, browser }) => {
  await withNotes(page, browser);
  await rows(page).first().getByRole('link').click();
  await expect(paneSubject(page)).toHaveText('Pane note 12');
  await screenshots(page, 'reading-pane', async (p) => {
    await expect(p.getByTestId('message-subject')).toHaveText('Pane note 12');
  });
});

test('a link to a message not on this page of the list opens it beside the list, and e archives that message', async ({ page, browser }) => {
  await withNotes(page, browser);
  const older = (await (await page.request.get('/api/mail/messages?tab=inbox&page=2')).json()) as { items: { id: string; subject: string }[] };
  const target = older.items[0]!;
  await page.goto(`/email/${target.id}`);
  await expect(paneSubject(page)).toHaveText(target.subject);
  await expect(rows(page).first().getByTestId('row-subject')).toHaveText('Pane note 12');
  await page.keyboard.press('e');
  await expect(page.getByTestId('reading-pane-empty')).toBeVisible();
  await expect(tabCount(page, 'archived')).toHaveText('1');
  // The rows of this page are all still there: only the open message went.
  await expect(rows(page)).toHaveCount(10);
  await expect(rows(page).first().getByTestId('row-subject')).toHaveText('Pane note 12');
});
