import { expect, test } from './fixtures.ts';
import { adjustSpendAppsResource, adjustSpendDataResource, FORM_MESSAGES } from '@bo/contract';
import { settled, signIn, table } from './table-helpers.ts';

/**
 * The form engine (issue 18) on /adjust-spend-apps as admin 54 (its fixed grant): a select filled
 * from the server, per-field errors from the browser and from the server, edit, and delete with its
 * confirmation, refused while spend rows depend on the app.
 */
test.describe.configure({ timeout: 120_000 });

test('create, edit and delete an Adjust app through the form modal', async ({ page }) => {
  const def = adjustSpendAppsResource;
  await signIn(page, 'admin54@demo.test', '/adjust-spend-apps');
  await settled(page, def);

  await page.getByRole('button', { name: 'Add Another' }).click();
  const dialog = page.getByRole('dialog', { name: FORM_MESSAGES.title('Adjust app') });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(FORM_MESSAGES.required('App Token'))).toBeVisible();
  await expect(dialog.getByText(FORM_MESSAGES.required('Platform'))).toBeVisible();

  const token = `e2e${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'App Token' }).fill(token);
  await dialog.getByRole('textbox', { name: 'Name' }).fill('E2E Web App');
  await dialog.getByRole('combobox', { name: 'Platform' }).click();
  await page.getByRole('option', { name: 'Web', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Our App' }).click();
  await page.getByRole('option', { name: 'Five Surveys', exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(FORM_MESSAGES.created('Adjust app', 'E2E Web App'), { exact: true })).toBeVisible();

  // The same token again: the server names the field, what was typed stays.
  await dialog.getByRole('textbox', { name: 'App Token' }).fill(token);
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Twice');
  await dialog.getByRole('combobox', { name: 'Platform' }).click();
  await page.getByRole('option', { name: 'iOS', exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(FORM_MESSAGES.duplicate('Adjust app', 'app token'))).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Twice');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();

  const row = table(page, def).locator('tbody tr', { hasText: token });
  await expect(row).toContainText('Five Surveys');
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: FORM_MESSAGES.editTitle('Adjust app') });
  await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue('E2E Web App');
  await edit.getByRole('textbox', { name: 'Name' }).fill('E2E Web App (PWA)');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(FORM_MESSAGES.saved('Adjust app', 'E2E Web App (PWA)'), { exact: true })).toBeVisible();
  await expect(row).toContainText('E2E Web App (PWA)');

  // A demo app with spend rows: the delete is asked for, then refused by the server.
  const used = table(page, def).locator('tbody tr', { hasText: 'po7xk2m9d4ra' });
  await used.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: FORM_MESSAGES.deleteTitle('Adjust app') });
  await expect(confirm).toContainText(FORM_MESSAGES.deleteConfirm('Adjust app', 'Prime Opinion Android'));
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(/Adjust app Prime Opinion Android cannot be deleted: [\d,]+ spend rows depend on it\./)).toBeVisible();
  await expect(used).toBeVisible();

  await row.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(FORM_MESSAGES.deleted('Adjust app', 'E2E Web App (PWA)'), { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('Adjust Spend Data shows each spend row with its sign-ups and ROAS D7', async ({ page }) => {
  const def = adjustSpendDataResource;
  await signIn(page, 'admin54@demo.test', '/adjust-spend-data');
  await settled(page, def);
  const grid = table(page, def);
  await expect(grid.getByRole('columnheader', { name: 'Sign-ups' })).toBeVisible();
  await expect(grid.getByRole('columnheader', { name: 'ROAS D7 %' })).toBeVisible();
  await expect(grid.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByText('Sign-ups', { exact: true }).first()).toBeVisible();
});
