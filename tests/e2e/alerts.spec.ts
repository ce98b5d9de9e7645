import { expect, test } from './fixtures.ts';
import { ALERT_MESSAGES } from '@bo/contract';
import { SUPER_ADMIN, signIn } from './table-helpers.ts';

test('marking a system alert seen drops the navbar count', async ({ page }) => {
  await signIn(page, SUPER_ADMIN, '/system-alerts');
  await expect(page.getByRole('heading', { name: 'System alerts' })).toBeVisible();
  const badge = page.getByTestId('alerts-not-seen-count');
  const table = page.getByRole('table', { name: 'System alerts' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const before = Number(await badge.innerText());
  expect(before).toBeGreaterThan(0);

  const firstRow = table.locator('tbody tr').first();
  const id = await firstRow.getAttribute('data-alert-id');
  await firstRow.getByRole('button', { name: /^Mark alert \d+ seen$/ }).click();

  // Issue 19: marking seen is confirmed by a toast.
  await expect(page.getByRole('alert').filter({ hasText: ALERT_MESSAGES.markedSeen })).toBeVisible();
  await expect(badge).toHaveText(String(before - 1));
  await expect(page.getByLabel('Not seen count')).toHaveText(`Not seen: ${before - 1}`);
  // The not-seen list no longer holds it; the seen list does.
  await expect(table.locator(`tbody tr[data-alert-id="${id}"]`)).toHaveCount(0);
  await page.getByRole('radiogroup', { name: 'Seen filter' }).getByText('Seen', { exact: true }).click();
  await expect(table.locator(`tbody tr[data-alert-id="${id}"]`)).toContainText('Seen by');
});
