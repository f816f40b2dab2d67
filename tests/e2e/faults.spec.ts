import { expect, test } from '@playwright/test';
import { register } from './support';

const TEXT_DATABASE_UNAVAILABLE = 'The database is unavailable right now. Please try again shortly.';

test('a signed-in user whose server answers 503 sees its message and stays signed in, not sent to sign-in', async ({ page }) => {
  await register(page);
  // The server's answer while PostgreSQL is down (see tests/faults/database-down.test.ts).
  await page.route('**/api/**', (route) =>
    route.fulfill({ status: 503, json: { error: { code: 'DATABASE_UNAVAILABLE', message: TEXT_DATABASE_UNAVAILABLE } } }),
  );
  await page.reload();
  const alert = page.getByRole('alert').filter({ hasText: TEXT_DATABASE_UNAVAILABLE });
  await expect(alert).toBeVisible();
  await expect(page).not.toHaveURL(/\/auth/);

  // The database is back: Try again brings the signed-in workspace without signing in again.
  await page.unroute('**/api/**');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('app-header')).toBeVisible();
});
