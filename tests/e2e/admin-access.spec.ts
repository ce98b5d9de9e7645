import { expect, test } from './fixtures.ts';
import { ADMIN_ACCESS_MESSAGES, adminsResource } from '@bo/contract';
import { PASSWORD, SUPER_ADMIN, signIn, table } from './table-helpers.ts';

/** Victor Hale (203) has no modules in the demo data: he cannot sign in until someone grants him a page. */
const NO_MODULES_ADMIN = 'admin203@demo.test';

test('a super admin grants a page to an admin without modules, who can then sign in and lands on it', async ({ page, browser }) => {
  await signIn(page, SUPER_ADMIN, '/admins');
  const admins = table(page, adminsResource);
  await expect(admins.getByRole('cell', { name: 'Victor Hale', exact: true })).toBeVisible();
  // Nobody edits their own access: no button on the signed-in admin's row.
  await expect(page.getByRole('button', { name: 'Edit access of Super Admin' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit access of Victor Hale' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit access' });
  await expect(dialog.getByText(ADMIN_ACCESS_MESSAGES.noModulesWarning)).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Pages and permissions' }).fill('Payments (payments)');
  await page.getByRole('option', { name: 'Payments (payments)', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(dialog.getByText(ADMIN_ACCESS_MESSAGES.noModulesWarning)).toHaveCount(0);
  await dialog.getByRole('combobox', { name: 'Main page' }).click();
  await page.getByRole('option', { name: 'Payments (payments)', exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText(ADMIN_ACCESS_MESSAGES.updated('Victor Hale'))).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(admins.getByRole('row').filter({ hasText: 'Victor Hale' })).toContainText('payments');

  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto('/login');
  await other.getByLabel('E-mail').fill(NO_MODULES_ADMIN);
  await other.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await other.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(other).toHaveURL(/\/payments/, { timeout: 20_000 });
  await context.close();
});
