import { expect as baseExpect, test, type Request } from './fixtures.ts';
import { STATUS_ACTION_TOASTS } from '@bo/contract';
import { SUPER_ADMIN, signIn } from './table-helpers.ts';

/** The list, the user load and the status change run against the whole stack: slow on a loaded machine. */
const expect = baseExpect.configure({ timeout: 30_000 });

test('on /support-user-reviews a status change shows the returned user without reloading it', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, SUPER_ADMIN, '/support-user-reviews');
  const rows = page.getByRole('table', { name: 'User reviews' }).locator('tbody tr');
  await expect(rows.first()).toBeVisible({ timeout: 60_000 });
  // A reviewed user not already on hold.
  const row = rows.filter({ hasNot: page.getByText('On Hold', { exact: true }) }).first();
  const uuid = await row.getAttribute('data-review-uuid');
  const mine = page.locator(`tbody tr[data-review-uuid="${uuid}"]`);
  const userId = await mine.getByRole('button').filter({ hasText: /^\d+$/ }).innerText();

  const userLoads: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === `/api/user/${userId}`) userLoads.push(request);
  });

  await mine.getByRole('button', { name: `Status actions for user ${userId}` }).click();
  await page.getByRole('menuitem', { name: 'On Hold' }).click();
  // Opening the actions loaded the user once; the change must not load it again.
  expect(userLoads).toHaveLength(1);
  const hold = page.getByRole('dialog', { name: `On Hold user ${userId}` });
  await hold.getByRole('button', { name: '1 week' }).click();
  await hold.getByLabel('Internal comment').fill('Waiting for documents');
  const put = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === `/api/users/${userId}/status`);
  await hold.getByRole('button', { name: 'On Hold', exact: true }).click();
  expect((await put).status()).toBe(200);
  await expect(hold).toBeHidden();
  await expect(page.getByText(STATUS_ACTION_TOASTS.statusUpdated).first()).toBeVisible();
  await expect(mine.getByRole('button', { name: 'On Hold: activate' })).toBeVisible();

  // Activate from the badge: again the returned user is shown.
  await mine.getByRole('button', { name: 'On Hold: activate' }).click();
  const activate = page.getByRole('dialog', { name: `Activate user ${userId}` });
  await activate.getByLabel('Internal comment').fill('Documents received');
  await activate.getByRole('button', { name: 'Activate' }).click();
  await expect(activate).toBeHidden();
  await expect(mine.locator('[data-column="user-status"]').getByText('Active', { exact: true })).toBeVisible();
  await expect(mine.getByRole('button', { name: /: activate$/ })).toHaveCount(0);

  await page.waitForLoadState('networkidle');
  expect(userLoads).toHaveLength(1);
});
