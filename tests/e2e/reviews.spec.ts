import { expect, test } from './fixtures.ts';
import { SUPER_ADMIN, signIn } from './table-helpers.ts';

test('reassigning two reviews shows the successful and failed lists and the new assignee', async ({ page }) => {
  await signIn(page, SUPER_ADMIN, '/user-reviews');
  const table = page.getByRole('table', { name: 'User reviews' });
  const rows = table.locator('tbody tr');
  // The first page of reviews loads after sign-in: generous on a loaded CI machine.
  await expect(rows.nth(1)).toBeVisible({ timeout: 20_000 });
  const uuids = [await rows.nth(0).getAttribute('data-review-uuid'), await rows.nth(1).getAttribute('data-review-uuid')];
  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(1).getByRole('checkbox').check();

  await page.getByRole('combobox', { name: 'Reassign to' }).click();
  const target = page.getByRole('option').first();
  const targetName = await target.innerText();
  await target.click();
  await page.getByRole('button', { name: 'Reassign 2 selected' }).click();

  const result = page.getByRole('alert').filter({ hasText: 'Reassign result' });
  await expect(result).toContainText(`Successful UUIDs: ${uuids.join(', ')}`);
  await expect(result).toContainText('Failed UUIDs: ');
  for (const uuid of uuids) {
    await expect(table.locator(`tbody tr[data-review-uuid="${uuid}"] [data-column="assignee"]`)).toHaveText(targetName);
  }
});

test("a review tab shows the user's review history", async ({ page }) => {
  await signIn(page, SUPER_ADMIN, '/user-reviews');
  const firstRow = page.getByRole('table', { name: 'User reviews' }).locator('tbody tr').first();
  const userButton = firstRow.getByRole('button');
  const userId = await userButton.innerText();
  await userButton.click();
  await expect(page.getByRole('tab', { name: `User ${userId}` })).toHaveAttribute('aria-selected', 'true');
  await expect(
    page
      .getByRole('table', { name: `Review history of user ${userId}` })
      .locator('tbody tr')
      .first(),
  ).toBeVisible();
});

test('the statistics show open reviews by app, assignee and age, and dates read DD.MM.YYYY HH:mm', async ({ page }) => {
  await signIn(page, SUPER_ADMIN, '/user-reviews');
  // The statistic call can take a while on a loaded machine.
  await expect(page.getByRole('group', { name: 'Open by app' })).toContainText('Five Surveys:', { timeout: 20_000 });
  await expect(page.getByRole('group', { name: 'Open by assignee' })).toContainText('Not assigned:');
  await expect(page.getByRole('group', { name: 'Open by age' })).toContainText('Over 7 days:');
  const created = page.getByRole('table', { name: 'User reviews' }).locator('tbody tr').first().locator('td').last();
  await expect(created).toHaveText(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/);
});

test('Review User shows the compact details of the user under review: status, quality flags, reconciliation, connected accounts', async ({
  page,
}) => {
  // Two screens and a user-details page after sign-in.
  test.setTimeout(90_000);
  await signIn(page, SUPER_ADMIN, '/review-user');
  const card = page.locator('[data-user-id]').first();
  await expect(card).toBeVisible({ timeout: 20_000 });
  const userId = Number(await card.getAttribute('data-user-id'));
  const compact = page.getByRole('region', { name: `Compact details of user ${userId}` });
  await expect(compact).toBeVisible({ timeout: 20_000 });
  for (const part of ['Status', 'Quality flags', 'Reconciliation', 'Connected accounts']) {
    await expect(compact.getByRole('group', { name: part, exact: true })).toBeVisible();
  }
  const status = (await compact.getByRole('group', { name: 'Status', exact: true }).locator('[data-user-status]').textContent())!.trim();
  expect(['Active', 'Banned', 'Shadow Banned', 'Review', 'Shadow Review', 'On Hold']).toContain(status);
  await expect(compact.getByRole('group', { name: 'Risk flags' })).toBeVisible();
  await expect(compact.getByRole('group', { name: 'Quality metric counts' })).toBeVisible();
  await expect(compact.getByRole('group', { name: 'Reconciliation', exact: true })).toContainText(/Total \d+(\.\d+)?% \(\d+ of \d+\)/);
  await expect(compact.getByRole('group', { name: 'Connected accounts', exact: true })).toContainText(/Connected: /);
  await expect(compact.getByRole('group', { name: 'Connected accounts', exact: true })).toContainText(/Related: /);

  // The same figures as the user's own page (one truth): its status badge in the summary header.
  await page.goto(`/user/${userId}`);
  const summary = page.getByRole('region', { name: 'Summary', exact: true });
  await expect(summary.getByText(status, { exact: true }).first()).toBeVisible({ timeout: 45_000 });
});
