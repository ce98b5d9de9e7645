import { expect, test } from './fixtures.ts';
import { statusApprovalsResource } from '@bo/contract';
import { SUPER_ADMIN, settled, signIn, table } from './table-helpers.ts';

test('the approval queue lists the pending request and its user id opens the user, where it can be decided', async ({ page }) => {
  await signIn(page, SUPER_ADMIN, '/status-approvals?filter[state]=pending');
  await settled(page, statusApprovalsResource);
  const row = table(page, statusApprovalsResource).locator('tbody tr').filter({ hasText: 'Carlos Mendoza' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('pending');
  await expect(row.getByRole('link', { name: '17', exact: true })).toHaveAttribute('href', '/user/17');
  await page.goto('/user/17');
  await expect(page.getByText(/Pending approval: Banned/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
});
